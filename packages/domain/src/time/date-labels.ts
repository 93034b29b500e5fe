import { VENUE_TIME_ZONE } from '@app/contracts';
import { toZonedParts } from './zoned-time';

/*
 * How the product writes dates for people, on every screen and in every e-mail. Two kinds of date:
 *   - a venue date ('YYYY-MM-DD', already a London calendar date): written as it reads, formatted at
 *     noon UTC with timeZone UTC so no zone, the browser's included, ever moves it to another day;
 *   - an instant (an ISO string): written as London wall-clock time (VENUE_TIME_ZONE), GMT or BST.
 * Formatters are made on first use and kept: building an Intl.DateTimeFormat loads the locale's data,
 * which costs far more than formatting with it (at module load it cost a phone ~20 ms, issue 15 §1).
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

function instantOf(iso: string): Date | null {
  const instant = new Date(iso);
  return Number.isNaN(instant.getTime()) ? null : instant;
}

/** '2026-11-25' → 'Wednesday 25 November 2026': a booking's date (en-GB long format, player.md §9). */
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
 * A venue date in `locale` ('2026-11-25' → '25 Nov 2026' in en-GB with the default options). Without
 * a locale, the runtime's own: in a browser, the reader's (venue pages use it, player.md §9).
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

/** Two venue dates as a span, '24 Nov 2026 – 26 Nov 2026', or the one date when they are the same day. */
export function formatVenueDateRange(
  start: string,
  end: string,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' },
  locale?: string,
): string {
  const first = formatVenueDate(start, options, locale);
  return start === end ? first : `${first} – ${formatVenueDate(end, options, locale)}`;
}

/** An instant's London date, e.g. '21 Nov 2026' (admin tables and the activity feed). */
export function formatLondonDate(iso: string): string {
  const instant = instantOf(iso);
  if (!instant) return iso;
  return formatter('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: VENUE_TIME_ZONE }).format(
    instant,
  );
}

/** An instant's London date in the long format: '2026-06-30T23:30:00Z' is 'Wednesday 1 July 2026' (BST). */
export function formatLondonLongDate(iso: string): string {
  const instant = instantOf(iso);
  if (!instant) return iso;
  return formatLongDate(toZonedParts(instant, VENUE_TIME_ZONE).date);
}

/** An instant as London date and time, e.g. '21 Nov 2026, 14:05'; empty when there is none. */
export function formatLondonDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const instant = instantOf(iso);
  if (!instant) return iso;
  return formatter('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: VENUE_TIME_ZONE }).format(instant);
}

/** An instant as weekday, date and London time, e.g. 'Wednesday 25 November at 14:00'; empty when there is none. */
export function formatLondonMoment(iso: string | null | undefined): string {
  if (!iso) return '';
  const instant = instantOf(iso);
  if (!instant) return iso;
  return formatter('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: VENUE_TIME_ZONE,
  }).format(instant);
}
