import type { Page } from '@playwright/test';
import { logInWithForm } from './support/accounts';
import { expect, test } from './support/fixtures';

async function openSettings(page: Page) {
  await page.goto('/dashboard?tab=settings');
  await expect(page.getByRole('main').getByRole('tab', { name: 'Settings' })).toHaveAttribute('aria-selected', 'true');
}

test.describe('account settings', () => {
  test('the marketing preference is saved at once and survives a reload', async ({ playerPage: page }) => {
    await openSettings(page);
    const toggle = page.getByRole('switch', { name: 'Marketing emails' });
    const before = (await toggle.getAttribute('aria-checked')) === 'true';

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-checked', String(!before));
    await expect(
      page.getByText(before ? 'You will no longer receive marketing emails.' : 'You will receive marketing emails.'),
    ).toBeVisible();

    await page.reload();
    await expect(page.getByRole('switch', { name: 'Marketing emails' })).toHaveAttribute(
      'aria-checked',
      String(!before),
    );

    // Put the demo account back as it was.
    await page.getByRole('switch', { name: 'Marketing emails' }).click();
    await expect(page.getByRole('switch', { name: 'Marketing emails' })).toHaveAttribute(
      'aria-checked',
      String(before),
    );
    await expect(
      page.getByText(before ? 'You will receive marketing emails.' : 'You will no longer receive marketing emails.'),
    ).toBeVisible();
  });

  test('a failed save puts the switch back', async ({ playerPage: page }) => {
    await openSettings(page);
    const toggle = page.getByRole('switch', { name: 'Marketing emails' });
    const before = await toggle.getAttribute('aria-checked');
    await page.route('**/api/auth/users/*/profile', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ success: false, error: 'Database unavailable', code: 'INTERNAL_ERROR' }),
      }),
    );
    await toggle.click();
    await expect(page.getByText('Database unavailable')).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-checked', before ?? 'false');
  });

  test('deleting the account ends the session, lands on / and the login no longer works', async ({
    page,
    freshPlayer: player,
  }) => {
    test.slow();
    await openSettings(page);
    const main = page.getByRole('main');

    // Cancel changes nothing.
    await main.getByRole('button', { name: 'Delete account' }).click();
    let dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(main.getByRole('button', { name: 'Delete account' })).toBeFocused();

    await main.getByRole('button', { name: 'Delete account' }).click();
    dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await expect(dialog.getByRole('status')).toContainText('Your account has been deleted.');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Log In' })).toBeVisible();
    expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('user')])).toEqual([
      null,
      null,
    ]);

    await page.goto('/login');
    await logInWithForm(page, player.email, player.password);
    await expect(main.getByRole('alert')).toHaveText('Invalid email or password');
  });

  test('refusals and failures are shown in the dialog', async ({ page, freshPlayer: player }) => {
    await openSettings(page);
    const main = page.getByRole('main');
    await main.getByRole('button', { name: 'Delete account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });

    // The server's reason (as for a player with upcoming bookings) is shown as it is.
    await page.route('**/api/account/delete/', (route) =>
      route.fulfill({
        status: 409,
        contentType: 'application/json',
        body: JSON.stringify({
          success: false,
          error: 'You have upcoming bookings. Please cancel them before deleting your account.',
          code: 'HAS_UPCOMING_BOOKINGS',
        }),
      }),
    );
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(
      'You have upcoming bookings. Please cancel them before deleting your account.',
    );

    await page.unroute('**/api/account/delete/');
    await page.route('**/api/account/delete/', (route) => route.abort('connectionrefused'));
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Error deleting account. Please try again.');

    await page.unroute('**/api/account/delete/');
    await page.route('**/api/account/delete/', (route) =>
      route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>Bad gateway</h1>' }),
    );
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Failed to delete account');

    // Still signed in.
    await page.keyboard.press('Escape');
    await expect(
      main.getByRole('heading', { level: 1, name: `Welcome back, ${player.name.split(' ')[0]}` }),
    ).toBeVisible();
  });
});
