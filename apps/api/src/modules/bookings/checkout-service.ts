import { PAYMENT_MESSAGES as M, type ProcessPaymentRequest, type ProcessPaymentResponse } from '@app/contracts';
import { isUniqueViolation } from '@app/db';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../errors/app-error';
import { failpoint } from '../../failpoints';
import type { ServiceDeps } from '../../service-deps';
import type { SessionUser } from '../auth/session-tokens';
import { ensureCustomer } from '../payment-methods/payment-method-service';
import { paymentFailureCode, paymentFailureMessage } from '../payments/payment-failure-messages';
import { IDEMPOTENCY_KEYS } from '../payments/idempotency-keys';
import {
  chargeRecordedPending,
  pendingChargeColumns,
  recordChargeAnswer,
  recordChargeOutcome,
} from '../payments/payment-ledger';
import { ProviderRequestError, type PaymentIntentResult } from '../payments/payment-provider';
import { findChargeByReference, findFirstCharge } from '../payments/payment-repository';
import { HOLD_MINUTES, finalizeConfirmed, releaseHold } from './booking-lifecycle';
import { settleOwnOpenHolds } from './hold-sweep';
import { findBooking, findBookingByRequestKey, holdTransaction, insertHold, setHoldExpiry } from './booking-repository';
import { checkoutAnswer } from './checkout-answer';
import { readCheckoutParty } from './checkout-party';
import { holdHistorySince, judgeHoldHistory, requiresActionHoldEnd } from './hold-limits';
import { bookableSlots, bookingSpan, holdHour, type BookableSlot } from './slot-claims';
import { planSplit, type SplitPlan } from './split-plan';

/*
 * Checkout (docs/decisions/0009-booking-and-payment-flow.md):
 *   1. recompute every slot's price with the availability engine; refuse a client amount that differs;
 *   2. in one write transaction, hold the slots: a pending booking plus one claim row per court-hour
 *      under the database's unique key — a slot someone else holds fails here, before any charge —
 *      within the player's hold limits (hold-limits.ts);
 *   3. charge the saved card through the ledger with an idempotency key derived from the hold;
 *   4. confirm on success; keep the hold (5 minutes) while 3-D Secure is pending; release on failure.
 * If money is taken for a booking that can no longer be confirmed, it is refunded at once. A crash
 * at any step leaves a hold the hold sweep settles by asking the provider (hold-sweep.ts).
 */

interface Hold {
  bookingId: number;
  organiserParticipantId: number;
  /** The ledger's pending row for the charge, written with the hold (docs/decisions/0048). */
  chargeId: number;
}

export async function createBookingWithPayment(
  deps: ServiceDeps,
  user: SessionUser,
  request: ProcessPaymentRequest,
): Promise<ProcessPaymentResponse> {
  const context = request.booking_context;
  const venueDay = { id: context.venue_id, sport: context.sport, date: context.date };
  const party = await readCheckoutParty(
    deps,
    user.id,
    request.idempotency_key,
    request.payment_method_id ?? request.stripe_payment_method_id,
    venueDay,
  );
  if (party.earlierBookingId !== undefined) return replayAttempt(deps, user, party.earlierBookingId);
  if (!user.emailVerified) throw forbidden(M.verifyEmailFirst);
  const { card } = party;
  if (!card) throw badRequest(M.paymentMethodNotFound, 'PAYMENT_METHOD_NOT_FOUND');

  const found = party.venueDay;
  if (!found || found.venue.approved !== 1) throw notFound(M.venueMissing);
  const { venue } = found;
  const times = [...new Set(context.time_slots)].sort();
  const day = await found.day();
  const slots = bookableSlots(day.slots, times);
  const totalPence = slots.reduce((sum, slot) => sum + slot.pricePence, 0);
  const split = planSplit(request, totalPence, slots[0]!.startsAt, deps.now, user.email);
  const chargePence = split ? split.organiserSharePence : totalPence;
  if (request.amount !== chargePence)
    throw new AppError(400, 'PRICE_MISMATCH', M.priceChanged, { expected_amount: chargePence });

  const holdInput = { request, venueTimeZone: venue.time_zone, times, slots, totalPence, chargePence, split, card };
  const hold = await holdSlots(deps, user, holdInput).catch(async (error: unknown) => {
    if (!(error instanceof AppError && error.code === 'CHECKOUT_ALREADY_OPEN')) throw error;
    // The player's own checkout here left unfinished (3-D Secure abandoned, a crash) ends first.
    await settleOwnOpenHolds(deps, { userId: user.id, venueId: context.venue_id, date: context.date });
    return holdSlots(deps, user, holdInput);
  });
  await deps.invalidatePublicReads({ venueId: context.venue_id });
  failpoint('checkout.held');
  let intent: PaymentIntentResult;
  let paymentId: number;
  try {
    const charge = {
      bookingId: hold.bookingId,
      participantId: hold.organiserParticipantId,
      userId: user.id,
      amountPence: chargePence,
      customerId: party.customerId ?? (await ensureCustomer(deps.db, deps.provider, user)),
      paymentMethodId: card.provider_payment_method_id,
      idempotencyKey: IDEMPOTENCY_KEYS.bookingCharge(hold.bookingId),
      description: `${context.sport} at ${venue.name} on ${context.date} ${times.join(', ')}`,
      metadata: { booking_id: String(hold.bookingId), user_id: String(user.id) },
    };
    // The hold wrote the ledger's pending row, and the statement that settles the booking
    // (settleIntent) records the answer: two round trips fewer (docs/decisions/0042, 0048).
    ({ intent, paymentId } = await chargeRecordedPending(deps, hold.chargeId, charge));
  } catch (error) {
    deps.log.error({ err: error, bookingId: hold.bookingId }, 'charging the card failed');
    // A refusal is a definite answer; after any other error the card may have been charged, so the
    // hold stays for the hold sweep, which asks the provider before it confirms or releases it.
    if (error instanceof ProviderRequestError) await releaseHold(deps, hold.bookingId, 'failed');
    throw new AppError(502, 'PAYMENT_PROVIDER_ERROR', M.processingError);
  }
  failpoint('checkout.charged');
  // settleIntent records this answer in the ledger (chargeRecordedPending left it to the caller).
  return settleIntent(deps, user, hold.bookingId, intent, true, venue, paymentId);
}

async function holdSlots(
  deps: ServiceDeps,
  user: SessionUser,
  input: {
    request: ProcessPaymentRequest;
    venueTimeZone: string;
    times: string[];
    slots: BookableSlot[];
    totalPence: number;
    chargePence: number;
    split: SplitPlan | null;
    card: { id: number; provider_payment_method_id: string };
  },
): Promise<Hold> {
  const context = input.request.booking_context;
  const stamp = deps.now.toISOString();
  const span = bookingSpan(context.date, input.times, input.venueTimeZone);
  const limits = { userId: user.id, venueId: context.venue_id, date: context.date, now: deps.now };
  const booking = {
    user_id: user.id,
    venue_id: context.venue_id,
    sport: context.sport,
    date: context.date,
    time_zone: input.venueTimeZone,
    time_slots: JSON.stringify(input.times),
    starts_at: span.startsAt.toISOString(),
    ends_at: span.endsAt.toISOString(),
    total_pence: input.totalPence,
    status: 'pending',
    payment_status: 'pending',
    mobile_number: input.request.mobile_number,
    is_split: input.split ? 1 : 0,
    hold_expires_at: new Date(deps.now.getTime() + HOLD_MINUTES * 60_000).toISOString(),
    payment_method_id: input.card.id,
    request_key: input.request.idempotency_key ?? null,
    created_at: stamp,
    updated_at: stamp,
  } as const;
  const participants = [
    {
      user_id: user.id,
      email: user.email,
      name: user.name,
      is_organiser: 1 as const,
      share_pence: input.chargePence,
      created_at: stamp,
    },
    ...(input.split?.inviteEmails ?? []).map((email) => ({
      user_id: null,
      email,
      name: null,
      is_organiser: 0 as const,
      share_pence: input.split!.otherSharePence,
      created_at: stamp,
    })),
  ];
  try {
    return await holdTransaction(deps.db, deps.engine, user.id, async (trx) => {
      const hold = await insertHold(trx, deps.engine, {
        booking,
        hours: input.slots.map(holdHour),
        participants,
        charge: pendingChargeColumns(deps, {
          userId: user.id,
          amountPence: input.chargePence,
          paymentMethodId: input.card.provider_payment_method_id,
        }),
        historySince: holdHistorySince(deps.now),
      });
      // A refusal here rolls the hold's rows back.
      judgeHoldHistory(hold.history, limits);
      if (hold.claimed < input.slots.length) throw conflict(M.slotTaken, 'SLOT_UNAVAILABLE');
      return hold;
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      if (
        input.request.idempotency_key &&
        (await findBookingByRequestKey(deps.db, user.id, input.request.idempotency_key))
      ) {
        throw conflict(M.checkoutInProgress, 'DUPLICATE_REQUEST');
      }
      throw conflict(M.slotTaken, 'SLOT_UNAVAILABLE');
    }
    throw error;
  }
}

/** Turns the provider's answer into the booking's state and the API's answer. */
async function settleIntent(
  deps: ServiceDeps,
  user: SessionUser,
  bookingId: number,
  intent: PaymentIntentResult,
  chargeRecorded = false,
  venue?: { name: string; location: string },
  unrecordedPaymentId?: number,
): Promise<ProcessPaymentResponse> {
  // A charge whose answer the ledger still lacks (chargeRecordedPending): a success is recorded by the
  // confirmation's statement, any other answer here first.
  if (unrecordedPaymentId !== undefined && intent.status !== 'succeeded')
    await recordChargeAnswer(deps, unrecordedPaymentId, intent);
  if (intent.status === 'succeeded') {
    const confirmed = await finalizeConfirmed(deps, bookingId, intent, { chargeRecorded, unrecordedPaymentId });
    // The checkout knows its venue and the booking as just confirmed: the answer needs no read.
    return checkoutAnswer(
      deps,
      bookingId,
      intent,
      false,
      confirmed && venue ? { ...confirmed, venue_name: venue.name, venue_location: venue.location } : undefined,
    );
  }
  if (intent.status === 'requires_action' || intent.status === 'processing') {
    await setHoldExpiry(deps.db, bookingId, requiresActionHoldEnd(deps.now));
    return checkoutAnswer(deps, bookingId, intent, true);
  }
  if (!chargeRecorded) await recordChargeOutcome(deps, intent);
  await releaseHold(deps, bookingId, 'failed');
  throw new AppError(402, paymentFailureCode(intent.failure), paymentFailureMessage(intent.failure), {
    requires_action: false,
  });
}

/** payment-confirm: after 3-D Secure, ask the provider how the payment ended and settle the booking. */
export async function confirmPayment(
  deps: ServiceDeps,
  user: SessionUser,
  paymentIntentId: string,
): Promise<ProcessPaymentResponse> {
  const charge = await findChargeByReference(deps.db, paymentIntentId);
  const booking = charge?.booking_id ? await findBooking(deps.db, charge.booking_id) : undefined;
  if (!charge || !booking || booking.user_id !== user.id) throw notFound(M.intentNotFound);
  const intent = await deps.provider.retrievePaymentIntent(paymentIntentId);
  if (booking.status === 'confirmed') return checkoutAnswer(deps, booking.id, intent, false);
  if (intent.status === 'requires_action' && booking.status === 'pending') {
    throw new AppError(402, 'AUTHENTICATION_REQUIRED', M.needsAuthentication, {
      requires_action: true,
      client_secret: intent.clientSecret,
      payment_intent_id: intent.id,
    });
  }
  if (intent.status === 'failed' || intent.status === 'canceled') {
    await recordChargeOutcome(deps, intent);
    await releaseHold(deps, booking.id, 'failed');
    const failure = intent.failure ?? { code: 'payment_intent_authentication_failure', declineCode: null, message: '' };
    throw new AppError(402, paymentFailureCode(intent.failure), paymentFailureMessage(failure), {
      requires_action: false,
    });
  }
  return settleIntent(deps, user, booking.id, intent);
}

/** A retried checkout with the same key: answer from what already happened, never charge again. */
async function replayAttempt(deps: ServiceDeps, user: SessionUser, bookingId: number): Promise<ProcessPaymentResponse> {
  const charge = await findFirstCharge(deps.db, bookingId);
  if (!charge?.provider_reference) throw conflict(M.checkoutInProgress, 'DUPLICATE_REQUEST');
  const intent = await deps.provider.retrievePaymentIntent(charge.provider_reference);
  const booking = await findBooking(deps.db, bookingId);
  if (booking?.status === 'confirmed' || booking?.status === 'cancellation_requested')
    return checkoutAnswer(deps, bookingId, intent, false);
  if (booking?.status === 'pending') return settleIntent(deps, user, bookingId, intent);
  throw new AppError(402, paymentFailureCode(intent.failure), paymentFailureMessage(intent.failure), {
    requires_action: false,
  });
}
