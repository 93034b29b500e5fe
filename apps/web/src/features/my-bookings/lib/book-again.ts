import type { PlayerBooking } from '@app/contracts';

/** The first date on or after `today` (YYYY-MM-DD) that falls on the same weekday as `date`. */
export function nextSameWeekday(date: string, today: string): string {
  const dayMs = 86_400_000;
  const wanted = new Date(`${date}T12:00:00Z`).getUTCDay();
  const start = new Date(`${today}T12:00:00Z`);
  const ahead = (wanted - start.getUTCDay() + 7) % 7;
  return new Date(start.getTime() + ahead * dayMs).toISOString().slice(0, 10);
}

/**
 * 'Book again' (issue 15 §6): the venue page with the booking's sport and hours chosen, on the same
 * weekday at the earliest from today — a weekly game booked again in two taps. The venue page checks
 * the hours against that day's availability and names any that are taken.
 */
export function bookAgainHref(
  booking: Pick<PlayerBooking, 'venueId' | 'sport' | 'date' | 'timeSlots'>,
  today: string,
): string {
  const params = new URLSearchParams({
    sport: booking.sport,
    date: nextSameWeekday(booking.date, today),
    slots: booking.timeSlots.join(','),
  });
  return `/venue/${booking.venueId}?${params.toString()}`;
}
