import { describe, expect, it } from 'vitest';
import { isTooLateToSplit, splitDeadline, splitShares } from '../src/bookings/split-shares';

describe('split shares', () => {
  it('adds up exactly for every total from £0.01 to £500 across 2 to 20 people', () => {
    let checked = 0;
    for (let total = 1; total <= 50_000; total += 1) {
      for (let people = 2; people <= 20; people += 1) {
        const { organiser, other } = splitShares(total, people);
        if (
          organiser + other * (people - 1) !== total ||
          other < 0 ||
          organiser < other ||
          organiser - other >= people
        ) {
          throw new Error(`£${total / 100} across ${people}: organiser ${organiser}, others ${other}`);
        }
        checked += 1;
      }
    }
    expect(checked).toBe(50_000 * 19);
  });

  it('gives the organiser the remainder', () => {
    expect(splitShares(5000, 3)).toEqual({ organiser: 1668, other: 1666 });
    expect(splitShares(1, 2)).toEqual({ organiser: 1, other: 0 });
    expect(() => splitShares(1000, 1)).toThrow();
  });

  it('falls due four hours before the first slot', () => {
    expect(splitDeadline(new Date('2026-11-25T18:00:00Z'), 4).toISOString()).toBe('2026-11-25T14:00:00.000Z');
  });

  it('is too late to split once less than the cut-off remains before the first slot', () => {
    const start = new Date('2026-11-25T18:00:00Z');
    expect(isTooLateToSplit(start, new Date('2026-11-25T13:59:59Z'), 4)).toBe(false);
    expect(isTooLateToSplit(start, new Date('2026-11-25T14:00:00Z'), 4)).toBe(false);
    expect(isTooLateToSplit(start, new Date('2026-11-25T14:00:01Z'), 4)).toBe(true);
    expect(isTooLateToSplit(start, new Date('2026-11-25T19:00:00Z'), 4)).toBe(true);
  });
});
