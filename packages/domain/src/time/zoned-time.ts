/*
 * The one module that does time-zone arithmetic. Venues keep local dates ('YYYY-MM-DD') and hours
 * ('HH:MM') in their IANA zone (Europe/London); the system stores instants in UTC. Nothing here reads
 * the clock: callers pass `now` in.
 */

const partsFormatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = partsFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    partsFormatters.set(timeZone, formatter);
  }
  return formatter;
}

export interface ZonedParts {
  date: string; // YYYY-MM-DD
  time: string; // HH:MM
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

/**
 * The local calendar date and wall-clock time of an instant in a zone. Every instant within one UTC
 * minute has the same parts (zones have moved by whole minutes since well before 1980), and Intl
 * formatting is slow — `now` is converted several times per request — so each zone's parts are
 * remembered per minute from 1980 on (a pure function: the same minute always gives the same parts).
 */
export function toZonedParts(instant: Date, timeZone: string): ZonedParts {
  const ms = instant.getTime();
  if (!(ms >= WHOLE_MINUTE_OFFSETS_FROM)) return computeZonedParts(instant, timeZone);
  const key = `${timeZone}|${Math.floor(ms / 60_000)}`;
  const known = partsCache.get(key);
  if (known) return { ...known };
  const parts = computeZonedParts(instant, timeZone);
  if (partsCache.size >= PARTS_CACHE_LIMIT) partsCache.delete(partsCache.keys().next().value!);
  partsCache.set(key, parts);
  return { ...parts };
}

const WHOLE_MINUTE_OFFSETS_FROM = Date.UTC(1980, 0, 1);
const PARTS_CACHE_LIMIT = 20_000;
const partsCache = new Map<string, ZonedParts>();

function computeZonedParts(instant: Date, timeZone: string): ZonedParts {
  const parts: Record<string, string> = {};
  for (const part of formatterFor(timeZone).formatToParts(instant)) parts[part.type] = part.value;
  const year = Number(parts.year);
  const month = Number(parts.month);
  const day = Number(parts.day);
  const hour = Number(parts.hour);
  const minute = Number(parts.minute);
  return {
    year,
    month,
    day,
    hour,
    minute,
    date: `${parts.year}-${parts.month}-${parts.day}`,
    time: `${parts.hour}:${parts.minute}`,
  };
}

function offsetMinutesAt(instant: Date, timeZone: string): number {
  const p = toZonedParts(instant, timeZone);
  const seconds = instant.getUTCSeconds();
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, seconds);
  return Math.round((asUtc - instant.getTime()) / 60_000);
}

/**
 * The UTC instant of a local wall-clock time. On the spring-forward day a time in the gap (01:30 in
 * London) maps to the instant one hour later; on the fall-back day an ambiguous time takes the first
 * (summer-time) occurrence.
 */
export function zonedTimeToUtc(date: string, time: string, timeZone: string): Date {
  // Intl formatting is slow and the same venue dates are asked for again and again, so answers are
  // remembered (a pure function: the same inputs always give the same instant).
  const key = `${timeZone}|${date}|${time.slice(0, 5)}`;
  const known = instantCache.get(key);
  if (known !== undefined) return new Date(known);
  const instant = computeZonedTimeToUtc(date, time, timeZone);
  if (instantCache.size >= INSTANT_CACHE_LIMIT) instantCache.delete(instantCache.keys().next().value!);
  instantCache.set(key, instant.getTime());
  return instant;
}

const INSTANT_CACHE_LIMIT = 20_000;
const instantCache = new Map<string, number>();

function computeZonedTimeToUtc(date: string, time: string, timeZone: string): Date {
  const [y, m, d] = parseDate(date);
  const [hh, mm] = parseTime(time);
  const naive = Date.UTC(y, m - 1, d, hh, mm);
  // The zone's offset twelve hours either side gives the one or two candidate instants.
  const offsetBefore = offsetMinutesAt(new Date(naive - 12 * 3_600_000), timeZone);
  const offsetAfter = offsetMinutesAt(new Date(naive + 12 * 3_600_000), timeZone);
  const candidates = [naive - offsetBefore * 60_000, naive - offsetAfter * 60_000].sort((a, b) => a - b);
  const wanted = `${date} ${time.slice(0, 5)}`;
  const matching = candidates.find((candidate) => {
    const parts = toZonedParts(new Date(candidate), timeZone);
    return `${parts.date} ${parts.time}` === wanted;
  });
  // No match means the time falls in the spring-forward gap: use the pre-transition offset.
  return new Date(matching ?? naive - offsetBefore * 60_000);
}

export function parseDate(date: string): [number, number, number] {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) throw new RangeError(`Not a YYYY-MM-DD date: ${date}`);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

export function parseTime(time: string): [number, number] {
  const match = /^(\d{2}):(\d{2})/.exec(time);
  if (!match) throw new RangeError(`Not an HH:MM time: ${time}`);
  return [Number(match[1]), Number(match[2])];
}

/** Minutes since local midnight of an 'HH:MM' time. */
export function minutesOfDay(time: string): number {
  const [hh, mm] = parseTime(time);
  return hh * 60 + mm;
}

export function isValidDate(date: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return false;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const probe = new Date(Date.UTC(y, m - 1, d));
  return probe.getUTCFullYear() === y && probe.getUTCMonth() === m - 1 && probe.getUTCDate() === d;
}

/** Calendar arithmetic on local dates; independent of any zone. */
export function addDays(date: string, days: number): string {
  const [y, m, d] = parseDate(date);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** 0 = Sunday … 6 = Saturday, as the spec's schedules count. */
export function dayOfWeek(date: string): number {
  const [y, m, d] = parseDate(date);
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay();
}

/** Whole days from `from` to `to` (both local dates). */
export function daysBetween(from: string, to: string): number {
  const [y1, m1, d1] = parseDate(from);
  const [y2, m2, d2] = parseDate(to);
  return Math.round((Date.UTC(y2, m2 - 1, d2) - Date.UTC(y1, m1 - 1, d1)) / 86_400_000);
}

export function formatHour(hour: number): string {
  return `${String(hour).padStart(2, '0')}:00`;
}
