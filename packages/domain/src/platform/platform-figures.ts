import { toZonedParts } from '../time/zoned-time';

/*
 * The admin Overview's figures (owner-admin.md §3 System health; docs/decisions/0016): bookings
 * count on the London day they were confirmed, revenue is card money taken less money refunded on
 * the London day it moved. Pure: the caller reads the rows and the clock.
 */

export interface BookingEvent {
  /** When the booking was confirmed (an ISO instant). */
  at: string;
}

export interface MoneyEvent {
  at: string;
  kind: 'charge' | 'refund';
  amountPence: number;
}

export interface DayFigures {
  date: string;
  bookings: number;
  revenuePence: number;
}

/** Figures for each of `dates` (London dates, in order); events on other days are left out. */
export function platformDailyFigures(
  dates: readonly string[],
  bookings: readonly BookingEvent[],
  money: readonly MoneyEvent[],
  timeZone: string,
): DayFigures[] {
  const byDate = new Map(dates.map((date) => [date, { date, bookings: 0, revenuePence: 0 }]));
  for (const booking of bookings) {
    const day = byDate.get(toZonedParts(new Date(booking.at), timeZone).date);
    if (day) day.bookings += 1;
  }
  for (const movement of money) {
    const day = byDate.get(toZonedParts(new Date(movement.at), timeZone).date);
    if (day) day.revenuePence += movement.kind === 'charge' ? movement.amountPence : -movement.amountPence;
  }
  return [...byDate.values()];
}

/** Totals of the days from `from` (a London date) on. */
export function sumFiguresFrom(days: readonly DayFigures[], from: string): { bookings: number; revenuePence: number } {
  return days
    .filter((day) => day.date >= from)
    .reduce(
      (sum, day) => ({ bookings: sum.bookings + day.bookings, revenuePence: sum.revenuePence + day.revenuePence }),
      { bookings: 0, revenuePence: 0 },
    );
}
