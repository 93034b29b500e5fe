import type { Database } from '@app/db';
import type { Kysely } from 'kysely';

/*
 * The owner's calendar reads (docs/decisions/0059): a venue's bookings of a date range with their
 * customers, and the court each of their hours holds. Both read by (venue_id, date), the indexes
 * bookings_venue_date_idx and booking_slots_venue_date_idx; the same statements on both engines.
 */

type Db = Kysely<Database>;

/** Checkouts abandoned (failed, expired) never reached the venue; everything else is on the calendar. */
const CALENDAR_STATUSES = ['pending', 'confirmed', 'cancellation_requested', 'cancelled'] as const;

/** The bookings played on these dates, with their customer as the owner sees them and a split booking's shares paid. */
export function listCalendarBookings(db: Db, venueId: number, range: { from: string; to: string }) {
  return db
    .selectFrom('bookings')
    .innerJoin('users', 'users.id', 'bookings.user_id')
    .select([
      'bookings.id',
      'bookings.sport',
      'bookings.date',
      'bookings.time_slots',
      'bookings.status',
      'bookings.payment_status',
      'bookings.total_pence',
      'bookings.is_split',
      'bookings.hold_expires_at',
      'bookings.mobile_number',
      'bookings.source',
      'bookings.venue_payment',
      'bookings.venue_paid_at',
      'bookings.venue_refunded_pence',
      'bookings.pay_link_deadline',
      'bookings.customer_name',
      'bookings.customer_email',
      'bookings.customer_phone',
      'bookings.no_show_at',
      'bookings.owner_note',
      'users.name as user_name',
      'users.email as user_email',
      'users.phone as user_phone',
      (eb) =>
        eb
          .selectFrom('booking_participants')
          .select((inner) => inner.fn.coalesce(inner.fn.sum<number>('paid_pence'), inner.lit(0)).as('paid'))
          .whereRef('booking_participants.booking_id', '=', 'bookings.id')
          .as('shares_paid_pence'),
    ])
    .where('bookings.venue_id', '=', venueId)
    .where('bookings.date', '>=', range.from)
    .where('bookings.date', '<=', range.to)
    .where('bookings.status', 'in', [...CALENDAR_STATUSES])
    .orderBy('bookings.date')
    .orderBy('bookings.starts_at')
    .orderBy('bookings.id')
    .execute();
}

export type CalendarBookingRow = Awaited<ReturnType<typeof listCalendarBookings>>[number];

/** Each claimed court-hour of these dates: the booking, its hour and the court (venue_courts.id) it holds. */
export function listCalendarClaims(db: Db, venueId: number, range: { from: string; to: string }) {
  return db
    .selectFrom('booking_slots')
    .leftJoin('venue_courts', (join) =>
      join
        .onRef('venue_courts.venue_id', '=', 'booking_slots.venue_id')
        .onRef('venue_courts.sport', '=', 'booking_slots.sport')
        .onRef('venue_courts.number', '=', 'booking_slots.court_number'),
    )
    .select(['booking_slots.booking_id', 'booking_slots.start_time', 'venue_courts.id as court_id'])
    .where('booking_slots.venue_id', '=', venueId)
    .where('booking_slots.date', '>=', range.from)
    .where('booking_slots.date', '<=', range.to)
    .execute();
}

/** The venue's sports in its order (as its page lists them), with what the availability engine needs. */
export function listCalendarSports(db: Db, venueId: number) {
  return db
    .selectFrom('venue_sports')
    .select(['sport', 'price_per_hour_pence', 'court_count'])
    .where('venue_id', '=', venueId)
    .orderBy('position')
    .orderBy('id')
    .execute();
}
