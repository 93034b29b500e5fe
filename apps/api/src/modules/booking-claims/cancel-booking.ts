import type { BookingStatus, Database, PaymentStatus } from '@app/db';
import type { Kysely } from 'kysely';
import { payerHeld } from '../payments/booking-money';
import { listBookingPayments } from '../payments/payment-repository';
import type { BookingClaim } from './booking-claim';
import { listPayers, setPayerRefunded, writeCancellation } from './booking-claim-repository';

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
  return writeCancellation(db, bookingId, {
    from: cancel.from,
    stamp: cancel.claim.stamp,
    keepPence: cancel.keepPence,
    paymentStatus: cancel.paymentStatus,
    at: cancel.now.toISOString(),
  });
}

/**
 * Records what each payer of a cancelled booking got back, read from the ledger after its refunds:
 * what they paid less what of it the ledger still holds. Their participant shows `refunded` with the
 * amount. Read rather than added up, so recording again (a refund made again after a crash, the
 * reconciliation's repair) never counts a refund twice.
 */
export async function recordPayerRefunds(db: Db, bookingId: number, now: Date): Promise<void> {
  const payers = await listPayers(db, bookingId);
  const payments = await listBookingPayments(db, bookingId);
  for (const payer of payers) {
    const back = Math.max(0, payer.paid_pence - payerHeld(payer, payments));
    if (back === 0 || back === payer.refunded_pence) continue;
    await setPayerRefunded(db, payer.id, back, now.toISOString());
  }
}
