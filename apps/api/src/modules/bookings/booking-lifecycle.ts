import { PAYMENT_MESSAGES as M } from '@app/contracts';
import { bookingCode } from '@app/domain';
import { writeTransaction } from '@app/db';
import { AppError } from '../../errors/app-error';
import type { ServiceDeps } from '../../service-deps';
import { chargeAnswerColumns, recordChargeOutcome, refundAndRecord } from '../payments/payment-ledger';
import type { PaymentIntentResult } from '../payments/payment-provider';
import { findChargeByReference } from '../payments/payment-repository';
import { startSplitCollection } from '../split-payments/split-invitations';
import {
  confirmHeldBooking,
  findBooking,
  releaseClaims,
  setBookingStatus,
  setPaymentStatus,
  type ConfirmedBooking,
} from './booking-repository';
import { confirmationDueAt, sendQueuedConfirmation } from './confirmation-mails';
import { IDEMPOTENCY_KEYS } from '../payments/idempotency-keys';

/*
 * What becomes of a held booking (docs/decisions/0009-booking-and-payment-flow.md): a charge that
 * succeeds confirms it; a charge that fails, or a hold that runs out, gives its slots back. The
 * checkout, the hold sweep and the Stripe webhook all end a hold through here.
 */

/**
 * A hold lasts this long while its charge is on its way (shortened to HOLD_LIMITS.requiresActionMinutes
 * once the cardholder is asked for 3-D Secure); the hold sweep then asks the provider and settles it.
 */
export const HOLD_MINUTES = 15;

/**
 * Confirms a held booking once its charge has succeeded. If the hold is gone (expired or released
 * while the cardholder was authenticating), the money goes straight back and the player is told.
 * `chargeRecorded`: the caller's ledger call recorded this answer already (the checkout's own charge),
 * so it is not written twice. The confirmation e-mail is recorded with the booking and sent after
 * the answer (confirmation-mails.ts). Answers the booking when this call confirmed it (the checkout
 * answers from it without reading it again), undefined when it was confirmed before.
 */
export async function finalizeConfirmed(
  deps: ServiceDeps,
  bookingId: number,
  intent: PaymentIntentResult,
  options: { chargeRecorded?: boolean; unrecordedPaymentId?: number | undefined } = {},
): Promise<ConfirmedBooking | undefined> {
  if (!options.chargeRecorded) await recordChargeOutcome(deps, intent);
  // The checkout's charge whose answer the ledger has not recorded yet (chargeRecordedPending): the
  // confirmation records it with the booking.
  const unrecorded = options.unrecordedPaymentId;
  const confirmed = await confirmHeldBooking(deps.db, deps.engine, {
    bookingId,
    amountPence: intent.amountPence,
    now: deps.now,
    activity: {
      message: `Booking ${bookingCode(bookingId)} confirmed`,
      data: { booking_id: bookingId, total_pence: intent.amountPence, payment_status: 'succeeded', event: 'booked' },
    },
    mailDueAt: confirmationDueAt(deps.now),
    chargeAnswer:
      unrecorded === undefined ? undefined : { paymentId: unrecorded, columns: chargeAnswerColumns(intent, deps.now) },
  });
  if (confirmed) {
    const { mail_id: mailId, mail: row, ...booking } = confirmed;
    // After the answer: the mail is recorded, so the answer need not wait for it (the sweep retries a
    // failure); a shutting-down server still finishes it before closing the database. PostgreSQL's
    // confirmation answered what the mail says already (`row`); otherwise it is read.
    deps.mailInBackground(async () => {
      await new Promise((resolve) => setImmediate(resolve));
      await sendQueuedConfirmation(deps, { id: mailId, bookingId, row: row ?? undefined });
    });
    if (booking.is_split === 1) await startSplitCollection(deps, bookingId);
    return booking;
  }
  const booking = await findBooking(deps.db, bookingId);
  if (
    booking?.status === 'confirmed' ||
    booking?.status === 'cancellation_requested' ||
    booking?.status === 'cancelled'
  )
    return undefined;
  await refundUnconfirmable(deps, bookingId, intent);
  throw new AppError(409, 'BOOKING_NOT_CONFIRMED_REFUNDED', M.refundedAfterFailure);
}

async function refundUnconfirmable(deps: ServiceDeps, bookingId: number, intent: PaymentIntentResult) {
  const charge = await findChargeByReference(deps.db, intent.id);
  await refundAndRecord(deps, {
    bookingId,
    participantId: charge?.participant_id ?? null,
    userId: charge?.user_id ?? null,
    paymentIntentId: intent.id,
    parentPaymentId: charge?.id ?? null,
    amountPence: intent.amountPence,
    idempotencyKey: IDEMPOTENCY_KEYS.unconfirmableRefund(bookingId),
  });
  await setPaymentStatus(deps.db, bookingId, 'refunded', deps.now);
  deps.log.warn(
    { bookingId, intent: intent.id },
    'charge succeeded for a booking that could not be confirmed; refunded in full',
  );
}

/** Ends a hold: the booking is marked failed or expired and its slots are free again. */
export async function releaseHold(
  deps: Pick<ServiceDeps, 'db' | 'engine' | 'now' | 'invalidatePublicReads'>,
  bookingId: number,
  outcome: 'failed' | 'expired',
): Promise<boolean> {
  const changed = await writeTransaction(deps.db, deps.engine, async (trx) => {
    const moved = await setBookingStatus(trx, bookingId, {
      from: ['pending'],
      to: outcome,
      paymentStatus: 'failed',
      now: deps.now,
      extra: { hold_expires_at: null },
    });
    if (moved) await releaseClaims(trx, bookingId);
    return moved;
  });
  const booking = changed ? await findBooking(deps.db, bookingId) : undefined;
  if (booking) await deps.invalidatePublicReads({ venueId: booking.venue_id });
  return changed;
}

/**
 * The provider's word on a charge that finished outside any request (a Stripe webhook): success
 * confirms its booking, a failure or cancellation releases the hold.
 */
export async function settleChargeOutcome(deps: ServiceDeps, intent: PaymentIntentResult): Promise<void> {
  const charge = await findChargeByReference(deps.db, intent.id);
  if (!charge?.booking_id) return;
  if (intent.status === 'succeeded') {
    await finalizeConfirmed(deps, charge.booking_id, intent).catch((error: unknown) =>
      deps.log.warn(
        { err: error, bookingId: charge.booking_id },
        "the provider's success could not confirm the booking",
      ),
    );
    return;
  }
  await recordChargeOutcome(deps, intent);
  if (intent.status === 'failed' || intent.status === 'canceled') await releaseHold(deps, charge.booking_id, 'failed');
}
