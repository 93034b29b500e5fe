import { PAYMENT_MESSAGES as M } from '@app/contracts';
import { isUniqueViolation, readJsonList, writeTransaction } from '@app/db';
import { apportionRefund, zonedTimeToUtc } from '@app/domain';
import { AppError, badRequest, conflict, notFound } from '../../errors/app-error';
import type { SessionUser } from '../auth/session-tokens';
import { ensureCustomer } from '../payment-methods/payment-method-service';
import { paymentFailureCode, paymentFailureMessage } from '../payments/payment-failure-messages';
import { refundAndRecord } from '../payments/payment-ledger';
import { computeVenueDaySlots } from '../venues/availability-service';
import { findVenue } from '../venues/venue-repository';
import type { BookingDeps } from './booking-context';
import { claimsByHour, findBooking, listCharges } from './booking-repository';

/*
 * Changing the hours of a booking (docs/decisions/0009-booking-and-payment-flow.md, Amendments):
 * only the time slots change; hours kept keep the price paid; new hours are priced now and held
 * under the same unique key as a new booking before any money moves. A higher total is charged to
 * the booking's card at once; a lower one is refunded to the card(s) that paid. Bookings shared
 * with friends cannot be changed online.
 */
export async function amendBooking(
  deps: BookingDeps,
  user: SessionUser,
  bookingId: number,
  input: { timeSlots: string[]; date?: string | undefined; sport?: string | undefined },
): Promise<{ differencePence: number }> {
  const booking = await findBooking(deps.db, bookingId);
  if (!booking || booking.user_id !== user.id) throw notFound(M.bookingNotFound);
  if (booking.status !== 'confirmed' || new Date(booking.starts_at).getTime() <= deps.now.getTime()) throw new AppError(409, 'CANNOT_AMEND', M.cannotAmend);
  if (booking.is_split === 1) throw new AppError(409, 'CANNOT_AMEND_SPLIT', 'Bookings shared with friends cannot be changed online. Please contact support.');
  if ((input.date && input.date !== booking.date) || (input.sport && input.sport !== booking.sport)) throw badRequest('Only the time slots of a booking can be changed.', 'ONLY_TIMES');

  const current = readJsonList(booking.time_slots);
  const wanted = [...new Set(input.timeSlots)].sort();
  const added = wanted.filter((time) => !current.includes(time));
  const removed = current.filter((time) => !wanted.includes(time));
  if (added.length === 0 && removed.length === 0) throw badRequest(M.noChanges, 'NO_CHANGES');

  const venue = await findVenue(deps.db, booking.venue_id);
  if (!venue) throw notFound(M.venueMissing);
  const day = await computeVenueDaySlots(deps.db, venue, booking.sport, booking.date, deps.now);
  const addedSlots = added.map((time) => day.slots.find((slot) => slot.time === time));
  if (addedSlots.some((slot) => !slot || !slot.available || slot.pricePence === null)) throw conflict(M.slotTaken, 'SLOT_UNAVAILABLE');
  const held = await deps.db.selectFrom('booking_slots').select(['start_time', 'price_pence']).where('booking_id', '=', booking.id).execute();
  const keptPence = held.filter((claim) => wanted.includes(claim.start_time)).reduce((sum, claim) => sum + claim.price_pence, 0);
  const newTotal = keptPence + addedSlots.reduce((sum, slot) => sum + slot!.pricePence!, 0);
  const difference = newTotal - booking.total_pence;

  // 1. Hold the new hours.
  try {
    await writeTransaction(deps.db, deps.engine, async (trx) => {
      const claims = await claimsByHour(trx, booking.venue_id, booking.sport, booking.date);
      for (const slot of addedSlots as NonNullable<(typeof addedSlots)[number]>[]) {
        const court = Array.from({ length: slot.courtCount }, (_, index) => index + 1).find((number) => !(claims.get(slot.time) ?? []).includes(number));
        if (court === undefined) throw conflict(M.slotTaken, 'SLOT_UNAVAILABLE');
        await trx
          .insertInto('booking_slots')
          .values({ booking_id: booking.id, venue_id: booking.venue_id, sport: booking.sport, date: booking.date, start_time: slot.time, court_number: court, starts_at: slot.startsAt.toISOString(), price_pence: slot.pricePence!, is_special: slot.isSpecial ? 1 : 0 })
          .execute();
      }
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(M.slotTaken, 'SLOT_UNAVAILABLE');
    throw error;
  }
  const undoHold = () => deps.db.deleteFrom('booking_slots').where('booking_id', '=', booking.id).where('start_time', 'in', added.length ? added : ['--']).execute();

  // 2. Settle the difference.
  const payments = await listCharges(deps.db, booking.id);
  const version = payments.filter((payment) => payment.idempotency_key.includes('-amend-')).length + 1;
  const stamp = deps.now.toISOString();
  if (difference > 0) {
    const card = booking.payment_method_id
      ? await deps.db.selectFrom('payment_methods').selectAll().where('id', '=', booking.payment_method_id).where('user_id', '=', user.id).executeTakeFirst()
      : undefined;
    if (!card) {
      await undoHold();
      throw badRequest(M.paymentMethodNotFound, 'PAYMENT_METHOD_NOT_FOUND');
    }
    const key = `booking-${booking.id}-amend-${version}`;
    const intent = await deps.provider.createPaymentIntent({
      amountPence: difference,
      currency: 'gbp',
      customerId: await ensureCustomer(deps.db, deps.provider, user),
      paymentMethodId: card.provider_payment_method_id,
      idempotencyKey: key,
      description: `Change to booking #${booking.id}`,
      metadata: { booking_id: String(booking.id), amendment: String(version) },
    });
    await deps.db
      .insertInto('payments')
      .values({ booking_id: booking.id, user_id: user.id, kind: 'charge', provider: deps.provider.name, provider_reference: intent.id, amount_pence: difference, status: intent.status === 'succeeded' ? 'succeeded' : 'failed', idempotency_key: key, payment_method_id: card.provider_payment_method_id, failure_code: intent.failure?.code ?? null, failure_message: intent.failure?.message ?? null, created_at: stamp, updated_at: stamp })
      .execute();
    if (intent.status !== 'succeeded') {
      // Changes are charged on the spot; a card that wants 3-D Secure here is treated as declined.
      if (intent.status === 'requires_action') await deps.provider.cancelPaymentIntent(intent.id).catch(() => undefined);
      await undoHold();
      const failure = intent.status === 'requires_action' ? { code: 'authentication_required', declineCode: null, message: '' } : intent.failure;
      throw new AppError(402, paymentFailureCode(failure), paymentFailureMessage(failure));
    }
  } else if (difference < 0) {
    const charges = payments.filter((payment) => payment.kind === 'charge' && payment.status === 'succeeded');
    const refundedOf = (chargeId: number) => payments.filter((p) => p.kind === 'refund' && p.parent_payment_id === chargeId && p.status !== 'failed').reduce((sum, p) => sum + p.amount_pence, 0);
    const parts = apportionRefund(-difference, charges.map((charge) => charge.amount_pence - refundedOf(charge.id)));
    for (const [index, charge] of charges.entries()) {
      if (!parts[index] || !charge.provider_reference) continue;
      await refundAndRecord(deps, {
        bookingId: booking.id,
        participantId: charge.participant_id,
        userId: charge.user_id,
        paymentIntentId: charge.provider_reference,
        parentPaymentId: charge.id,
        amountPence: parts[index]!,
        idempotencyKey: `booking-${booking.id}-amend-${version}-refund-${charge.id}`,
      });
    }
  }

  // 3. Let go of the hours no longer wanted and record the new shape of the booking.
  const last = wanted.at(-1)!;
  await writeTransaction(deps.db, deps.engine, async (trx) => {
    if (removed.length) await trx.deleteFrom('booking_slots').where('booking_id', '=', booking.id).where('start_time', 'in', removed).execute();
    await trx
      .updateTable('bookings')
      .set({
        time_slots: JSON.stringify(wanted),
        total_pence: newTotal,
        starts_at: zonedTimeToUtc(booking.date, wanted[0]!, booking.time_zone).toISOString(),
        ends_at: zonedTimeToUtc(booking.date, `${String(Number(last.slice(0, 2)) + 1).padStart(2, '0')}:00`, booking.time_zone).toISOString(),
        updated_at: stamp,
      })
      .where('id', '=', booking.id)
      .execute();
    await trx
      .updateTable('booking_participants')
      .set({ share_pence: newTotal, paid_pence: newTotal })
      .where('booking_id', '=', booking.id)
      .where('is_organiser', '=', 1)
      .execute();
  });
  return { differencePence: difference };
}
