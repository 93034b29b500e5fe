import { BOOKING_WINDOW_DAYS, VENUE_TIME_ZONE } from '@app/contracts';

/*
 * Venues are in Europe/London and the API speaks local 'YYYY-MM-DD' dates and 'HH:MM' times. The
 * browser may be anywhere, so "today" and "how long until this slot" are worked out in London time
 * with Intl rather than the browser's own zone.
 */

const dateParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: VENUE_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

function londonWallClock(instantMs: number): WallClock {
  const parts: Record<string, number> = {};
  for (const part of dateParts.formatToParts(new Date(instantMs))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 1,
    day: parts.day ?? 1,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

const pad = (value: number) => String(value).padStart(2, '0');

/** Today's date in London as 'YYYY-MM-DD'. */
export function londonToday(nowMs: number = Date.now()): string {
  const { year, month, day } = londonWallClock(nowMs);
  return `${year}-${pad(month)}-${pad(day)}`;
}

/** Calendar arithmetic on a 'YYYY-MM-DD' date (no zone involved: a date is a date). */
export function addDays(date: string, days: number): string {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const shifted = new Date(Date.UTC(year, month - 1, day + days));
  return `${shifted.getUTCFullYear()}-${pad(shifted.getUTCMonth() + 1)}-${pad(shifted.getUTCDate())}`;
}

/** The booking window the browser assumes before the server has said (today to today + 30). */
export function browserBookingWindow(nowMs: number = Date.now()): { first: string; last: string } {
  const first = londonToday(nowMs);
  return { first, last: addDays(first, BOOKING_WINDOW_DAYS) };
}

/** The instant at which London's wall clock reads `date` `time` ('HH:MM'). */
export function londonInstant(date: string, time: string): number {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  const asIfUtc = Date.UTC(year, month - 1, day, hour, minute);
  // London is UTC+0 or UTC+1; measure the offset at the guess, then once more at the corrected instant
  // so that times next to a clock change land on the right side of it.
  let instant = asIfUtc;
  for (let pass = 0; pass < 2; pass += 1) {
    const wall = londonWallClock(instant);
    const wallAsUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
    instant = asIfUtc - (wallAsUtc - instant);
  }
  return instant;
}

/** A 'YYYY-MM-DD' date for people to read, in the browser's locale (player.md §9). */
export function formatVenueDate(date: string, options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' }): string {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  return new Intl.DateTimeFormat(undefined, { ...options, timeZone: 'UTC' }).format(new Date(Date.UTC(year, month - 1, day, 12)));
}
