import { formatLondonLongDate, formatLondonMoment, formatLongDate, timeSlotsLabel } from '@app/domain';

/*
 * How e-mails write dates and hours, for every mail that names a booking. The dates are the domain's
 * (packages/domain/src/time/date-labels.ts), the same as on every screen; these are the mails' names
 * for them. Only the hours' '(UK time)' is the mails' own.
 */

/** '2026-11-25' → 'Wednesday 25 November 2026' (the venue's date, read as written). */
export const bookingDateLabel = formatLongDate;

/** ['18:00', '19:00'] → '18:00 - 20:00 (UK time)'. */
export function bookingHoursLabel(timeSlots: readonly string[]): string {
  return `${timeSlotsLabel(timeSlots)} (UK time)`;
}

/** The London date of an instant, as bookingDateLabel writes it: '2026-06-30T23:30:00Z' (BST) is Wednesday 1 July. */
export const londonDateLabel = formatLondonLongDate;

/** An instant as 'Wednesday 25 November at 14:00' in London time; empty when there is none. */
export const londonMoment = formatLondonMoment;
