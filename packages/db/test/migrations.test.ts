import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase, testEngines, type TestDatabase } from '../testing/test-databases';
import { migrateToLatest } from '../src/migrate';

const now = '2026-11-21T10:00:00.000Z';

describe.each(testEngines())('migrations on %s', (engine) => {
  let handle: TestDatabase;
  afterEach(async () => handle?.destroy());

  it('creates the whole data model and is idempotent', async () => {
    handle = await createTestDatabase(engine, { migrate: false });
    const applied = await migrateToLatest(handle.db, handle.searchPath ? { schema: handle.searchPath } : {});
    expect(applied).toContain('20261121000000_initial_data_model');
    expect(await migrateToLatest(handle.db, handle.searchPath ? { schema: handle.searchPath } : {})).toEqual([]);
    const tables = (await handle.db.introspection.getTables()).map((table) => table.name);
    for (const table of [
      'users',
      'venues',
      'venue_sports',
      'bookings',
      'booking_slots',
      'payments',
      'blog_posts',
      'activity_log',
    ]) {
      expect(tables).toContain(table);
    }
  });

  it('refuses a second claim on the same court-hour (the double-booking guard)', async () => {
    handle = await createTestDatabase(engine);
    const { db } = handle;
    const user = await db
      .insertInto('users')
      .values({ email: 'p@example.com', name: 'P', role: 'player', created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    const venue = await db
      .insertInto('venues')
      .values({ name: 'V', created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    const booking = () =>
      db
        .insertInto('bookings')
        .values({
          user_id: user.id,
          venue_id: venue.id,
          sport: 'Tennis',
          date: '2026-12-01',
          time_slots: '["10:00"]',
          starts_at: '2026-12-01T10:00:00.000Z',
          ends_at: '2026-12-01T11:00:00.000Z',
          total_pence: 3000,
          status: 'confirmed',
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
    const claim = (bookingId: number, court: number) =>
      db
        .insertInto('booking_slots')
        .values({
          booking_id: bookingId,
          venue_id: venue.id,
          sport: 'Tennis',
          date: '2026-12-01',
          start_time: '10:00',
          court_number: court,
          starts_at: '2026-12-01T10:00:00.000Z',
          price_pence: 3000,
        })
        .execute();
    const first = await booking();
    const second = await booking();
    await claim(first.id, 1);
    await expect(claim(second.id, 1)).rejects.toThrow(/unique/i);
    await expect(claim(second.id, 2)).resolves.toBeDefined();
  });

  it('rejects negative money and unknown roles at the database level', async () => {
    handle = await createTestDatabase(engine);
    await expect(
      handle.db
        .insertInto('users')
        .values({ email: 'x@example.com', name: 'X', role: 'superuser' as never, created_at: now, updated_at: now })
        .execute(),
    ).rejects.toThrow(/check/i);
    const venue = await handle.db
      .insertInto('venues')
      .values({ name: 'V', created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    await expect(
      handle.db
        .insertInto('venue_sports')
        .values({ venue_id: venue.id, sport: 'Tennis', price_per_hour_pence: -1 })
        .execute(),
    ).rejects.toThrow(/check/i);
  });

  it('keeps one general schedule row per weekday', async () => {
    handle = await createTestDatabase(engine);
    const venue = await handle.db
      .insertInto('venues')
      .values({ name: 'V', created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    const day = { venue_id: venue.id, sport: null, day_of_week: 1 };
    await handle.db.insertInto('venue_schedules').values(day).execute();
    await expect(handle.db.insertInto('venue_schedules').values(day).execute()).rejects.toThrow(/unique/i);
    await handle.db
      .insertInto('venue_schedules')
      .values({ ...day, sport: 'Tennis' })
      .execute();
    const count = await sql<{ n: number }>`select count(*) as n from venue_schedules`.execute(handle.db);
    expect(Number(count.rows[0]?.n)).toBe(2);
  });
});
