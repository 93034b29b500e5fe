import { ANALYTICS_DAYS } from '@app/contracts';
import { addDays, dayOfWeek, toZonedParts } from '../time/zoned-time';

/*
 * The periods and ratios of the owner's Overview (owner-admin.md §3 Dashboard analytics;
 * docs/decisions/0012). Weeks run Sunday to Saturday and months are calendar months, both in the
 * venue's zone, so a booking at 00:30 on a Sunday in summer time belongs to that Sunday's week even
 * though it is still Saturday in UTC.
 */

export interface AnalyticsPeriods {
  today: string;
  week: { start: string; end: string };
  month: { start: string; end: string };
  /** The first day of the daily figures: 8 weeks of days ending today. */
  dailyFrom: string;
}

export function analyticsPeriods(now: Date, timeZone: string): AnalyticsPeriods {
  const today = toZonedParts(now, timeZone).date;
  const weekStart = addDays(today, -dayOfWeek(today));
  const monthStart = `${today.slice(0, 8)}01`;
  const nextMonth =
    today.slice(5, 7) === '12'
      ? `${Number(today.slice(0, 4)) + 1}-01-01`
      : `${today.slice(0, 5)}${String(Number(today.slice(5, 7)) + 1).padStart(2, '0')}-01`;
  return {
    today,
    week: { start: weekStart, end: addDays(weekStart, 6) },
    month: { start: monthStart, end: addDays(nextMonth, -1) },
    dailyFrom: addDays(today, -(ANALYTICS_DAYS - 1)),
  };
}

/** Every date from `start` to `end`, both included. */
export function datesBetween(start: string, end: string): string[] {
  const dates: string[] = [];
  for (let date = start; date <= end; date = addDays(date, 1)) dates.push(date);
  return dates;
}

/** Booked over open court-hours as a percentage with one decimal; null when nothing was open. */
export function utilisationPercent(bookedCourtHours: number, openCourtHours: number): number | null {
  if (openCourtHours <= 0) return null;
  return Math.round((Math.min(bookedCourtHours, openCourtHours) * 1000) / openCourtHours) / 10;
}
