import { formatPence } from '@app/contracts';
import { bookingCode } from '@app/domain';
import { writeTransaction, type BookingStatus } from '@app/db';
import { LIVE_STATUSES, claimBooking, releaseBooking, type BookingClaim } from '../booking-claims/booking-claim';
import { cancelBooking, recordPayerRefunds } from '../booking-claims/cancel-booking';
import { failpoint } from '../../failpoints';
import type { ServiceDeps } from '../../service-deps';
import { hashToken, newOpaqueToken } from '../auth/opaque-tokens';
import { londonMoment } from '../mail/mail-labels';
import { balanceChargedMail, balanceDueMail, splitCancelledMail } from '../mail/mail-templates';
import { ensureCustomer, findUsableMethod } from '../payment-methods/payment-method-service';
import {
  cancelCharge,
  chargeAndRecord,
  refundAndRecord,
  refundablePence,
  resolveCharge,
  spreadRefund,
  type RecordedCharge,
} from '../payments/payment-ledger';
import { findPaymentByKey } from '../payments/payment-repository';
import { splitBookingFacts } from './split-booking-facts';
import { coverPendingShares } from './split-settlement';
import {
  claimSplitRun,
  endSplitRun,
  findOrganiser,
  listParticipants,
  listSplitsDue,
  listUnfinishedCancellations,
  listUnpaidShares,
  setBookingRefunded,
  setInviteLink,
} from './split-repository';
import { IDEMPOTENCY_KEYS, REFUND_PREFIXES } from '../payments/idempotency-keys';
import { notifyVenueOwner } from '../owner-notifications/owner-events';

/*
 * The split deadline (docs/decisions/0010-split-payments.md). At 4 hours before the first slot the
 * unpaid shares are charged to the organiser's saved card, off-session; if that fails or needs
 * authentication the organiser is e-mailed a link to pay the balance; at 2 hours before the start a
 * booking still unpaid is cancelled, its slots freed and every share already paid refunded.
 * Each booking is claimed with a conditional update before any money moves, and every charge and
 * refund has an idempotency key, so a retried or a parallel sweep (another instance) never charges
 * or refunds twice. A claim older than 10 minutes (a crashed run) may be taken over: the run starts
 * again from what the ledger recorded — a balance charge already made is found by its key rather than
 * made again, and what it took beyond the balance still unpaid goes back — and a cancellation whose
 * refunds were cut short makes them again under the same keys.
 */
const STALE_CLAIM_MS = 10 * 60_000;

export interface SplitSweepResult {
  charged: number;
  awaitingOrganiser: number;
  cancelled: number;
}

export async function sweepSplitDeadlines(deps: ServiceDeps): Promise<SplitSweepResult> {
  const result: SplitSweepResult = { charged: 0, awaitingOrganiser: 0, cancelled: 0 };
  const staleBefore = new Date(deps.now.getTime() - STALE_CLAIM_MS);
  for (const { id } of await listSplitsDue(deps.db, 'collecting', deps.now, 100)) {
    await withRun(deps, id, 'collecting', LIVE_STATUSES, staleBefore, async () => {
      failpoint('split-sweep.claimed');
      result[await chargeBalance(deps, id)] += 1;
    });
  }
  for (const { id } of await listSplitsDue(deps.db, 'awaiting_organiser', deps.now, 100)) {
    await withRun(deps, id, 'awaiting_organiser', LIVE_STATUSES, staleBefore, async (claim) => {
      failpoint('split-sweep.claimed');
      if (await cancelUnpaid(deps, id, claim)) result.cancelled += 1;
    });
  }
  for (const { id } of await listUnfinishedCancellations(deps.db, staleBefore, 100)) {
    await withRun(deps, id, 'cancelled', ['cancelled'], staleBefore, () => refundCancelled(deps, id));
  }
  return result;
}

/**
 * One sweep run on one booking: the booking's claim (docs/decisions/0051), so a payment, a closure or
 * a decision never interleaves with it, and the split's own run claim. A booking another operation
 * holds is left for the next run.
 */
async function withRun(
  deps: ServiceDeps,
  bookingId: number,
  splitStatus: 'collecting' | 'awaiting_organiser' | 'cancelled',
  statuses: readonly BookingStatus[],
  staleBefore: Date,
  run: (claim: BookingClaim) => Promise<void>,
): Promise<void> {
  const claim = await claimBooking(deps.db, bookingId, statuses, deps.now);
  if (!claim) return;
  try {
    if (!(await claimSplitRun(deps.db, bookingId, splitStatus, deps.now, staleBefore))) return;
    await run(claim);
  } finally {
    await releaseBooking(deps.db, claim);
  }
}

/**
 * The organiser's off-session charge of the balance, once per booking under its key: made now, or —
 * when an earlier run made it and stopped — found again at the provider without charging twice.
 */
async function balanceCharge(
  deps: ServiceDeps,
  input: {
    bookingId: number;
    key: string;
    balance: number;
    organiserId: number;
    facts: Awaited<ReturnType<typeof splitBookingFacts>>;
  },
): Promise<RecordedCharge | null> {
  const earlier = await findPaymentByKey(deps.db, input.key);
  if (earlier && earlier.status !== 'pending') {
    const intent = earlier.provider_reference
      ? await deps.provider.retrievePaymentIntent(earlier.provider_reference)
      : null;
    return intent ? { paymentId: earlier.id, intent } : null;
  }
  if (earlier) {
    const intent = await resolveCharge(deps, earlier);
    if (intent) return { paymentId: earlier.id, intent };
  }
  if (input.balance === 0) return null;
  const { facts } = input;
  const card = facts.payment_method_id
    ? await findUsableMethod(deps.db, facts.user_id, facts.payment_method_id)
    : undefined;
  if (!card) return null;
  return chargeAndRecord(deps, {
    bookingId: input.bookingId,
    participantId: input.organiserId,
    userId: facts.user_id,
    amountPence: input.balance,
    customerId: await ensureCustomer(deps.db, deps.provider, {
      id: facts.user_id,
      email: facts.organiserEmail,
      name: facts.organiserName,
    }),
    paymentMethodId: card.provider_payment_method_id,
    idempotencyKey: input.key,
    description: `Unpaid balance of booking ${bookingCode(input.bookingId)}`,
    metadata: { booking_id: String(input.bookingId), balance: 'true' },
    offSession: true,
  });
}

async function chargeBalance(deps: ServiceDeps, bookingId: number): Promise<'charged' | 'awaitingOrganiser'> {
  const facts = await splitBookingFacts(deps.db, bookingId);
  const pending = await listUnpaidShares(deps.db, bookingId);
  const balance = pending.reduce((sum, row) => sum + row.share_pence, 0);
  const organiser = await findOrganiser(deps.db, bookingId);
  const key = IDEMPOTENCY_KEYS.splitBalance(bookingId);
  const charged = await balanceCharge(deps, { bookingId, key, balance, organiserId: organiser.id, facts }).catch(
    (error: unknown) => {
      deps.log.error({ err: error, bookingId }, 'charging the split balance failed');
      return null;
    },
  );
  if (!charged && balance === 0) {
    await endSplitRun(deps.db, bookingId, 'settled');
    return 'charged';
  }
  let succeeded = false;
  if (charged?.intent.status === 'succeeded') {
    succeeded = true;
    failpoint('split-sweep.charged');
    const covered = balance > 0 && (await coverPendingShares(deps, bookingId, balance));
    // What the charge took beyond the shares it covered (everyone paid meanwhile, or some of them
    // did between a crashed run and this one) goes straight back.
    const excess = charged.intent.amountPence - (covered ? balance : 0);
    if (excess > 0) {
      await refundAndRecord(deps, {
        bookingId,
        participantId: organiser.id,
        userId: facts.user_id,
        paymentIntentId: charged.intent.id,
        parentPaymentId: charged.paymentId,
        amountPence: excess,
        idempotencyKey: IDEMPOTENCY_KEYS.splitBalanceRefund(bookingId),
      });
    }
    if (!covered && balance === 0) {
      await endSplitRun(deps.db, bookingId, 'settled');
      return 'charged';
    }
  } else if (charged?.intent.status === 'requires_action') {
    await cancelCharge(deps, charged.intent.id).catch(() => undefined);
  }
  if (succeeded) {
    await endSplitRun(deps.db, bookingId);
    deps.sendMail({
      to: facts.organiserEmail,
      ...balanceChargedMail({
        ...facts.mail,
        name: facts.organiserName,
        amountLabel: formatPence(balance),
        unpaid: pending.map((row) => row.email),
        bookingsUrl: `${deps.publicUrl}/dashboard?tab=bookings`,
      }),
    });
    return 'charged';
  }
  const token = newOpaqueToken();
  await setInviteLink(deps.db, organiser.id, {
    tokenHash: hashToken(token),
    expiresAt: facts.split_cutoff_at,
    now: deps.now,
  });
  await endSplitRun(deps.db, bookingId, 'awaiting_organiser');
  deps.sendMail({
    to: facts.organiserEmail,
    ...balanceDueMail({
      ...facts.mail,
      name: facts.organiserName,
      amountLabel: formatPence(balance),
      url: `${deps.publicUrl}/pay/${token}`,
      cutoffLabel: londonMoment(facts.split_cutoff_at),
    }),
  });
  return 'awaitingOrganiser';
}

/** Cancels a split booking whose balance never arrived and gives every payer their money back. */
async function cancelUnpaid(deps: ServiceDeps, bookingId: number, claim: BookingClaim): Promise<boolean> {
  const facts = await splitBookingFacts(deps.db, bookingId);
  if (facts.split_status !== 'awaiting_organiser') return false;
  const cancelled = await writeTransaction(deps.db, deps.engine, (trx) =>
    cancelBooking(trx, bookingId, { from: LIVE_STATUSES, claim, keepPence: 0, now: deps.now }),
  );
  if (!cancelled) return false;
  await deps.invalidatePublicReads({ venueId: facts.venue_id });
  failpoint('split-sweep.cancelled');
  await refundCancelled(deps, bookingId);
  return true;
}

/** Refunds every payer of a cancelled split booking (again, under the same keys, after a crash) and tells them. */
async function refundCancelled(deps: ServiceDeps, bookingId: number): Promise<void> {
  const facts = await splitBookingFacts(deps.db, bookingId);
  const keyPrefix = REFUND_PREFIXES.splitCancelled(bookingId);
  const spread = await spreadRefund(deps, {
    bookingId,
    amountPence: await refundablePence(deps.db, bookingId, keyPrefix),
    keyPrefix,
  });
  await recordPayerRefunds(deps.db, bookingId, deps.now);
  await setBookingRefunded(deps.db, bookingId);
  for (const participant of await listParticipants(deps.db, bookingId)) {
    const refunded = spread.refunds
      .filter(({ charge }) => charge.participant_id === participant.id)
      .reduce((sum, { refund }) => sum + refund.amountPence, 0);
    deps.sendMail({
      to: participant.email,
      ...splitCancelledMail({
        ...facts.mail,
        name: participant.name ?? 'there',
        refundLabel: refunded > 0 ? formatPence(refunded) : null,
      }),
    });
  }
  await endSplitRun(deps.db, bookingId);
  const refundedPence = spread.refunds.reduce((sum, { refund }) => sum + refund.amountPence, 0);
  await notifyVenueOwner(deps, {
    type: refundedPence > 0 ? 'refunded' : 'cancelled',
    bookingId,
    at: deps.now,
    details: { refundPence: refundedPence, reason: 'The split payment was not completed in time' },
    dedupeKey: 'split-cancelled',
  });
}
