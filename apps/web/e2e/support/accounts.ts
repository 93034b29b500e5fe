import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { extractLink, tokenOf, waitForMail } from './mailbox';
import { ADMIN, apiLogin } from './session';

/** A fresh address per test and run, so specs never share an account. */
export function uniqueEmail(label: string): string {
  return `e2e-${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

export interface NewPlayer {
  email: string;
  password: string;
  name: string;
}

export function newPlayer(label: string, name = 'Jordan Rivers'): NewPlayer {
  return { email: uniqueEmail(label), password: 'Secret123!', name };
}

/** Registers a player through the API (no UI); the verification mail is sent as usual. */
export async function registerPlayerViaApi(request: APIRequestContext, player: NewPlayer): Promise<void> {
  const response = await request.post('/api/auth/register', {
    data: {
      email: player.email,
      password: player.password,
      name: player.name,
      role: 'player',
      dateOfBirth: '1994-03-12',
      favouriteSports: [],
      marketingPreference: false,
      termsAccepted: true,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
}

/** Follows the verification mail through the API. */
export async function verifyViaApi(request: APIRequestContext, email: string): Promise<void> {
  const mail = await waitForMail(email, { subject: /verify|confirm|listing/i });
  const response = await request.post('/api/auth/verify-email', {
    data: { token: tokenOf(extractLink(mail, '/verify-email')) },
  });
  expect(response.status()).toBe(200);
}

/** The id of an account, looked up as the demo admin. */
export async function userIdByEmail(request: APIRequestContext, email: string): Promise<number> {
  const { token } = await apiLogin(request, ADMIN);
  const response = await request.get('/api/auth/users', { headers: { Authorization: `Token ${token}` } });
  expect(response.status()).toBe(200);
  const { users } = (await response.json()) as { users: { id: number; email: string }[] };
  const user = users.find((candidate) => candidate.email === email.toLowerCase());
  if (!user) throw new Error(`no user ${email}`);
  return user.id;
}

/** Logs in through the login form on the current page (/login or /venue-auth). */
export async function logInWithForm(page: Page, email: string, password: string): Promise<void> {
  const main = page.getByRole('main');
  await main.getByLabel('Email address').fill(email);
  await main.getByLabel('Password', { exact: true }).fill(password);
  await main.getByRole('button', { name: 'Log In', exact: true }).click();
}
