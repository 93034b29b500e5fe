import { expect, test } from './support/fixtures';

test.describe('unknown routes', () => {
  test('send signed-out visitors home', async ({ page }) => {
    await page.goto('/no-such-page/at-all');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Book your next game in seconds' })).toBeVisible();
  });

  test('send signed-in users to their dashboard', async ({ playerPage: page }) => {
    await page.goto('/no-such-page');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome back, Alex' })).toBeVisible();
  });
});
