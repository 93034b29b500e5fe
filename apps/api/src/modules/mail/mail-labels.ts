import { timeSlotsLabel, toZonedParts } from '@app/domain';

/*
 * How e-mails write dates and hours, for every mail that names a booking: the venue's date in words,
 * its hours as the domain labels them everywhere, and instants in London time.
 */

// Built once: constructing a DateTimeFormat costs far more than formatting with it.
const DATE_WORDS = new Intl.DateTimeFormat('en-GB', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const LONDON_MOMENT = new Intl.DateTimeFormat('en-GB', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/London',
});

/** '2026-11-25' → 'Wednesday 25 November 2026' (the venue's date, read as written). */
export function bookingDateLabel(date: string): string {
  return DATE_WORDS.format(new Date(`${date}T12:00:00Z`));
}

/** ['18:00', '19:00'] → '18:00 - 20:00 (UK time)'. */
export function bookingHoursLabel(timeSlots: readonly string[]): string {
  return `${timeSlotsLabel(timeSlots)} (UK time)`;
}

/** The London date of an instant, as bookingDateLabel writes it: '2026-11-28T23:30:00Z' in BST is the 29th. */
export function londonDateLabel(iso: string): string {
  return bookingDateLabel(toZonedParts(new Date(iso), 'Europe/London').date);
}

/** An instant as 'Wednesday 25 November, 14:00' in London time; empty when there is none. */
export function londonMoment(iso: string | null): string {
  if (!iso) return '';
  return LONDON_MOMENT.format(new Date(iso));
}
