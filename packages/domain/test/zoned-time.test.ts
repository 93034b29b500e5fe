import { describe, expect, it } from 'vitest';
import { addDays, dayOfWeek, daysBetween, isValidDate, toZonedParts, zonedTimeToUtc } from '../src/time/zoned-time';

const LONDON = 'Europe/London';

describe('zoned time in Europe/London', () => {
  it('maps winter local time to the same UTC hour and summer time to one hour earlier', () => {
    expect(zonedTimeToUtc('2026-01-15', '10:00', LONDON).toISOString()).toBe('2026-01-15T10:00:00.000Z');
    expect(zonedTimeToUtc('2026-07-15', '10:00', LONDON).toISOString()).toBe('2026-07-15T09:00:00.000Z');
  });

  it('reads 24:00, the end of a day a venue opens until midnight, as the next local midnight', () => {
    expect(zonedTimeToUtc('2026-11-27', '24:00', LONDON).toISOString()).toBe('2026-11-28T00:00:00.000Z');
    expect(zonedTimeToUtc('2026-07-15', '24:00', LONDON).toISOString()).toBe('2026-07-15T23:00:00.000Z');
    // The evening before the clocks change both ways.
    expect(zonedTimeToUtc('2026-03-28', '24:00', LONDON).toISOString()).toBe('2026-03-29T00:00:00.000Z');
    expect(zonedTimeToUtc('2026-10-24', '24:00', LONDON).toISOString()).toBe('2026-10-24T23:00:00.000Z');
  });

  it('handles the spring-forward day, 29 March 2026', () => {
    expect(zonedTimeToUtc('2026-03-29', '00:30', LONDON).toISOString()).toBe('2026-03-29T00:30:00.000Z');
    // 01:30 does not exist on that day; it resolves to the instant an hour later (02:30 BST).
    expect(zonedTimeToUtc('2026-03-29', '01:30', LONDON).toISOString()).toBe('2026-03-29T01:30:00.000Z');
    expect(zonedTimeToUtc('2026-03-29', '08:00', LONDON).toISOString()).toBe('2026-03-29T07:00:00.000Z');
  });

  it('handles the fall-back day, 25 October 2026', () => {
    // 01:30 happens twice; the first (BST) occurrence is chosen.
    expect(zonedTimeToUtc('2026-10-25', '01:30', LONDON).toISOString()).toBe('2026-10-25T00:30:00.000Z');
    expect(zonedTimeToUtc('2026-10-25', '08:00', LONDON).toISOString()).toBe('2026-10-25T08:00:00.000Z');
  });

  it('reads the London date of late-evening UTC instants in summer', () => {
    const parts = toZonedParts(new Date('2026-06-30T23:30:00Z'), LONDON);
    expect(parts.date).toBe('2026-07-01');
    expect(parts.time).toBe('00:30');
  });

  it('reads the local time on either side of a change of clocks, asked again within the same minutes', () => {
    // Remembered per UTC minute: the last instant before the fall-back and the first after it differ by an hour.
    for (let round = 0; round < 2; round += 1) {
      expect(toZonedParts(new Date('2026-10-25T00:59:59.999Z'), LONDON).time).toBe('01:59');
      expect(toZonedParts(new Date('2026-10-25T01:00:00.000Z'), LONDON).time).toBe('01:00');
      expect(toZonedParts(new Date('2026-10-25T00:59:00.000Z'), LONDON)).toEqual({
        year: 2026,
        month: 10,
        day: 25,
        hour: 1,
        minute: 59,
        date: '2026-10-25',
        time: '01:59',
      });
      expect(toZonedParts(new Date('2026-03-29T00:59:30.000Z'), LONDON).time).toBe('00:59');
      expect(toZonedParts(new Date('2026-03-29T01:00:30.000Z'), LONDON).time).toBe('02:00');
    }
  });

  it('does calendar arithmetic on local dates', () => {
    expect(addDays('2026-10-24', 1)).toBe('2026-10-25');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(dayOfWeek('2026-11-22')).toBe(0);
    expect(daysBetween('2026-11-21', '2026-12-21')).toBe(30);
    expect(isValidDate('2026-02-29')).toBe(false);
    expect(isValidDate('2028-02-29')).toBe(true);
  });
});
