import type { CalendarBooking, CalendarDay, CalendarHourState } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import {
  courtDayBookings,
  courtDayCells,
  courtDayList,
  courtRows,
  isClosedDay,
  moveInGrid,
  shiftDate,
  unplacedBookings,
  visibleHours,
  weekStart,
} from '@/features/venue-owner-dashboard/lib/calendar-layout';

const DATE = '2026-11-23';
const hourText = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

/** A day's hours 06:00–23:00 for one sport: open from `open` to `close`, with the given exceptions. */
function sportHours(
  open: number,
  close: number,
  exceptions: Record<string, { state: CalendarHourState; note: string }> = {},
) {
  return Array.from({ length: 18 }, (_, index) => {
    const time = hourText(6 + index);
    const hour = 6 + index;
    return exceptions[time]
      ? { time, ...exceptions[time]! }
      : { time, state: (hour >= open && hour < close ? 'open' : 'closed') as CalendarHourState, note: '' };
  });
}

const day: CalendarDay = {
  date: DATE,
  dayOfWeek: 1,
  sports: [
    {
      sport: 'Padel',
      hours: sportHours(8, 22, { '12:00': { state: 'break', note: 'Lunch Break' } }),
      shaded: [{ kind: 'break', start: '12:00', end: '13:00', note: 'Lunch Break' }],
    },
    {
      sport: 'Tennis',
      hours: sportHours(10, 18, {
        '16:00': { state: 'blocked', note: 'Club night' },
        '17:00': { state: 'blocked', note: 'Club night' },
      }),
      shaded: [{ kind: 'blocked', start: '16:00', end: '18:00', note: 'Club night' }],
    },
  ],
};

const sports = [
  {
    sport: 'Padel',
    courts: [
      { id: 11, sport: 'Padel', number: 1, name: 'Court 1' },
      { id: 12, sport: 'Padel', number: 2, name: 'Centre Court' },
    ],
  },
  { sport: 'Tennis', courts: [{ id: 21, sport: 'Tennis', number: 1, name: 'Court 1' }] },
];

function booking(id: number, sport: string, hours: [string, number | null][], extra: Partial<CalendarBooking> = {}) {
  return {
    id,
    code: `SB-${id}`,
    sport,
    date: DATE,
    hours: hours.map(([time, courtId]) => ({ time, courtId })),
    startTime: hours[0]![0],
    endTime: hourText(Number(hours.at(-1)![0].slice(0, 2)) + 1),
    status: 'confirmed',
    paymentKey: 'paid_online',
    paymentStatus: 'succeeded',
    source: 'online',
    venuePayment: null,
    customer: { name: `Customer ${id}`, email: null, phone: null },
    amountPence: 3000,
    paidPence: 3000,
    isSplit: false,
    holdExpiresAt: null,
    payLinkDeadline: null,
    noShow: false,
    note: null,
    ...extra,
  } satisfies CalendarBooking;
}

const twoHours = booking(1, 'Padel', [
  ['09:00', 12],
  ['10:00', 12],
]);
const moved = booking(2, 'Padel', [
  ['14:00', 11],
  ['15:00', 12],
]);
const cancelled = booking(3, 'Tennis', [['11:00', null]], { status: 'cancelled', paymentKey: 'refunded' });

describe('calendar layout', () => {
  it('shows the hours from the first open hour of any sport to the last, widened to the bookings', () => {
    const hours = visibleHours([day], [twoHours]);
    expect(hours[0]).toBe('08:00');
    expect(hours.at(-1)).toBe('21:00');
    expect(hours).toContain('12:00');
    const late = booking(4, 'Padel', [['22:00', 11]]);
    expect(visibleHours([day], [late]).at(-1)).toBe('22:00');
    const closed: CalendarDay = { ...day, sports: day.sports.map((sport) => ({ ...sport, hours: sportHours(0, 0) })) };
    expect(visibleHours([closed], [])).toEqual([]);
    expect(isClosedDay(closed)).toBe(true);
    expect(isClosedDay(day)).toBe(false);
  });

  it('lists courts as rows grouped by sport, the first of each sport marked', () => {
    expect(courtRows({ sports }).map((row) => [row.court.id, row.firstOfSport])).toEqual([
      [11, true],
      [12, false],
      [21, true],
    ]);
  });

  it('makes a block of each booking over its consecutive hours on a court, and one cell per other hour', () => {
    const hours = visibleHours([day], []);
    const centre = courtDayCells(day, sports[0]!.courts[1]!, hours, [twoHours, moved]);
    expect(centre[0]).toMatchObject({ kind: 'hour', time: '08:00', state: 'open', start: 0, span: 1 });
    expect(centre[1]).toMatchObject({ kind: 'booking', start: 1, span: 2 });
    expect(centre.find((cell) => cell.kind === 'hour' && cell.time === '12:00')).toMatchObject({
      state: 'break',
      note: 'Lunch Break',
    });
    // The booking that changed court holds 14:00 on Court 1 and 15:00 here.
    expect(centre.find((cell) => cell.kind === 'booking' && cell.booking.id === 2)).toMatchObject({
      start: 7,
      span: 1,
    });
    const court1 = courtDayCells(day, sports[0]!.courts[0]!, hours, [twoHours, moved]);
    expect(court1.find((cell) => cell.kind === 'booking')).toMatchObject({ start: 6, span: 1 });
    // Every column is covered once.
    expect(centre.reduce((sum, cell) => sum + cell.span, 0)).toBe(hours.length);
    // Tennis outside its own hours reads closed; its closure reads blocked.
    const tennis = courtDayCells(day, sports[1]!.courts[0]!, hours, [cancelled]);
    expect(tennis[0]).toMatchObject({ kind: 'hour', state: 'closed' });
    expect(tennis.find((cell) => cell.kind === 'hour' && cell.time === '16:00')).toMatchObject({
      state: 'blocked',
      note: 'Club night',
    });
    expect(tennis.every((cell) => cell.kind === 'hour')).toBe(true);
    expect(unplacedBookings(DATE, [twoHours, cancelled])).toEqual([cancelled]);
  });

  it('moves with the arrow keys over blocks, keeping the column when moving up and down', () => {
    const rows = [
      [
        { start: 0, span: 1 },
        { start: 1, span: 3 },
        { start: 4, span: 1 },
      ],
      [
        { start: 0, span: 1 },
        { start: 1, span: 1 },
        { start: 2, span: 1 },
        { start: 3, span: 1 },
        { start: 4, span: 1 },
      ],
    ];
    expect(moveInGrid(rows, { row: 0, column: 0 }, 'ArrowRight')).toEqual({ row: 0, column: 1 });
    expect(moveInGrid(rows, { row: 0, column: 1 }, 'ArrowRight')).toEqual({ row: 0, column: 4 });
    expect(moveInGrid(rows, { row: 0, column: 4 }, 'ArrowLeft')).toEqual({ row: 0, column: 1 });
    expect(moveInGrid(rows, { row: 0, column: 4 }, 'ArrowRight')).toBeUndefined();
    expect(moveInGrid(rows, { row: 1, column: 3 }, 'ArrowUp')).toEqual({ row: 0, column: 3 });
    expect(moveInGrid(rows, { row: 0, column: 3 }, 'ArrowDown')).toEqual({ row: 1, column: 3 });
    expect(moveInGrid(rows, { row: 1, column: 3 }, 'ArrowDown')).toBeUndefined();
    expect(moveInGrid(rows, { row: 1, column: 3 }, 'Home')).toEqual({ row: 1, column: 0 });
    expect(moveInGrid(rows, { row: 0, column: 0 }, 'End')).toEqual({ row: 0, column: 4 });
    expect(moveInGrid(rows, { row: 0, column: 0 }, 'a')).toBeUndefined();
  });

  it('lists a court’s day for phones: bookings and free, break and closed stretches, in order', () => {
    const hours = visibleHours([day], []);
    const list = courtDayList(day, sports[0]!.courts[1]!, hours, [twoHours]);
    expect(list.map((item) => [item.kind, item.start, item.end])).toEqual([
      ['free', '08:00', '09:00'],
      ['booking', '09:00', '11:00'],
      ['free', '11:00', '12:00'],
      ['break', '12:00', '13:00'],
      ['free', '13:00', '22:00'],
    ]);
    const tennis = courtDayList(day, sports[1]!.courts[0]!, hours, []);
    expect(tennis.map((item) => [item.kind, item.start, item.end])).toEqual([
      ['free', '10:00', '16:00'],
      ['blocked', '16:00', '18:00'],
    ]);
  });

  it('gives the week view each court’s bookings of a day, and dates by week', () => {
    expect(courtDayBookings(DATE, sports[0]!.courts[1]!, [twoHours, moved])).toEqual([
      { booking: twoHours, start: '09:00', end: '11:00' },
      { booking: moved, start: '15:00', end: '16:00' },
    ]);
    expect(weekStart('2026-11-23')).toBe('2026-11-23');
    expect(weekStart('2026-11-29')).toBe('2026-11-23');
    expect(weekStart('2026-12-02')).toBe('2026-11-30');
    expect(shiftDate('2026-10-25', 1)).toBe('2026-10-26');
    expect(shiftDate('2026-03-01', -1)).toBe('2026-02-28');
  });
});
