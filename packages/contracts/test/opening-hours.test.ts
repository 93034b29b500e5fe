import { describe, expect, it } from 'vitest';
import {
  availabilityRuleProblems,
  availabilityUpdateRequestSchema,
  isWholeHour,
  scheduleProblems,
  WHOLE_HOUR_TIMES,
} from '../src/availability-management';
import { VENUE_MESSAGES as M } from '../src/venue-messages';

/** Opening hours are whole hours from 00:00 to 24:00 (docs/decisions/0056): one rule for the form and the API. */
describe('opening hours rules', () => {
  const week = (friday: [string, string]) =>
    [0, 1, 2, 3, 4, 5, 6].map((dayOfWeek) => ({
      dayOfWeek,
      isOpen: true,
      openTime: dayOfWeek === 5 ? friday[0] : '08:00',
      closeTime: dayOfWeek === 5 ? friday[1] : '22:00',
      breakTimes: [],
    }));

  it('offers 00:00 to 24:00 and knows a whole hour', () => {
    expect(WHOLE_HOUR_TIMES).toHaveLength(25);
    expect(WHOLE_HOUR_TIMES[0]).toBe('00:00');
    expect(WHOLE_HOUR_TIMES.at(-1)).toBe('24:00');
    expect(['06:00', '23:00', '24:00'].every(isWholeHour)).toBe(true);
    expect(['23:30', '06:15', '24:30', '25:00', '6:00'].some(isWholeHour)).toBe(false);
  });

  it('accepts 06:00–24:00 and refuses 23:30 and a close before the open, naming the day', () => {
    expect(scheduleProblems(week(['06:00', '24:00']), { complete: true })).toEqual([]);
    expect(scheduleProblems(week(['06:00', '23:30']), { complete: true })).toEqual([
      M.hoursNotWhole('Friday', '23:30'),
    ]);
    expect(scheduleProblems(week(['23:00', '06:00']), { complete: true })).toEqual([M.closeBeforeOpen('Friday')]);
    expect(M.hoursNotWhole('Friday', '23:30')).toBe(
      'Friday: 23:30 is not a whole hour. Players book by the hour, so opening and closing times must be whole hours from 00:00 to 24:00.',
    );
  });

  it('holds special dates to whole hours, and the request schema says the same', () => {
    const special = (startTime: string, endTime: string) => ({
      date: '2026-12-01',
      sport: null,
      startTime,
      endTime,
      price: null,
      available: true,
      notes: '',
    });
    expect(availabilityRuleProblems({ specialDates: [special('06:00', '24:00')] })).toEqual([]);
    expect(availabilityRuleProblems({ specialDates: [special('09:30', '12:00')] })).toEqual([M.specialHoursNotWhole]);
    const parsed = availabilityUpdateRequestSchema.safeParse({ generalSchedule: week(['06:00', '23:30']) });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.message)).toContain(M.hoursNotWhole('Friday', '23:30'));
  });
});
