import { expect, test } from './support/fixtures';

test.describe('header and menus', () => {
  test('signed out: Log In, Sign Up and the venue-owner banner', async ({ page }) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Our Story' })).toHaveAttribute('href', '/about');
    await expect(header.getByRole('link', { name: 'Venues' })).toHaveAttribute('href', '/venues');
    await expect(header.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login');
    await expect(header.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/register');

    const ownerBanner = page.getByRole('complementary', { name: 'Own a sports venue?' });
    await expect(ownerBanner.getByRole('link', { name: /Log In/ })).toHaveAttribute('href', '/venue-auth?mode=login');
    await expect(ownerBanner.getByRole('link', { name: 'List Your Venue' })).toHaveAttribute(
      'href',
      '/venue-auth?mode=register',
    );
  });

  test('signed-in venue owner: user menu with (Venue Owner), Dashboard and Log Out', async ({ ownerPage: page }) => {
    await page.goto('/');

    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Log In' })).toHaveCount(0);
    await expect(page.getByRole('complementary', { name: 'Own a sports venue?' })).toHaveCount(0);

    const trigger = header.getByRole('button', { name: 'Sarah Whitfield (Venue Owner)' });
    await expect(trigger).toBeVisible();
    await trigger.click();

    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem', { name: 'Dashboard' })).toBeVisible();
    await menu.getByRole('menuitem', { name: 'Dashboard' }).click();
    // /dashboard picks the area by role; an owner's is /venue-dashboard.
    await expect(page).toHaveURL(/\/venue-dashboard$/);

    await trigger.click();
    await page.getByRole('menuitem', { name: 'Log Out' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(header.getByRole('link', { name: 'Log In' })).toBeVisible();
    expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('user')])).toEqual([
      null,
      null,
    ]);
  });

  test('a signed-in admin goes from the user menu to the admin dashboard', async ({ adminPage: page }) => {
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Demo Admin', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Dashboard' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Admin dashboard' })).toBeVisible();
  });

  test('a player has no (Venue Owner) suffix', async ({ playerPage: page }) => {
    await page.goto('/');
    await expect(page.getByRole('banner').getByRole('button', { name: 'Alex Morgan', exact: true })).toBeVisible();
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('the slide-out menu opens with the same entries and closes on navigation', async ({ page }) => {
      await page.goto('/');
      const header = page.getByRole('banner');
      await expect(header.getByRole('link', { name: 'Log In' })).toBeHidden();

      await header.getByRole('button', { name: 'Open menu' }).click();
      const menu = page.getByRole('dialog', { name: 'Menu' });
      await expect(menu).toBeVisible();
      await expect(menu.getByRole('link', { name: 'Our Story' })).toBeVisible();
      await expect(menu.getByRole('link', { name: 'Venues' })).toBeVisible();
      await expect(menu.getByRole('link', { name: 'Log In' })).toBeVisible();
      await expect(menu.getByRole('link', { name: 'Sign Up' })).toBeVisible();

      await menu.getByRole('link', { name: 'Our Story' }).click();
      await expect(menu).toBeHidden();
      await expect(page).toHaveURL(/\/about$/);
    });

    test('signed in, the menu shows the user, Dashboard and Log Out', async ({ ownerPage: page }) => {
      await page.goto('/');
      await page.getByRole('button', { name: 'Open menu' }).click();
      const menu = page.getByRole('dialog', { name: 'Menu' });
      await expect(menu.getByText('Sarah Whitfield (Venue Owner)')).toBeVisible();
      await expect(menu.getByRole('link', { name: 'Dashboard' })).toBeVisible();
      await expect(menu.getByRole('button', { name: 'Log Out' })).toBeVisible();

      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
    });
  });
});
