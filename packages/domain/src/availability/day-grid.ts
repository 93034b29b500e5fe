import { FIRST_SLOT_HOUR, LAST_SLOT_HOUR } from '@app/contracts';
import { dayOfWeek, formatHour, minutesOfDay, toZonedParts, zonedTimeToUtc } from '../time/zoned-time';
import type { DaySlotsInput, ScheduleDay } from './availability-types';

/*
 * Which hours a day's slot list shows (docs/decisions/0056): the default grid, 08:00–21:00 starts,
 * widened to every whole hour the venue opens that day, from 00:00 to 23:00 starts (closing at 24:00).
 * A venue that keeps to 08:00–22:00 shows the spec's 14 slots, closed ones included, as before; one open
 * 06:00–23:00 on Fridays shows 06:00–22:00 starts on Fridays. An hour the clocks skip (01:00 on the
 * spring-forward day in London) does not exist, so it is left out; the hour the clocks repeat
 * (01:00 on the fall-back day) is one slot, starting at its first occurrence.
 */

export interface Window {
  start: number; // minutes since midnight
  end: number;
}

/** A local time span; an end of '00:00' or '24:00' is midnight at the end of the day. */
export const windowOf = (start: string, end: string): Window => ({
  start: minutesOfDay(start),
  end: end === '00:00' ? 24 * 60 : minutesOfDay(end),
});

export function scheduleFor(
  input: Pick<DaySlotsInput, 'date' | 'generalSchedule' | 'sportSchedule'>,
): ScheduleDay | undefined {
  const weekday = dayOfWeek(input.date);
  const schedule = input.sportSchedule.length > 0 ? input.sportSchedule : input.generalSchedule;
  return schedule.find((day) => day.dayOfWeek === weekday);
}

/** The first and last start hour a window sells: the whole hours it fully covers. */
function sellableHours(window: Window): { first: number; last: number } | null {
  const first = Math.ceil(window.start / 60);
  const last = Math.floor(window.end / 60) - 1;
  return first <= last ? { first: Math.max(0, first), last: Math.min(23, last) } : null;
}

/** Whether a wall-clock hour exists on that date in the zone (not skipped by the clocks going forward). */
export function hourExists(date: string, hour: number, timeZone: string): boolean {
  const time = formatHour(hour);
  const parts = toZonedParts(zonedTimeToUtc(date, time, timeZone), timeZone);
  return parts.date === date && parts.time === time;
}

/** The start hours (0–23) of a day's slots, in order. */
export function dayGridHours(
  input: Pick<DaySlotsInput, 'date' | 'sport' | 'timeZone' | 'generalSchedule' | 'sportSchedule' | 'specialDates'>,
): number[] {
  let first = FIRST_SLOT_HOUR;
  let last = LAST_SLOT_HOUR;
  const widen = (window: Window) => {
    const hours = sellableHours(window);
    if (!hours) return;
    first = Math.min(first, hours.first);
    last = Math.max(last, hours.last);
  };
  const day = scheduleFor(input);
  if (day?.isOpen) widen(windowOf(day.openTime, day.closeTime));
  for (const special of input.specialDates)
    if (special.available && special.date === input.date && (special.sport === null || special.sport === input.sport))
      widen(windowOf(special.startTime, special.endTime));
  const hours: number[] = [];
  for (let hour = first; hour <= last; hour += 1) if (hourExists(input.date, hour, input.timeZone)) hours.push(hour);
  return hours;
}
