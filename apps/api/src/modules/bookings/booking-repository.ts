import type { BookingStatus, Database, PaymentStatus } from '@app/db';
import { sql, type Kysely } from 'kysely';

/** The only Kysely code of the bookings module. */
type Db = Kysely<Database>;

export function findBooking(db: Db, id: number) {
  return db.selectFrom('bookings').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findBookingByRequestKey(db: Db, userId: number, requestKey: string) {
  return db.selectFrom('bookings').selectAll().where('user_id', '=', userId).where('request_key', '=', requestKey).executeTakeFirst();
}

export function findChargeByReference(db: Db, providerReference: string) {
  return db.selectFrom('payments').selectAll().where('provider_reference', '=', providerReference).where('kind', '=', 'charge').executeTakeFirst();
}

export function listCharges(db: Db, bookingId: number) {
  return db.selectFrom('payments').selectAll().where('booking_id', '=', bookingId).orderBy('id').execute();
}

/** How many courts are held per hour for one venue, sport and date. */
export async function claimsByHour(db: Db, venueId: number, sport: string, date: string): Promise<Map<string, number[]>> {
  const rows = await db.selectFrom('booking_slots').select(['start_time', 'court_number']).where('venue_id', '=', venueId).where('sport', '=', sport).where('date', '=', date).execute();
  const byHour = new Map<string, number[]>();
  for (const row of rows) byHour.set(row.start_time, [...(byHour.get(row.start_time) ?? []), row.court_number]);
  return byHour;
}

export async function setBookingStatus(
  db: Db,
  id: number,
  change: { from: BookingStatus[]; to: BookingStatus; paymentStatus?: PaymentStatus; now: Date; extra?: Partial<{ confirmed_at: string; cancelled_at: string; hold_expires_at: string | null }> },
): Promise<boolean> {
  const result = await db
    .updateTable('bookings')
    .set({ status: change.to, ...(change.paymentStatus ? { payment_status: change.paymentStatus } : {}), updated_at: change.now.toISOString(), ...change.extra })
    .where('id', '=', id)
    .where('status', 'in', change.from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function releaseClaims(db: Db, bookingId: number, times?: string[]): Promise<void> {
  let query = db.deleteFrom('booking_slots').where('booking_id', '=', bookingId);
  if (times) query = query.where('start_time', 'in', times);
  await query.execute();
}

/** A player's bookings with venue names and the latest cancellation request; unfinished checkouts left out. */
export function listPlayerBookings(db: Db, userId: number) {
  return db
    .selectFrom('bookings')
    .leftJoin('venues', 'venues.id', 'bookings.venue_id')
    .select([
      'bookings.id',
      'bookings.user_id',
      'bookings.venue_id',
      'bookings.date',
      'bookings.sport',
      'bookings.time_slots',
      'bookings.starts_at',
      'bookings.ends_at',
      'bookings.total_pence',
      'bookings.status',
      'bookings.payment_status',
      'bookings.mobile_number',
      'bookings.created_at',
      'bookings.confirmed_at',
      'bookings.is_split',
      'bookings.split_status',
      'bookings.split_deadline_at',
      'bookings.split_cutoff_at',
      'venues.name as venue_name',
      'venues.location as venue_location',
      'venues.address as venue_address',
      (eb) =>
        eb
          .selectFrom('payments')
          .select('payments.provider_reference')
          .whereRef('payments.booking_id', '=', 'bookings.id')
          .where('payments.kind', '=', 'charge')
          .orderBy('payments.id')
          .limit(1)
          .as('payment_intent_id'),
      (eb) =>
        eb
          .selectFrom('payments')
          .select(sql<number>`coalesce(sum(payments.amount_pence), 0)`.as('refunded'))
          .whereRef('payments.booking_id', '=', 'bookings.id')
          .where('payments.kind', '=', 'refund')
          .where('payments.status', '=', 'succeeded')
          .as('refunded_pence'),
    ])
    .where('bookings.user_id', '=', userId)
    .where('bookings.status', 'not in', ['failed', 'expired'])
    .orderBy('bookings.starts_at', 'desc')
    .execute();
}

export function latestCancellationRequests(db: Db, bookingIds: number[]) {
  if (bookingIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('cancellation_requests').selectAll().where('booking_id', 'in', bookingIds).orderBy('id', 'desc').execute();
}

export function participantsOf(db: Db, bookingIds: number[]) {
  if (bookingIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('booking_participants')
    .select(['id', 'booking_id', 'email', 'name', 'is_organiser', 'share_pence', 'paid_pence', 'status', 'paid_at'])
    .where('booking_id', 'in', bookingIds)
    .orderBy('booking_id')
    .orderBy('is_organiser', 'desc')
    .orderBy('id')
    .execute();
}
