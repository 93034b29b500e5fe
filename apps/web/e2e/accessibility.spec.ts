import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

const PUBLIC_PAGES = ['/', '/about', '/help', '/player-terms', '/venue-terms', '/privacy-policy'];

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
}

test.describe('accessibility', () => {
  for (const path of PUBLIC_PAGES) {
    test(`${path} has no serious or critical axe violations`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      expect(await seriousViolations(page)).toEqual([]);
    });
  }

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
