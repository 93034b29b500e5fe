import type { Database } from '@app/db';
import { sql, type Kysely } from 'kysely';
import { earnsRevenue, heldPence } from './venue-bookings-repository';

/*
 * The aggregates of the owner's Overview, for one venue or all of an owner's venues at once, each in
 * one query over the (venue_id, status, date) and (venue_id, created_at) indexes.
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
  return rows.map((row) => ({ date: row.date, bookings: Number(row.bookings), revenuePence: Number(row.revenue_pence) }));
}

/** Court-hours held by live bookings per venue, sport, date and hour in [from, to]. */
export async function heldCourtHours(db: Db, venueIds: readonly number[], range: { from: string; to: string }) {
  const rows = await db
    .selectFrom('booking_slots')
    .innerJoin('bookings', 'bookings.id', 'booking_slots.booking_id')
    .select(['booking_slots.venue_id', 'booking_slots.sport', 'booking_slots.date', 'booking_slots.start_time', (eb) => eb.fn.countAll<number>().as('held')])
    .where('booking_slots.venue_id', 'in', [...venueIds])
    .where('booking_slots.date', '>=', range.from)
    .where('booking_slots.date', '<=', range.to)
    .where('bookings.status', 'in', [...LIVE])
    .groupBy(['booking_slots.venue_id', 'booking_slots.sport', 'booking_slots.date', 'booking_slots.start_time'])
    .execute();
  return rows.map((row) => ({ ...row, held: Number(row.held) }));
}

/** Everything the engine needs to know which hours of some venues are open between two dates. */
export async function venueRules(db: Db, venueIds: readonly number[], range: { from: string; to: string }) {
  const ids = [...venueIds];
  const [sports, schedules, specials, blocks] = await Promise.all([
    db.selectFrom('venue_sports').select(['venue_id', 'sport', 'price_per_hour_pence', 'court_count']).where('venue_id', 'in', ids).execute(),
    db.selectFrom('venue_schedules').select(['id', 'venue_id', 'sport', 'day_of_week', 'is_open', 'open_time', 'close_time']).where('venue_id', 'in', ids).execute(),
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
  const breaks = schedules.length
    ? await db
        .selectFrom('schedule_breaks')
        .select(['schedule_id', 'start_time', 'end_time', 'reason'])
        .where(
          'schedule_id',
          'in',
          schedules.map((schedule) => schedule.id),
        )
        .execute()
    : [];
  return { sports, schedules, breaks, specials, blocks };
}

/** The latest bookings made at some venues, with who booked and where. */
export function recentBookings(db: Db, venueIds: readonly number[], limit: number) {
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
      'bookings.created_at',
      'users.name as user_name',
      'venues.id as venue_id',
      'venues.name as venue_name',
    ])
    .where('bookings.venue_id', 'in', [...venueIds])
    .where('bookings.status', 'in', [...LIVE, 'cancelled'])
    .orderBy('bookings.created_at', 'desc')
    .orderBy('bookings.id', 'desc')
    .limit(limit)
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
