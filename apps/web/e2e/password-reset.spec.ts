import { expect, test } from '@playwright/test';
import { logInWithForm, newPlayer, registerPlayerViaApi } from './support/accounts';
import { extractLink, waitForMail } from './support/mailbox';
import { skipCookieBanner } from './support/session';

test.describe('password reset', () => {
  test('forgot password from the login popup, e-mailed link, new password, log in with it', async ({ page }) => {
    test.slow();
    await skipCookieBanner(page);
    const player = newPlayer('reset', 'Robin Reset');
    await registerPlayerViaApi(page.request, player);
    const main = page.getByRole('main');

    await page.goto('/login');
    await main.getByLabel('Email address').fill(player.email);
    await main.getByRole('button', { name: 'Forgot password?' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reset your password' });
    await expect(dialog).toBeVisible();
    // The address typed on the form is carried over.
    await expect(dialog.getByLabel('Email address')).toHaveValue(player.email);
    await dialog.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(dialog.getByRole('status')).toHaveText('If the email exists, a reset link has been sent.');
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(dialog).toBeHidden();

    const mail = await waitForMail(player.email, { subject: 'Reset your password' });
    await page.goto(extractLink(mail, '/reset-password'));
    await expect(main.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();

    // Client-side checks.
    await main.getByLabel('New password', { exact: true }).fill('short');
    await main.getByLabel('Confirm new password', { exact: true }).fill('short');
    await main.getByRole('button', { name: 'Reset Password' }).click();
    await expect(main.getByLabel('New password', { exact: true })).toHaveAccessibleDescription(
      /Password must be at least 8 characters\./,
    );
    await main.getByLabel('New password', { exact: true }).fill('BrandNew456!');
    await main.getByLabel('Confirm new password', { exact: true }).fill('BrandNew457!');
    await main.getByRole('button', { name: 'Reset Password' }).click();
    await expect(main.getByText('Passwords do not match.')).toBeVisible();
    await expect(main.getByLabel('Confirm new password', { exact: true })).toBeFocused();

    await main.getByLabel('Confirm new password', { exact: true }).fill('BrandNew456!');
    await main.getByRole('button', { name: 'Reset Password' }).click();
    await expect(
      main.getByText('Your password has been reset. You can now log in with your new password.'),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/login$/, { timeout: 5_000 });

    // The old password no longer works; the new one does.
    await logInWithForm(page, player.email, player.password);
    await expect(main.getByRole('alert')).toHaveText('Invalid email or password');
    await main.getByLabel('Password', { exact: true }).fill('BrandNew456!');
    await main.getByRole('button', { name: 'Log In', exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(main.getByRole('heading', { level: 1, name: 'Welcome back, Robin' })).toBeVisible();
  });

  test('a used or unknown link is refused with a way to ask for a new one', async ({ page }) => {
    await skipCookieBanner(page);
    await page.goto('/reset-password?token=not-a-real-token');
    const main = page.getByRole('main');
    await expect(main.getByRole('alert')).toHaveText('Invalid or expired token.');
    await main.getByRole('link', { name: 'Request a new reset link' }).click();
    await expect(page).toHaveURL(/\/login\?forgot=1$/);
    await expect(page.getByRole('dialog', { name: 'Reset your password' })).toBeVisible();
  });

  test('a link without a token says so without asking the server', async ({ page }) => {
    await page.goto('/reset-password');
    await expect(page.getByRole('main').getByRole('alert')).toHaveText('No token provided.');
  });
});
