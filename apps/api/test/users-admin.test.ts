import { AUTH_MESSAGES as M } from '@app/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { testEngines } from '@app/db/testing';
import { createTestApp, type TestApp } from './support/test-app';
import { bearer, createUser, loginAs } from './support/accounts';

describe.each(testEngines())('user administration on %s', (engine) => {
  let harness: TestApp | undefined;
  afterEach(async () => {
    await harness?.close();
    harness = undefined;
  });

  async function start() {
    harness = await createTestApp(engine);
    const { db } = harness.database;
    const admin = await createUser(db, { email: 'admin@example.com', role: 'admin' });
    const otherAdmin = await createUser(db, { email: 'admin2@example.com', role: 'admin' });
    const player = await createUser(db, { email: 'player@example.com' });
    return { admin, otherAdmin, player, token: await loginAs(harness.app, admin.email) };
  }
  const status = (id: number, token: string, payload: object) =>
    harness!.app.inject({ method: 'PATCH', url: `/api/auth/users/${id}/status`, headers: bearer(token), payload });

  it('lists every account without secrets', async () => {
    const { token } = await start();
    const response = await harness!.app.inject({ method: 'GET', url: '/api/auth/users', headers: bearer(token) });
    expect(response.statusCode).toBe(200);
    const { users } = response.json();
    expect(users.map((user: { email: string }) => user.email).sort()).toEqual([
      'admin2@example.com',
      'admin@example.com',
      'player@example.com',
    ]);
    expect(response.body).not.toContain('password');
    expect(response.body).not.toContain('argon2');
    expect(users[0]).toHaveProperty('status', 'active');
    expect(users[0]).toHaveProperty('is_active', true);
  });

  it('answers one page newest first with the total of every match, and refuses bad pages', async () => {
    const { token } = await start();
    const db = harness!.database.db;
    for (let index = 1; index <= 5; index += 1)
      await createUser(db, { email: `pat${index}@example.com`, name: `Pat ${index}` });
    const list = async (query: string) =>
      (await harness!.app.inject({ method: 'GET', url: `/api/auth/users?${query}`, headers: bearer(token) })).json();

    const everyone = await list('');
    expect(everyone.total).toBe(8);
    expect(everyone.users).toHaveLength(8);
    const first = await list('page=1&pageSize=3');
    const second = await list('page=2&pageSize=3');
    const third = await list('page=3&pageSize=3');
    expect(first.total).toBe(8);
    expect([first, second, third].map((answer) => answer.users.length)).toEqual([3, 3, 2]);
    expect([...first.users, ...second.users, ...third.users].map((user: { id: number }) => user.id)).toEqual(
      everyone.users.map((user: { id: number }) => user.id),
    );
    const pats = await list('search=pat&page=2&pageSize=2');
    expect(pats.total).toBe(5);
    expect(pats.users).toHaveLength(2);
    expect((await list('page=3&pageSize=3&role=admin')).users).toEqual([]);
    for (const bad of ['page=0', 'page=x', 'page=1&pageSize=101', 'page=1&pageSize=0']) {
      const response = await harness!.app.inject({
        method: 'GET',
        url: `/api/auth/users?${bad}`,
        headers: bearer(token),
      });
      expect(response.statusCode, bad).toBe(400);
      expect(response.json()).toMatchObject({ success: false });
    }
  });

  it('records the ban reason and reinstates', async () => {
    const { player, token } = await start();
    expect((await status(player.id, token, { status: 'banned', reason: 'No-shows' })).json().message).toBe(
      M.userBanned,
    );
    const row = await harness!.database.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', player.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'banned', ban_reason: 'No-shows' });
    expect((await status(player.id, token, { status: 'active' })).json().message).toBe(M.userUnbanned);
  });

  it('refuses to ban yourself, another admin, or an unknown account, and bad statuses', async () => {
    const { admin, otherAdmin, token } = await start();
    expect((await status(admin.id, token, { status: 'banned' })).json()).toMatchObject({ error: M.cannotBanSelf });
    expect((await status(otherAdmin.id, token, { status: 'banned' })).json()).toMatchObject({
      error: M.cannotBanAdmin,
    });
    expect((await status(9999, token, { status: 'banned' })).statusCode).toBe(404);
    expect((await status(otherAdmin.id, token, { status: 'deleted' })).statusCode).toBe(400);
  });
});
