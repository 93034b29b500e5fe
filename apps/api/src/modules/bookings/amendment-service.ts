import { PAYMENT_MESSAGES as M } from '@app/contracts';
import { isUniqueViolation, readJsonList, writeTransaction } from '@app/db';
import { AppError, badRequest, conflict, notFound } from '../../errors/app-error';
import type { ServiceDeps } from '../../plugins/app-context';
import type { SessionUser } from '../auth/session-tokens';
import { ensureCustomer, findUsableMethod } from '../payment-methods/payment-method-service';
import { paymentFailureCode, paymentFailureMessage } from '../payments/payment-failure-messages';
import { cancelCharge, chargeAndRecord, spreadRefund, type RecordedCharge } from '../payments/payment-ledger';
import { listBookingPayments } from '../payments/payment-repository';
import { computeVenueDaySlots } from '../venues/availability-service';
import { findVenue } from '../venues/venue-repository';
import { findBooking, listClaims, releaseClaims, reshapeBooking, setOrganiserShare } from './booking-repository';
import { bookableSlots, bookingSpan, claimCourts } from './slot-claims';

/*
 * Changing the hours of a booking (docs/decisions/0009-booking-and-payment-flow.md, Amendments):
 * only the time slots change; hours kept keep the price paid; new hours are priced now and held
 * under the same unique key as a new booking before any money moves. A higher total is charged to
 * the booking's card at once; a lower one is refunded to the card(s) that paid. Bookings shared
 * with friends cannot be changed online.
 */
export async function amendBooking(
  deps: ServiceDeps,
  user: SessionUser,
  bookingId: number,
  input: { timeSlots: string[]; date?: string | undefined; sport?: string | undefined },
): Promise<{ differencePence: number }> {
  const booking = await findBooking(deps.db, bookingId);
  if (!booking || booking.user_id !== user.id) throw notFound(M.bookingNotFound);
  if (booking.status !== 'confirmed' || new Date(booking.starts_at).getTime() <= deps.now.getTime()) throw new AppError(409, 'CANNOT_AMEND', M.cannotAmend);
  if (booking.is_split === 1) throw new AppError(409, 'CANNOT_AMEND_SPLIT', M.cannotAmendSplit);
  if ((input.date && input.date !== booking.date) || (input.sport && input.sport !== booking.sport)) throw badRequest(M.onlyTimesChange, 'ONLY_TIMES');

  const current = readJsonList(booking.time_slots);
  const wanted = [...new Set(input.timeSlots)].sort();
  const added = wanted.filter((time) => !current.includes(time));
  const removed = current.filter((time) => !wanted.includes(time));
  if (added.length === 0 && removed.length === 0) throw badRequest(M.noChanges, 'NO_CHANGES');

  const venue = await findVenue(deps.db, booking.venue_id);
  if (!venue) throw notFound(M.venueMissing);
  const day = await computeVenueDaySlots(deps.db, venue, booking.sport, booking.date, deps.now);
  const addedSlots = bookableSlots(day.slots, added);
  const held = await listClaims(deps.db, booking.id);
  const keptPence = held.filter((claim) => wanted.includes(claim.start_time)).reduce((sum, claim) => sum + claim.price_pence, 0);
  const newTotal = keptPence + addedSlots.reduce((sum, slot) => sum + slot.pricePence, 0);
  const difference = newTotal - booking.total_pence;

  // 1. Hold the new hours.
  try {
    await writeTransaction(deps.db, deps.engine, (trx) => claimCourts(trx, { id: booking.id, venueId: booking.venue_id, sport: booking.sport, date: booking.date }, addedSlots));
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(M.slotTaken, 'SLOT_UNAVAILABLE');
    throw error;
  }
  const undoHold = () => releaseClaims(deps.db, booking.id, added);

  // 2. Settle the difference.
  const version = (await listBookingPayments(deps.db, booking.id)).filter((payment) => payment.idempotency_key.includes('-amend-')).length + 1;
  if (difference > 0) {
    const card = booking.payment_method_id ? await findUsableMethod(deps.db, user.id, booking.payment_method_id) : undefined;
    if (!card) {
      await undoHold();
      throw badRequest(M.paymentMethodNotFound, 'PAYMENT_METHOD_NOT_FOUND');
    }
    let charged: RecordedCharge;
    try {
      charged = await chargeAndRecord(deps, {
        bookingId: booking.id,
        participantId: null,
        userId: user.id,
        amountPence: difference,
        customerId: await ensureCustomer(deps.db, deps.provider, user),
        paymentMethodId: card.provider_payment_method_id,
        idempotencyKey: `booking-${booking.id}-amend-${version}`,
        description: `Change to booking #${booking.id}`,
        metadata: { booking_id: String(booking.id), amendment: String(version) },
      });
    } catch (error) {
      deps.log.error({ err: error, bookingId: booking.id }, 'charging the change to a booking failed');
      await undoHold();
      throw new AppError(502, 'PAYMENT_PROVIDER_ERROR', M.processingError);
    }
    const { intent } = charged;
    if (intent.status !== 'succeeded') {
      // Changes are charged on the spot; a card that wants 3-D Secure here is treated as declined.
      if (intent.status === 'requires_action') await cancelCharge(deps, intent.id).catch(() => undefined);
      await undoHold();
      const failure = intent.status === 'requires_action' ? { code: 'authentication_required', declineCode: null, message: '' } : intent.failure;
      throw new AppError(402, paymentFailureCode(failure), paymentFailureMessage(failure));
    }
  } else if (difference < 0) {
    await spreadRefund(deps, { bookingId: booking.id, amountPence: -difference, keyPrefix: `booking-${booking.id}-amend-${version}` });
  }

  // 3. Let go of the hours no longer wanted and record the new shape of the booking.
  const span = bookingSpan(booking.date, wanted, booking.time_zone);
  await writeTransaction(deps.db, deps.engine, async (trx) => {
    if (removed.length) await releaseClaims(trx, booking.id, removed);
    await reshapeBooking(trx, booking.id, { timeSlots: wanted, totalPence: newTotal, ...span, now: deps.now });
    await setOrganiserShare(trx, booking.id, newTotal);
  });
  return { differencePence: difference };
}
