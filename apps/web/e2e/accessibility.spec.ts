import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { PENDING_OWNER, PLAYER, seedSession } from './support/session';

const PUBLIC_PAGES = [
  '/',
  '/about',
  '/help',
  '/player-terms',
  '/venue-terms',
  '/privacy-policy',
  '/login',
  '/register',
  '/venue-auth?mode=login',
  '/venue-auth?mode=register',
  '/reset-password',
  '/reset-password?token=unknown',
  '/verify-email',
];

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

  test('the login page with its forgot-password popup has no serious or critical axe violations', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('main').getByRole('button', { name: 'Forgot password?' }).click();
    await expect(page.getByRole('dialog', { name: 'Reset your password' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('registration errors have no serious or critical axe violations', async ({ page }) => {
    await page.goto('/register');
    await page.getByRole('main').getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText('Please accept the terms and conditions')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  for (const tab of ['bookings', 'profile', 'payment', 'settings']) {
    test(`the player account area (${tab}) has no serious or critical axe violations`, async ({ page }) => {
      await seedSession(page, PLAYER);
      await page.goto(`/dashboard?tab=${tab}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(page.getByRole('tab', { selected: true })).toHaveAttribute('aria-controls', `account-panel-${tab}`);
      if (tab === 'profile') await page.getByRole('button', { name: 'Edit Profile' }).click();
      expect(await seriousViolations(page)).toEqual([]);
    });
  }

  test('the venue dashboard under review has no serious or critical axe violations', async ({ page }) => {
    await seedSession(page, PENDING_OWNER);
    await page.goto('/venue-dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Venue dashboard' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

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
