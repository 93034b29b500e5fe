import { formatPence, type Availability } from '@app/contracts';
import { timeRange } from '@app/domain';

/*
 * What an admin reads on a venue's approval card (issue 30 §6): its week in a few lines, and its prices
 * and courts per sport, so a venue is approved knowing what players will be offered.
 */

const SHORT_DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
/** Monday first, as a venue's week is read. */
const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0] as const;

type ScheduleDay = Availability['generalSchedule'][number];

function dayText(day: ScheduleDay | undefined): string {
  if (!day?.isOpen) return 'Closed';
  const breaks = day.breakTimes.map((item) => `${item.reason || 'Break'} ${timeRange(item.start, item.end)}`);
  return `${timeRange(day.openTime, day.closeTime)}${breaks.length ? ` (${breaks.join(', ')})` : ''}`;
}

/** 'Mon–Fri: 06:00 - 23:00 (Lunch Break 12:00 - 13:00)', 'Sat: 08:00 - 22:00', 'Sun: Closed': consecutive days alike share a line. */
export function weekLines(schedule: readonly ScheduleDay[]): { days: string; hours: string }[] {
  const lines: { from: number; to: number; hours: string }[] = [];
  for (const weekday of WEEK_ORDER) {
    const hours = dayText(schedule.find((day) => day.dayOfWeek === weekday));
    const last = lines.at(-1);
    if (last && last.hours === hours) last.to = weekday;
    else lines.push({ from: weekday, to: weekday, hours });
  }
  return lines.map(({ from, to, hours }) => ({
    days: from === to ? SHORT_DAYS[from]! : `${SHORT_DAYS[from]}–${SHORT_DAYS[to]}`,
    hours,
  }));
}

/** 'Padel £32.50/hr · 2 courts'. */
export function sportLine(config: { sport: string; pricePerHourPence: number | null; courtCount: number }): string {
  const price = config.pricePerHourPence === null ? 'no price' : `${formatPence(config.pricePerHourPence)}/hr`;
  return `${config.sport} ${price} · ${config.courtCount} ${config.courtCount === 1 ? 'court' : 'courts'}`;
}
