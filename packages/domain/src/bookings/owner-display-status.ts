import {
  bookingDisplayStatus,
  sharesPendingLine,
  type BookingDisplayStatus,
  type DisplayStatusInput,
} from './display-status';

/**
 * How a booking reads in the owner's Bookings tab: the player's status (same code, label and colour,
 * so both sides agree) described from the venue's side.
 */
const OWNER_DESCRIPTIONS: Partial<Record<BookingDisplayStatus['code'], string>> = {
  cancellation_requested: 'The player has asked to cancel; the request awaits a decision',
  pending: 'The player is completing payment',
  rejected: 'A cancellation request was declined; the booking stands',
};

export function ownerBookingDisplayStatus(
  booking: DisplayStatusInput,
  now: Date,
): Pick<BookingDisplayStatus, 'code' | 'label' | 'description' | 'color'> {
  const status = bookingDisplayStatus(booking, now);
  const description =
    status.code === 'confirmed'
      ? status.description === 'In progress'
        ? 'Being played now'
        : (sharesPendingLine(booking.shares) ?? 'Confirmed and paid')
      : status.code === 'cancelled' && status.label === 'Cancelled'
        ? status.description
        : (OWNER_DESCRIPTIONS[status.code] ?? status.description);
  return { code: status.code, label: status.label, description, color: status.color };
}
