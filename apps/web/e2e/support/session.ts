import type { Page } from '@playwright/test';

export interface SeededUser {
  id: number;
  name: string;
  email: string;
  role: 'player' | 'venue_owner' | 'admin';
}

export const PLAYER: SeededUser = { id: 101, name: 'Sam Player', email: 'sam@example.com', role: 'player' };
export const VENUE_OWNER: SeededUser = { id: 202, name: 'Olivia Owner', email: 'olivia@example.com', role: 'venue_owner' };

/**
 * Signs in the way the app restores a session: a token and user record in localStorage (keys
 * 'token' and 'user'). The app trusts them until the accounts issue validates tokens.
 */
export async function seedSession(page: Page, user: SeededUser): Promise<void> {
  await page.goto('/');
  await page.evaluate((stored) => {
    localStorage.setItem('token', 'e2e-token');
    localStorage.setItem('user', JSON.stringify(stored));
  }, user);
}

/** Records a cookie choice so the banner stays out of the way of the test. */
export async function dismissCookieBanner(page: Page): Promise<void> {
  await page.evaluate(() => localStorage.setItem('cookieConsent', 'essential'));
}
