import { expect, test } from '@playwright/test';

test.describe('global failure screen', () => {
  test('/__throw without the test flag just goes home', async ({ page }) => {
    await page.goto('/__throw');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Book your next game in seconds' })).toBeVisible();
  });

  test('a page that throws shows the failure screen, and Clear Cache & Reload empties storage', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => {
      localStorage.setItem('e2e:throw', '1');
      localStorage.setItem('token', 'stale-token');
      sessionStorage.setItem('draft', 'half-finished booking');
    });

    await page.goto('/__throw');
    await expect(page.getByRole('heading', { level: 1, name: 'An error occurred' })).toBeVisible();
    await expect(page.getByText('Please try reloading the page or clear cache and reload.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reload Page' })).toBeVisible();

    await page.getByRole('button', { name: 'Clear Cache & Reload' }).click();
    await page.waitForLoadState('load');

    // With the flag gone the route is inert again, so the reload lands on the home page.
    await expect(page.getByRole('heading', { level: 1, name: 'Book your next game in seconds' })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    expect(await page.evaluate(() => [localStorage.length, sessionStorage.length])).toEqual([0, 0]);
  });

  test('Reload Page reloads and keeps storage', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => localStorage.setItem('e2e:throw', '1'));
    await page.goto('/__throw');
    await expect(page.getByRole('heading', { name: 'An error occurred' })).toBeVisible();

    await page.evaluate(() => localStorage.setItem('e2e:throw', '0'));
    await page.getByRole('button', { name: 'Reload Page' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Book your next game in seconds' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('e2e:throw'))).toBe('0');
  });
});
