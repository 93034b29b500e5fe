import { AUTH_MESSAGES as M } from '@app/contracts';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { testEngines } from '@app/db/testing';
import { appSuite } from './support/app-suite';
import { linkToken } from './support/test-mailbox';
import { bearer, createUser, loginAs, TEST_PASSWORD } from './support/accounts';

const DAY = 24 * 3_600_000;

describe.each(testEngines())('sign-in, sessions and password reset on %s', (engine) => {
  const suite = appSuite(engine, { env: { PUBLIC_URL: 'http://localhost:9000' } });
  const { mailbox } = suite;
  const start = (env: Record<string, string> = {}) => suite.start(env);
  const inject = (options: InjectOptions) => suite.harness!.app.inject(options);
  const login = (email: string, password: string) =>
    inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

  it('signs in with a cleaned address and answers the user and a token that works', async () => {
    const { database } = await start();
    await createUser(database.db, { email: 'sam@example.com', name: 'Sam Okoro' });
    const response = await login(' SAM@example.com ', TEST_PASSWORD);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.user).toMatchObject({ email: 'sam@example.com', name: 'Sam Okoro', role: 'player' });
    expect(body.user.password_hash).toBeUndefined();
    const stored = await database.db.selectFrom('auth_tokens').select('token_hash').executeTakeFirstOrThrow();
    expect(stored.token_hash).not.toBe(body.token);
    const me = await inject({ method: 'GET', url: '/api/auth/me', headers: bearer(body.token) });
    expect(me.json().user.email).toBe('sam@example.com');
  });

  it('answers the same message for a wrong password and an unknown address', async () => {
    const { database } = await start();
    await createUser(database.db, { email: 'sam@example.com' });
    for (const [email, password] of [
      ['sam@example.com', 'wrong-password'],
      ['nobody@example.com', TEST_PASSWORD],
    ]) {
      const response = await login(email!, password!);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ success: false, error: M.invalidCredentials, code: 'UNAUTHENTICATED' });
    }
  });

  it('lets an unverified player sign in and says so in the user record', async () => {
    const { database } = await start();
    await createUser(database.db, { email: 'new@example.com', verified: false });
    const response = await login('new@example.com', TEST_PASSWORD);
    expect(response.statusCode).toBe(200);
    expect(response.json().user.emailVerified).toBe(false);
  });

  it('stops honouring a token after logout', async () => {
    const { app, database } = await start();
    await createUser(database.db, { email: 'sam@example.com' });
    const token = await loginAs(app, 'sam@example.com');
    const other = await loginAs(app, 'sam@example.com');
    const out = await inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) });
    expect(out.json()).toEqual({ success: true, message: M.loggedOut });
    expect((await inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) })).statusCode).toBe(401);
    expect((await inject({ method: 'GET', url: '/api/auth/me', headers: bearer(other) })).statusCode).toBe(200);
  });

  it('expires a session used every few days after 30 days at most', async () => {
    const { app, database } = await start();
    await createUser(database.db, { email: 'sam@example.com' });
    const token = await loginAs(app, 'sam@example.com');
    const me = () => inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
    for (let day = 5; day < 30; day += 5) {
      suite.clock.advance(5 * DAY);
      expect((await me()).statusCode, `day ${day}`).toBe(200);
    }
    suite.clock.advance(5 * DAY + 1000);
    expect((await me()).statusCode).toBe(401);
  });

  it('ends a session left idle for 7 days; use keeps it alive', async () => {
    const { app, database } = await start();
    await createUser(database.db, { email: 'sam@example.com' });
    const used = await loginAs(app, 'sam@example.com');
    const idle = await loginAs(app, 'sam@example.com');
    const me = (token: string) => inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
    suite.clock.advance(6 * DAY);
    expect((await me(used)).statusCode).toBe(200);
    suite.clock.advance(6 * DAY);
    expect((await me(used)).statusCode).toBe(200);
    expect((await me(idle)).statusCode).toBe(401);
    suite.clock.advance(7 * DAY + 1000);
    expect((await me(used)).statusCode).toBe(401);
    // A session is noted as used at most once an hour, not on every request.
    const fresh = await loginAs(app, 'sam@example.com');
    await me(fresh);
    const firstUse = (
      await database.db.selectFrom('auth_tokens').select('last_used_at').orderBy('id', 'desc').executeTakeFirstOrThrow()
    ).last_used_at;
    suite.clock.advance(10 * 60_000);
    await me(fresh);
    expect(
      (
        await database.db
          .selectFrom('auth_tokens')
          .select('last_used_at')
          .orderBy('id', 'desc')
          .executeTakeFirstOrThrow()
      ).last_used_at,
    ).toBe(firstUse);
  });

  describe('lock-out', () => {
    const from = (ip: string, email: string, password: string) =>
      inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress: ip });

    it('stops a client guessing one address without locking out its owner on another client', async () => {
      const { database } = await start({ RATE_LIMITS: 'on' });
      await createUser(database.db, { email: 'sam@example.com' });
      for (let attempt = 0; attempt < 10; attempt += 1)
        expect((await from('203.0.113.9', 'sam@example.com', `guess-${attempt}`)).statusCode).toBe(401);
      const blocked = await from('203.0.113.9', 'sam@example.com', TEST_PASSWORD);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toMatchObject({ error: M.tooManyAttempts, code: 'RATE_LIMITED' });
      expect((await from('198.51.100.7', 'sam@example.com', TEST_PASSWORD)).statusCode).toBe(200);
      // The guessing client may try again once its window has passed.
      suite.clock.advance(15 * 60_000 + 1000);
      expect((await from('203.0.113.9', 'sam@example.com', TEST_PASSWORD)).statusCode).toBe(200);
    });

    it('stops guessing spread over many clients, but lets the owner in from a client they used before', async () => {
      const { database } = await start({ RATE_LIMITS: 'on' });
      await createUser(database.db, { email: 'sam@example.com' });
      expect((await from('198.51.100.7', 'sam@example.com', TEST_PASSWORD)).statusCode).toBe(200);
      const statuses: number[] = [];
      for (let client = 0; client < 10; client += 1) {
        for (let attempt = 0; attempt < 10; attempt += 1)
          statuses.push((await from(`203.0.113.${client + 10}`, 'sam@example.com', `guess-${attempt}`)).statusCode);
      }
      // 100 attempts an hour for the address from all clients together (the owner's sign-in was one).
      expect(statuses.filter((status) => status === 401)).toHaveLength(99);
      expect(statuses.at(-1)).toBe(429);
      expect((await from('203.0.113.99', 'sam@example.com', TEST_PASSWORD)).statusCode).toBe(429);
      expect((await from('198.51.100.7', 'sam@example.com', TEST_PASSWORD)).statusCode).toBe(200);
    }, 60_000);
  });

  it('refuses banned users at sign-in and ends their sessions at once', async () => {
    const { app, database } = await start();
    const admin = await createUser(database.db, { email: 'admin@example.com', role: 'admin' });
    const banned = await createUser(database.db, { email: 'rowdy@example.com' });
    const playerToken = await loginAs(app, 'rowdy@example.com');
    const adminToken = await loginAs(app, admin.email);
    const ban = await inject({
      method: 'PATCH',
      url: `/api/auth/users/${banned.id}/status`,
      headers: bearer(adminToken),
      payload: { status: 'banned', reason: 'Abusive messages' },
    });
    expect(ban.json()).toEqual({ success: true, message: M.userBanned });
    expect((await inject({ method: 'GET', url: '/api/auth/me', headers: bearer(playerToken) })).statusCode).toBe(401);
    const refused = await login('rowdy@example.com', TEST_PASSWORD);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ success: false, error: M.accountBanned, code: 'ACCOUNT_BANNED' });
    const unban = await inject({
      method: 'PATCH',
      url: `/api/auth/users/${banned.id}/status`,
      headers: bearer(adminToken),
      payload: { status: 'active' },
    });
    expect(unban.json().message).toBe(M.userUnbanned);
    expect((await login('rowdy@example.com', TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('limits password guessing per account and reset mails per address when limits are on', async () => {
    const { database } = await start({ RATE_LIMITS: 'on' });
    await createUser(database.db, { email: 'sam@example.com' });
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1)
      statuses.push((await login('sam@example.com', `guess-${attempt}`)).statusCode);
    expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
    const blocked = await login('sam@example.com', TEST_PASSWORD);
    expect(blocked.json()).toMatchObject({ code: 'RATE_LIMITED', error: M.tooManyAttempts });
    suite.clock.advance(15 * 60_000 + 1000);
    expect((await login('sam@example.com', TEST_PASSWORD)).statusCode).toBe(200);

    const forgot = () =>
      inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: 'sam@example.com' } });
    const forgotStatuses = [];
    for (let attempt = 0; attempt < 4; attempt += 1) forgotStatuses.push((await forgot()).statusCode);
    expect(forgotStatuses).toEqual([200, 200, 200, 429]);
  });

  describe('password reset', () => {
    const forgot = (email: string) => inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
    const check = (payload: object) => inject({ method: 'POST', url: '/api/auth/check-reset-token', payload });
    const reset = (payload: object) => inject({ method: 'POST', url: '/api/auth/reset-password', payload });

    it('answers the same for known and unknown addresses and mails only the account holder', async () => {
      const { database } = await start();
      await createUser(database.db, { email: 'sam@example.com' });
      const known = await forgot('sam@example.com');
      const unknown = await forgot('ghost@example.com');
      expect(known.statusCode).toBe(200);
      expect(known.json()).toEqual({ success: true, message: M.forgotPasswordSent });
      expect(unknown.json()).toEqual(known.json());
      const mail = await mailbox.waitFor('sam@example.com', /Reset your password/);
      expect(mail.text).toContain('http://localhost:9000/reset-password?token=');
      expect(mail.text).toContain('24 hours');
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(mailbox.messagesTo('ghost@example.com')).toHaveLength(0);
    });

    it('resets once with a valid link, ends every session, and the new password works', async () => {
      const { app, database } = await start();
      await createUser(database.db, { email: 'sam@example.com' });
      const session = await loginAs(app, 'sam@example.com');
      await forgot('sam@example.com');
      const token = linkToken(await mailbox.waitFor('sam@example.com'), '/reset-password');
      expect((await check({ token })).json()).toEqual({ success: true, valid: true });

      const short = await reset({ token, new_password: 'short' });
      expect(short.json()).toMatchObject({ success: false, error: M.resetPasswordTooShort });

      const done = await reset({ token, new_password: 'a-much-better-password' });
      expect(done.json()).toEqual({ success: true, message: M.resetSucceeded });
      expect((await inject({ method: 'GET', url: '/api/auth/me', headers: bearer(session) })).statusCode).toBe(401);
      expect((await login('sam@example.com', TEST_PASSWORD)).statusCode).toBe(401);
      expect((await login('sam@example.com', 'a-much-better-password')).statusCode).toBe(200);

      const again = await reset({ token, new_password: 'another-password' });
      expect(again.json()).toMatchObject({ success: false, error: M.resetInvalidToken, code: 'INVALID_TOKEN' });
    });

    it('answers the spec texts for missing, wrong, superseded and expired links', async () => {
      const { database } = await start();
      await createUser(database.db, { email: 'sam@example.com' });
      expect((await check({})).json()).toEqual({
        valid: false,
        success: false,
        error: M.resetNoToken,
        code: 'TOKEN_MISSING',
      });
      expect((await check({ token: 'nope' })).json()).toEqual({
        valid: false,
        success: false,
        error: M.resetInvalidToken,
        code: 'INVALID_TOKEN',
      });
      expect((await reset({ new_password: 'long-enough-1' })).json().error).toBe(M.resetNoToken);

      await forgot('sam@example.com');
      const first = linkToken(await mailbox.waitFor('sam@example.com'), '/reset-password');
      mailbox.clear();
      await forgot('sam@example.com');
      const second = linkToken(await mailbox.waitFor('sam@example.com'), '/reset-password');
      expect((await check({ token: first })).statusCode).toBe(400);
      expect((await check({ token: second })).statusCode).toBe(200);
      suite.clock.advance(24 * 3_600_000 + 1000);
      expect((await check({ token: second })).json().error).toBe(M.resetInvalidToken);
    });
  });
});
