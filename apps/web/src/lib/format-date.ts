/*
 * Booking dates are plain 'YYYY-MM-DD' venue dates. They are formatted at noon UTC with timeZone UTC so
 * the day never shifts, whatever zone the browser is in.
 */
const longDate = new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** '2026-11-25' → 'Wednesday 25 November 2026' (checkout's en-GB long format, player.md §9). */
export function formatLongDate(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  if (!year || !month || !day) return date;
  // Built from parts: some ICU versions put a comma after the weekday, the spec's format has none.
  const parts = Object.fromEntries(longDate.formatToParts(Date.UTC(year, month - 1, day, 12)).map((part) => [part.type, part.value]));
  return `${parts.weekday} ${parts.day} ${parts.month} ${parts.year}`;
}

/** '10:00' → '10:00 - 11:00'; hourly slots end on the next hour. */
export function slotRange(time: string): string {
  const hour = Number(time.slice(0, 2));
  return `${time} - ${String(hour + 1).padStart(2, '0')}:00`;
}

/**
 * The hours of a booking as one range when they follow each other ('10:00 - 12:00'), otherwise each
 * hour listed ('10:00 - 11:00, 14:00 - 15:00').
 */
export function timeSlotsLabel(timeSlots: readonly string[]): string {
  const sorted = [...timeSlots].sort();
  if (sorted.length === 0) return '';
  const contiguous = sorted.every((time, index) => index === 0 || Number(time.slice(0, 2)) === Number(sorted[index - 1]!.slice(0, 2)) + 1);
  if (contiguous) return `${sorted[0]} - ${slotRange(sorted[sorted.length - 1]!).slice(-5)}`;
  return sorted.map(slotRange).join(', ');
}

/** An ISO instant as London wall-clock date and time, e.g. '21 Nov 2026, 14:05'. */
export function formatLondonDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return iso;
  return new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/London' }).format(instant);
}
