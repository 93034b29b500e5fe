import { bookingCode } from '@app/domain';
import {
  ERROR_CODES,
  PAYMENT_MESSAGES as PM,
  SPLIT_EMAIL_PATTERN,
  SPLIT_LINK_MESSAGES as M,
  formatPence,
  penceToPounds,
  type ErrorCode,
  type Invitation,
} from '@app/contracts';
import { ANY_STATUS, claimBookingWaiting, isBookingLive, releaseBooking } from '../booking-claims/booking-claim';
import { londonDateLabel } from '../mail/mail-labels';
import { AppError, badRequest, notFound } from '../../errors/app-error';
import { failpoint } from '../../failpoints';
import type { ServiceDeps } from '../../service-deps';
import { hashToken } from '../auth/opaque-tokens';
import type { SessionUser } from '../auth/session-tokens';
import { ensureCustomer, findUsableMethod } from '../payment-methods/payment-method-service';
import { paymentFailureCode, paymentFailureMessage } from '../payments/payment-failure-messages';
import { chargeAndRecord, recordChargeOutcome, refundAndRecord, resolveCharge } from '../payments/payment-ledger';
import { ProviderRequestError, type PaymentIntentResult } from '../payments/payment-provider';
import { findChargeByReference, listParticipantCharges, listRefundsOf } from '../payments/payment-repository';
import { splitBookingFacts } from './split-booking-facts';
import { sendInvite } from './split-invitations';
import { coverPendingShares, settleIfEveryonePaid } from './split-settlement';
import {
  findInvitee,
  findParticipant,
  findParticipantByTokenHash,
  listUnpaidShares,
  markSharePaid,
} from './split-repository';
import { IDEMPOTENCY_KEYS, isShareAttemptWithKey, shareAttemptPrefix } from '../payments/idempotency-keys';

/*
 * An invitee pays their share from the e-mailed link, signed in or as a guest; the organiser uses a
 * link of the same kind to pay the balance when their saved card could not be charged. A link pays
 * once: the share's row moves from pending to paid only once, and a payment that loses that race
 * (or arrives after the organiser covered the balance) is refunded at once.
 */

type Participant = NonNullable<Awaited<ReturnType<typeof findParticipantByTokenHash>>>;

const findByToken = (db: ServiceDeps['db'], token: string) => findParticipantByTokenHash(db, hashToken(token));

async function unpaidBalance(db: ServiceDeps['db'], bookingId: number): Promise<number> {
  return (await listUnpaidShares(db, bookingId)).reduce((sum, row) => sum + row.share_pence, 0);
}

async function describe(
  deps: ServiceDeps,
  participant: Participant,
): Promise<Invitation & { bookingId: number; participantId: number }> {
  const facts = await splitBookingFacts(deps.db, participant.booking_id);
  const kind = participant.is_organiser === 1 ? 'balance' : 'share';
  const amountPence =
    kind === 'balance' ? await unpaidBalance(deps.db, participant.booking_id) : participant.share_pence;
  const expired = participant.invite_expires_at !== null && participant.invite_expires_at <= deps.now.toISOString();
  let status: Invitation['status'] = 'open';
  if (participant.status === 'refunded' && participant.refunded_pence > 0) status = 'refunded';
  else if (
    facts.status === 'cancelled' ||
    facts.status === 'failed' ||
    facts.status === 'expired' ||
    facts.split_status === 'cancelled'
  )
    status = 'cancelled';
  else if (kind === 'share' && participant.status === 'paid') status = 'paid';
  else if (kind === 'share' && participant.status === 'covered') status = 'covered';
  else if (kind === 'balance' && amountPence === 0) status = 'paid';
  else if (expired || (kind === 'share' && facts.split_status !== 'collecting')) status = 'expired';
  const message =
    status === 'refunded'
      ? M.refunded(formatPence(participant.refunded_pence), londonDateLabel(participant.refunded_at!))
      : { open: null, paid: M.alreadyPaid, covered: M.covered, expired: M.expired, cancelled: M.cancelled }[status];
  return {
    bookingId: participant.booking_id,
    participantId: participant.id,
    kind,
    status,
    message,
    venueName: facts.venueName,
    venueAddress: facts.venueAddress,
    sport: facts.sport,
    date: facts.date,
    timeSlots: facts.times,
    organiserName: facts.organiserName,
    email: participant.email,
    amountPence,
    amount: penceToPounds(amountPence),
    deadline: participant.invite_expires_at,
    refundedPence: participant.refunded_pence,
    refundedAt: participant.refunded_at,
  };
}

export async function readInvitation(deps: ServiceDeps, token: string): Promise<Invitation> {
  const participant = await findByToken(deps.db, token);
  if (!participant) throw new AppError(404, 'INVALID_LINK', M.invalid);
  const { bookingId: _b, participantId: _p, ...invitation } = await describe(deps, participant);
  return invitation;
}

const REFUSALS: Record<Exclude<Invitation['status'], 'open'>, { status: number; code: ErrorCode }> = {
  paid: { status: 409, code: ERROR_CODES.LINK_PAID },
  covered: { status: 409, code: ERROR_CODES.LINK_COVERED },
  expired: { status: 410, code: ERROR_CODES.LINK_EXPIRED },
  cancelled: { status: 410, code: ERROR_CODES.LINK_CANCELLED },
  refunded: { status: 410, code: ERROR_CODES.LINK_CANCELLED },
};

function refusal(state: Exclude<Invitation['status'], 'open'>, message: string | null): AppError {
  const { status, code } = REFUSALS[state];
  return new AppError(status, code, message ?? M.invalid);
}

export interface PayShareInput {
  paymentMethodId: string | number;
  name?: string | undefined;
  email?: string | undefined;
  /** The client's key for this payment attempt: a retry with it is answered from the first. */
  idempotencyKey?: string | undefined;
}

/** How long a payment waits for another operation on the booking (a friend paying, a decision) to end. */
const CLAIM_WAIT_MS = 8_000;

/**
 * Runs a share payment with the booking's claim (docs/decisions/0051), so it never interleaves with
 * a closure, a decision, the deadline sweep or another payment of the same booking: whoever comes
 * second sees what the first left. Any status is claimed — a payment that finishes after the booking
 * was cancelled must still be able to give its money back.
 */
async function withBookingClaim<T>(deps: ServiceDeps, bookingId: number, run: () => Promise<T>): Promise<T> {
  const claim = await claimBookingWaiting(deps.db, bookingId, ANY_STATUS, () => deps.now, { waitMs: CLAIM_WAIT_MS });
  if (!claim) throw new AppError(409, 'BOOKING_BUSY', PM.bookingBeingChanged);
  try {
    return await run();
  } finally {
    await releaseBooking(deps.db, claim).catch((error: unknown) =>
      deps.log.error({ err: error, bookingId }, "could not release a share payment's claim"),
    );
  }
}

export async function payShare(deps: ServiceDeps, token: string, viewer: SessionUser | null, input: PayShareInput) {
  const found = await findByToken(deps.db, token);
  if (!found) throw new AppError(404, 'INVALID_LINK', M.invalid);
  const before = await describe(deps, found);
  if (before.status !== 'open') throw refusal(before.status, before.message);
  // Who pays: the signed-in person, or a guest who gives a name and an e-mail address.
  const payer = viewer ?? (input.name && input.email && SPLIT_EMAIL_PATTERN.test(input.email) ? null : undefined);
  if (payer === undefined) throw badRequest(M.guestDetails, 'GUEST_DETAILS_REQUIRED');

  return withBookingClaim(deps, found.booking_id, async () => {
    // Read again with the claim held: the booking may have been cancelled, or the share paid, meanwhile.
    const participant = await findParticipant(deps.db, found.id);
    const invitation = await describe(deps, participant);
    if (invitation.status !== 'open') throw refusal(invitation.status, invitation.message);
    const earlier = await earlierAttempt(deps, participant.id, invitation.kind, input.idempotencyKey);
    if (earlier)
      return settleShare(deps, participant, invitation.kind, earlier, viewer, input.name ?? viewer?.name ?? null);

    const customerId = viewer
      ? await ensureCustomer(deps.db, deps.provider, viewer)
      : await deps.provider.createCustomer({ email: input.email!.toLowerCase(), name: input.name! });
    let paymentMethodId: string;
    const saved = viewer ? await findUsableMethod(deps.db, viewer.id, input.paymentMethodId) : undefined;
    if (saved) paymentMethodId = saved.provider_payment_method_id;
    else {
      try {
        paymentMethodId = (await deps.provider.attachPaymentMethod(String(input.paymentMethodId), customerId)).id;
      } catch (error) {
        if (error instanceof ProviderRequestError)
          throw badRequest(PM.paymentMethodNotFound, 'PAYMENT_METHOD_NOT_FOUND');
        throw error;
      }
    }

    const attempts = await listParticipantCharges(deps.db, participant.id);
    const { intent } = await chargeAndRecord(deps, {
      bookingId: participant.booking_id,
      participantId: participant.id,
      userId: viewer?.id ?? null,
      amountPence: invitation.amountPence,
      customerId,
      paymentMethodId,
      idempotencyKey: IDEMPOTENCY_KEYS.shareAttempt(
        participant.id,
        invitation.kind,
        input.idempotencyKey ? { clientKey: input.idempotencyKey } : { number: attempts.length + 1 },
      ),
      description: `${invitation.kind === 'share' ? 'Share' : 'Balance'} of booking ${bookingCode(participant.booking_id)}`,
      metadata: { booking_id: String(participant.booking_id), participant_id: String(participant.id) },
    });
    failpoint('share.charged');
    return settleShare(deps, participant, invitation.kind, intent, viewer, input.name ?? viewer?.name ?? null);
  });
}

/**
 * A payment retried after a crash or a lost answer is answered from its first attempt, never charged
 * again: the attempt named by the client's key, or else an earlier charge of this share that went
 * through at the provider and was never applied (its answer lost), or whose answer never arrived.
 */
async function earlierAttempt(
  deps: ServiceDeps,
  participantId: number,
  kind: 'share' | 'balance',
  clientKey: string | undefined,
): Promise<PaymentIntentResult | null> {
  // Only this link's own attempts: the organiser's checkout charge is theirs too, and applied.
  const attempts = (await listParticipantCharges(deps.db, participantId)).filter((charge) =>
    charge.idempotency_key.startsWith(shareAttemptPrefix(participantId, kind)),
  );
  for (const charge of attempts) {
    const named =
      clientKey !== undefined && isShareAttemptWithKey(charge.idempotency_key, participantId, kind, clientKey);
    if (charge.status === 'failed' || charge.status === 'canceled') continue;
    if (charge.status === 'succeeded' && !named && (await refundsOf(deps.db, charge.id)) > 0) continue;
    const intent = charge.provider_reference
      ? await deps.provider.retrievePaymentIntent(charge.provider_reference)
      : await resolveCharge(deps, charge);
    if (!intent) continue;
    if (intent.status === 'succeeded' || named) return intent;
  }
  return null;
}

async function refundsOf(db: ServiceDeps['db'], chargeId: number): Promise<number> {
  const rows = await listRefundsOf(db, chargeId);
  return rows.filter((row) => row.status !== 'failed').reduce((sum, row) => sum + row.amount_pence, 0);
}

async function settleShare(
  deps: ServiceDeps,
  participant: Participant,
  kind: 'share' | 'balance',
  intent: PaymentIntentResult,
  viewer: SessionUser | null,
  name: string | null,
) {
  const answer = (status: 'paid' | 'requires_action') => ({
    success: true as const,
    status,
    message: status === 'paid' ? M.paid : PM.needsAuthentication,
    requires_action: status === 'requires_action',
    client_secret: status === 'requires_action' ? intent.clientSecret : null,
    payment_intent_id: intent.id,
    amount_pence: intent.amountPence,
  });
  if (intent.status === 'requires_action' || intent.status === 'processing') return answer('requires_action');
  if (intent.status !== 'succeeded')
    throw new AppError(402, paymentFailureCode(intent.failure), paymentFailureMessage(intent.failure));
  await recordChargeOutcome(deps, intent);

  // Recorded only while the share is unpaid and the booking live, checked in the recording statement.
  const recorded =
    kind === 'share'
      ? await markSharePaid(deps.db, participant.id, {
          amountPence: intent.amountPence,
          userId: viewer?.id ?? null,
          name,
          now: deps.now,
        })
      : await coverPendingShares(deps, participant.booking_id, intent.amountPence);
  if (!recorded) {
    const now = await findParticipant(deps.db, participant.id);
    const live = await isBookingLive(deps.db, participant.booking_id);
    // The same payment seen twice (a retried request with the same key, answered from the first) is fine.
    const otherPayments = (await listParticipantCharges(deps.db, participant.id)).filter(
      (charge) => charge.status === 'succeeded' && charge.provider_reference !== intent.id,
    );
    if (live && kind === 'share' && now.status === 'paid' && otherPayments.length === 0) return answer('paid');
    // The booking was cancelled meanwhile, or the share was paid twice (two tabs, or after the
    // organiser covered the balance): this payment goes straight back, and the payer is told.
    const charge = await findChargeByReference(deps.db, intent.id);
    const left = intent.amountPence - (charge ? await refundsOf(deps.db, charge.id) : 0);
    if (left > 0) {
      await refundAndRecord(deps, {
        bookingId: participant.booking_id,
        participantId: participant.id,
        userId: viewer?.id ?? null,
        paymentIntentId: intent.id,
        parentPaymentId: charge?.id ?? null,
        amountPence: left,
        idempotencyKey: IDEMPOTENCY_KEYS.duplicateShareRefund(intent.id),
      });
    }
    if (!live) throw new AppError(410, 'LINK_CANCELLED', M.cancelledRefunded(formatPence(intent.amountPence)));
    throw new AppError(409, 'ALREADY_PAID', M.paidTwiceRefunded);
  }
  await settleIfEveryonePaid(deps, participant.booking_id);
  return answer('paid');
}

/** After 3-D Secure on the payment page: ask the provider how the payment ended, with the booking's claim. */
export async function confirmShare(
  deps: ServiceDeps,
  token: string,
  viewer: SessionUser | null,
  paymentIntentId: string,
) {
  const found = await findByToken(deps.db, token);
  if (!found) throw new AppError(404, 'INVALID_LINK', M.invalid);
  const charge = await findChargeByReference(deps.db, paymentIntentId);
  if (!charge || charge.participant_id !== found.id) throw new AppError(404, 'PAYMENT_NOT_FOUND', PM.intentNotFound);
  return withBookingClaim(deps, found.booking_id, async () => {
    const participant = await findParticipant(deps.db, found.id);
    const recorded = await findChargeByReference(deps.db, paymentIntentId);
    const intent = await deps.provider.retrievePaymentIntent(paymentIntentId);
    if (intent.status === 'failed' || intent.status === 'canceled') {
      await recordChargeOutcome(deps, intent);
      throw new AppError(402, paymentFailureCode(intent.failure), paymentFailureMessage(intent.failure));
    }
    if (intent.status === 'succeeded' && recorded?.status === 'succeeded' && participant.status === 'paid') {
      return {
        success: true as const,
        status: 'paid' as const,
        message: M.paid,
        requires_action: false,
        client_secret: null,
        payment_intent_id: intent.id,
        amount_pence: intent.amountPence,
      };
    }
    return settleShare(
      deps,
      participant,
      participant.is_organiser === 1 ? 'balance' : 'share',
      intent,
      viewer,
      viewer?.name ?? participant.name,
    );
  });
}

/** The organiser sends an invitee whose share is still unpaid a fresh link. */
export async function resendInvite(
  deps: ServiceDeps,
  organiser: SessionUser,
  bookingId: number,
  participantId: number,
): Promise<void> {
  const invitee = await findInvitee(deps.db, bookingId, participantId);
  if (!invitee || invitee.user_id !== organiser.id || invitee.is_organiser === 1) throw notFound(PM.bookingNotFound);
  if (invitee.status !== 'pending' || invitee.split_status !== 'collecting')
    throw new AppError(409, 'NOTHING_TO_RESEND', M.nothingToResend);
  await sendInvite(deps, invitee.id);
}
