import type { ServiceDeps } from '../../service-deps';
import { refundAndRecord } from '../payments/payment-ledger';
import { listBookingPayments, type PaymentRow } from '../payments/payment-repository';
import { coverPendingShares, settleIfEveryonePaid } from './split-settlement';
import { findSplitState, listParticipantShares, markSharePaid } from './split-repository';
import { IDEMPOTENCY_KEYS } from '../payments/idempotency-keys';

/*
 * Puts right the shares of a split booking after a crash between a payment and its share being
 * marked paid (docs/decisions/0027-crash-recovery.md). Only charges `isSettled` accepts (answered
 * long enough ago, or just recovered by the caller) are looked at, so a payment still being settled
 * by its own request is left to it; and the deadline sweep's own booking (a claimed run) is left to
 * the sweep.
 *   - A friend's charge for a share still pending marks it paid (as the payment would have).
 *   - Any further charge of a share already paid or covered is refunded in full (paid twice).
 *   - The organiser's balance payment covers the shares still unpaid if it is exactly their sum,
 *     and is refunded otherwise.
 */

interface LiveCharge {
  row: PaymentRow & { provider_reference: string };
  leftPence: number;
}

export interface ShareRepair {
  applied: number;
  refundedPence: number;
}

/** Whether a ledger row is no longer any request's to settle. */
export type SettledPayment = (row: PaymentRow) => boolean;

function liveCharges(payments: PaymentRow[], participantId: number, isSettled: SettledPayment): LiveCharge[] {
  return payments
    .filter(
      (row): row is LiveCharge['row'] =>
        row.kind === 'charge' &&
        row.status === 'succeeded' &&
        row.participant_id === participantId &&
        row.provider_reference !== null &&
        isSettled(row),
    )
    .map((row) => ({
      row,
      leftPence:
        row.amount_pence -
        payments
          .filter(
            (refund) => refund.kind === 'refund' && refund.parent_payment_id === row.id && refund.status !== 'failed',
          )
          .reduce((sum, refund) => sum + refund.amount_pence, 0),
    }))
    .filter((charge) => charge.leftPence > 0);
}

async function giveBack(
  deps: ServiceDeps,
  bookingId: number,
  charge: LiveCharge,
  amountPence: number,
): Promise<number> {
  await refundAndRecord(deps, {
    bookingId,
    participantId: charge.row.participant_id,
    userId: charge.row.user_id,
    paymentIntentId: charge.row.provider_reference,
    parentPaymentId: charge.row.id,
    amountPence,
    // The key a duplicate payment is refunded under anywhere, so this never refunds it a second time.
    idempotencyKey: IDEMPOTENCY_KEYS.duplicateShareRefund(charge.row.provider_reference),
  });
  deps.log.warn(
    { bookingId, payment: charge.row.provider_reference, amountPence },
    'refunded a split payment that was not needed',
  );
  return amountPence;
}

export async function settleLostShareCharges(
  deps: ServiceDeps,
  bookingId: number,
  isSettled: SettledPayment,
): Promise<ShareRepair> {
  const repair: ShareRepair = { applied: 0, refundedPence: 0 };
  const split = await findSplitState(deps.db, bookingId);
  if (split.split_claimed_at || !(split.status === 'confirmed' || split.status === 'cancellation_requested'))
    return repair;
  const collecting = split.split_status === 'collecting' || split.split_status === 'awaiting_organiser';
  const payments = await listBookingPayments(deps.db, bookingId);
  const participants = await listParticipantShares(deps.db, bookingId);

  for (const friend of participants.filter((row) => row.is_organiser === 0)) {
    const charges = liveCharges(payments, friend.id, isSettled);
    const first = charges[0];
    let kept: number | null = null;
    if (friend.status === 'paid') kept = first?.row.id ?? null;
    else if (
      first &&
      friend.status === 'pending' &&
      split.split_status === 'collecting' &&
      first.leftPence === friend.share_pence
    ) {
      if (
        await markSharePaid(deps.db, friend.id, {
          amountPence: friend.share_pence,
          userId: first.row.user_id,
          name: null,
          now: deps.now,
        })
      ) {
        kept = first.row.id;
        repair.applied += 1;
      }
    }
    for (const charge of charges.filter((entry) => entry.row.id !== kept))
      repair.refundedPence += await giveBack(deps, bookingId, charge, charge.leftPence);
  }

  const organiser = participants.find((row) => row.is_organiser === 1);
  if (organiser) {
    const charges = liveCharges(payments, organiser.id, isSettled);
    let extra = charges.reduce((sum, charge) => sum + charge.leftPence, 0) - organiser.paid_pence;
    const unpaid = participants
      .filter((row) => row.is_organiser === 0 && row.status === 'pending')
      .reduce((sum, row) => sum + row.share_pence, 0);
    if (
      extra > 0 &&
      collecting &&
      unpaid > 0 &&
      extra === unpaid &&
      (await coverPendingShares(deps, bookingId, unpaid))
    ) {
      repair.applied += 1;
      extra = 0;
    }
    // The newest payments are the ones not needed; the checkout's own charge comes first and stays.
    for (const charge of [...charges].reverse()) {
      if (extra <= 0) break;
      const amount = Math.min(extra, charge.leftPence);
      repair.refundedPence += await giveBack(deps, bookingId, charge, amount);
      extra -= amount;
    }
  }
  if (repair.applied > 0) await settleIfEveryonePaid(deps, bookingId);
  return repair;
}
