import type { BookingStatus, Database } from '@app/db';
import { sql, type Kysely } from 'kysely';

/** A venue's bookings as its owner's Bookings tab and the public slot view read them. */
type Db = Kysely<Database>;

/** Statuses a venue's lists show; abandoned checkouts (failed, expired) never reached the venue. */
export const LISTED_STATUSES: BookingStatus[] = ['pending', 'confirmed', 'cancellation_requested', 'cancelled'];

export interface VenueBookingFilters {
  statuses: BookingStatus[];
  dateFrom?: string | undefined;
  dateTo?: string | undefined;
  sport?: string | undefined;
}

function filtered(db: Db, venueIds: readonly number[], filters: VenueBookingFilters) {
  let query = db
    .selectFrom('bookings')
    .where('bookings.venue_id', 'in', [...venueIds])
    .where('bookings.status', 'in', filters.statuses);
  if (filters.dateFrom) query = query.where('bookings.date', '>=', filters.dateFrom);
  if (filters.dateTo) query = query.where('bookings.date', '<=', filters.dateTo);
  if (filters.sport) query = query.where('bookings.sport', '=', filters.sport);
  return query;
}

/** The newest first (by when they were made), with the customer who booked. */
export function listVenueBookings(db: Db, venueId: number, filters: VenueBookingFilters, limit: number) {
  return filtered(db, [venueId], filters)
    .innerJoin('users', 'users.id', 'bookings.user_id')
    .select([
      'bookings.id',
      'bookings.date',
      'bookings.sport',
      'bookings.time_slots',
      'bookings.starts_at',
      'bookings.ends_at',
      'bookings.status',
      'bookings.payment_status',
      'bookings.total_pence',
      'bookings.is_split',
      'bookings.created_at',
      'bookings.source',
      'bookings.venue_paid_at',
      // A manual booking's customer is the one the desk typed in (docs/decisions/0058).
      (eb) => eb.fn.coalesce('bookings.customer_name', 'users.name').as('customer_name'),
      (eb) =>
        eb
          .case()
          .when('bookings.source', '=', 'manual')
          .then(eb.fn.coalesce('bookings.customer_email', eb.val('')))
          .else(eb.ref('users.email'))
          .end()
          .as('customer_email'),
      // A split booking's payers: what they have paid, and how many shares are still unpaid.
      (eb) =>
        eb
          .selectFrom('booking_participants')
          .select((inner) => inner.fn.coalesce(inner.fn.sum<number>('paid_pence'), inner.lit(0)).as('paid'))
          .whereRef('booking_participants.booking_id', '=', 'bookings.id')
          .as('shares_paid_pence'),
      (eb) =>
        eb
          .selectFrom('booking_participants')
          .select((inner) => inner.fn.countAll<number>().as('pending'))
          .whereRef('booking_participants.booking_id', '=', 'bookings.id')
          .where('booking_participants.status', '=', 'pending')
          .as('shares_pending'),
    ])
    .orderBy('bookings.created_at', 'desc')
    .orderBy('bookings.id', 'desc')
    .limit(limit)
    .execute();
}

/** The latest decided-or-not cancellation request of each booking, for the display status. */
export function latestRequestStates(db: Db, bookingIds: readonly number[]) {
  if (bookingIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('cancellation_requests')
    .select(['booking_id', 'status', 'refund_type'])
    .where('booking_id', 'in', [...bookingIds])
    .orderBy('id', 'desc')
    .execute();
}

/** Every cancellation request made at a venue, newest first (for an export of all its bookings). */
export function venueRequestStates(db: Db, venueId: number) {
  return db
    .selectFrom('cancellation_requests')
    .innerJoin('bookings', 'bookings.id', 'cancellation_requests.booking_id')
    .select(['cancellation_requests.booking_id', 'cancellation_requests.status', 'cancellation_requests.refund_type'])
    .where('bookings.venue_id', '=', venueId)
    .orderBy('cancellation_requests.id', 'desc')
    .execute();
}

/**
 * What a confirmed, paid booking holds for the venue: its total, or for a split booking still
 * collecting, the shares paid so far (the ledger keeps both equal; reconciliation checks it).
 */
export const heldPence = sql<number>`case
  when bookings.is_split = 1 and bookings.split_status in ('collecting', 'awaiting_organiser')
    then coalesce((select sum(bp.paid_pence) from booking_participants bp where bp.booking_id = bookings.id), 0)
  else bookings.total_pence end`;

/** Revenue counts confirmed bookings whose payment succeeded (a partial refund was an amendment down). */
export const earnsRevenue = sql<boolean>`bookings.status in ('confirmed', 'cancellation_requested') and bookings.payment_status in ('succeeded', 'partially_refunded')`;

/** Hours in a booking's JSON list of 'HH:00' strings, counted by their separators (the same SQL on both engines). */
const slotCount = sql<number>`length(bookings.time_slots) - length(replace(bookings.time_slots, ',', '')) + 1`;

/** Per status: how many bookings, how many hours and how much revenue, for the date and sport filters. */
export async function summariseVenueBookings(db: Db, venueId: number, filters: Omit<VenueBookingFilters, 'statuses'>) {
  const rows = await filtered(db, [venueId], { ...filters, statuses: LISTED_STATUSES })
    .select([
      'bookings.status',
      (eb) => eb.fn.countAll<number>().as('bookings'),
      sql<number>`coalesce(sum(${slotCount}), 0)`.as('slots'),
      sql<number>`coalesce(sum(case when ${earnsRevenue} then ${heldPence} else 0 end), 0)`.as('revenue_pence'),
    ])
    .groupBy('bookings.status')
    .execute();
  return rows.map((row) => ({
    status: row.status,
    bookings: Number(row.bookings),
    slots: Number(row.slots),
    revenuePence: Number(row.revenue_pence),
  }));
}
