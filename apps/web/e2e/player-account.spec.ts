import { expect, test } from '@playwright/test';
import { newPlayer } from './support/accounts';
import { extractLink, waitForMail } from './support/mailbox';
import { skipCookieBanner } from './support/session';

// A 1×1 PNG; the server re-encodes uploads to a 512 px WebP.
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

test.describe('player account journey', () => {
  test('register, verify by email, log in, edit the profile, upload an avatar, log out', async ({ page }) => {
    test.slow();
    await skipCookieBanner(page);
    const player = newPlayer('journey', 'Jordan Rivers');
    const main = page.getByRole('main');

    // Register.
    await page.goto('/register');
    await expect(main.getByRole('heading', { level: 1, name: 'Sign Up' })).toBeVisible();
    await main.getByLabel('Full name').fill(player.name);
    await main.getByLabel('Email address').fill(`  ${player.email} `);
    await main.getByLabel('Date of birth').fill('1994-03-12');
    await main.getByLabel('Password', { exact: true }).fill(player.password);
    await main.getByLabel(/I accept the terms and conditions/).check();
    await main.getByRole('button', { name: 'Create Account' }).click();

    const popup = page.getByRole('dialog', { name: 'Check your email!' });
    await expect(popup).toBeVisible();
    await expect(popup).toContainText(player.email);

    // Reopening within 5 minutes shows the popup once more, then it is forgotten.
    await page.reload();
    await expect(page.getByRole('dialog', { name: 'Check your email!' })).toContainText(player.email);
    expect(await page.evaluate(() => localStorage.getItem('pendingVerification'))).toBeNull();
    await page.reload();
    await expect(main.getByRole('heading', { level: 1, name: 'Sign Up' })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // Registration does not sign in.
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

    // Verify through the e-mailed link.
    const mail = await waitForMail(player.email, { subject: 'Verify your email address' });
    await page.goto(extractLink(mail, '/verify-email'));
    await expect(main.getByRole('heading', { level: 1, name: 'Email verified!' })).toBeVisible();
    await expect(main.getByText(/Taking you to the venues in \d seconds?/)).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('emailVerified'))).toBe('true');
    await expect(page).toHaveURL(/\/venues$/, { timeout: 10_000 });

    // Log in; the account area greets by first name.
    await page.goto('/login');
    await main.getByLabel('Email address').fill(player.email);
    await main.getByLabel('Password', { exact: true }).fill(player.password);
    await main.getByRole('button', { name: 'Show password' }).click();
    await expect(main.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'text');
    await main.getByRole('button', { name: 'Log In', exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(main.getByRole('heading', { level: 1, name: 'Welcome back, Jordan' })).toBeVisible();
    await expect(main.getByRole('heading', { name: 'Please verify your email address' })).toHaveCount(0);

    // Profile tab, linkable through the URL.
    await main.getByRole('tab', { name: 'Profile' }).click();
    await expect(page).toHaveURL(/\/dashboard\?tab=profile$/);
    await expect(main.getByRole('heading', { name: 'Profile Information' })).toBeVisible();
    await main.getByRole('button', { name: 'Edit Profile' }).click();
    await expect(main.getByLabel('Full name')).toBeFocused();
    await main.getByLabel('Full name').fill('Jordan Lake');
    await main.getByLabel('Location').fill('Hackney, London');
    const tennis = main.getByRole('button', { name: 'Tennis', exact: true });
    await expect(tennis).toHaveAttribute('aria-pressed', 'false');
    await tennis.click();
    await expect(tennis).toHaveAttribute('aria-pressed', 'true');
    await main.getByRole('button', { name: 'Squash', exact: true }).click();
    await main.getByRole('button', { name: 'Save Changes' }).click();

    await expect(page.getByText('Profile updated successfully')).toBeVisible();
    await expect(main.getByRole('button', { name: 'Edit Profile' })).toBeFocused();
    await expect(main.getByRole('list', { name: 'Favourite sports' }).getByRole('listitem')).toHaveText([
      'Tennis',
      'Squash',
    ]);
    await expect(main.getByText('Hackney, London')).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Jordan Lake', exact: true })).toBeVisible();

    // The changes were saved on the server, not only in the browser.
    await page.reload();
    await expect(main.getByRole('heading', { level: 1, name: 'Welcome back, Jordan' })).toBeVisible();
    await expect(main.getByRole('list', { name: 'Favourite sports' }).getByRole('listitem')).toHaveText([
      'Tennis',
      'Squash',
    ]);

    // Avatar upload: shown in the profile and in the header at once.
    await expect(main.getByRole('img', { name: 'Profile photo of Jordan Lake' })).toHaveText('JL');
    await main
      .getByLabel('Profile photo', { exact: true })
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: TINY_PNG });
    await expect(page.getByText('Profile photo updated')).toBeVisible();
    const avatar = main.getByRole('img', { name: 'Profile photo of Jordan Lake' });
    await expect(avatar).toHaveAttribute('src', /^\/media\/.+\.webp$/);
    await expect
      .poll(() => avatar.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
      .toBeGreaterThan(0);
    await expect(page.getByRole('banner').locator('img[src^="/media/"]')).toHaveCount(1);

    // A file that is not an image is refused before upload.
    await main
      .getByLabel('Profile photo', { exact: true })
      .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await expect(page.getByText('Please choose an image file (JPEG, PNG, WebP or GIF).')).toBeVisible();

    // Log out: storage cleared and the token revoked on the server.
    const token = await page.evaluate(() => localStorage.getItem('token'));
    await page.getByRole('banner').getByRole('button', { name: 'Jordan Lake', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Log Out' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Log In' })).toBeVisible();
    expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('user')])).toEqual([
      null,
      null,
    ]);
    await expect
      .poll(async () =>
        (await page.request.get('/api/auth/me', { headers: { Authorization: `Token ${token}` } })).status(),
      )
      .toBe(401);
  });

  test('registration checks the form before sending it', async ({ page }) => {
    await skipCookieBanner(page);
    await page.goto('/register');
    const main = page.getByRole('main');
    await main.getByLabel('Password', { exact: true }).fill('12345');
    await main.getByRole('button', { name: 'Create Account' }).click();

    await expect(main.getByLabel('Full name')).toBeFocused();
    await expect(main.getByLabel('Full name')).toHaveAccessibleDescription(
      'Name, email and date of birth are required',
    );
    await expect(main.getByLabel('Password', { exact: true })).toHaveAccessibleDescription(
      /Password must be at least 8 characters long/,
    );
    await expect(main.getByText('Please accept the terms and conditions')).toBeVisible();
    await expect(main.getByRole('link', { name: /terms and conditions/ })).toHaveAttribute('href', '/player-terms');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('an address that already has an account is answered like a new one, and its owner is e-mailed', async ({
    page,
  }) => {
    await skipCookieBanner(page);
    await page.goto('/register');
    const main = page.getByRole('main');
    await main.getByLabel('Full name').fill('Alex Again');
    await main.getByLabel('Email address').fill('player@demo.sportsbooking.uk');
    await main.getByLabel('Date of birth').fill('1990-01-01');
    await main.getByLabel('Password', { exact: true }).fill('Secret123!');
    await main.getByLabel(/I accept the terms and conditions/).check();
    await main.getByRole('button', { name: 'Create Account' }).click();
    // The screen must not tell a stranger whether the address is registered (decision 0028).
    await expect(page.getByRole('dialog', { name: 'Check your email!' })).toContainText('player@demo.sportsbooking.uk');
    const mail = await waitForMail('player@demo.sportsbooking.uk', {
      subject: 'Someone tried to create an account with your email address',
    });
    expect(mail.text).toContain('nothing was changed');
  });
});
