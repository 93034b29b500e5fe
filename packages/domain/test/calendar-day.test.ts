import { describe, expect, it } from 'vitest';
import type { ScheduleDay } from '../src/availability/availability-types';
import {
  calendarDayHours,
  calendarPaymentKey,
  calendarShades,
  type CalendarPaymentInput,
} from '../src/venues/calendar-day';
import type { DayRules } from '../src/venues/closed-hours';

const week: ScheduleDay[] = [0, 1, 2, 3, 4, 5, 6].map((dayOfWeek) => ({
  dayOfWeek,
  isOpen: dayOfWeek !== 0,
  openTime: '09:00',
  closeTime: '21:00',
  breaks: [{ start: '12:00', end: '14:00', reason: 'Lunch' }],
}));

// 2026-12-02 is a Wednesday.
const rules = (overrides: Partial<DayRules> = {}): DayRules => ({
  date: '2026-12-02',
  sport: 'Tennis',
  timeZone: 'Europe/London',
  generalSchedule: week,
  sportSchedule: [],
  specialDates: [],
  blockedPeriods: [],
  sportPricePence: 3000,
  courtCount: 2,
  ...overrides,
});

describe('calendar day hours', () => {
  it('reads each hour from the engine: closed outside the day, the break and a closure with their reasons', () => {
    const hours = calendarDayHours(
      rules({
        blockedPeriods: [
          {
            startDate: '2026-12-01',
            endDate: '2026-12-02',
            allDay: false,
            startTime: '18:00',
            endTime: '19:30',
            reason: 'Floodlight repair',
            sport: null,
          },
        ],
      }),
    );
    const state = (time: string) => hours.find((hour) => hour.time === time);
    expect(state('08:00')).toEqual({ time: '08:00', state: 'closed', note: '' });
    expect(state('09:00')!.state).toBe('open');
    expect(state('13:00')).toEqual({ time: '13:00', state: 'break', note: 'Lunch' });
    expect(state('19:00')).toEqual({ time: '19:00', state: 'blocked', note: 'Floodlight repair' });
    expect(state('21:00')!.state).toBe('closed');
    expect(calendarShades(hours)).toEqual([
      { kind: 'break', start: '12:00', end: '14:00', note: 'Lunch' },
      { kind: 'blocked', start: '18:00', end: '20:00', note: 'Floodlight repair' },
    ]);
  });

  it('a closing special date shades its hours with its notes; a block of another sport does not', () => {
    const hours = calendarDayHours(
      rules({
        specialDates: [
          {
            date: '2026-12-02',
            sport: null,
            startTime: '09:00',
            endTime: '11:00',
            pricePence: null,
            available: false,
            notes: 'Staff training',
          },
        ],
        blockedPeriods: [
          {
            startDate: '2026-12-02',
            endDate: '2026-12-02',
            allDay: true,
            startTime: '00:00',
            endTime: '23:59',
            reason: 'Padel event',
            sport: 'Padel',
          },
        ],
      }),
    );
    expect(calendarShades(hours)).toEqual([
      { kind: 'blocked', start: '09:00', end: '11:00', note: 'Staff training' },
      { kind: 'break', start: '12:00', end: '14:00', note: 'Lunch' },
    ]);
  });

  it('a closed day has no open hour', () => {
    expect(calendarDayHours(rules({ date: '2026-12-06' })).every((hour) => hour.state === 'closed')).toBe(true);
  });
});

describe('calendar payment key', () => {
  const online: CalendarPaymentInput = {
    status: 'confirmed',
    paymentStatus: 'succeeded',
    source: 'online',
    venuePayment: null,
    venuePaidAt: null,
    venueRefundedPence: null,
    isSplit: false,
    sharesPaidPence: 0,
    totalPence: 6000,
  };
  const manual = { ...online, source: 'manual' as const, paymentStatus: 'pending' as const };

  it.each([
    ['paid_online', online],
    ['paid_online', { ...online, status: 'cancellation_requested' as const }],
    ['held', { ...online, status: 'pending' as const, paymentStatus: 'pending' as const }],
    ['split_part_paid', { ...online, isSplit: true, sharesPaidPence: 3000 }],
    ['paid_online', { ...online, isSplit: true, sharesPaidPence: 6000 }],
    ['refunded', { ...online, status: 'cancelled' as const, paymentStatus: 'refunded' as const }],
    ['refunded', { ...online, status: 'cancelled' as const, paymentStatus: 'partially_refunded' as const }],
    ['cancelled', { ...online, status: 'cancelled' as const }],
    ['paid_at_venue', { ...manual, venuePayment: 'paid_at_venue' as const, venuePaidAt: '2026-12-01T10:00:00Z' }],
    ['unpaid', { ...manual, venuePayment: 'unpaid' as const }],
    ['paid_at_venue', { ...manual, venuePayment: 'unpaid' as const, venuePaidAt: '2026-12-02T10:00:00Z' }],
    ['unpaid', { ...manual, status: 'pending' as const, venuePayment: 'pay_link' as const }],
    ['paid_online', { ...manual, venuePayment: 'pay_link' as const, paymentStatus: 'succeeded' as const }],
    [
      'refunded',
      { ...manual, status: 'cancelled' as const, venuePayment: 'paid_at_venue' as const, venueRefundedPence: 3000 },
    ],
    ['cancelled', { ...manual, status: 'cancelled' as const, venuePayment: 'unpaid' as const }],
  ])('%s: %o', (key, input) => {
    expect(calendarPaymentKey(input)).toBe(key);
  });
});
