import { describe, expect, it } from 'vitest';
import { platformDailyFigures, sumFiguresFrom } from '../src/platform/platform-figures';

describe('platform daily figures (admin Overview)', () => {
  const dates = ['2026-06-30', '2026-07-01', '2026-07-02'];

  it('puts events on their London day, not their UTC day', () => {
    // 23:30 UTC on 30 June is 00:30 on 1 July in London (BST).
    const days = platformDailyFigures(
      dates,
      [{ at: '2026-06-30T23:30:00.000Z' }, { at: '2026-06-30T22:59:00.000Z' }],
      [],
      'Europe/London',
    );
    expect(days.map((day) => day.bookings)).toEqual([1, 1, 0]);
  });

  it('counts charges less refunds in pence and ignores days outside the range', () => {
    const days = platformDailyFigures(
      dates,
      [{ at: '2026-06-01T10:00:00.000Z' }],
      [
        { at: '2026-07-01T10:00:00.000Z', kind: 'charge', amountPence: 6000 },
        { at: '2026-07-01T11:00:00.000Z', kind: 'refund', amountPence: 2550 },
        { at: '2026-07-02T09:00:00.000Z', kind: 'refund', amountPence: 1000 },
        { at: '2026-08-01T09:00:00.000Z', kind: 'charge', amountPence: 99_999 },
      ],
      'Europe/London',
    );
    expect(days).toEqual([
      { date: '2026-06-30', bookings: 0, revenuePence: 0 },
      { date: '2026-07-01', bookings: 0, revenuePence: 3450 },
      { date: '2026-07-02', bookings: 0, revenuePence: -1000 },
    ]);
    expect(sumFiguresFrom(days, '2026-07-01')).toEqual({ bookings: 0, revenuePence: 2450 });
  });
});
