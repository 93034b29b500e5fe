import {
  PAYMENT_MESSAGES as M,
  SPLIT_CUTOFF_HOURS,
  SPLIT_EMAIL_PATTERN,
  SPLIT_MAX_PEOPLE,
  SPLIT_MIN_PEOPLE,
  SPLIT_MESSAGES,
  type ProcessPaymentRequest,
  type ProcessPaymentResponse,
} from '@app/contracts';
import { isUniqueViolation, readJsonList, writeTransaction } from '@app/db';
import { splitShares, zonedTimeToUtc } from '@app/domain';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../errors/app-error';
import type { SessionUser } from '../auth/session-tokens';
import { findUsableMethod, ensureCustomer } from '../payment-methods/payment-method-service';
import { paymentFailureCode, paymentFailureMessage } from '../payments/payment-failure-messages';
import { refundAndRecord } from '../payments/payment-ledger';
import type { PaymentIntentResult } from '../payments/payment-provider';
import { startSplitCollection } from '../split-payments/split-invitations';
import { computeVenueDaySlots } from '../venues/availability-service';
import { findVenue } from '../venues/venue-repository';
import { HOLD_MINUTES, type BookingDeps } from './booking-context';
import { confirmationMail } from './booking-mails';
import { claimsByHour, findBooking, findBookingByRequestKey, findChargeByReference, releaseClaims, setBookingStatus } from './booking-repository';

/*
 * Checkout (docs/decisions/0009-booking-and-payment-flow.md):
 *   1. recompute every slot's price with the availability engine; refuse a client amount that differs;
 *   2. in one write transaction, hold the slots: a pending booking plus one claim row per court-hour
 *      under the database's unique key — a slot someone else holds fails here, before any charge;
 *   3. charge the saved card with an idempotency key derived from the hold;
 *   4. confirm on success; keep the hold (15 minutes) while 3-D Secure is pending; release on failure.
 * If money is taken for a booking that can no longer be confirmed, it is refunded at once.
 */

type ParsedRequest = ProcessPaymentRequest;

interface SplitPlan {
  people: number;
  organiserSharePence: number;
  otherSharePence: number;
  inviteEmails: string[];
}

function planSplit(request: ParsedRequest, totalPence: number, firstSlotStartsAt: Date, now: Date, organiserEmail: string): SplitPlan | null {
  const split = request.split_payment;
  if (!split?.enabled) return null;
  if (!split.payment_link_generated) throw badRequest(SPLIT_MESSAGES.generateLinkFirst, 'SPLIT_NOT_CONFIGURED');
  const people = split.number_of_people ?? 0;
  if (!Number.isInteger(people) || people < SPLIT_MIN_PEOPLE || people > SPLIT_MAX_PEOPLE) throw badRequest(SPLIT_MESSAGES.fillRequired, 'SPLIT_INVALID');
  const emails = (split.invite_emails ?? []).map((email) => email.trim().toLowerCase()).filter(Boolean);
  if (emails.length !== people - 1) throw badRequest(SPLIT_MESSAGES.emailsForAll, 'SPLIT_INVALID');
  if (!emails.every((email) => SPLIT_EMAIL_PATTERN.test(email)) || new Set(emails).size !== emails.length || emails.includes(organiserEmail)) {
    throw badRequest(SPLIT_MESSAGES.validEmails, 'SPLIT_INVALID');
  }
  if (firstSlotStartsAt.getTime() - now.getTime() < SPLIT_CUTOFF_HOURS * 3_600_000) throw badRequest(SPLIT_MESSAGES.tooLate, 'SPLIT_TOO_LATE');
  const shares = splitShares(totalPence, people);
  return { people, organiserSharePence: shares.organiser, otherSharePence: shares.other, inviteEmails: emails };
}

interface Hold {
  bookingId: number;
  chargePence: number;
}

export async function createBookingWithPayment(deps: BookingDeps, user: SessionUser, request: ParsedRequest): Promise<ProcessPaymentResponse> {
  if (request.idempotency_key) {
    const earlier = await findBookingByRequestKey(deps.db, user.id, request.idempotency_key);
    if (earlier) return replayAttempt(deps, user, earlier.id);
  }
  if (!user.emailVerified) throw forbidden(M.verifyEmailFirst);
  const card = await findUsableMethod(deps.db, user.id, request.payment_method_id ?? request.stripe_payment_method_id);
  if (!card) throw badRequest(M.paymentMethodNotFound, 'PAYMENT_METHOD_NOT_FOUND');

  const context = request.booking_context;
  const venue = await findVenue(deps.db, context.venue_id);
  if (!venue || venue.approved !== 1) throw notFound(M.venueMissing);
  const times = [...new Set(context.time_slots)].sort();
  const day = await computeVenueDaySlots(deps.db, venue, context.sport, context.date, deps.now);
  const chosen = times.map((time) => day.slots.find((slot) => slot.time === time));
  if (chosen.some((slot) => !slot || !slot.available || slot.pricePence === null)) throw conflict(M.slotTaken, 'SLOT_UNAVAILABLE');
  const slots = chosen as NonNullable<(typeof chosen)[number]>[];
  const totalPence = slots.reduce((sum, slot) => sum + slot.pricePence!, 0);
  const split = planSplit(request, totalPence, slots[0]!.startsAt, deps.now, user.email);
  const chargePence = split ? split.organiserSharePence : totalPence;
  if (request.amount !== chargePence) throw new AppError(400, 'PRICE_MISMATCH', M.priceChanged, { expected_amount: chargePence });

  const hold = await holdSlots(deps, user, { request, venueTimeZone: venue.time_zone, times, slots, totalPence, chargePence, split, cardId: card.id });
  const customerId = await ensureCustomer(deps.db, deps.provider, user);
  let intent: PaymentIntentResult;
  try {
    intent = await deps.provider.createPaymentIntent({
      amountPence: chargePence,
      currency: 'gbp',
      customerId,
      paymentMethodId: card.provider_payment_method_id,
      idempotencyKey: `booking-${hold.bookingId}-charge`,
      description: `${context.sport} at ${venue.name} on ${context.date} ${times.join(', ')}`,
      metadata: { booking_id: String(hold.bookingId), user_id: String(user.id) },
    });
  } catch (error) {
    deps.log.error({ err: error, bookingId: hold.bookingId }, 'charging the card failed');
    await releaseHold(deps, hold.bookingId, 'failed');
    throw new AppError(502, 'PAYMENT_PROVIDER_ERROR', M.processingError);
  }
  await recordCharge(deps, hold.bookingId, user.id, card.provider_payment_method_id, intent);
  return settleIntent(deps, user, hold.bookingId, intent);
}

async function holdSlots(
  deps: BookingDeps,
  user: SessionUser,
  input: {
    request: ParsedRequest;
    venueTimeZone: string;
    times: string[];
    slots: { time: string; pricePence: number | null; isSpecial: boolean; startsAt: Date; courtCount: number }[];
    totalPence: number;
    chargePence: number;
    split: SplitPlan | null;
    cardId: number;
  },
): Promise<Hold> {
  const context = input.request.booking_context;
  const stamp = deps.now.toISOString();
  const last = input.times.at(-1)!;
  const endsAt = zonedTimeToUtc(context.date, `${String(Number(last.slice(0, 2)) + 1).padStart(2, '0')}:00`, input.venueTimeZone);
  try {
    return await writeTransaction(deps.db, deps.engine, async (trx) => {
      const booking = await trx
        .insertInto('bookings')
        .values({
          user_id: user.id,
          venue_id: context.venue_id,
          sport: context.sport,
          date: context.date,
          time_zone: input.venueTimeZone,
          time_slots: JSON.stringify(input.times),
          starts_at: input.slots[0]!.startsAt.toISOString(),
          ends_at: endsAt.toISOString(),
          total_pence: input.totalPence,
          status: 'pending',
          payment_status: 'pending',
          mobile_number: input.request.mobile_number,
          is_split: input.split ? 1 : 0,
          hold_expires_at: new Date(deps.now.getTime() + HOLD_MINUTES * 60_000).toISOString(),
          payment_method_id: input.cardId,
          request_key: input.request.idempotency_key ?? null,
          created_at: stamp,
          updated_at: stamp,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const held = await claimsByHour(trx, context.venue_id, context.sport, context.date);
      for (const slot of input.slots) {
        const taken = held.get(slot.time) ?? [];
        const court = Array.from({ length: slot.courtCount }, (_, index) => index + 1).find((number) => !taken.includes(number));
        if (court === undefined) throw conflict(M.slotTaken, 'SLOT_UNAVAILABLE');
        await trx
          .insertInto('booking_slots')
          .values({
            booking_id: booking.id,
            venue_id: context.venue_id,
            sport: context.sport,
            date: context.date,
            start_time: slot.time,
            court_number: court,
            starts_at: slot.startsAt.toISOString(),
            price_pence: slot.pricePence!,
            is_special: slot.isSpecial ? 1 : 0,
          })
          .execute();
      }
      const participants = [
        { booking_id: booking.id, user_id: user.id, email: user.email, name: user.name, is_organiser: 1, share_pence: input.chargePence, created_at: stamp },
        ...(input.split?.inviteEmails ?? []).map((email) => ({ booking_id: booking.id, user_id: null, email, name: null, is_organiser: 0, share_pence: input.split!.otherSharePence, created_at: stamp })),
      ];
      await trx.insertInto('booking_participants').values(participants).execute();
      return { bookingId: booking.id, chargePence: input.chargePence };
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      if (input.request.idempotency_key && (await findBookingByRequestKey(deps.db, user.id, input.request.idempotency_key))) {
        throw conflict('This checkout is already being processed.', 'DUPLICATE_REQUEST');
      }
      throw conflict(M.slotTaken, 'SLOT_UNAVAILABLE');
    }
    throw error;
  }
}

async function recordCharge(deps: BookingDeps, bookingId: number, userId: number, paymentMethodId: string, intent: PaymentIntentResult) {
  const stamp = deps.now.toISOString();
  const organiser = await deps.db.selectFrom('booking_participants').select('id').where('booking_id', '=', bookingId).where('is_organiser', '=', 1).executeTakeFirst();
  await deps.db
    .insertInto('payments')
    .values({
      booking_id: bookingId,
      participant_id: organiser?.id ?? null,
      user_id: userId,
      kind: 'charge',
      provider: deps.provider.name,
      provider_reference: intent.id,
      amount_pence: intent.amountPence,
      status: intent.status,
      idempotency_key: `booking-${bookingId}-charge`,
      payment_method_id: paymentMethodId,
      failure_code: intent.failure?.code ?? null,
      failure_message: intent.failure?.message ?? null,
      created_at: stamp,
      updated_at: stamp,
    })
    .onConflict((oc) => oc.column('idempotency_key').doUpdateSet({ status: intent.status, updated_at: stamp }))
    .execute();
}

/** Turns the provider's answer into the booking's state and the API's answer. */
async function settleIntent(deps: BookingDeps, user: SessionUser, bookingId: number, intent: PaymentIntentResult): Promise<ProcessPaymentResponse> {
  if (intent.status === 'succeeded') {
    await finalizeConfirmed(deps, bookingId, intent);
    return checkoutAnswer(deps, bookingId, intent, false);
  }
  if (intent.status === 'requires_action' || intent.status === 'processing') return checkoutAnswer(deps, bookingId, intent, true);
  await markCharge(deps, intent, 'failed');
  await releaseHold(deps, bookingId, 'failed');
  throw new AppError(402, paymentFailureCode(intent.failure), paymentFailureMessage(intent.failure), { requires_action: false });
}

async function markCharge(deps: BookingDeps, intent: PaymentIntentResult, status: string) {
  await deps.db
    .updateTable('payments')
    .set({ status, failure_code: intent.failure?.code ?? null, failure_message: intent.failure?.message ?? null, updated_at: deps.now.toISOString() })
    .where('provider_reference', '=', intent.id)
    .where('kind', '=', 'charge')
    .execute();
}

/**
 * Confirms a held booking once its charge has succeeded. If the hold is gone (expired or released
 * while the cardholder was authenticating), the money goes straight back and the player is told.
 */
export async function finalizeConfirmed(deps: BookingDeps, bookingId: number, intent: PaymentIntentResult): Promise<void> {
  await markCharge(deps, intent, 'succeeded');
  const confirmed = await writeTransaction(deps.db, deps.engine, async (trx) => {
    const changed = await setBookingStatus(trx, bookingId, {
      from: ['pending'],
      to: 'confirmed',
      paymentStatus: 'succeeded',
      now: deps.now,
      extra: { confirmed_at: deps.now.toISOString(), hold_expires_at: null },
    });
    if (changed) {
      await trx
        .updateTable('booking_participants')
        .set({ status: 'paid', paid_pence: intent.amountPence, paid_at: deps.now.toISOString() })
        .where('booking_id', '=', bookingId)
        .where('is_organiser', '=', 1)
        .execute();
      await trx
        .insertInto('activity_log')
        .values({ type: 'booking', subject_id: bookingId, actor_id: null, message: `Booking #${bookingId} confirmed`, data: JSON.stringify({ booking_id: bookingId, total_pence: intent.amountPence, payment_status: 'succeeded' }), created_at: deps.now.toISOString() })
        .execute();
    }
    return changed;
  });
  const booking = await findBooking(deps.db, bookingId);
  if (confirmed) {
    await sendConfirmation(deps, bookingId, intent.id);
    if (booking?.is_split === 1) await startSplitCollection(deps, bookingId);
    return;
  }
  if (booking?.status === 'confirmed' || booking?.status === 'cancellation_requested' || booking?.status === 'cancelled') return;
  await refundUnconfirmable(deps, bookingId, intent);
  throw new AppError(409, 'BOOKING_NOT_CONFIRMED_REFUNDED', M.refundedAfterFailure);
}

async function refundUnconfirmable(deps: BookingDeps, bookingId: number, intent: PaymentIntentResult) {
  const charge = await findChargeByReference(deps.db, intent.id);
  await refundAndRecord(deps, {
    bookingId,
    participantId: charge?.participant_id ?? null,
    userId: charge?.user_id ?? null,
    paymentIntentId: intent.id,
    parentPaymentId: charge?.id ?? null,
    amountPence: intent.amountPence,
    idempotencyKey: `booking-${bookingId}-auto-refund`,
  });
  await deps.db.updateTable('bookings').set({ payment_status: 'refunded', updated_at: deps.now.toISOString() }).where('id', '=', bookingId).execute();
  deps.log.warn({ bookingId, intent: intent.id }, 'charge succeeded for a booking that could not be confirmed; refunded in full');
}

/** Ends a hold: the booking is marked failed or expired and its slots are free again. */
export async function releaseHold(deps: BookingDeps, bookingId: number, outcome: 'failed' | 'expired'): Promise<boolean> {
  return writeTransaction(deps.db, deps.engine, async (trx) => {
    const changed = await setBookingStatus(trx, bookingId, { from: ['pending'], to: outcome, paymentStatus: 'failed', now: deps.now, extra: { hold_expires_at: null } });
    if (changed) await releaseClaims(trx, bookingId);
    return changed;
  });
}

async function sendConfirmation(deps: BookingDeps, bookingId: number, paymentReference: string) {
  const row = await deps.db
    .selectFrom('bookings')
    .innerJoin('venues', 'venues.id', 'bookings.venue_id')
    .innerJoin('users', 'users.id', 'bookings.user_id')
    .select(['bookings.id', 'bookings.date', 'bookings.sport', 'bookings.time_slots', 'bookings.starts_at', 'bookings.ends_at', 'bookings.time_zone', 'bookings.total_pence', 'venues.name as venue_name', 'venues.address as venue_address', 'users.name as user_name', 'users.email as user_email'])
    .where('bookings.id', '=', bookingId)
    .executeTakeFirst();
  if (!row) return;
  deps.sendMail(
    confirmationMail(
      {
        id: row.id,
        date: row.date,
        sport: row.sport,
        timeSlots: readJsonList(row.time_slots),
        startsAt: new Date(row.starts_at),
        endsAt: new Date(row.ends_at),
        timeZone: row.time_zone,
        totalPence: row.total_pence,
        paymentReference,
        venueName: row.venue_name,
        venueAddress: row.venue_address,
        playerName: row.user_name,
        playerEmail: row.user_email,
      },
      deps.publicUrl,
    ),
  );
}

async function checkoutAnswer(deps: BookingDeps, bookingId: number, intent: PaymentIntentResult, requiresAction: boolean): Promise<ProcessPaymentResponse> {
  const booking = await deps.db
    .selectFrom('bookings')
    .innerJoin('venues', 'venues.id', 'bookings.venue_id')
    .select(['bookings.id', 'bookings.status', 'bookings.created_at', 'bookings.confirmed_at', 'bookings.venue_id', 'bookings.sport', 'bookings.date', 'bookings.time_slots', 'bookings.total_pence', 'bookings.is_split', 'venues.name as venue_name', 'venues.location as venue_location'])
    .where('bookings.id', '=', bookingId)
    .executeTakeFirstOrThrow();
  return {
    success: true,
    booking: { id: booking.id, status: booking.status, venue_name: booking.venue_name, created_at: booking.created_at },
    payment: {
      amount_pounds: intent.amountPence / 100,
      amount_pence: intent.amountPence,
      payment_intent_id: intent.id,
      payment_method_id: intent.paymentMethodId,
      status: requiresAction ? 'requires_action' : intent.status,
      confirmed_at: booking.confirmed_at,
    },
    booking_context: {
      venue_name: booking.venue_name,
      venue_id: booking.venue_id,
      sport: booking.sport,
      date: booking.date,
      time_slots: readJsonList(booking.time_slots),
      total_amount: booking.total_pence / 100,
      venue_location: booking.venue_location,
    },
    split_payment: { enabled: booking.is_split === 1 },
    requires_action: requiresAction,
    requires_confirmation: requiresAction,
    client_secret: requiresAction ? intent.clientSecret : null,
    payment_intent_id: intent.id,
    publishable_key: deps.provider.publishableKey,
  };
}

/** payment-confirm: after 3-D Secure, ask the provider how the payment ended and settle the booking. */
export async function confirmPayment(deps: BookingDeps, user: SessionUser, paymentIntentId: string): Promise<ProcessPaymentResponse> {
  const charge = await findChargeByReference(deps.db, paymentIntentId);
  const booking = charge?.booking_id ? await findBooking(deps.db, charge.booking_id) : undefined;
  if (!charge || !booking || booking.user_id !== user.id) throw notFound(M.intentNotFound);
  const intent = await deps.provider.retrievePaymentIntent(paymentIntentId);
  if (booking.status === 'confirmed') return checkoutAnswer(deps, booking.id, intent, false);
  if (intent.status === 'requires_action' && booking.status === 'pending') {
    throw new AppError(402, 'AUTHENTICATION_REQUIRED', M.needsAuthentication, { requires_action: true, client_secret: intent.clientSecret, payment_intent_id: intent.id });
  }
  if (intent.status === 'failed' || intent.status === 'canceled') {
    await markCharge(deps, intent, 'failed');
    await releaseHold(deps, booking.id, 'failed');
    throw new AppError(402, paymentFailureCode(intent.failure), paymentFailureMessage(intent.failure ?? { code: 'payment_intent_authentication_failure', declineCode: null, message: '' }), { requires_action: false });
  }
  return settleIntent(deps, user, booking.id, intent);
}

/** A retried checkout with the same key: answer from what already happened, never charge again. */
async function replayAttempt(deps: BookingDeps, user: SessionUser, bookingId: number): Promise<ProcessPaymentResponse> {
  const charge = await deps.db.selectFrom('payments').selectAll().where('booking_id', '=', bookingId).where('kind', '=', 'charge').orderBy('id').executeTakeFirst();
  if (!charge?.provider_reference) throw conflict('This checkout is already being processed.', 'DUPLICATE_REQUEST');
  const intent = await deps.provider.retrievePaymentIntent(charge.provider_reference);
  const booking = await findBooking(deps.db, bookingId);
  if (booking?.status === 'confirmed' || booking?.status === 'cancellation_requested') return checkoutAnswer(deps, bookingId, intent, false);
  if (booking?.status === 'pending') return settleIntent(deps, user, bookingId, intent);
  throw new AppError(402, paymentFailureCode(intent.failure), paymentFailureMessage(intent.failure), { requires_action: false });
}
