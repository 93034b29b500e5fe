import { expect, test } from '@playwright/test';

const choices = [
  { button: 'Accept all', stored: 'all' },
  { button: 'Essential only', stored: 'essential' },
] as const;

test.describe('cookie banner', () => {
  for (const { button, stored } of choices) {
    test(`'${button}' is remembered across reloads`, async ({ page }) => {
      await page.goto('/');
      const banner = page.getByRole('region', { name: 'We use cookies' });
      await expect(banner).toBeVisible();
      await expect(banner.getByRole('link', { name: 'privacy policy' })).toHaveAttribute('href', '/privacy-policy');

      await banner.getByRole('button', { name: button }).click();
      await expect(banner).toBeHidden();
      expect(await page.evaluate(() => localStorage.getItem('cookieConsent'))).toBe(stored);

      await page.reload();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('region', { name: 'We use cookies' })).toBeHidden();

      await page.goto('/help');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('region', { name: 'We use cookies' })).toBeHidden();
    });
  }
});
