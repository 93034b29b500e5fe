import { seriousViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { addCardViaApi, chooseSlotsAndBook, findFreeDay } from './support/payments';
import { DEMO_VENUES, venueNamed } from './support/venues';

const PUBLIC_PAGES = [
  '/',
  '/about',
  '/help',
  '/player-terms',
  '/venue-terms',
  '/privacy-policy',
  '/login',
  '/register',
  '/venue-auth?mode=login',
  '/venue-auth?mode=register',
  '/reset-password',
  '/reset-password?token=unknown',
  '/verify-email',
];

test.describe('accessibility', () => {
  for (const path of PUBLIC_PAGES) {
    test(`${path} has no serious or critical axe violations`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      expect(await seriousViolations(page)).toEqual([]);
    });
  }

  test('the login page with its forgot-password popup has no serious or critical axe violations', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('main').getByRole('button', { name: 'Forgot password?' }).click();
    await expect(page.getByRole('dialog', { name: 'Reset your password' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('registration errors have no serious or critical axe violations', async ({ page }) => {
    await page.goto('/register');
    await page.getByRole('main').getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText('Please accept the terms and conditions')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  for (const tab of ['bookings', 'profile', 'payment', 'settings']) {
    test(`the player account area (${tab}) has no serious or critical axe violations`, async ({ playerPage: page }) => {
      await page.goto(`/dashboard?tab=${tab}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      // Scoped to the account tabs: the Bookings tab has its own Upcoming/Previous tabs inside.
      await expect(page.getByRole('tablist', { name: 'Account' }).getByRole('tab', { selected: true })).toHaveAttribute(
        'aria-controls',
        `account-panel-${tab}`,
      );
      if (tab === 'profile') await page.getByRole('button', { name: 'Edit Profile' }).click();
      expect(await seriousViolations(page)).toEqual([]);
    });
  }

  test('checkout with a draft, its add-card, split and 3-D Secure popups have no serious or critical axe violations', async ({
    page,
    request,
    freshPlayer: player,
  }) => {
    test.slow();
    // A card that succeeds and one that asks for 3-D Secure.
    await addCardViaApi(request, player.session.token, '4242424242424242');
    await addCardViaApi(request, player.session.token, '4000002500003155');
    const { id: venueId } = await venueNamed(request, DEMO_VENUES.highbury);
    const { date, times } = await findFreeDay(request, venueId, 'Basketball', 21, 1);
    await chooseSlotsAndBook(page, venueId, 'Basketball', date, times);
    const main = page.getByRole('main');
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(main.getByRole('radio', { name: /•••• 4242/ })).toBeChecked();
    expect(await seriousViolations(page)).toEqual([]);

    await main.getByRole('button', { name: 'Add new payment method' }).click();
    await expect(page.getByRole('dialog', { name: 'Add new payment method' }).getByLabel('Card number')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await main.getByRole('switch', { name: 'Split payment' }).click();
    await expect(page.getByRole('dialog', { name: 'Split this payment?' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel split payment' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await main.getByRole('radio', { name: /•••• 3155/ }).check();
    await main.getByLabel('Mobile number').fill('07700 900111');
    await main.getByRole('button', { name: /^Confirm Booking - £/ }).click();
    const bank = page.getByRole('dialog', { name: 'Verify your payment — test bank' });
    await expect(bank).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await bank.getByRole('button', { name: 'Fail authentication' }).click();
    await expect(main.getByRole('alert')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('the Payment tab with a saved card and its remove confirmation have no serious or critical axe violations', async ({
    page,
    request,
    freshPlayer: player,
  }) => {
    await addCardViaApi(request, player.session.token, '4242424242424242');
    await addCardViaApi(request, player.session.token, '5555555555554444');
    await page.goto('/dashboard?tab=payment');
    const main = page.getByRole('main');
    await expect(main.getByRole('list', { name: 'Saved cards' }).getByRole('listitem')).toHaveCount(2);
    expect(await seriousViolations(page)).toEqual([]);
    await main.getByRole('button', { name: /^Remove Mastercard/ }).click();
    await expect(page.getByRole('alertdialog', { name: 'Remove this card?' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('the Bookings tab popups have no serious or critical axe violations', async ({ playerPage: page }) => {
    // Four axe scans: under a loaded machine (full suite, two workers) they can exceed the default 30 s.
    test.slow();
    await page.goto('/dashboard?tab=bookings');
    const main = page.getByRole('main');
    await expect(main.getByRole('tab', { name: /^Upcoming Bookings \(\d+\)$/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const card = main
      .getByRole('article')
      .filter({ has: page.getByRole('button', { name: 'Amend' }) })
      .first();
    await expect(card).toBeVisible();

    await card.getByRole('button', { name: 'View' }).click();
    await expect(page.getByRole('dialog', { name: 'Booking Details' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');

    await card.getByRole('button', { name: 'Amend' }).click();
    const amend = page.getByRole('dialog', { name: 'Amend Booking' });
    await expect(amend.getByRole('group', { name: 'Time slots' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');

    await card.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('dialog', { name: 'Cancel Booking' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');

    await main.getByRole('tab', { name: /^Previous Bookings/ }).click();
    await expect(main.getByRole('article').first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('the venue dashboard under review has no serious or critical axe violations', async ({
    pendingOwnerPage: page,
  }) => {
    await page.goto('/venue-dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Venue dashboard' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('the failure screen has no serious or critical axe violations', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => localStorage.setItem('e2e:throw', '1'));
    await page.goto('/__throw');
    await expect(page.getByRole('heading', { level: 1, name: 'An error occurred' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('the open mobile menu has no serious or critical axe violations', async ({ page }) => {
      await page.goto('/');
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
});
