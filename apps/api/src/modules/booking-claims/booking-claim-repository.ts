import type { BookingStatus, Database, PaymentStatus } from '@app/db';
import type { Kysely } from 'kysely';

/** The booking's claim (the column amending_since) and the statements that cancel a booking under it (booking-claim.ts, cancel-booking.ts). */
type Db = Kysely<Database>;

/** Sets the claim's stamp on a booking in one of `statuses` that is free or held by a claim older than `staleBefore`; true when taken. */
export async function takeClaim(
  db: Db,
  claim: { bookingId: number; stamp: string; statuses: readonly BookingStatus[]; staleBefore: string },
): Promise<boolean> {
  const claimed = await db
    .updateTable('bookings')
    .set({ amending_since: claim.stamp })
    .where('id', '=', claim.bookingId)
    .where('status', 'in', [...claim.statuses])
    .where((eb) => eb.or([eb('amending_since', 'is', null), eb('amending_since', '<', claim.staleBefore)]))
    .executeTakeFirst();
  return Number(claimed.numUpdatedRows) === 1;
}

/** Clears the claim if it still carries `stamp`. */
export async function clearClaim(db: Db, bookingId: number, stamp: string): Promise<void> {
  await db
    .updateTable('bookings')
    .set({ amending_since: null })
    .where('id', '=', bookingId)
    .where('amending_since', '=', stamp)
    .execute();
}

export async function findBookingStatus(db: Db, bookingId: number): Promise<BookingStatus | undefined> {
  const row = await db.selectFrom('bookings').select('status').where('id', '=', bookingId).executeTakeFirst();
  return row?.status;
}

/**
 * The cancelling statements: the booking cancelled with what it keeps — only from `from` and while
 * the claim `stamp` holds it — then its split closed, its courts freed and its unpaid shares closed.
 * False (and nothing changed) when the first did not apply.
 */
export async function writeCancellation(
  db: Db,
  bookingId: number,
  cancel: {
    from: readonly BookingStatus[];
    stamp: string;
    keepPence: number;
    paymentStatus?: PaymentStatus | undefined;
    at: string;
  },
): Promise<boolean> {
  const changed = await db
    .updateTable('bookings')
    .set({
      status: 'cancelled',
      keep_pence: cancel.keepPence,
      ...(cancel.paymentStatus ? { payment_status: cancel.paymentStatus } : {}),
      cancelled_at: cancel.at,
      updated_at: cancel.at,
    })
    .where('id', '=', bookingId)
    .where('status', 'in', [...cancel.from])
    .where('amending_since', '=', cancel.stamp)
    .executeTakeFirst();
  if (Number(changed.numUpdatedRows) !== 1) return false;
  await db
    .updateTable('bookings')
    .set({ split_status: 'cancelled' })
    .where('id', '=', bookingId)
    .where('is_split', '=', 1)
    .execute();
  await db.deleteFrom('booking_slots').where('booking_id', '=', bookingId).execute();
  await db
    .updateTable('booking_participants')
    .set({ status: 'cancelled' })
    .where('booking_id', '=', bookingId)
    .where('status', '=', 'pending')
    .execute();
  return true;
}

/** A booking's payers with what they paid and what was recorded as refunded. */
export function listPayers(db: Db, bookingId: number) {
  return db
    .selectFrom('booking_participants')
    .select(['id', 'is_organiser', 'paid_pence', 'refunded_pence'])
    .where('booking_id', '=', bookingId)
    .execute();
}

export async function setPayerRefunded(
  db: Db,
  participantId: number,
  refundedPence: number,
  at: string,
): Promise<void> {
  await db
    .updateTable('booking_participants')
    .set({ status: 'refunded', refunded_pence: refundedPence, refunded_at: at })
    .where('id', '=', participantId)
    .execute();
}
