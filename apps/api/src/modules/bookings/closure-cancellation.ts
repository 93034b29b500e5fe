import { formatPence, PAYMENT_MESSAGES, VENUE_MESSAGES, type AffectedBooking } from '@app/contracts';
import { bookingCode } from '@app/domain';
import { AppError } from '../../errors/app-error';
import type { ServiceDeps } from '../../service-deps';
import { recordActivity } from '../activity/activity-repository';
import { findBookingForMail } from '../mail/booking-mail-repository';
import { bookingDateLabel, bookingHoursLabel } from '../mail/mail-labels';
import { closureCancelledMail } from '../mail/venue-mail-templates';
import {
  LIVE_STATUSES,
  claimBooking,
  isBookingLive,
  releaseBooking,
  type BookingClaim,
} from '../booking-claims/booking-claim';
import { refundablePence, spreadRefund } from '../payments/payment-ledger';
import type { ClosureCancellation } from '../venues/venue-ports';
import { cancelForClosure, payersOf, recordClosureRefunds } from './closure-cancellation-repository';
import { REFUND_PREFIXES } from '../payments/idempotency-keys';
import { notifyVenueOwner } from '../owner-notifications/owner-events';

/*
 * When an owner confirms a closure that meets bookings (docs/decisions/0012, 0051): inside the
 * availability save, each booking's claim is taken and the booking cancelled (keeping nothing) and its
 * hours freed; after it, still under the claim, each is refunded in full through the ledger — spread
 * over its charges, so every payer of a split gets back what they paid — every payer's refund is
 * recorded on their participant, and every payer is e-mailed. A refund the provider refuses is logged
 * and reported; the reconciliation holds the booking to keeping nothing and makes it again.
 */
export const closureCancellation: ClosureCancellation = {
  async cancelInTransaction(trx, bookingIds, now) {
    const cancelled: { id: number; claim: BookingClaim }[] = [];
    for (const bookingId of bookingIds) {
      const claim = await claimBooking(trx, bookingId, LIVE_STATUSES, now);
      if (!claim) {
        // No longer live (cancelled or ended meanwhile): nothing left to close. Held by another
        // operation (a player's edit, a payment, a decision): the save is tried again shortly.
        if (await isBookingLive(trx, bookingId))
          throw new AppError(409, 'BOOKING_BUSY', VENUE_MESSAGES.closureBookingBusy);
        continue;
      }
      if (!(await cancelForClosure(trx, bookingId, claim, now)))
        throw new AppError(409, 'CONFLICT', PAYMENT_MESSAGES.cannotCancel);
      cancelled.push({ id: bookingId, claim });
    }
    return cancelled;
  },

  async refundAndNotify(deps, bookings, venue) {
    const results: { id: number; refundedPence: number; refunded: boolean }[] = [];
    for (const booking of bookings) {
      try {
        results.push(await refundOne(deps, booking, venue));
      } finally {
        await releaseBooking(deps.db, booking.claim);
      }
    }
    return results;
  },
};

async function refundOne(deps: ServiceDeps, booking: AffectedBooking, venue: { id: number; name: string }) {
  const keyPrefix = REFUND_PREFIXES.closure(booking.id);
  let refunds: Awaited<ReturnType<typeof spreadRefund>>['refunds'] = [];
  let refunded = true;
  try {
    const spread = await spreadRefund(deps, {
      bookingId: booking.id,
      amountPence: await refundablePence(deps.db, booking.id, keyPrefix),
      keyPrefix,
    });
    refunds = spread.refunds;
    await recordClosureRefunds(deps.db, booking.id, spread.refundedPence, deps.now);
  } catch (error) {
    refunded = false;
    deps.log.error(
      { err: error, bookingId: booking.id },
      'the refund of a booking cancelled by a closure failed; the reconciliation makes it again',
    );
  }
  const refundedPence = refunds.reduce((sum, { refund }) => sum + refund.amountPence, 0);
  await recordActivity(deps.db, {
    type: 'booking',
    subjectId: booking.id,
    actorId: null,
    message: `Booking ${bookingCode(booking.id)} cancelled: ${venue.name} closed at that time`,
    data: {
      booking_id: booking.id,
      name: venue.name,
      total_pence: booking.amountPence,
      refunded_pence: refundedPence,
      refunded,
      event: refundedPence > 0 ? 'refunded' : 'cancelled',
    },
    at: deps.now,
  });
  await notifyVenueOwner(deps, {
    type: refundedPence > 0 ? 'refunded' : 'cancelled',
    bookingId: booking.id,
    at: deps.now,
    details: { refundPence: refundedPence, reason: `${venue.name} closed at that time` },
    dedupeKey: 'closure',
  });
  const row = await findBookingForMail(deps.db, booking.id);
  if (row) {
    const mail = {
      bookingId: booking.id,
      venueName: venue.name,
      sport: row.sport,
      dateLabel: bookingDateLabel(row.date),
      timeLabel: bookingHoursLabel(booking.timeSlots),
      venueUrl: `${deps.publicUrl}/venue/${venue.id}`,
    };
    for (const payer of await payersOf(deps.db, booking.id)) {
      if (payer.is_organiser !== 1 && payer.paid_pence === 0 && payer.refunded_pence === 0) continue;
      if (payer.is_organiser === 1 && row.deleted_at) continue;
      const mine = (participantId: number | null) =>
        participantId === payer.id || (payer.is_organiser === 1 && participantId === null);
      const back = refunds
        .filter(({ charge }) => mine(charge.participant_id))
        .reduce((sum, { refund }) => sum + refund.amountPence, 0);
      const name = payer.is_organiser === 1 ? row.user_name : (payer.name ?? 'there');
      deps.sendMail({
        to: payer.is_organiser === 1 ? row.user_email : payer.email,
        ...closureCancelledMail({ ...mail, name, refundLabel: back > 0 ? formatPence(back) : null }),
      });
    }
  }
  return { id: booking.id, refundedPence, refunded };
}
