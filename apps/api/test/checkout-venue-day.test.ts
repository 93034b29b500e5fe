import type { Engine } from '@app/db';
import { createTestDatabase, testEngines, type TestDatabase } from '@app/db/testing';
import { addDays } from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { computeVenueDaySlots, readVenueDay } from '../src/modules/venues/availability-service';
import { findVenue } from '../src/modules/venues/venue-repository';
import { createUser } from './support/accounts';
import { createBookingWithClaims, createVenue } from './support/venue-fixtures';

/*
 * A checkout reads its venue and day through readVenueDay: on PostgreSQL every row in one statement
 * (docs/decisions/0036). It must answer exactly what the separate reads (findVenue,
 * computeVenueDaySlots) answer, for a day that has a bit of everything: general and sport hours
 * with breaks, special prices and a special closure, a partial closure, held courts — and rows of
 * other sports and other dates that must not count.
 */
const NOW = new Date('2026-11-24T10:00:00.000Z');
const DATE = addDays('2026-11-24', 3);
const OTHER_DATE = addDays(DATE, 1);
const STAMP = NOW.toISOString();

describe.each(testEngines())('a checkout’s venue and day read together on %s', (engine: Engine) => {
  let database: TestDatabase;
  let venueId: number;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    const { db } = database;
    const player = await createUser(db, { email: 'player@example.com' });
    venueId = await createVenue(db, {
      name: 'Everything Courts',
      sports: [
        { sport: 'Tennis', pricePence: 3000, courts: 2 },
        { sport: 'Padel', pricePence: 4000, courts: 1 },
      ],
    });
    // Tennis has hours of its own on every day, with an afternoon break; Padel keeps the venue's.
    for (let day = 0; day <= 6; day += 1) {
      const schedule = await db
        .insertInto('venue_schedules')
        .values({
          venue_id: venueId,
          sport: 'Tennis',
          day_of_week: day,
          is_open: 1,
          open_time: '09:00',
          close_time: '21:00',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('schedule_breaks')
        .values({ schedule_id: schedule.id, start_time: '15:00', end_time: '16:00', reason: 'Coaching' })
        .execute();
    }
    await db
      .insertInto('special_dates')
      .values([
        {
          venue_id: venueId,
          sport: 'Tennis',
          date: DATE,
          start_time: '18:00',
          end_time: '20:00',
          price_pence: 4500,
          available: 1,
          notes: 'Floodlights',
          created_at: STAMP,
        },
        {
          venue_id: venueId,
          sport: null,
          date: DATE,
          start_time: '10:00',
          end_time: '11:00',
          price_pence: null,
          available: 0,
          notes: 'Resurfacing',
          created_at: STAMP,
        },
        {
          venue_id: venueId,
          sport: 'Padel',
          date: DATE,
          start_time: '09:00',
          end_time: '21:00',
          price_pence: 100,
          available: 1,
          notes: 'Padel day',
          created_at: STAMP,
        },
        {
          venue_id: venueId,
          sport: 'Tennis',
          date: OTHER_DATE,
          start_time: '09:00',
          end_time: '21:00',
          price_pence: 100,
          available: 1,
          notes: 'Another day',
          created_at: STAMP,
        },
      ])
      .execute();
    await db
      .insertInto('blocked_periods')
      .values([
        {
          venue_id: venueId,
          sport: 'Tennis',
          start_date: addDays(DATE, -1),
          end_date: DATE,
          all_day: 0,
          start_time: '13:00',
          end_time: '14:00',
          reason: 'Tournament',
          created_at: STAMP,
        },
        {
          venue_id: venueId,
          sport: 'Padel',
          start_date: DATE,
          end_date: DATE,
          all_day: 1,
          start_time: '00:00',
          end_time: '23:59',
          reason: 'Padel closed',
          created_at: STAMP,
        },
        {
          venue_id: venueId,
          sport: null,
          start_date: OTHER_DATE,
          end_date: OTHER_DATE,
          all_day: 1,
          start_time: '00:00',
          end_time: '23:59',
          reason: 'Another day',
          created_at: STAMP,
        },
      ])
      .execute();
    await createBookingWithClaims(db, {
      userId: player.id,
      venueId,
      sport: 'Tennis',
      date: DATE,
      times: ['09:00', '19:00'],
      court: 1,
    });
    await createBookingWithClaims(db, {
      userId: player.id,
      venueId,
      sport: 'Tennis',
      date: DATE,
      times: ['19:00'],
      court: 2,
    });
    await createBookingWithClaims(db, { userId: player.id, venueId, sport: 'Padel', date: DATE, times: ['17:00'] });
  });

  afterAll(async () => {
    await database?.destroy();
  });

  it('answers the venue and the very slots of the separate reads', async () => {
    const found = await readVenueDay(database.db, database.engine, venueId, 'Tennis', DATE, NOW);
    expect(found?.venue).toEqual(await findVenue(database.db, venueId));
    const day = await found!.day();
    expect(day).toEqual(await computeVenueDaySlots(database.db, found!.venue, 'Tennis', DATE, NOW));
    // The day has each kind of slot, so the comparison covers them.
    const slot = (time: string) => day.slots.find((candidate) => candidate.time === time);
    expect(slot('09:00')).toMatchObject({ available: true, pricePence: 3000 });
    expect(slot('10:00')?.available).toBe(false);
    expect(slot('13:00')?.available).toBe(false);
    expect(slot('15:00')?.available).toBe(false);
    expect(slot('18:00')).toMatchObject({ available: true, pricePence: 4500 });
    expect(slot('19:00')?.available).toBe(false);
    expect(slot('08:00')?.available).toBe(false);
  });

  it('refuses in the same order: no venue, then the date, then the sport', async () => {
    expect(await readVenueDay(database.db, database.engine, venueId + 1000, 'Tennis', DATE, NOW)).toBeUndefined();
    const refusal = async (sport: string, date: string) => {
      const found = await readVenueDay(database.db, database.engine, venueId, sport, date, NOW);
      const [together, separate] = await Promise.allSettled([
        found!.day(),
        computeVenueDaySlots(database.db, found!.venue, sport, date, NOW),
      ]);
      expect(together.status).toBe('rejected');
      expect((together as PromiseRejectedResult).reason).toEqual((separate as PromiseRejectedResult).reason);
      return (together as PromiseRejectedResult).reason as { statusCode: number };
    };
    expect((await refusal('Tennis', '2025-01-01')).statusCode).toBe(400);
    expect((await refusal('Squash', '2025-01-01')).statusCode).toBe(400);
    expect((await refusal('Squash', DATE)).statusCode).toBe(404);
  });
});
