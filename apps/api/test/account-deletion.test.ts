import { AUTH_MESSAGES as M } from '@app/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { testEngines } from '@app/db/testing';
import { createTestApp, type TestApp } from './support/test-app';
import { bearer, createUser, loginAs, TEST_PASSWORD } from './support/accounts';

const NOW = '2026-11-21T10:00:00.000Z';

describe.each(testEngines())('account deletion on %s', (engine) => {
  let harness: TestApp | undefined;
  afterEach(async () => {
    await harness?.close();
    harness = undefined;
  });

  async function start() {
    harness = await createTestApp(engine, { clock: () => new Date(NOW) });
    const { db } = harness.database;
    const me = await createUser(db, { email: 'leaver@example.com', name: 'Lee Leaver' });
    await db.updateTable('users').set({ phone: '07700 900555', location: 'Leeds' }).where('id', '=', me.id).execute();
    const venue = await db
      .insertInto('venues')
      .values({ name: 'Court', approved: 1, created_at: NOW, updated_at: NOW })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { me, venueId: venue.id, token: await loginAs(harness.app, me.email) };
  }

  async function addBooking(
    userId: number,
    venueId: number,
    startsAt: string,
    status: 'confirmed' | 'cancelled' = 'confirmed',
  ) {
    return harness!.database.db
      .insertInto('bookings')
      .values({
        user_id: userId,
        venue_id: venueId,
        sport: 'Tennis',
        date: startsAt.slice(0, 10),
        time_slots: '["10:00"]',
        starts_at: startsAt,
        ends_at: startsAt.replace('T10:', 'T11:'),
        total_pence: 3000,
        status,
        payment_status: 'succeeded',
        mobile_number: '07700 900555',
        created_at: NOW,
        updated_at: NOW,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
  }

  const remove = (token: string | null, payload?: object) =>
    harness!.app.inject({
      method: 'DELETE',
      url: '/api/account/delete/',
      headers: token ? bearer(token) : {},
      ...(payload ? { payload } : {}),
    });

  it('asks for confirmation', async () => {
    const { token } = await start();
    const response = await remove(token, {});
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(M.deleteAccountConfirm);
    expect((await remove(null, { confirm: true })).statusCode).toBe(401);
  });

  it('erases personal data, ends sessions and keeps past bookings anonymously', async () => {
    const { me, venueId, token } = await start();
    const past = await addBooking(me.id, venueId, '2026-11-01T10:00:00.000Z');
    const response = await remove(token, { confirm: true });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, deleted: true, message: M.accountDeleted });

    const { db } = harness!.database;
    const row = await db.selectFrom('users').selectAll().where('id', '=', me.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      name: 'Deleted user',
      phone: null,
      location: null,
      password_hash: null,
      date_of_birth: null,
    });
    expect(row.email).toBe(`deleted-user-${me.id}@deleted.invalid`);
    expect(row.deleted_at).toBe(NOW);
    const booking = await db.selectFrom('bookings').selectAll().where('id', '=', past.id).executeTakeFirstOrThrow();
    expect(booking).toMatchObject({ total_pence: 3000, mobile_number: null, user_id: me.id });

    expect((await harness!.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) })).statusCode).toBe(
      401,
    );
    const login = await harness!.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'leaver@example.com', password: TEST_PASSWORD },
    });
    expect(login.statusCode).toBe(401);
    // The address is free again for a new account.
    const again = await harness!.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email: 'leaver@example.com', password: 'secret12', name: 'Lee Again', dateOfBirth: '1990-01-01' },
    });
    expect(again.statusCode).toBe(201);
  });

  it('refuses while the player has an upcoming booking', async () => {
    const { me, venueId, token } = await start();
    await addBooking(me.id, venueId, '2026-12-01T10:00:00.000Z');
    const response = await remove(token, { confirm: true });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ error: M.deleteAccountHasUpcomingBookings, code: 'HAS_UPCOMING_BOOKINGS' });
    const row = await harness!.database.db
      .selectFrom('users')
      .select('deleted_at')
      .where('id', '=', me.id)
      .executeTakeFirstOrThrow();
    expect(row.deleted_at).toBeNull();
  });

  it('refuses an owner who still has venues', async () => {
    const { venueId } = await start();
    const owner = await createUser(harness!.database.db, { email: 'owner@example.com', role: 'venue_owner' });
    await harness!.database.db.updateTable('venues').set({ owner_id: owner.id }).where('id', '=', venueId).execute();
    const response = await remove(await loginAs(harness!.app, owner.email), { confirm: true });
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toBe(M.deleteAccountOwnsVenues);
  });
});
