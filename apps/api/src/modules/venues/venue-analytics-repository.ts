import { readJsonList, type Database } from '@app/db';
import { sql, type Kysely } from 'kysely';
import { earnsRevenue, heldPence } from './venue-bookings-repository';
import { loadScheduleBreaks } from './venue-repository';

/*
 * The aggregates of the owner's Overview, for one venue or all of an owner's venues at once, each from
 * the covering (venue_id, status, date, …) index or the (venue_id, created_at) one.
 */
type Db = Kysely<Database>;

const LIVE = ['confirmed', 'cancellation_requested'] as const;

export async function countLiveBookings(db: Db, venueIds: readonly number[]): Promise<number> {
  const row = await db
    .selectFrom('bookings')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('venue_id', 'in', [...venueIds])
    .where('status', 'in', [...LIVE])
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Per date played in [from, to]: live bookings, and the revenue confirmed paid bookings hold. */
export async function dailyBookingFigures(db: Db, venueIds: readonly number[], range: { from: string; to: string }) {
  const rows = await db
    .selectFrom('bookings')
    .select([
      'date',
      (eb) => eb.fn.countAll<number>().as('bookings'),
      sql<number>`coalesce(sum(case when ${earnsRevenue} then ${heldPence} else 0 end), 0)`.as('revenue_pence'),
    ])
    .where('venue_id', 'in', [...venueIds])
    .where('status', 'in', [...LIVE])
    .where('date', '>=', range.from)
    .where('date', '<=', range.to)
    .groupBy('date')
    .execute();
  return rows.map((row) => ({
    date: row.date,
    bookings: Number(row.bookings),
    revenuePence: Number(row.revenue_pence),
  }));
}

/**
 * Court-hours held by live bookings per venue, sport, date and hour in [from, to]. Read from the
 * bookings' own hour lists (one court each per hour, as their claims), so the covering
 * venue/status/date index answers it without a lookup per claim.
 */
export async function heldCourtHours(db: Db, venueIds: readonly number[], range: { from: string; to: string }) {
  const rows = await db
    .selectFrom('bookings')
    .select(['venue_id', 'sport', 'date', 'time_slots', (eb) => eb.fn.countAll<number>().as('bookings')])
    .where('venue_id', 'in', [...venueIds])
    .where('status', 'in', [...LIVE])
    .where('date', '>=', range.from)
    .where('date', '<=', range.to)
    // Bookings of the same hours on the same day come back as one row with their count.
    .groupBy(['venue_id', 'sport', 'date', 'time_slots'])
    .execute();
  const held = new Map<string, { venue_id: number; sport: string; date: string; start_time: string; held: number }>();
  for (const row of rows) {
    for (const time of readJsonList(row.time_slots)) {
      const key = `${row.venue_id}|${row.sport}|${row.date}|${time}`;
      const entry = held.get(key);
      if (entry) entry.held += Number(row.bookings);
      else
        held.set(key, {
          venue_id: row.venue_id,
          sport: row.sport,
          date: row.date,
          start_time: time,
          held: Number(row.bookings),
        });
    }
  }
  return [...held.values()];
}

/** Everything the engine needs to know which hours of some venues are open between two dates. */
export async function venueRules(db: Db, venueIds: readonly number[], range: { from: string; to: string }) {
  const ids = [...venueIds];
  const [sports, schedules, specials, blocks] = await Promise.all([
    db
      .selectFrom('venue_sports')
      .select(['venue_id', 'sport', 'price_per_hour_pence', 'court_count'])
      .where('venue_id', 'in', ids)
      .execute(),
    db
      .selectFrom('venue_schedules')
      .select(['id', 'venue_id', 'sport', 'day_of_week', 'is_open', 'open_time', 'close_time'])
      .where('venue_id', 'in', ids)
      .execute(),
    db
      .selectFrom('special_dates')
      .select(['venue_id', 'sport', 'date', 'start_time', 'end_time', 'price_pence', 'available', 'notes'])
      .where('venue_id', 'in', ids)
      .where('date', '>=', range.from)
      .where('date', '<=', range.to)
      .execute(),
    db
      .selectFrom('blocked_periods')
      .select(['venue_id', 'sport', 'start_date', 'end_date', 'all_day', 'start_time', 'end_time', 'reason'])
      .where('venue_id', 'in', ids)
      .where('end_date', '>=', range.from)
      .where('start_date', '<=', range.to)
      .execute(),
  ]);
  const breaks = await loadScheduleBreaks(
    db,
    schedules.map((schedule) => schedule.id),
  );
  return { sports, schedules, breaks, specials, blocks };
}

/**
 * The latest bookings made at some venues, with who booked and where: each venue's latest few from
 * its (venue_id, created_at) index, then the newest of those — one sort of a whole chain's bookings
 * would cost more the busier the owner.
 */
export async function recentBookings(db: Db, venueIds: readonly number[], limit: number) {
  const latest = (
    await Promise.all(
      venueIds.map((venueId) =>
        db
          .selectFrom('bookings')
          .select(['id', 'created_at'])
          .where('venue_id', '=', venueId)
          .where('status', 'in', [...LIVE, 'cancelled'])
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .limit(limit)
          .execute(),
      ),
    )
  )
    .flat()
    .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id)
    .slice(0, limit);
  if (latest.length === 0) return [];
  return db
    .selectFrom('bookings')
    .innerJoin('users', 'users.id', 'bookings.user_id')
    .innerJoin('venues', 'venues.id', 'bookings.venue_id')
    .select([
      'bookings.id',
      'bookings.sport',
      'bookings.date',
      'bookings.time_slots',
      'bookings.total_pence',
      'bookings.status',
      'bookings.payment_status',
      'bookings.created_at',
      'users.name as user_name',
      'venues.id as venue_id',
      'venues.name as venue_name',
    ])
    .where(
      'bookings.id',
      'in',
      latest.map((row) => row.id),
    )
    .orderBy('bookings.created_at', 'desc')
    .orderBy('bookings.id', 'desc')
    .execute();
}

export async function countVenueSports(db: Db, venueIds: readonly number[]): Promise<number> {
  const row = await db
    .selectFrom('venue_sports')
    .select(sql<number>`count(distinct sport)`.as('n'))
    .where('venue_id', 'in', [...venueIds])
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
