import { formatPence, PAYMENT_MESSAGES, type AffectedBooking } from '@app/contracts';
import { AppError } from '../../errors/app-error';
import type { ServiceDeps } from '../../plugins/app-context';
import { recordActivity } from '../activity/activity-repository';
import { findBookingForMail } from '../mail/booking-mail-repository';
import { bookingDateLabel, bookingHoursLabel } from '../mail/mail-labels';
import { closureCancelledMail } from '../mail/venue-mail-templates';
import { refundablePence, spreadRefund } from '../payments/payment-ledger';
import { markSplitRefunded } from '../split-payments/split-repository';
import type { ClosureCancellation } from '../venues/venue-ports';
import { cancelForClosure, payersOf } from './closure-cancellation-repository';

/*
 * When an owner confirms a closure that meets bookings (docs/decisions/0012): inside the availability
 * save, each booking is cancelled and its hours freed; after it, each is refunded in full through the
 * ledger — spread over its charges, so every payer of a split gets back what they paid — and every
 * payer is e-mailed. A refund the provider refuses is logged and reported; the booking stays cancelled
 * with the money recorded as kept, for support to refund by hand.
 */
export const closureCancellation: ClosureCancellation = {
  async cancelInTransaction(trx, bookingIds, now) {
    for (const bookingId of bookingIds) {
      // Another request moved it meanwhile (the player cancelled, the booking ended): the owner must look again.
      if (!(await cancelForClosure(trx, bookingId, now))) throw new AppError(409, 'CONFLICT', PAYMENT_MESSAGES.cannotCancel);
    }
  },

  async refundAndNotify(deps, bookings, venue) {
    const results: { id: number; refundedPence: number; refunded: boolean }[] = [];
    for (const booking of bookings) results.push(await refundOne(deps, booking, venue));
    return results;
  },
};

async function refundOne(deps: ServiceDeps, booking: AffectedBooking, venue: { id: number; name: string }) {
  const keyPrefix = `closure-${booking.id}`;
  let refunds: Awaited<ReturnType<typeof spreadRefund>>['refunds'] = [];
  let refunded = true;
  try {
    ({ refunds } = await spreadRefund(deps, { bookingId: booking.id, amountPence: await refundablePence(deps.db, booking.id, keyPrefix), keyPrefix }));
    await markSplitRefunded(deps.db, booking.id);
  } catch (error) {
    refunded = false;
    deps.log.error({ err: error, bookingId: booking.id }, 'the refund of a booking cancelled by a closure failed; refund it by hand');
  }
  const refundedPence = refunds.reduce((sum, { refund }) => sum + refund.amountPence, 0);
  await recordActivity(deps.db, {
    type: 'booking',
    subjectId: booking.id,
    actorId: null,
    message: `Booking #${booking.id} cancelled: ${venue.name} closed at that time`,
    data: { booking_id: booking.id, name: venue.name, total_pence: booking.amountPence, refunded_pence: refundedPence, refunded },
    at: deps.now,
  });
  const row = await findBookingForMail(deps.db, booking.id);
  if (row) {
    const mail = { bookingId: booking.id, venueName: venue.name, sport: row.sport, dateLabel: bookingDateLabel(row.date), timeLabel: bookingHoursLabel(booking.timeSlots), venueUrl: `${deps.publicUrl}/venue/${venue.id}` };
    for (const payer of await payersOf(deps.db, booking.id)) {
      if (payer.is_organiser !== 1 && payer.paid_pence === 0) continue;
      if (payer.is_organiser === 1 && row.deleted_at) continue;
      const mine = (participantId: number | null) => participantId === payer.id || (payer.is_organiser === 1 && participantId === null);
      const back = refunds.filter(({ charge }) => mine(charge.participant_id)).reduce((sum, { refund }) => sum + refund.amountPence, 0);
      const name = payer.is_organiser === 1 ? row.user_name : (payer.name ?? 'there');
      deps.sendMail({ to: payer.is_organiser === 1 ? row.user_email : payer.email, ...closureCancelledMail({ ...mail, name, refundLabel: back > 0 ? formatPence(back) : null }) });
    }
  }
  return { id: booking.id, refundedPence, refunded };
}
