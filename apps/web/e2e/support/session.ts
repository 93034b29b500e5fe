import { expect, type APIRequestContext, type Page } from '@playwright/test';

export interface DemoAccount {
  email: string;
  password: string;
  name: string;
  role: 'player' | 'venue_owner' | 'admin';
}

/** Demo logins seeded by the e2e server (DEMO_DATA=1); listed in the README. */
export const PLAYER: DemoAccount = {
  email: 'player@demo.sportsbooking.uk',
  password: 'Player123!',
  name: 'Alex Morgan',
  role: 'player',
};
export const VENUE_OWNER: DemoAccount = {
  email: 'owner@demo.sportsbooking.uk',
  password: 'Owner123!',
  name: 'Sarah Whitfield',
  role: 'venue_owner',
};
export const PENDING_OWNER: DemoAccount = {
  email: 'pending.owner@demo.sportsbooking.uk',
  password: 'Owner123!',
  name: 'Daniel Price',
  role: 'venue_owner',
};
export const ADMIN: DemoAccount = {
  email: 'admin@demo.sportsbooking.uk',
  password: 'Admin123!',
  name: 'Demo Admin',
  role: 'admin',
};

export interface ApiSession {
  token: string;
  user: { id: number; name: string; email: string; role: string; [field: string]: unknown };
}

/** Logs in through the API (no UI), answering the token and the user record. */
export async function apiLogin(
  request: APIRequestContext,
  account: Pick<DemoAccount, 'email' | 'password'>,
): Promise<ApiSession> {
  const response = await request.post('/api/auth/login', {
    data: { email: account.email, password: account.password },
  });
  expect(response.status(), `login as ${account.email}`).toBe(200);
  const body = (await response.json()) as ApiSession;
  return { token: body.token, user: body.user };
}

/**
 * Signs in the way the app restores a session: a real token and user record in localStorage (keys
 * 'token' and 'user'), which the app validates with GET /api/auth/me on the next load.
 */
export async function seedSession(page: Page, account: Pick<DemoAccount, 'email' | 'password'>): Promise<ApiSession> {
  const session = await apiLogin(page.request, account);
  await storeSession(page, session);
  return session;
}

/** Puts a session the API gave into the app's storage (the next page load validates it). */
export async function storeSession(page: Page, session: ApiSession): Promise<void> {
  await page.goto('/');
  await page.evaluate(({ token, user }) => {
    localStorage.setItem('token', token);
    localStorage.setItem('user', JSON.stringify(user));
  }, session);
}

/** Records a cookie choice before the first page loads, so the sticky banner never covers buttons. */
export async function skipCookieBanner(page: Page): Promise<void> {
  await page.addInitScript(() => {
    if (!localStorage.getItem('cookieConsent')) localStorage.setItem('cookieConsent', 'essential');
  });
}
