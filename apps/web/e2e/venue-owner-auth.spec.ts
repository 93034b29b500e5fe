import { expect, test } from './support/fixtures';
import { logInWithForm, uniqueEmail } from './support/accounts';
import { extractLink, waitForMail } from './support/mailbox';
import { VENUE_OWNER, skipCookieBanner } from './support/session';

const OWNER_TABS = ['Overview', 'Pricing', 'Venue Details', 'Bookings', 'Availability'];

test.describe('venue owner accounts', () => {
  test('register at /venue-auth, verify by mail, log in, every tab is under review', async ({ page }) => {
    test.slow();
    await skipCookieBanner(page);
    const email = uniqueEmail('owner');
    const main = page.getByRole('main');

    await page.goto('/venue-auth?mode=login');
    await expect(main.getByRole('heading', { level: 1, name: 'Venue Owner Login' })).toBeVisible();
    await main.getByRole('link', { name: 'List Your Venue' }).click();
    await expect(page).toHaveURL(/\/venue-auth\?mode=register$/);
    await expect(main.getByRole('heading', { level: 1, name: 'List Your Venue' })).toBeVisible();

    // The spec's checks first.
    await main.getByLabel('Business name').fill('Riverside Racquets Ltd');
    await main.getByLabel('Contact name').fill('Morgan Owner');
    // Cleaned as typed: spaces removed, lower-cased.
    await main.getByLabel('Email address').fill(` ${email.toUpperCase()} `);
    await expect(main.getByLabel('Email address')).toHaveValue(email);
    await main.getByLabel('Password', { exact: true }).fill('Owner456!');
    await main.getByLabel(/venue terms and conditions/).check();
    await main.getByRole('button', { name: 'Create Venue Owner Account' }).click();
    await expect(main.getByLabel('Phone number')).toHaveAccessibleDescription('Phone number is required');
    await expect(main.getByText('Please select at least one preferred contact method')).toBeVisible();
    await expect(main.getByRole('link', { name: /venue terms and conditions/ })).toHaveAttribute(
      'href',
      '/venue-terms',
    );

    await main.getByLabel('Phone number').fill('020 7946 0999');
    await main.getByLabel('Phone', { exact: true }).check();
    await main.getByRole('button', { name: 'Create Venue Owner Account' }).click();

    const popup = page.getByRole('dialog', { name: 'Account Created Successfully!' });
    await expect(popup).toBeVisible();
    await expect(popup).toContainText('review your account within 1-2 business days and be in touch');
    await popup.getByRole('button', { name: 'Got it' }).click();
    await expect(popup).toBeHidden();
    await expect(page).toHaveURL(/\/venue-auth\?mode=login$/);

    // The 5-minute memory shows the popup again on the next visit, once.
    await page.goto('/venue-auth?mode=register');
    await expect(page.getByRole('dialog', { name: 'Account Created Successfully!' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // The extra fields reached the server.
    const mail = await waitForMail(email);
    await page.goto(extractLink(mail, '/verify-email'));
    await expect(main.getByRole('heading', { level: 1, name: 'Email verified!' })).toBeVisible();

    await page.goto('/venue-auth?mode=login');
    await logInWithForm(page, email, 'Owner456!');
    await expect(page).toHaveURL(/\/venue-dashboard$/);
    await expect(main.getByRole('heading', { level: 1, name: 'Venue dashboard' })).toBeVisible();
    await expect(main.getByRole('heading', { name: 'Your account is pending approval' })).toBeVisible();
    await expect(main.getByRole('button', { name: 'Add Venue (Pending Approval)' })).toBeDisabled();

    for (const tab of OWNER_TABS) {
      await main.getByRole('tab', { name: tab, exact: true }).click();
      await expect(main.getByRole('tab', { name: tab, exact: true })).toHaveAttribute('aria-selected', 'true');
      const panel = main.getByRole('tabpanel', { name: tab, exact: true });
      await expect(panel.getByRole('heading', { name: 'Account Under Review' })).toBeVisible();
      await expect(panel).toContainText('1-2 business days');
    }

    const me = await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? '{}') as Record<string, unknown>);
    expect(me).toMatchObject({
      role: 'venue_owner',
      businessName: 'Riverside Racquets Ltd',
      phone: '020 7946 0999',
      preferredContact: ['phone'],
      approved: false,
    });
  });

  test('an approved owner logs in and lands on the dashboard of their first venue', async ({ page }) => {
    await skipCookieBanner(page);
    await page.goto('/venue-auth');
    await logInWithForm(page, VENUE_OWNER.email, VENUE_OWNER.password);
    await expect(page).toHaveURL(/\/venue-dashboard$/);
    const main = page.getByRole('main');
    await expect(
      main.getByRole('region', { name: 'Your venue' }).getByText('Live & Bookable', { exact: true }),
    ).toBeVisible();
    await main.getByRole('tab', { name: 'Overview' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(main.getByRole('tab', { name: 'Pricing' })).toBeFocused();
    await expect(main.getByRole('tabpanel', { name: 'Pricing' })).toContainText('£25-60/hr');
  });

  test('a pending owner sees the review notice; a signed-in owner is sent on from /venue-auth', async ({
    pendingOwnerPage: page,
  }) => {
    await page.goto('/venue-auth?mode=login');
    await expect(page).toHaveURL(/\/venue-dashboard$/);
    await expect(page.getByRole('main').getByRole('heading', { name: 'Account Under Review' })).toBeVisible();
  });

  test('players are sent from /venue-dashboard to their own dashboard', async ({ playerPage: page }) => {
    await page.goto('/venue-dashboard');
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('signed out, /venue-dashboard asks the owner to log in', async ({ page }) => {
    await page.goto('/venue-dashboard');
    await expect(page).toHaveURL(/\/venue-auth\?mode=login$/);
  });
});
