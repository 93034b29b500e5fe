import type { BookingStatus, Database, PaymentStatus } from '@app/db';
import type { Kysely } from 'kysely';
import { payerHeld } from '../payments/booking-money';
import { listBookingPayments } from '../payments/payment-repository';
import type { BookingClaim } from './booking-claim';

/*
 * The one statement set that cancels a booking, whoever cancels it (an admin's decision, an owner's
 * closure, the split deadline sweep): the booking is cancelled with what it may keep, its courts are
 * freed, its unpaid shares and its split are closed, so no later payment can be applied to it. It
 * runs only from the statuses its caller started from, and only while the caller's claim still holds
 * the booking — the re-check in the statement that records the outcome (docs/decisions/0051).
 */
type Db = Kysely<Database>;

export interface CancelBooking {
  from: readonly BookingStatus[];
  /** The caller's claim on the booking; the cancellation happens only while it still holds. */
  claim: BookingClaim;
  /** What the booking keeps after its refunds (0: everything goes back). */
  keepPence: number;
  paymentStatus?: PaymentStatus;
  now: Date;
}

/** Cancels the booking as described; false (and nothing changed) when it was not in `from` or the claim is gone. */
export async function cancelBooking(db: Db, bookingId: number, cancel: CancelBooking): Promise<boolean> {
  const stamp = cancel.now.toISOString();
  const changed = await db
    .updateTable('bookings')
    .set({
      status: 'cancelled',
      keep_pence: cancel.keepPence,
      ...(cancel.paymentStatus ? { payment_status: cancel.paymentStatus } : {}),
      cancelled_at: stamp,
      updated_at: stamp,
    })
    .where('id', '=', bookingId)
    .where('status', 'in', [...cancel.from])
    .where('amending_since', '=', cancel.claim.stamp)
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

/**
 * Records what each payer of a cancelled booking got back, read from the ledger after its refunds:
 * what they paid less what of it the ledger still holds. Their participant shows `refunded` with the
 * amount. Read rather than added up, so recording again (a refund made again after a crash, the
 * reconciliation's repair) never counts a refund twice.
 */
export async function recordPayerRefunds(db: Db, bookingId: number, now: Date): Promise<void> {
  const payers = await db
    .selectFrom('booking_participants')
    .select(['id', 'is_organiser', 'paid_pence', 'refunded_pence'])
    .where('booking_id', '=', bookingId)
    .execute();
  const payments = await listBookingPayments(db, bookingId);
  for (const payer of payers) {
    const back = Math.max(0, payer.paid_pence - payerHeld(payer, payments));
    if (back === 0 || back === payer.refunded_pence) continue;
    await db
      .updateTable('booking_participants')
      .set({ status: 'refunded', refunded_pence: back, refunded_at: now.toISOString() })
      .where('id', '=', payer.id)
      .execute();
  }
}
