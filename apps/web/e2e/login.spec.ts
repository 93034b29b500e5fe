import { expect, test } from './support/fixtures';
import { logInWithForm, newPlayer, registerPlayerViaApi, userIdByEmail, verifyViaApi } from './support/accounts';
import { ADMIN, PLAYER, VENUE_OWNER, apiLogin, skipCookieBanner } from './support/session';
import { DEMO_VENUES, venueNamed } from './support/venues';

test.describe('login', () => {
  test.beforeEach(async ({ page }) => skipCookieBanner(page));

  test('a wrong password shows "Invalid email or password"', async ({ page }) => {
    await page.goto('/login');
    await logInWithForm(page, PLAYER.email, 'not-the-password');
    const main = page.getByRole('main');
    await expect(main.getByRole('alert')).toHaveText('Invalid email or password');
    await expect(main.getByLabel('Password', { exact: true })).toHaveAccessibleDescription('Invalid email or password');
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });

  test('a banned user is refused with the server message', async ({ page }) => {
    const player = newPlayer('banned', 'Bailey Banned');
    await registerPlayerViaApi(page.request, player);
    const userId = await userIdByEmail(page.request, player.email);
    const { token } = await apiLogin(page.request, ADMIN);
    const ban = await page.request.patch(`/api/auth/users/${userId}/status`, {
      headers: { Authorization: `Token ${token}` },
      data: { status: 'banned', reason: 'e2e' },
    });
    expect(ban.status()).toBe(200);

    await page.goto('/login');
    await logInWithForm(page, player.email, player.password);
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(
      'Your account has been suspended. Please contact support if you think this is a mistake.',
    );
    await expect(page).toHaveURL(/\/login$/);
  });

  test('an unverified user is reminded and can resend the verification email', async ({ page }) => {
    const player = newPlayer('unverified', 'Uma Unverified');
    await registerPlayerViaApi(page.request, player);
    await page.goto('/login');
    await logInWithForm(page, player.email, player.password);
    await expect(page).toHaveURL(/\/dashboard$/);

    const reminder = page
      .getByRole('listitem')
      .filter({ hasText: 'Please verify your email address. Check your inbox' });
    await expect(reminder).toBeVisible();
    await reminder.getByRole('button', { name: 'Resend verification email' }).click();
    await expect(
      page.getByText('If an unverified account exists for this email, a new verification link has been sent.'),
    ).toBeVisible();

    // The account area keeps a banner with the same action.
    const banner = page.getByRole('region', { name: 'Please verify your email address' });
    await expect(banner).toContainText(player.email);
    await expect(banner.getByRole('button', { name: 'Resend verification email' })).toBeVisible();
  });

  test('after "Log In To Book" the player returns to the venue', async ({ page }) => {
    const venue = await venueNamed(page.request, DEMO_VENUES.londonFields);
    await page.goto('/login');
    await page.evaluate(
      (venueId) => sessionStorage.setItem('venuePageState', JSON.stringify({ venueId, selectedSport: 'Football' })),
      venue.id,
    );
    await logInWithForm(page, PLAYER.email, PLAYER.password);
    // The login leaves the saved state in place; the venue page restores the selection and removes it.
    await expect(page).toHaveURL(new RegExp(`/venue/${venue.id}$`));
  });

  test('a venue owner logging in on /login lands on /venue-dashboard', async ({ page }) => {
    await page.goto('/login');
    await logInWithForm(page, VENUE_OWNER.email, VENUE_OWNER.password);
    await expect(page).toHaveURL(/\/venue-dashboard$/);
  });

  test('the admin gets the admin dashboard placeholder', async ({ page }) => {
    await page.goto('/login');
    await logInWithForm(page, ADMIN.email, ADMIN.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Admin dashboard' })).toBeVisible();
  });

  test('forgot password answers the same for an unknown address', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('main').getByRole('button', { name: 'Forgot password?' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reset your password' });
    await expect(dialog.getByLabel('Email address')).toBeFocused();
    await dialog.getByLabel('Email address').fill('nobody-at-all@example.com');
    await dialog.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(dialog.getByRole('status')).toHaveText('If the email exists, a reset link has been sent.');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('main').getByRole('button', { name: 'Forgot password?' })).toBeFocused();
  });

  test('the close button goes back, or home without history; the logo goes home', async ({ page }) => {
    await page.goto('/login');
    const main = page.getByRole('main');
    await main.getByRole('button', { name: 'Close' }).click();
    await expect(page).toHaveURL(/\/$/);

    await page.goto('/about');
    await page.getByRole('banner').getByRole('link', { name: 'Log In' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await main.getByRole('button', { name: 'Close' }).click();
    await expect(page).toHaveURL(/\/about$/);

    await page.goto('/login');
    await expect(main.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/register');
    await main.getByRole('link', { name: 'Sports Booking home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test('Log In followed before the app has taken over a page, then Close, goes back to that page', async ({ page }) => {
  // The app's code is held back on /about, so its Log In is the rendered page's plain link: a full
  // page load, after which the app's own history starts on /login.
  let holdAppCode = true;
  await page.route('**/assets/*.js', (route) => (holdAppCode ? route.abort() : route.continue()));
  await page.goto('/about');
  holdAppCode = false;
  await page.getByRole('banner').getByRole('link', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByRole('main').getByRole('button', { name: 'Close' }).click();
  await expect(page).toHaveURL(/\/about$/);
});

test.describe('route guards', () => {
  test('signed out, /dashboard and /checkout ask for a login', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/checkout');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('signed in, the signed-out pages send the player to /dashboard', async ({ playerPage: page }) => {
    for (const path of ['/login', '/register', '/reset-password?token=abc', '/venue-auth?mode=register']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/dashboard$/);
    }
  });

  test('a stored token the server no longer accepts is forgotten on load', async ({ playerPage: page }) => {
    const token = await page.evaluate(() => localStorage.getItem('token'));
    await page.request.post('/api/auth/logout', { headers: { Authorization: `Token ${token}` } });
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('user')])).toEqual([
      null,
      null,
    ]);
  });

  test('following the verification mail marks the account verified', async ({ page }) => {
    const player = newPlayer('verified', 'Vera Verified');
    await registerPlayerViaApi(page.request, player);
    await verifyViaApi(page.request, player.email);
    const { user } = await apiLogin(page.request, player);
    expect(user.emailVerified).toBe(true);
  });
});
