import type { Database } from '@app/db';
import type { Kysely } from 'kysely';

/** Bookings cancelled because their venue closed the hours they held (issue 12, item 7). */
type Db = Kysely<Database>;

export const CLOSURE_NOTE = 'The venue closed at this time; refunded in full.';

/**
 * Cancels a live booking, frees its hours, closes its unpaid split links and answers any open
 * cancellation request (the closure refunds in full). False when the booking was no longer live.
 */
export async function cancelForClosure(db: Db, bookingId: number, now: Date): Promise<boolean> {
  const stamp = now.toISOString();
  const changed = await db
    .updateTable('bookings')
    .set({ status: 'cancelled', cancelled_at: stamp, updated_at: stamp })
    .where('id', '=', bookingId)
    .where('status', 'in', ['confirmed', 'cancellation_requested'])
    .executeTakeFirst();
  if (Number(changed.numUpdatedRows) !== 1) return false;
  await db.updateTable('bookings').set({ split_status: 'cancelled' }).where('id', '=', bookingId).where('is_split', '=', 1).execute();
  await db.deleteFrom('booking_slots').where('booking_id', '=', bookingId).execute();
  await db.updateTable('booking_participants').set({ status: 'cancelled' }).where('booking_id', '=', bookingId).where('status', '=', 'pending').execute();
  await db
    .updateTable('cancellation_requests')
    .set({ status: 'approved', refund_type: 'full', admin_notes: CLOSURE_NOTE, reviewed_at: stamp })
    .where('booking_id', '=', bookingId)
    .where('status', 'in', ['pending', 'processing'])
    .execute();
  return true;
}

/** Who paid what for a booking: the organiser alone, or each person of a split. */
export function payersOf(db: Db, bookingId: number) {
  return db.selectFrom('booking_participants').select(['id', 'email', 'name', 'is_organiser', 'paid_pence']).where('booking_id', '=', bookingId).orderBy('id').execute();
}
