import type { Database } from '@app/db';
import type { Kysely } from 'kysely';
import { LIVE_STATUSES, type BookingClaim } from '../booking-claims/booking-claim';
import { cancelBooking, recordPayerRefunds } from '../booking-claims/cancel-booking';

/** Bookings cancelled because their venue closed the hours they held (issue 12, item 7). */
type Db = Kysely<Database>;

export const CLOSURE_NOTE = 'The venue closed at this time; refunded in full.';

/**
 * Cancels a live booking the closure has claimed (keeping nothing), frees its hours, closes its unpaid
 * split links and answers any open cancellation request (the closure refunds in full). False when the
 * booking was no longer live.
 */
export async function cancelForClosure(db: Db, bookingId: number, claim: BookingClaim, now: Date): Promise<boolean> {
  if (!(await cancelBooking(db, bookingId, { from: LIVE_STATUSES, claim, keepPence: 0, now }))) return false;
  await db
    .updateTable('cancellation_requests')
    .set({ status: 'approved', refund_type: 'full', admin_notes: CLOSURE_NOTE, reviewed_at: now.toISOString() })
    .where('booking_id', '=', bookingId)
    .where('status', 'in', ['pending', 'processing'])
    .execute();
  return true;
}

/**
 * What the closure gave back: each payer's refund on their participant, the booking refunded, and
 * the amount on the request the closure answered — so the admin's refund figures count it.
 */
export async function recordClosureRefunds(db: Db, bookingId: number, refundedPence: number, now: Date): Promise<void> {
  await recordPayerRefunds(db, bookingId, now);
  await db.updateTable('bookings').set({ payment_status: 'refunded' }).where('id', '=', bookingId).execute();
  await db
    .updateTable('cancellation_requests')
    .set({ refund_amount_pence: refundedPence })
    .where('booking_id', '=', bookingId)
    .where('status', '=', 'approved')
    .where('admin_notes', '=', CLOSURE_NOTE)
    .execute();
}

/** Who paid what for a booking: the organiser alone, or each person of a split. */
export function payersOf(db: Db, bookingId: number) {
  return db
    .selectFrom('booking_participants')
    .select(['id', 'email', 'name', 'is_organiser', 'paid_pence', 'refunded_pence'])
    .where('booking_id', '=', bookingId)
    .orderBy('id')
    .execute();
}
