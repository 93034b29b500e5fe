import { ERROR_CODES, PAYMENT_MESSAGES as PM, SPLIT_EMAIL_PATTERN, SPLIT_LINK_MESSAGES as M, penceToPounds, type ErrorCode, type Invitation } from '@app/contracts';
import { AppError, badRequest, notFound } from '../../errors/app-error';
import { failpoint } from '../../failpoints';
import type { ServiceDeps } from '../../plugins/app-context';
import { hashToken } from '../auth/opaque-tokens';
import type { SessionUser } from '../auth/session-tokens';
import { ensureCustomer, findUsableMethod } from '../payment-methods/payment-method-service';
import { paymentFailureCode, paymentFailureMessage } from '../payments/payment-failure-messages';
import { chargeAndRecord, recordChargeOutcome, refundAndRecord } from '../payments/payment-ledger';
import { ProviderRequestError, type PaymentIntentResult } from '../payments/payment-provider';
import { findChargeByReference, listParticipantCharges } from '../payments/payment-repository';
import { splitBookingFacts } from './split-booking-facts';
import { sendInvite } from './split-invitations';
import { coverPendingShares, settleIfEveryonePaid } from './split-settlement';
import { findInvitee, findParticipantByTokenHash, listUnpaidShares, markSharePaid } from './split-repository';

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

async function describe(deps: ServiceDeps, participant: Participant): Promise<Invitation & { bookingId: number; participantId: number }> {
  const facts = await splitBookingFacts(deps.db, participant.booking_id);
  const kind = participant.is_organiser === 1 ? 'balance' : 'share';
  const amountPence = kind === 'balance' ? await unpaidBalance(deps.db, participant.booking_id) : participant.share_pence;
  const expired = participant.invite_expires_at !== null && participant.invite_expires_at <= deps.now.toISOString();
  let status: Invitation['status'] = 'open';
  if (facts.status === 'cancelled' || facts.status === 'failed' || facts.status === 'expired' || facts.split_status === 'cancelled') status = 'cancelled';
  else if (kind === 'share' && participant.status === 'paid') status = 'paid';
  else if (kind === 'share' && participant.status === 'covered') status = 'covered';
  else if (kind === 'balance' && amountPence === 0) status = 'paid';
  else if (expired || (kind === 'share' && facts.split_status !== 'collecting')) status = 'expired';
  const message = { open: null, paid: M.alreadyPaid, covered: M.covered, expired: M.expired, cancelled: M.cancelled }[status];
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
};

function refusal(state: Exclude<Invitation['status'], 'open'>, message: string | null): AppError {
  const { status, code } = REFUSALS[state];
  return new AppError(status, code, message ?? M.invalid);
}

export interface PayShareInput {
  paymentMethodId: string | number;
  name?: string | undefined;
  email?: string | undefined;
}

export async function payShare(deps: ServiceDeps, token: string, viewer: SessionUser | null, input: PayShareInput) {
  const participant = await findByToken(deps.db, token);
  if (!participant) throw new AppError(404, 'INVALID_LINK', M.invalid);
  const invitation = await describe(deps, participant);
  if (invitation.status !== 'open') throw refusal(invitation.status, invitation.message);

  // Who pays: the signed-in person, or a guest who gives a name and an e-mail address.
  const payer = viewer ?? (input.name && input.email && SPLIT_EMAIL_PATTERN.test(input.email) ? null : undefined);
  if (payer === undefined) throw badRequest(M.guestDetails, 'GUEST_DETAILS_REQUIRED');
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
      if (error instanceof ProviderRequestError) throw badRequest(PM.paymentMethodNotFound, 'PAYMENT_METHOD_NOT_FOUND');
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
    idempotencyKey: `participant-${participant.id}-${invitation.kind}-${attempts.length + 1}`,
    description: `${invitation.kind === 'share' ? 'Share' : 'Balance'} of booking #${participant.booking_id}`,
    metadata: { booking_id: String(participant.booking_id), participant_id: String(participant.id) },
  });
  failpoint('share.charged');
  return settleShare(deps, participant, invitation.kind, intent, viewer, input.name ?? viewer?.name ?? null);
}

async function settleShare(deps: ServiceDeps, participant: Participant, kind: 'share' | 'balance', intent: PaymentIntentResult, viewer: SessionUser | null, name: string | null) {
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
  if (intent.status !== 'succeeded') throw new AppError(402, paymentFailureCode(intent.failure), paymentFailureMessage(intent.failure));
  await recordChargeOutcome(deps, intent);

  const recorded =
    kind === 'share'
      ? await markSharePaid(deps.db, participant.id, { amountPence: intent.amountPence, userId: viewer?.id ?? null, name, now: deps.now })
      : await coverPendingShares(deps, participant.booking_id, intent.amountPence);
  if (!recorded) {
    // The same payment seen twice (a retried or parallel request with the same key) is fine.
    const otherPayments = (await listParticipantCharges(deps.db, participant.id)).filter((charge) => charge.status === 'succeeded' && charge.provider_reference !== intent.id);
    const replay = kind === 'share' && otherPayments.length === 0;
    if (replay) return answer('paid');
    // Paid twice (two tabs, or after the organiser covered the balance): give this one back.
    const charge = await findChargeByReference(deps.db, intent.id);
    await refundAndRecord(deps, {
      bookingId: participant.booking_id,
      participantId: participant.id,
      userId: viewer?.id ?? null,
      paymentIntentId: intent.id,
      parentPaymentId: charge?.id ?? null,
      amountPence: intent.amountPence,
      idempotencyKey: `refund-duplicate-${intent.id}`,
    });
    throw new AppError(409, 'ALREADY_PAID', M.paidTwiceRefunded);
  }
  await settleIfEveryonePaid(deps, participant.booking_id);
  return answer('paid');
}

/** After 3-D Secure on the payment page: ask the provider how the payment ended. */
export async function confirmShare(deps: ServiceDeps, token: string, viewer: SessionUser | null, paymentIntentId: string) {
  const participant = await findByToken(deps.db, token);
  if (!participant) throw new AppError(404, 'INVALID_LINK', M.invalid);
  const charge = await findChargeByReference(deps.db, paymentIntentId);
  if (!charge || charge.participant_id !== participant.id) throw new AppError(404, 'PAYMENT_NOT_FOUND', PM.intentNotFound);
  const intent = await deps.provider.retrievePaymentIntent(paymentIntentId);
  if (intent.status === 'failed' || intent.status === 'canceled') {
    await recordChargeOutcome(deps, intent);
    throw new AppError(402, paymentFailureCode(intent.failure), paymentFailureMessage(intent.failure));
  }
  if (intent.status === 'succeeded' && charge.status === 'succeeded') {
    return { success: true as const, status: 'paid' as const, message: M.paid, requires_action: false, client_secret: null, payment_intent_id: intent.id, amount_pence: intent.amountPence };
  }
  return settleShare(deps, participant, participant.is_organiser === 1 ? 'balance' : 'share', intent, viewer, viewer?.name ?? participant.name);
}

/** The organiser sends an invitee whose share is still unpaid a fresh link. */
export async function resendInvite(deps: ServiceDeps, organiser: SessionUser, bookingId: number, participantId: number): Promise<void> {
  const invitee = await findInvitee(deps.db, bookingId, participantId);
  if (!invitee || invitee.user_id !== organiser.id || invitee.is_organiser === 1) throw notFound(PM.bookingNotFound);
  if (invitee.status !== 'pending' || invitee.split_status !== 'collecting') throw new AppError(409, 'NOTHING_TO_RESEND', M.nothingToResend);
  await sendInvite(deps, invitee.id);
}
