import { VENUE_TIME_ZONE } from '@app/contracts';

/*
 * Booking dates are plain 'YYYY-MM-DD' venue dates. They are formatted at noon UTC with timeZone UTC so
 * the day never shifts, whatever zone the browser is in. Hours are written by the domain's
 * `timeSlotsLabel` / `slotRange` / `timeRange`, the same as in e-mails.
 *
 * Formatters are made on first use and kept: building an Intl.DateTimeFormat loads the locale's data,
 * which at module load cost a phone ~20 ms of every page that imports this file (issue 15 §1).
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(locale: string | undefined, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale ?? ''}|${JSON.stringify(options)}`;
  let made = formatters.get(key);
  if (!made) {
    made = new Intl.DateTimeFormat(locale, options);
    formatters.set(key, made);
  }
  return made;
}

function noonUtc(date: string): number | null {
  const [year, month, day] = date.split('-').map(Number);
  if (!year || !month || !day) return null;
  return Date.UTC(year, month - 1, day, 12);
}

/** '2026-11-25' → 'Wednesday 25 November 2026' (checkout's en-GB long format, player.md §9). */
export function formatLongDate(date: string): string {
  const instant = noonUtc(date);
  if (instant === null) return date;
  const longDate = formatter('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  // Built from parts: some ICU versions put a comma after the weekday, the spec's format has none.
  const parts = Object.fromEntries(longDate.formatToParts(instant).map((part) => [part.type, part.value]));
  return `${parts.weekday} ${parts.day} ${parts.month} ${parts.year}`;
}

/**
 * A 'YYYY-MM-DD' venue date for people to read, in the browser's locale (player.md §9), or in
 * `locale` when given (a page rendered on the server: see components/venue-date.tsx).
 */
export function formatVenueDate(
  date: string,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' },
  locale?: string,
): string {
  const instant = noonUtc(date);
  if (instant === null) return date;
  return formatter(locale, { ...options, timeZone: 'UTC' }).format(instant);
}

/** An ISO instant as London wall-clock date and time, e.g. '21 Nov 2026, 14:05'. */
export function formatLondonDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return iso;
  return formatter('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: VENUE_TIME_ZONE }).format(instant);
}
