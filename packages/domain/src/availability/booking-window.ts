import { BOOKING_WINDOW_DAYS } from '@app/contracts';
import { addDays, toZonedParts } from '../time/zoned-time';

/** Bookable dates: today to today + 30 days, in the venue's zone. */
export function bookingWindow(now: Date, timeZone: string): { first: string; last: string } {
  const today = toZonedParts(now, timeZone).date;
  return { first: today, last: addDays(today, BOOKING_WINDOW_DAYS) };
}

export function isWithinBookingWindow(date: string, now: Date, timeZone: string): boolean {
  const { first, last } = bookingWindow(now, timeZone);
  return date >= first && date <= last;
}
