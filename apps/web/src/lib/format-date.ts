import { VENUE_TIME_ZONE } from '@app/contracts';

/*
 * Booking dates are plain 'YYYY-MM-DD' venue dates. They are formatted at noon UTC with timeZone UTC so
 * the day never shifts, whatever zone the browser is in. Hours are written by the domain's
 * `timeSlotsLabel` / `slotRange` / `timeRange`, the same as in e-mails.
 */
const longDate = new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

function noonUtc(date: string): number | null {
  const [year, month, day] = date.split('-').map(Number);
  if (!year || !month || !day) return null;
  return Date.UTC(year, month - 1, day, 12);
}

/** '2026-11-25' → 'Wednesday 25 November 2026' (checkout's en-GB long format, player.md §9). */
export function formatLongDate(date: string): string {
  const instant = noonUtc(date);
  if (instant === null) return date;
  // Built from parts: some ICU versions put a comma after the weekday, the spec's format has none.
  const parts = Object.fromEntries(longDate.formatToParts(instant).map((part) => [part.type, part.value]));
  return `${parts.weekday} ${parts.day} ${parts.month} ${parts.year}`;
}

/** A 'YYYY-MM-DD' venue date for people to read, in the browser's locale (player.md §9). */
export function formatVenueDate(date: string, options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' }): string {
  const instant = noonUtc(date);
  if (instant === null) return date;
  return new Intl.DateTimeFormat(undefined, { ...options, timeZone: 'UTC' }).format(instant);
}

/** An ISO instant as London wall-clock date and time, e.g. '21 Nov 2026, 14:05'. */
export function formatLondonDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return iso;
  return new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: VENUE_TIME_ZONE }).format(instant);
}
