import { PAYMENT_MESSAGES as PM, SPLIT_LINK_MESSAGES as M, type Invitation } from '@app/contracts';
import type { Database, Engine } from '@app/db';
import type { Kysely } from 'kysely';
import { AppError, badRequest } from '../../errors/app-error';
import type { SessionUser } from '../auth/session-tokens';
import { hashToken } from '../auth/session-tokens';
import type { OutgoingMail } from '../mail/mailer';
import { ensureCustomer, findUsableMethod } from '../payment-methods/payment-method-service';
import { paymentFailureCode, paymentFailureMessage } from '../payments/payment-failure-messages';
import { refundAndRecord } from '../payments/payment-ledger';
import type { PaymentIntentResult, PaymentProvider } from '../payments/payment-provider';
import { ProviderRequestError } from '../payments/payment-provider';
import { splitBookingFacts } from './split-booking-facts';
import { coverPendingShares, markSharePaid, settleIfEveryonePaid } from './split-ledger';

/*
 * An invitee pays their share from the e-mailed link, signed in or as a guest; the organiser uses a
 * link of the same kind to pay the balance when their saved card could not be charged. A link pays
 * once: the share's row moves from pending to paid only once, and a payment that loses that race
 * (or arrives after the organiser covered the balance) is refunded at once.
 */

export interface InvitationDeps {
  db: Kysely<Database>;
  engine: Engine;
  provider: PaymentProvider;
  now: Date;
  publicUrl: string;
  sendMail: (mail: OutgoingMail) => void;
}

type Participant = NonNullable<Awaited<ReturnType<typeof findByToken>>>;

function findByToken(db: Kysely<Database>, token: string) {
  return db.selectFrom('booking_participants').selectAll().where('invite_token_hash', '=', hashToken(token)).executeTakeFirst();
}

async function unpaidBalance(db: Kysely<Database>, bookingId: number): Promise<number> {
  const rows = await db.selectFrom('booking_participants').select('share_pence').where('booking_id', '=', bookingId).where('status', '=', 'pending').where('is_organiser', '=', 0).execute();
  return rows.reduce((sum, row) => sum + row.share_pence, 0);
}

async function describe(deps: InvitationDeps, participant: Participant): Promise<Invitation & { bookingId: number; participantId: number }> {
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
    venueName: facts.venue_name,
    venueAddress: facts.venue_address,
    sport: facts.sport,
    date: facts.date,
    timeSlots: facts.times,
    organiserName: facts.organiser_name,
    email: participant.email,
    amountPence,
    amount: amountPence / 100,
    deadline: participant.invite_expires_at,
  };
}

export async function readInvitation(deps: InvitationDeps, token: string): Promise<Invitation> {
  const participant = await findByToken(deps.db, token);
  if (!participant) throw new AppError(404, 'INVALID_LINK', M.invalid);
  const { bookingId: _b, participantId: _p, ...invitation } = await describe(deps, participant);
  return invitation;
}

function refusal(invitation: Invitation): AppError {
  const status = invitation.status === 'paid' || invitation.status === 'covered' ? 409 : 410;
  return new AppError(status, `LINK_${invitation.status.toUpperCase()}`, invitation.message ?? M.invalid);
}

export interface PayShareInput {
  paymentMethodId: string | number;
  name?: string | undefined;
  email?: string | undefined;
}

export async function payShare(deps: InvitationDeps, token: string, viewer: SessionUser | null, input: PayShareInput) {
  const participant = await findByToken(deps.db, token);
  if (!participant) throw new AppError(404, 'INVALID_LINK', M.invalid);
  const invitation = await describe(deps, participant);
  if (invitation.status !== 'open') throw refusal(invitation);

  // Who pays: the signed-in person, or a guest who gives a name and an e-mail address.
  const payer = viewer ?? (input.name && input.email && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(input.email) ? null : undefined);
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

  const attempts = await deps.db.selectFrom('payments').select('id').where('participant_id', '=', participant.id).where('kind', '=', 'charge').execute();
  const key = `participant-${participant.id}-${invitation.kind}-${attempts.length + 1}`;
  const intent = await deps.provider.createPaymentIntent({
    amountPence: invitation.amountPence,
    currency: 'gbp',
    customerId,
    paymentMethodId,
    idempotencyKey: key,
    description: `${invitation.kind === 'share' ? 'Share' : 'Balance'} of booking #${participant.booking_id}`,
    metadata: { booking_id: String(participant.booking_id), participant_id: String(participant.id) },
  });
  const stamp = deps.now.toISOString();
  await deps.db
    .insertInto('payments')
    .values({
      booking_id: participant.booking_id,
      participant_id: participant.id,
      user_id: viewer?.id ?? null,
      kind: 'charge',
      provider: deps.provider.name,
      provider_reference: intent.id,
      amount_pence: intent.amountPence,
      status: intent.status === 'succeeded' ? 'succeeded' : intent.status === 'requires_action' ? 'requires_action' : 'failed',
      idempotency_key: key,
      payment_method_id: paymentMethodId,
      failure_code: intent.failure?.code ?? null,
      failure_message: intent.failure?.message ?? null,
      created_at: stamp,
      updated_at: stamp,
    })
    .onConflict((oc) => oc.column('idempotency_key').doNothing())
    .execute();
  return settleShare(deps, participant, invitation.kind, intent, viewer, input.name ?? viewer?.name ?? null);
}

async function settleShare(deps: InvitationDeps, participant: Participant, kind: 'share' | 'balance', intent: PaymentIntentResult, viewer: SessionUser | null, name: string | null) {
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
  await deps.db.updateTable('payments').set({ status: 'succeeded', updated_at: deps.now.toISOString() }).where('provider_reference', '=', intent.id).execute();

  const recorded =
    kind === 'share'
      ? await markSharePaid(deps.db, participant.id, { amountPence: intent.amountPence, userId: viewer?.id ?? null, name, now: deps.now })
      : await coverPendingShares(deps.db, deps.engine, participant.booking_id, intent.amountPence, deps.now);
  if (!recorded) {
    // The same payment seen twice (a retried or parallel request with the same key) is fine.
    const otherPayments = await deps.db
      .selectFrom('payments')
      .select('provider_reference')
      .where('participant_id', '=', participant.id)
      .where('kind', '=', 'charge')
      .where('status', '=', 'succeeded')
      .where('provider_reference', '!=', intent.id)
      .execute();
    const replay = kind === 'share' && otherPayments.length === 0;
    if (replay) return answer('paid');
    // Paid twice (two tabs, or after the organiser covered the balance): give this one back.
    const charge = await deps.db.selectFrom('payments').select(['id']).where('provider_reference', '=', intent.id).executeTakeFirst();
    await refundAndRecord(deps, {
      bookingId: participant.booking_id,
      participantId: participant.id,
      userId: viewer?.id ?? null,
      paymentIntentId: intent.id,
      parentPaymentId: charge?.id ?? null,
      amountPence: intent.amountPence,
      idempotencyKey: `refund-duplicate-${intent.id}`,
    });
    throw new AppError(409, 'ALREADY_PAID', `${M.alreadyPaid} Your payment has been refunded in full.`);
  }
  await settleIfEveryonePaid(deps, participant.booking_id);
  return answer('paid');
}

/** After 3-D Secure on the payment page: ask the provider how the payment ended. */
export async function confirmShare(deps: InvitationDeps, token: string, viewer: SessionUser | null, paymentIntentId: string) {
  const participant = await findByToken(deps.db, token);
  if (!participant) throw new AppError(404, 'INVALID_LINK', M.invalid);
  const charge = await deps.db.selectFrom('payments').select(['id', 'status']).where('provider_reference', '=', paymentIntentId).where('participant_id', '=', participant.id).executeTakeFirst();
  if (!charge) throw new AppError(404, 'PAYMENT_NOT_FOUND', PM.intentNotFound);
  const intent = await deps.provider.retrievePaymentIntent(paymentIntentId);
  if (intent.status === 'failed' || intent.status === 'canceled') {
    await deps.db.updateTable('payments').set({ status: 'failed', failure_code: intent.failure?.code ?? null, updated_at: deps.now.toISOString() }).where('id', '=', charge.id).execute();
    throw new AppError(402, paymentFailureCode(intent.failure), paymentFailureMessage(intent.failure));
  }
  if (intent.status === 'succeeded' && charge.status === 'succeeded') {
    return { success: true as const, status: 'paid' as const, message: M.paid, requires_action: false, client_secret: null, payment_intent_id: intent.id, amount_pence: intent.amountPence };
  }
  return settleShare(deps, participant, participant.is_organiser === 1 ? 'balance' : 'share', intent, viewer, viewer?.name ?? participant.name);
}
