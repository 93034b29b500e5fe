import { FIRST_SLOT_HOUR, LAST_SLOT_HOUR } from '@app/contracts';
import { dayOfWeek, minutesOfDay } from '@app/domain';
import type { DemoClosure, DemoSpecialDate } from './demo-calendar';
import type { DemoDay, WeeklyPlan } from './demo-schedules';

/*
 * Whether a demo booking may take an hourly slot, and at what price: the same rules the booking engine
 * applies (opening hours, breaks, sport schedules, closures, special dates), kept here so the seeded
 * bookings never contradict the seeded calendar.
 */

export interface VenueCalendar {
  general: WeeklyPlan;
  sportPlans: ReadonlyMap<string, WeeklyPlan>;
  specials: readonly DemoSpecialDate[];
  closures: readonly DemoClosure[];
  /** Hourly price in pence per sport. */
  prices: ReadonlyMap<string, number>;
}

export interface SlotQuote {
  pricePence: number;
  isSpecial: boolean;
}

const overlaps = (start: number, end: number, otherStart: number, otherEnd: number) =>
  start < otherEnd && otherStart < end;

function dayAllows(day: DemoDay | undefined, start: number, end: number): boolean {
  if (!day?.open) return false;
  if (start < minutesOfDay(day.openTime) || end > minutesOfDay(day.closeTime)) return false;
  return day.breaks.every((pause) => !overlaps(start, end, minutesOfDay(pause.start), minutesOfDay(pause.end)));
}

/** The price of the hour starting at `hour` on a local date, or null when it cannot be booked. */
export function quoteSlot(calendar: VenueCalendar, sport: string, date: string, hour: number): SlotQuote | null {
  if (hour < FIRST_SLOT_HOUR || hour > LAST_SLOT_HOUR) return null;
  const start = hour * 60;
  const end = start + 60;
  const weekday = dayOfWeek(date);
  if (!dayAllows(calendar.general[weekday], start, end)) return null;
  const sportPlan = calendar.sportPlans.get(sport);
  if (sportPlan && !dayAllows(sportPlan[weekday], start, end)) return null;

  const closed = calendar.closures.some(
    (closure) =>
      (closure.sport === null || closure.sport === sport) &&
      closure.startDate <= date &&
      date <= closure.endDate &&
      (closure.allDay || overlaps(start, end, minutesOfDay(closure.startTime), minutesOfDay(closure.endTime))),
  );
  if (closed) return null;

  const specials = calendar.specials.filter(
    (special) =>
      special.date === date &&
      (special.sport === null || special.sport === sport) &&
      overlaps(start, end, minutesOfDay(special.startTime), minutesOfDay(special.endTime)),
  );
  // A sport's own special date wins over a venue-wide one.
  const special = specials.find((candidate) => candidate.sport === sport) ?? specials[0];
  if (special) {
    if (!special.available || special.pricePence === null) return null;
    return { pricePence: special.pricePence, isSpecial: true };
  }
  const price = calendar.prices.get(sport);
  return price === undefined ? null : { pricePence: price, isSpecial: false };
}
