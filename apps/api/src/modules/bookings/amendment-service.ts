import { PAYMENT_MESSAGES as M } from '@app/contracts';
import { bookingCode } from '@app/domain';
import { isUniqueViolation, readJsonList, writeTransaction } from '@app/db';
import { AppError, badRequest, conflict, notFound } from '../../errors/app-error';
import { failpoint } from '../../failpoints';
import type { ServiceDeps } from '../../service-deps';
import type { SessionUser } from '../auth/session-tokens';
import { ensureCustomer, findUsableMethod } from '../payment-methods/payment-method-service';
import { paymentFailureCode, paymentFailureMessage } from '../payments/payment-failure-messages';
import { cancelCharge, chargeAndRecord, spreadRefund, type RecordedCharge } from '../payments/payment-ledger';
import { ProviderRequestError } from '../payments/payment-provider';
import { readVenueDay } from '../venues/availability-service';
import { finishAmendment, giveBackLateCharge, recoverAmendment, undoAmendment } from './amendment-journal';
import { ANY_STATUS, CLAIM_STALE_MS, claimBooking, releaseBooking } from '../booking-claims/booking-claim';
import { insertAmendment, listOpenAmendments, listStaleClaims, type AmendmentRow } from './amendment-repository';
import { findBooking, listClaims } from './booking-repository';
import { bookableSlots, claimCourts } from './slot-claims';
import { bookingForMail, changeReceiptMail } from './booking-mails';
import { findBookingForMail } from '../mail/booking-mail-repository';
import { IDEMPOTENCY_KEYS, REFUND_PREFIXES } from '../payments/idempotency-keys';

/*
 * Changing the hours of a booking (docs/decisions/0009-booking-and-payment-flow.md, Amendments, and
 * 0025-edit-claim.md): only the time slots change; hours kept keep the price paid; new hours are
 * priced now and held under the same unique key as a new booking before any money moves. A higher
 * total is charged to the booking's card at once; a lower one is refunded to the card(s) that paid.
 * Bookings shared with friends cannot be changed online.
 *
 * An edit holds its booking from start to end with a claim on the booking row, so two edits (or an
 * edit and a cancellation) never interleave; a second edit meanwhile is told to try again. What the
 * edit changes is journalled before any money moves, and every failure undoes every hour it held.
 * A claim left by a crashed server goes stale after EDIT_CLAIM_STALE_MS; the next edit, or the
 * periodic recovery, finishes or undoes that edit from the journal and the ledger first.
 */
export const EDIT_CLAIM_STALE_MS = CLAIM_STALE_MS;

/** Raised when the money of an edit is in an unknown state: the journal stays open for the recovery. */
class LeftForRecovery extends Error {}

export async function amendBooking(
  deps: ServiceDeps,
  user: SessionUser,
  bookingId: number,
  input: { timeSlots: string[]; date?: string | undefined; sport?: string | undefined },
): Promise<{ differencePence: number }> {
  const booking = await findBooking(deps.db, bookingId);
  if (!booking || booking.user_id !== user.id) throw notFound(M.bookingNotFound);
  if (booking.status !== 'confirmed' || new Date(booking.starts_at).getTime() <= deps.now.getTime())
    throw new AppError(409, 'CANNOT_AMEND', M.cannotAmend);
  if (booking.is_split === 1) throw new AppError(409, 'CANNOT_AMEND_SPLIT', M.cannotAmendSplit);
  if ((input.date && input.date !== booking.date) || (input.sport && input.sport !== booking.sport))
    throw badRequest(M.onlyTimesChange, 'ONLY_TIMES');

  // The booking's claim, only while it is confirmed: a closure or a decision that got there first wins.
  const claim = await claimBooking(deps.db, booking.id, ['confirmed'], deps.now);
  if (!claim) {
    if ((await findBooking(deps.db, booking.id))?.status !== 'confirmed')
      throw new AppError(409, 'CANNOT_AMEND', M.cannotAmend);
    throw new AppError(409, 'BOOKING_BUSY', M.bookingBeingChanged);
  }
  try {
    // A claim taken over from a crashed edit: that edit is finished or undone first.
    for (const open of await listOpenAmendments(deps.db, booking.id)) await recoverAmendment(deps, open);
    const result = await amendClaimed(deps, user, booking.id, input.timeSlots);
    await sendChangeReceipt(deps, booking.id, result.differencePence);
    return result;
  } catch (error) {
    if (error instanceof LeftForRecovery) throw new AppError(502, 'PAYMENT_PROVIDER_ERROR', M.processingError);
    throw error;
  } finally {
    await releaseBooking(deps.db, claim).catch((error: unknown) =>
      deps.log.error({ err: error, bookingId }, 'could not release an edit claim'),
    );
  }
}

/** The receipt e-mail (issue 15 §5); a mail failure never undoes a settled edit. */
async function sendChangeReceipt(deps: ServiceDeps, bookingId: number, differencePence: number): Promise<void> {
  const row = await findBookingForMail(deps.db, bookingId);
  if (row) deps.sendMail(changeReceiptMail(bookingForMail(row), deps.publicUrl, differencePence));
}

type BookingRow = NonNullable<Awaited<ReturnType<typeof findBooking>>>;

/**
 * The price of new hours for a booking — the one home of the rule, used by the edit and by its
 * quote: hours kept keep the price paid, new hours are priced now (and must be free).
 */
async function priceEdit(deps: Pick<ServiceDeps, 'db' | 'engine' | 'now'>, booking: BookingRow, timeSlots: string[]) {
  const current = readJsonList(booking.time_slots);
  const wanted = [...new Set(timeSlots)].sort();
  const added = wanted.filter((time) => !current.includes(time));
  const removed = current.filter((time) => !wanted.includes(time));
  if (added.length === 0 && removed.length === 0) throw badRequest(M.noChanges, 'NO_CHANGES');

  const found = await readVenueDay(deps.db, deps.engine, booking.venue_id, booking.sport, booking.date, deps.now);
  if (!found) throw notFound(M.venueMissing);
  const day = await found.day();
  const addedSlots = bookableSlots(day.slots, added);
  const held = await listClaims(deps.db, booking.id);
  const keptPence = held
    .filter((claim) => wanted.includes(claim.start_time))
    .reduce((sum, claim) => sum + claim.price_pence, 0);
  const newTotal = keptPence + addedSlots.reduce((sum, slot) => sum + slot.pricePence, 0);
  return { current, wanted, addedSlots, newTotal, difference: newTotal - booking.total_pence };
}

/**
 * What an edit to these hours would cost or give back, before anything is saved or moves (issue 15
 * §5): the same checks and pricing as the edit itself, nothing held.
 */
export async function quoteAmendment(
  deps: Pick<ServiceDeps, 'db' | 'engine' | 'now'>,
  user: SessionUser,
  bookingId: number,
  timeSlots: string[],
): Promise<{ currentTotalPence: number; newTotalPence: number; differencePence: number }> {
  const booking = await findBooking(deps.db, bookingId);
  if (!booking || booking.user_id !== user.id) throw notFound(M.bookingNotFound);
  if (booking.status !== 'confirmed' || new Date(booking.starts_at).getTime() <= deps.now.getTime())
    throw new AppError(409, 'CANNOT_AMEND', M.cannotAmend);
  if (booking.is_split === 1) throw new AppError(409, 'CANNOT_AMEND_SPLIT', M.cannotAmendSplit);
  const { newTotal, difference } = await priceEdit(deps, booking, timeSlots);
  return { currentTotalPence: booking.total_pence, newTotalPence: newTotal, differencePence: difference };
}

/** The edit, with the booking claimed: price, hold, journal, settle the money, then finish or undo. */
async function amendClaimed(
  deps: ServiceDeps,
  user: SessionUser,
  bookingId: number,
  timeSlots: string[],
): Promise<{ differencePence: number }> {
  const booking = await findBooking(deps.db, bookingId);
  if (!booking || booking.status !== 'confirmed' || new Date(booking.starts_at).getTime() <= deps.now.getTime())
    throw new AppError(409, 'CANNOT_AMEND', M.cannotAmend);
  const { current, wanted, addedSlots, newTotal, difference } = await priceEdit(deps, booking, timeSlots);

  // 1. Journal the edit and hold the new hours, together.
  let amendment: AmendmentRow;
  try {
    amendment = await writeTransaction(deps.db, deps.engine, async (trx) => {
      const row = await insertAmendment(trx, {
        bookingId: booking.id,
        timesBefore: current,
        timesAfter: wanted,
        totalBeforePence: booking.total_pence,
        totalAfterPence: newTotal,
        now: deps.now,
      });
      await claimCourts(
        trx,
        { id: booking.id, venueId: booking.venue_id, sport: booking.sport, date: booking.date },
        addedSlots,
      );
      return row;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(M.slotTaken, 'SLOT_UNAVAILABLE');
    throw error;
  }
  await deps.invalidatePublicReads({ venueId: booking.venue_id });
  failpoint('amendment.held');

  // 2. Settle the difference; any refusal undoes the edit.
  try {
    if (difference > 0) await chargeDifference(deps, user, booking.payment_method_id, amendment, difference);
    else if (difference < 0) await refundDifference(deps, amendment, -difference);
  } catch (error) {
    if (!(error instanceof LeftForRecovery)) await undoAmendment(deps, amendment);
    throw error;
  }
  failpoint('amendment.settled');

  // 3. Let go of the hours no longer wanted and record the new shape of the booking.
  if (!(await finishAmendment(deps, amendment))) {
    // Only when this edit ran past the stale limit and a recovery undid it, or the booking was
    // cancelled, meanwhile: the booking does not keep this edit's money.
    await giveBackLateCharge(deps, amendment, difference);
    throw new AppError(409, 'BOOKING_BUSY', M.bookingBeingChanged);
  }
  return { differencePence: difference };
}

async function chargeDifference(
  deps: ServiceDeps,
  user: SessionUser,
  paymentMethodId: number | null,
  amendment: AmendmentRow,
  amountPence: number,
): Promise<void> {
  const card = paymentMethodId ? await findUsableMethod(deps.db, user.id, paymentMethodId) : undefined;
  if (!card) throw badRequest(M.paymentMethodNotFound, 'PAYMENT_METHOD_NOT_FOUND');
  let charged: RecordedCharge;
  try {
    charged = await chargeAndRecord(deps, {
      bookingId: amendment.booking_id,
      participantId: null,
      userId: user.id,
      amountPence,
      customerId: await ensureCustomer(deps.db, deps.provider, user),
      paymentMethodId: card.provider_payment_method_id,
      idempotencyKey: IDEMPOTENCY_KEYS.amendment(amendment),
      description: `Change to booking ${bookingCode(amendment.booking_id)}`,
      metadata: { booking_id: String(amendment.booking_id), amendment: String(amendment.id) },
    });
  } catch (error) {
    deps.log.error({ err: error, bookingId: amendment.booking_id }, 'charging the change to a booking failed');
    if (error instanceof ProviderRequestError) throw new AppError(402, 'PAYMENT_FAILED', M.genericFailure);
    throw new LeftForRecovery();
  }
  const { intent } = charged;
  if (intent.status === 'succeeded') return;
  // Changes are charged on the spot; a card that wants 3-D Secure here is treated as declined.
  if (intent.status === 'requires_action' || intent.status === 'processing') {
    const stopped = await cancelCharge(deps, intent.id).catch(() => null);
    if (stopped?.status === 'succeeded') return;
    if (!stopped) throw new LeftForRecovery();
  }
  const failure =
    intent.status === 'requires_action'
      ? { code: 'authentication_required', declineCode: null, message: '' }
      : intent.failure;
  throw new AppError(402, paymentFailureCode(failure), paymentFailureMessage(failure));
}

async function refundDifference(deps: ServiceDeps, amendment: AmendmentRow, amountPence: number): Promise<void> {
  try {
    await spreadRefund(deps, {
      bookingId: amendment.booking_id,
      amountPence,
      keyPrefix: REFUND_PREFIXES.amendment(amendment),
    });
  } catch (error) {
    deps.log.error({ err: error, bookingId: amendment.booking_id }, 'refunding the change to a booking failed');
    if (error instanceof ProviderRequestError) throw new AppError(402, 'PAYMENT_FAILED', M.genericFailure);
    // Some refunds may have gone through: the recovery makes the rest under the same keys.
    throw new LeftForRecovery();
  }
}

/**
 * The periodic recovery of claims a crash left: each stale claim is taken over, its open edits
 * finished or undone, and the claim let go.
 */
export async function recoverStaleEdits(deps: ServiceDeps): Promise<{ recovered: number }> {
  const staleBefore = new Date(deps.now.getTime() - EDIT_CLAIM_STALE_MS);
  let recovered = 0;
  for (const { id } of await listStaleClaims(deps.db, staleBefore, 100)) {
    // Any claim a crash left, in whatever state the booking is: an edit's journal is finished or
    // undone; what another operation left of the money, the reconciliation repairs after this.
    const claim = await claimBooking(deps.db, id, ANY_STATUS, deps.now);
    if (!claim) continue;
    try {
      for (const open of await listOpenAmendments(deps.db, id)) {
        await recoverAmendment(deps, open);
        recovered += 1;
      }
    } finally {
      await releaseBooking(deps.db, claim);
    }
  }
  return { recovered };
}
