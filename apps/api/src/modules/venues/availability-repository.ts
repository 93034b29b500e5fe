import type { Database } from '@app/db';
import type { Kysely } from 'kysely';

/*
 * The owner's availability as it is saved: into the same tables the availability engine reads
 * (docs/decisions/0007), so what an owner saves is what a player's slot picker shows at once.
 * Every write here runs inside the caller's transaction; past special dates and blocks are history
 * and are never replaced.
 */
type Db = Kysely<Database>;

export interface ScheduleDayRow {
  dayOfWeek: number;
  isOpen: boolean;
  openTime: string;
  closeTime: string;
  breaks: readonly { start: string; end: string; reason: string }[];
}

/** A weekly schedule (sport null: the general one) replaced by `days`; no days removes the sport's own. */
export async function replaceWeeklySchedule(
  db: Db,
  venueId: number,
  sport: string | null,
  days: readonly ScheduleDayRow[],
): Promise<void> {
  const existing = db.deleteFrom('venue_schedules').where('venue_id', '=', venueId);
  // Breaks go with their schedule rows (on delete cascade).
  await (sport === null ? existing.where('sport', 'is', null) : existing.where('sport', '=', sport)).execute();
  for (const day of days) {
    const row = await db
      .insertInto('venue_schedules')
      .values({
        venue_id: venueId,
        sport,
        day_of_week: day.dayOfWeek,
        is_open: day.isOpen ? 1 : 0,
        open_time: day.openTime,
        close_time: day.closeTime,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (day.breaks.length) {
      await db
        .insertInto('schedule_breaks')
        .values(
          day.breaks.map((item) => ({
            schedule_id: row.id,
            start_time: item.start,
            end_time: item.end,
            reason: item.reason,
          })),
        )
        .execute();
    }
  }
}

export interface SpecialDateRow {
  sport: string | null;
  date: string;
  startTime: string;
  endTime: string;
  pricePence: number | null;
  available: boolean;
  notes: string;
}

/**
 * Special dates from `fromDate` on replaced by `rows`: all of them (scope 'all'), or only one sport's
 * (scope: the sport's name).
 */
export async function replaceSpecialDates(
  db: Db,
  venueId: number,
  scope: 'all' | string,
  fromDate: string,
  rows: readonly SpecialDateRow[],
  now: Date,
): Promise<void> {
  let removal = db.deleteFrom('special_dates').where('venue_id', '=', venueId).where('date', '>=', fromDate);
  if (scope !== 'all') removal = removal.where('sport', '=', scope);
  await removal.execute();
  if (rows.length === 0) return;
  await db
    .insertInto('special_dates')
    .values(
      rows.map((row) => ({
        venue_id: venueId,
        sport: row.sport,
        date: row.date,
        start_time: row.startTime,
        end_time: row.endTime,
        price_pence: row.pricePence,
        available: row.available ? 1 : 0,
        notes: row.notes,
        created_at: now.toISOString(),
      })),
    )
    .execute();
}

export interface BlockedPeriodRow {
  startDate: string;
  endDate: string;
  allDay: boolean;
  startTime: string;
  endTime: string;
  reason: string;
}

/** Blocks still running on or after `fromDate` (sport null: venue-wide ones) replaced by `rows`. */
export async function replaceBlockedPeriods(
  db: Db,
  venueId: number,
  sport: string | null,
  fromDate: string,
  rows: readonly BlockedPeriodRow[],
  now: Date,
): Promise<void> {
  const removal = db.deleteFrom('blocked_periods').where('venue_id', '=', venueId).where('end_date', '>=', fromDate);
  await (sport === null ? removal.where('sport', 'is', null) : removal.where('sport', '=', sport)).execute();
  if (rows.length === 0) return;
  await db
    .insertInto('blocked_periods')
    .values(
      rows.map((row) => ({
        venue_id: venueId,
        sport,
        start_date: row.startDate,
        end_date: row.endDate,
        all_day: row.allDay ? 1 : 0,
        start_time: row.startTime,
        end_time: row.endTime,
        reason: row.reason,
        created_at: now.toISOString(),
      })),
    )
    .execute();
}

/** Stored dates of the venue's upcoming special dates and blocks, so unchanged ones keep their dates. */
export async function storedAvailabilityDates(db: Db, venueId: number, fromDate: string) {
  const [specials, blocks] = await Promise.all([
    db
      .selectFrom('special_dates')
      .select(['id', 'date'])
      .where('venue_id', '=', venueId)
      .where('date', '>=', fromDate)
      .execute(),
    db
      .selectFrom('blocked_periods')
      .select(['id', 'start_date', 'end_date'])
      .where('venue_id', '=', venueId)
      .where('end_date', '>=', fromDate)
      .execute(),
  ]);
  return {
    specials: new Map(specials.map((row) => [row.id, row.date])),
    blocks: new Map(blocks.map((row) => [row.id, { startDate: row.start_date, endDate: row.end_date }])),
  };
}

/** The hours live bookings hold from `fromDate` on, with who booked and what they paid. */
export function upcomingBookedHours(db: Db, venueId: number, fromDate: string) {
  return db
    .selectFrom('booking_slots')
    .innerJoin('bookings', 'bookings.id', 'booking_slots.booking_id')
    .innerJoin('users', 'users.id', 'bookings.user_id')
    .select([
      'booking_slots.booking_id',
      'booking_slots.sport',
      'booking_slots.date',
      'booking_slots.start_time',
      'booking_slots.starts_at',
      'bookings.time_slots',
      'bookings.total_pence',
      'bookings.is_split',
      'users.name as player_name',
      'users.email as player_email',
    ])
    .where('booking_slots.venue_id', '=', venueId)
    .where('booking_slots.date', '>=', fromDate)
    .where('bookings.status', 'in', ['confirmed', 'cancellation_requested'])
    .orderBy('booking_slots.date')
    .orderBy('booking_slots.start_time')
    .execute();
}
