import { expect, test } from './support/fixtures';

// Issue 15 §7: a mistyped address shows a friendly 404 with ways on, not a silent redirect.
test.describe('unknown routes', () => {
  test('show signed-out visitors a page-not-found page with links home and to the venues', async ({ page }) => {
    await page.goto('/no-such-page/at-all');
    await expect(page).toHaveURL(/\/no-such-page\/at-all$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page).toHaveTitle(/Page not found/);
    const ways = page.getByRole('navigation', { name: 'Ways on' });
    await expect(ways.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    await ways.getByRole('link', { name: 'Find a venue' }).click();
    await expect(page).toHaveURL(/\/venues$/);
    // Focus moves to the new page's heading after navigating.
    await expect(page.getByRole('heading', { level: 1, name: 'Venues' })).toBeFocused();
  });

  test('offer signed-in users their dashboard', async ({ playerPage: page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await page.getByRole('navigation', { name: 'Ways on' }).getByRole('link', { name: 'Go to your dashboard' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome back, Alex' })).toBeVisible();
  });
});
