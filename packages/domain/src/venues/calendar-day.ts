import type { CalendarHourState, CalendarPaymentKey, CalendarShade } from '@app/contracts';
import { computeDaySlots } from '../availability/compute-day-slots';
import { dayOfWeek, minutesOfDay } from '../time/zoned-time';
import type { DayRules } from './closed-hours';

/*
 * The owner's calendar (issue 30 §2, docs/decisions/0059): what a day's rules leave of each hour, read
 * from the availability engine itself (computeDaySlots, with nothing booked and no clock) so the
 * calendar shades exactly the hours players cannot book; and where a booking's money stands.
 */

export interface CalendarHour {
  time: string;
  state: CalendarHourState;
  note: string;
}

/** Far in the past, so no hour reads as 'past'. */
const BEFORE_ANY_DATE = new Date(0);

const overlapsHour = (start: string, end: string, time: string) => {
  const from = minutesOfDay(time);
  const until = end === '00:00' ? 24 * 60 : minutesOfDay(end);
  return minutesOfDay(start) < from + 60 && from < until;
};

/** Every hour the engine knows for this day and sport, with the state the rules give it and why. */
export function calendarDayHours(rules: DayRules): CalendarHour[] {
  const weekday = dayOfWeek(rules.date);
  const schedule = (rules.sportSchedule.length > 0 ? rules.sportSchedule : rules.generalSchedule).find(
    (day) => day.dayOfWeek === weekday,
  );
  const blocks = rules.blockedPeriods.filter(
    (block) =>
      (block.sport === null || block.sport === rules.sport) &&
      block.startDate <= rules.date &&
      block.endDate >= rules.date,
  );
  return computeDaySlots({ ...rules, now: BEFORE_ANY_DATE, claimedCourts: {} }).map((slot): CalendarHour => {
    switch (slot.unavailableReason) {
      case null:
        return { time: slot.time, state: 'open', note: slot.notes };
      case 'break': {
        const found = schedule?.breaks.find((item) => overlapsHour(item.start, item.end, slot.time));
        return { time: slot.time, state: 'break', note: found?.reason ?? '' };
      }
      case 'blocked': {
        const block = blocks.find((item) => item.allDay || overlapsHour(item.startTime, item.endTime, slot.time));
        return { time: slot.time, state: 'blocked', note: block?.reason ?? slot.notes };
      }
      default:
        return { time: slot.time, state: 'closed', note: '' };
    }
  });
}

const hourAfter = (time: string) => `${String(Number(time.slice(0, 2)) + 1).padStart(2, '0')}:00`;

/** Consecutive break or blocked hours with the same note, as ranges to shade. */
export function calendarShades(hours: readonly CalendarHour[]): CalendarShade[] {
  const shades: CalendarShade[] = [];
  for (const hour of hours) {
    if (hour.state !== 'break' && hour.state !== 'blocked') continue;
    const last = shades.at(-1);
    if (last && last.kind === hour.state && last.note === hour.note && last.end === hour.time)
      last.end = hourAfter(hour.time);
    else shades.push({ kind: hour.state, start: hour.time, end: hourAfter(hour.time), note: hour.note });
  }
  return shades;
}

export interface CalendarPaymentInput {
  status: 'pending' | 'confirmed' | 'cancellation_requested' | 'cancelled';
  paymentStatus: 'pending' | 'succeeded' | 'partially_refunded' | 'refunded' | 'failed';
  source: 'online' | 'manual';
  venuePayment: 'paid_at_venue' | 'unpaid' | 'pay_link' | null;
  venuePaidAt: string | null;
  venueRefundedPence: number | null;
  isSplit: boolean;
  /** What the split booking's payers have paid. */
  sharesPaidPence: number;
  totalPence: number;
}

/**
 * Where a booking's money stands, as the calendar colours it. A cancelled booking is 'refunded' when
 * money went back (by card or in cash at the venue), else 'cancelled'. A manual booking is paid at the
 * venue, or unpaid until marked paid (a pay link until the customer pays it online). An online
 * checkout still being paid is 'held'; a split booking still collecting is 'split_part_paid'.
 */
export function calendarPaymentKey(booking: CalendarPaymentInput): CalendarPaymentKey {
  if (booking.status === 'cancelled') {
    const refunded =
      booking.paymentStatus === 'refunded' ||
      booking.paymentStatus === 'partially_refunded' ||
      (booking.venueRefundedPence ?? 0) > 0;
    return refunded ? 'refunded' : 'cancelled';
  }
  if (booking.source === 'manual') {
    if (booking.venuePayment === 'pay_link')
      return booking.paymentStatus === 'succeeded' || booking.paymentStatus === 'partially_refunded'
        ? 'paid_online'
        : 'unpaid';
    if (booking.venuePayment === 'paid_at_venue' || booking.venuePaidAt !== null) return 'paid_at_venue';
    return 'unpaid';
  }
  if (booking.status === 'pending') return 'held';
  if (booking.paymentStatus === 'refunded') return 'refunded';
  if (booking.isSplit && booking.sharesPaidPence < booking.totalPence) return 'split_part_paid';
  if (booking.paymentStatus === 'succeeded' || booking.paymentStatus === 'partially_refunded') return 'paid_online';
  return 'unpaid';
}
