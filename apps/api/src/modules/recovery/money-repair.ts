import { formatPence } from '@app/contracts';
import type { ServiceDeps } from '../../service-deps';
import { setPaymentStatus } from '../bookings/booking-repository';
import {
  findPayment,
  listBookingPayments,
  listBookingsWithPaymentsBetween,
  listUnanswered,
  type PaymentRow,
} from '../payments/payment-repository';
import { settleLostShareCharges, type SettledPayment } from '../split-payments/share-recovery';
import { ANY_STATUS, claimBooking, releaseBooking } from '../booking-claims/booking-claim';
import { refundedOf } from '../payments/booking-money';
import { recordPayerRefunds } from '../booking-claims/cancel-booking';
import { refundAndRecord, resolveCharge, spreadRefund } from '../payments/payment-ledger';
import { findBookingMoneyState, releaseLeftovers, sumPaidShares } from './recovery-repository';
import { IDEMPOTENCY_KEYS, REFUND_PREFIXES } from '../payments/idempotency-keys';
import { notifyVenueOwner } from '../owner-notifications/owner-events';

/*
 * The scheduled reconciliation (docs/decisions/0027-crash-recovery.md). It runs after the sweeps (so
 * holds, edits and split deadlines have been settled by their own rules first) and repairs what it can
 * from the ledger and the provider:
 *   1. a charge or refund whose answer was lost (a crash between the provider's answer and the
 *      ledger's update) is looked up at the provider — by key when it has no reference — and
 *      recorded; a refund the provider never received is made again under its key;
 *   2. a split booking's payments that were never applied to their shares are applied, or refunded
 *      when not needed (split-payments/share-recovery.ts);
 *   3. money still held by a booking that failed or expired — an orphan charge — is refunded;
 * *   4. a cancelled booking holding more than its cancellation let it keep (keep_pence) — a payment that
 *      landed after it, a refund cut short — gives the rest back, and its claims and unpaid shares go;
 * and logs the rest at error level with the amounts, for a person to look at: a live booking holding
 * more or less than its total, shares that do not add up to what was taken, a cancelled booking
 * holding less than it kept (docs/decisions/0051: the invariant of payments/booking-money.ts).
 * Only money that moved in the last day, and answers missing for longer than the grace period, are
 * looked at; a request still in progress is never second-guessed.
 */
const GRACE_MS = 10 * 60_000;
const WINDOW_MS = 24 * 3_600_000;

export interface MoneyRepair {
  resolved: number;
  refundedPence: number;
  sharesApplied: number;
  problems: string[];
}

const leftOf = (charge: PaymentRow, payments: PaymentRow[]) => charge.amount_pence - refundedOf(charge, payments);

export async function repairMoney(deps: ServiceDeps): Promise<MoneyRepair> {
  const report: MoneyRepair = { resolved: 0, refundedPence: 0, sharesApplied: 0, problems: [] };
  const settledBefore = new Date(deps.now.getTime() - GRACE_MS);
  const touched = new Set(
    await listBookingsWithPaymentsBetween(deps.db, new Date(deps.now.getTime() - WINDOW_MS), settledBefore, 1000),
  );
  // Rows answered by this run were lost long ago: no request is settling them any more.
  const recovered = new Set<number>();
  const isSettled: SettledPayment = (row) => row.updated_at < settledBefore.toISOString() || recovered.has(row.id);

  for (const row of await listUnanswered(deps.db, settledBefore, 200)) {
    try {
      if (row.kind === 'charge') await resolveCharge(deps, row);
      else await resumeRefund(deps, row);
      recovered.add(row.id);
      report.resolved += 1;
      if (row.booking_id) touched.add(row.booking_id);
    } catch (error) {
      report.problems.push(
        `${row.kind} ${row.idempotency_key} (${formatPence(row.amount_pence)}) is still without the provider's answer: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }

  for (const bookingId of touched) {
    try {
      await repairBooking(deps, bookingId, isSettled, report);
    } catch (error) {
      report.problems.push(
        `booking ${bookingId} could not be repaired: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }

  for (const problem of report.problems) deps.log.error({ reconciliation: true }, `money needs attention: ${problem}`);
  if (report.resolved || report.refundedPence || report.sharesApplied)
    deps.log.warn({ ...report, problems: report.problems.length }, 'the reconciliation repaired money');
  return report;
}

async function resumeRefund(deps: ServiceDeps, row: PaymentRow): Promise<void> {
  const charge = row.parent_payment_id ? await findPayment(deps.db, row.parent_payment_id) : undefined;
  if (!charge?.provider_reference || row.booking_id === null) throw new Error('the refunded charge is unknown');
  await refundAndRecord(deps, {
    bookingId: row.booking_id,
    participantId: row.participant_id,
    userId: row.user_id,
    paymentIntentId: charge.provider_reference,
    parentPaymentId: charge.id,
    amountPence: row.amount_pence,
    idempotencyKey: row.idempotency_key,
  });
}

/** Every status but a hold's, which is the hold sweep's to settle. */
const SETTLED_STATUSES = ANY_STATUS.filter((status) => status !== 'pending');

/**
 * One booking's repair, with the booking's claim (docs/decisions/0051) like every operation on its
 * money: a booking another operation holds (an edit, a decision, a payment) is left to it, and the
 * next run looks again. A hold is the hold sweep's to settle.
 */
async function repairBooking(
  deps: ServiceDeps,
  bookingId: number,
  isSettled: SettledPayment,
  report: MoneyRepair,
): Promise<void> {
  const claim = await claimBooking(deps.db, bookingId, SETTLED_STATUSES, deps.now);
  if (!claim) return;
  try {
    await repairClaimed(deps, bookingId, isSettled, report);
  } finally {
    await releaseBooking(deps.db, claim);
  }
}

async function repairClaimed(
  deps: ServiceDeps,
  bookingId: number,
  isSettled: SettledPayment,
  report: MoneyRepair,
): Promise<void> {
  const booking = await findBookingMoneyState(deps.db, bookingId);
  if (!booking) return;
  const live = booking.status === 'confirmed' || booking.status === 'cancellation_requested';
  if (live && booking.is_split === 1) {
    const shares = await settleLostShareCharges(deps, bookingId, isSettled);
    report.sharesApplied += shares.applied;
    report.refundedPence += shares.refundedPence;
  }

  const payments = await listBookingPayments(deps.db, bookingId);
  // Money moving right now is its own request's to settle; the next run looks again.
  if (!payments.every(isSettled)) return;
  const charges = payments.filter(
    (row) => row.kind === 'charge' && row.status === 'succeeded' && row.provider_reference,
  );
  const held = charges.reduce((sum, charge) => sum + leftOf(charge, payments), 0);

  if (booking.status === 'failed' || booking.status === 'expired') {
    // Orphans: money taken for a booking that never became one goes back in full.
    for (const charge of charges) {
      const left = leftOf(charge, payments);
      if (left <= 0) continue;
      await refundAndRecord(deps, {
        bookingId,
        participantId: charge.participant_id,
        userId: charge.user_id,
        paymentIntentId: charge.provider_reference!,
        parentPaymentId: charge.id,
        amountPence: left,
        idempotencyKey: IDEMPOTENCY_KEYS.orphanRefund(charge.id),
      });
      report.refundedPence += left;
      deps.log.warn(
        { bookingId, payment: charge.provider_reference, amountPence: left },
        `refunded an orphan charge of ${formatPence(left)} for a ${booking.status} booking`,
      );
    }
    if (held > 0) await setPaymentStatus(deps.db, bookingId, 'refunded', deps.now);
    return;
  }
  if (!live) {
    await repairCancelled(deps, booking, held, report);
    return;
  }
  if (booking.is_split === 0 && held !== booking.total_pence) {
    report.problems.push(
      `booking ${bookingId} (${booking.status}) holds ${formatPence(held)} for a total of ${formatPence(booking.total_pence)}`,
    );
  }
  if (booking.is_split === 1) {
    const paid = await sumPaidShares(deps.db, bookingId);
    if (held !== paid)
      report.problems.push(
        `split booking ${bookingId} holds ${formatPence(held)} but its shares paid add up to ${formatPence(paid)}`,
      );
  }
}

/**
 * A cancelled booking keeps what its cancellation allowed (keep_pence): more is refunded under a key
 * named by the booking and what it held, spread over its charges, each payer's refund recorded; its
 * court claims and unpaid shares are let go. Less than allowed is logged for a person.
 */
async function repairCancelled(
  deps: ServiceDeps,
  booking: NonNullable<Awaited<ReturnType<typeof findBookingMoneyState>>>,
  held: number,
  report: MoneyRepair,
): Promise<void> {
  if (booking.keep_pence === null) {
    if (held > booking.total_pence)
      report.problems.push(
        `cancelled booking ${booking.id} keeps ${formatPence(held)}, more than its total of ${formatPence(booking.total_pence)}`,
      );
    return;
  }
  if (held < booking.keep_pence)
    report.problems.push(
      `cancelled booking ${booking.id} holds ${formatPence(held)}, less than the ${formatPence(booking.keep_pence)} its cancellation kept`,
    );
  const leftovers = await releaseLeftovers(deps.db, booking.id);
  if (leftovers)
    deps.log.warn(
      { bookingId: booking.id, ...leftovers },
      'let go of court claims or unpaid shares a cancelled booking still had',
    );
  if (held <= booking.keep_pence) return;
  const excess = held - booking.keep_pence;
  const spread = await spreadRefund(deps, {
    bookingId: booking.id,
    amountPence: excess,
    keyPrefix: REFUND_PREFIXES.reconcileHeld(booking.id, held),
  });
  await recordPayerRefunds(deps.db, booking.id, deps.now);
  if (booking.keep_pence === 0) await setPaymentStatus(deps.db, booking.id, 'refunded', deps.now);
  report.refundedPence += spread.refundedPence;
  deps.log.warn(
    { bookingId: booking.id, refundedPence: spread.refundedPence, keptPence: booking.keep_pence },
    `refunded ${formatPence(spread.refundedPence)} a cancelled booking held beyond what its cancellation kept`,
  );
  if (spread.refundedPence > 0)
    await notifyVenueOwner(deps, {
      type: 'refunded',
      bookingId: booking.id,
      at: deps.now,
      details: { refundPence: spread.refundedPence, reason: 'Money the cancelled booking still held was refunded' },
      dedupeKey: `repair:${held}`,
    });
}
