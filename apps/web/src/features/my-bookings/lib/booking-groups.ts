import type { PlayerBooking } from '@app/contracts';

/** Where a booking belongs in the list (player.md §4 Booking list status). */
type ListStatus = 'upcoming' | 'cancellation_requested' | 'cancelled' | 'completed';

type ClassifiableBooking = Pick<PlayerBooking, 'status' | 'date'> & {
  displayStatus?: Pick<PlayerBooking['displayStatus'], 'code'> | null;
};

/**
 * displayStatus.code decides: confirmed and pending are upcoming; cancellation_requested, cancelled and
 * completed keep their names; any other code (e.g. rejected: the booking stands) is upcoming. Without a
 * display status the stored status and the date decide. `today` is the venue's 'YYYY-MM-DD'.
 */
export function listStatusOf(booking: ClassifiableBooking, today: string): ListStatus {
  const code = booking.displayStatus?.code;
  if (code) {
    if (code === 'cancellation_requested' || code === 'cancelled' || code === 'completed') return code;
    return 'upcoming';
  }
  if (booking.status === 'cancelled') return 'cancelled';
  if (booking.status === 'completed' || booking.date < today) return 'completed';
  if (booking.status === 'cancellation_requested') return 'cancellation_requested';
  return 'upcoming';
}

interface BookingGroups<T> {
  upcoming: T[];
  previous: T[];
}

/** 'Upcoming Bookings' holds upcoming and cancellation requests; 'Previous Bookings' completed and cancelled. */
export function groupBookings<T extends ClassifiableBooking>(bookings: readonly T[], today: string): BookingGroups<T> {
  const groups: BookingGroups<T> = { upcoming: [], previous: [] };
  for (const booking of bookings) {
    const status = listStatusOf(booking, today);
    (status === 'upcoming' || status === 'cancellation_requested' ? groups.upcoming : groups.previous).push(booking);
  }
  // Upcoming soonest first; previous most recent first.
  groups.upcoming.sort((a, b) => a.date.localeCompare(b.date));
  groups.previous.sort((a, b) => b.date.localeCompare(a.date));
  return groups;
}

/** Which buttons a card shows: cancelled and completed bookings only View (player.md §2). */
export function bookingActions(booking: ClassifiableBooking & Pick<PlayerBooking, 'displayStatus'>, today: string) {
  const status = listStatusOf(booking, today);
  const closed = status === 'cancelled' || status === 'completed';
  return { canCancel: !closed && booking.displayStatus.canCancel, canAmend: !closed && booking.displayStatus.canAmend };
}
