import { describe, expect, it } from 'vitest';
import { bookingWindow, isWithinBookingWindow } from '../src/availability/booking-window';
import { computeDaySlots } from '../src/availability/compute-day-slots';
import type { DaySlotsInput, ScheduleDay } from '../src/availability/availability-types';

const LONDON = 'Europe/London';

function week(
  open = '08:00',
  close = '22:00',
  breaks = [{ start: '12:00', end: '13:00', reason: 'Lunch Break' }],
): ScheduleDay[] {
  return [0, 1, 2, 3, 4, 5, 6].map((dayOfWeek) => ({
    dayOfWeek,
    isOpen: dayOfWeek !== 0,
    openTime: open,
    closeTime: close,
    breaks,
  }));
}

// 2026-12-02 is a Wednesday; "now" is the evening before, so nothing is past.
function input(overrides: Partial<DaySlotsInput> = {}): DaySlotsInput {
  return {
    date: '2026-12-02',
    sport: 'Tennis',
    timeZone: LONDON,
    now: new Date('2026-12-01T20:00:00Z'),
    generalSchedule: week(),
    sportSchedule: [],
    specialDates: [],
    blockedPeriods: [],
    sportPricePence: 3500,
    courtCount: 1,
    claimedCourts: {},
    ...overrides,
  };
}

const byTime = (slots: ReturnType<typeof computeDaySlots>) =>
  Object.fromEntries(slots.map((slot) => [slot.time, slot]));

describe('computeDaySlots', () => {
  it('offers hourly slots from 08:00 to 21:00 at the sport price, with the lunch break', () => {
    const slots = computeDaySlots(input());
    expect(slots.map((slot) => slot.time)).toEqual([
      '08:00',
      '09:00',
      '10:00',
      '11:00',
      '12:00',
      '13:00',
      '14:00',
      '15:00',
      '16:00',
      '17:00',
      '18:00',
      '19:00',
      '20:00',
      '21:00',
    ]);
    const at = byTime(slots);
    expect(at['08:00']).toMatchObject({
      available: true,
      pricePence: 3500,
      isSpecial: false,
      unavailableReason: null,
      endTime: '09:00',
    });
    expect(at['12:00']).toMatchObject({ available: false, unavailableReason: 'break' });
    expect(at['21:00']!.startsAt.toISOString()).toBe('2026-12-02T21:00:00.000Z');
  });

  it('closes a closed weekday and hours outside the opening times', () => {
    expect(computeDaySlots(input({ date: '2026-12-06' })).every((slot) => slot.unavailableReason === 'closed')).toBe(
      true,
    );
    const at = byTime(computeDaySlots(input({ generalSchedule: week('10:00', '18:30', []) })));
    expect(at['09:00']!.unavailableReason).toBe('closed');
    expect(at['10:00']!.available).toBe(true);
    expect(at['17:00']!.available).toBe(true);
    // 18:00–19:00 does not fit before 18:30.
    expect(at['18:00']!.unavailableReason).toBe('closed');
  });

  it('reads a closing time of 00:00 as midnight at the end of the day', () => {
    const at = byTime(computeDaySlots(input({ generalSchedule: week('00:00', '00:00', []) })));
    expect(at['08:00']!.available).toBe(true);
    expect(at['21:00']!.available).toBe(true);
  });

  it('uses the sport schedule when it has one, the general schedule otherwise', () => {
    const sportSchedule = week('16:00', '20:00', []);
    const at = byTime(computeDaySlots(input({ sportSchedule })));
    expect(at['10:00']!.unavailableReason).toBe('closed');
    expect(at['16:00']!.available).toBe(true);
    expect(at['12:00']!.unavailableReason).toBe('closed');
  });

  it('marks booked hours once every court is held, and counts courts left', () => {
    const single = byTime(computeDaySlots(input({ claimedCourts: { '10:00': 1 } })));
    expect(single['10:00']).toMatchObject({ available: false, unavailableReason: 'booked', courtsLeft: 0 });
    const courts = byTime(computeDaySlots(input({ courtCount: 3, claimedCourts: { '10:00': 2, '11:00': 3 } })));
    expect(courts['10:00']).toMatchObject({ available: true, courtsLeft: 1, courtCount: 3 });
    expect(courts['11:00']).toMatchObject({ available: false, unavailableReason: 'booked', courtsLeft: 0 });
  });

  it('marks hours that have started as past', () => {
    const at = byTime(computeDaySlots(input({ now: new Date('2026-12-02T10:30:00Z') })));
    expect(at['09:00']!.unavailableReason).toBe('past');
    expect(at['10:00']!.unavailableReason).toBe('past');
    expect(at['11:00']!.available).toBe(true);
  });

  it('applies venue-wide and sport blocks, all-day and by time range, across a date range', () => {
    const allDay = computeDaySlots(
      input({
        blockedPeriods: [
          {
            startDate: '2026-12-01',
            endDate: '2026-12-03',
            allDay: true,
            startTime: '00:00',
            endTime: '23:59',
            reason: 'Court Resurfacing',
            sport: null,
          },
        ],
      }),
    );
    expect(allDay.every((slot) => slot.unavailableReason === 'blocked')).toBe(true);
    const evening = byTime(
      computeDaySlots(
        input({
          blockedPeriods: [
            {
              startDate: '2026-12-02',
              endDate: '2026-12-02',
              allDay: false,
              startTime: '18:30',
              endTime: '22:00',
              reason: 'Private Tournament',
              sport: null,
            },
          ],
        }),
      ),
    );
    expect(evening['17:00']!.available).toBe(true);
    expect(evening['18:00']!.unavailableReason).toBe('blocked');
    expect(evening['21:00']!.unavailableReason).toBe('blocked');
    const otherSport = computeDaySlots(
      input({
        blockedPeriods: [
          {
            startDate: '2026-12-02',
            endDate: '2026-12-02',
            allDay: true,
            startTime: '00:00',
            endTime: '23:59',
            reason: 'Squash unavailable',
            sport: 'Squash',
          },
        ],
      }),
    );
    expect(otherSport.filter((slot) => slot.available)).toHaveLength(13);
  });

  it('prices special dates, opens closed days for them, and overrides the weekly break inside them', () => {
    const special = {
      date: '2026-12-06',
      sport: null,
      startTime: '10:00',
      endTime: '14:00',
      pricePence: 5000,
      available: true,
      notes: 'Sunday opening',
    };
    const at = byTime(computeDaySlots(input({ date: '2026-12-06', specialDates: [special] })));
    expect(at['09:00']!.unavailableReason).toBe('closed');
    expect(at['10:00']).toMatchObject({ available: true, pricePence: 5000, isSpecial: true, notes: 'Sunday opening' });
    expect(at['12:00']).toMatchObject({ available: true, isSpecial: true });
    expect(at['14:00']!.unavailableReason).toBe('closed');
  });

  it('prefers a sport-specific special over a venue-wide one', () => {
    const specials = [
      {
        date: '2026-12-02',
        sport: null,
        startTime: '18:00',
        endTime: '20:00',
        pricePence: 4000,
        available: true,
        notes: 'Evening rate',
      },
      {
        date: '2026-12-02',
        sport: 'Tennis',
        startTime: '18:00',
        endTime: '20:00',
        pricePence: 6000,
        available: true,
        notes: 'Tennis night',
      },
    ];
    const at = byTime(computeDaySlots(input({ specialDates: specials })));
    expect(at['18:00']).toMatchObject({ pricePence: 6000, notes: 'Tennis night' });
    expect(byTime(computeDaySlots(input({ sport: 'Squash', specialDates: specials })))['18:00']!.pricePence).toBe(4000);
  });

  it('opens a special date without a price of its own at the sport price (docs/decisions/0056)', () => {
    const at = byTime(
      computeDaySlots(
        input({
          date: '2026-12-06', // a Sunday: closed every week
          specialDates: [
            {
              date: '2026-12-06',
              sport: null,
              startTime: '10:00',
              endTime: '16:00',
              pricePence: null,
              available: true,
              notes: 'Open day',
            },
          ],
        }),
      ),
    );
    expect(at['10:00']).toMatchObject({
      available: true,
      pricePence: 3500,
      isSpecial: true,
      unavailableReason: null,
      notes: 'Open day',
    });
    expect(at['15:00']!.available).toBe(true);
    expect(at['16:00']!.unavailableReason).toBe('closed');
  });

  it('closes hours of an unavailable special date and lets blocks win over specials', () => {
    const closed = byTime(
      computeDaySlots(
        input({
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
        }),
      ),
    );
    expect(closed['09:00']).toMatchObject({ unavailableReason: 'blocked', notes: 'Staff training', isSpecial: false });
    expect(closed['11:00']!.available).toBe(true);
    const blockedSpecial = byTime(
      computeDaySlots(
        input({
          specialDates: [
            {
              date: '2026-12-02',
              sport: null,
              startTime: '18:00',
              endTime: '22:00',
              pricePence: 4500,
              available: true,
              notes: 'Late session',
            },
          ],
          blockedPeriods: [
            {
              startDate: '2026-12-02',
              endDate: '2026-12-02',
              allDay: false,
              startTime: '20:00',
              endTime: '21:00',
              reason: 'Repairs & Upgrades',
              sport: 'Tennis',
            },
          ],
        }),
      ),
    );
    expect(blockedSpecial['19:00']!.available).toBe(true);
    expect(blockedSpecial['20:00']!.unavailableReason).toBe('blocked');
  });

  it('falls back to £30 when the sport has no price', () => {
    expect(computeDaySlots(input({ sportPricePence: null }))[0]!.pricePence).toBe(3000);
  });

  it('keeps wall-clock hours on the clock-change days', () => {
    const spring = byTime(
      computeDaySlots(
        input({
          date: '2026-03-29',
          generalSchedule: week('08:00', '22:00', []),
          now: new Date('2026-03-28T12:00:00Z'),
        }),
      ),
    );
    expect(spring['08:00']!.startsAt.toISOString()).toBe('2026-03-29T07:00:00.000Z');
    expect(spring['21:00']!.startsAt.toISOString()).toBe('2026-03-29T20:00:00.000Z');
    // Sunday is closed in this schedule; a special opens it.
    const autumn = byTime(
      computeDaySlots(
        input({
          date: '2026-10-25',
          now: new Date('2026-10-25T08:30:00Z'),
          specialDates: [
            {
              date: '2026-10-25',
              sport: null,
              startTime: '08:00',
              endTime: '22:00',
              pricePence: 3000,
              available: true,
              notes: '',
            },
          ],
        }),
      ),
    );
    // 08:00 London is 08:00 UTC after the change back to GMT, so it has started at 08:30 UTC.
    expect(autumn['08:00']!.startsAt.toISOString()).toBe('2026-10-25T08:00:00.000Z');
    expect(autumn['08:00']!.unavailableReason).toBe('past');
    expect(autumn['09:00']!.available).toBe(true);
  });
});

describe('booking window', () => {
  it('runs from today to 30 days ahead in London, whatever the UTC date', () => {
    // 23:30 UTC on 30 June is already 1 July in London (BST).
    expect(bookingWindow(new Date('2026-06-30T23:30:00Z'), LONDON)).toEqual({
      first: '2026-07-01',
      last: '2026-07-31',
    });
    const now = new Date('2026-11-21T10:00:00Z');
    expect(isWithinBookingWindow('2026-11-21', now, LONDON)).toBe(true);
    expect(isWithinBookingWindow('2026-12-21', now, LONDON)).toBe(true);
    expect(isWithinBookingWindow('2026-12-22', now, LONDON)).toBe(false);
    expect(isWithinBookingWindow('2026-11-20', now, LONDON)).toBe(false);
  });

  describe("the day's hours are the venue's hours", () => {
    const times = (slots: ReturnType<typeof computeDaySlots>) => slots.map((slot) => slot.time);

    it('widens the 08:00–22:00 grid to an early opening and a late closing, and sells them', () => {
      const slots = computeDaySlots(input({ generalSchedule: week('06:00', '23:00', []) }));
      expect(times(slots)[0]).toBe('06:00');
      expect(times(slots).at(-1)).toBe('22:00');
      expect(slots).toHaveLength(17);
      const at = byTime(slots);
      expect(at['06:00']).toMatchObject({ available: true, pricePence: 3500, endTime: '07:00' });
      expect(at['06:00']!.startsAt.toISOString()).toBe('2026-12-02T06:00:00.000Z');
      expect(at['22:00']).toMatchObject({ available: true, endTime: '23:00' });
    });

    it('opens round the clock with 00:00–24:00', () => {
      const slots = computeDaySlots(input({ generalSchedule: week('00:00', '24:00', []) }));
      expect(slots).toHaveLength(24);
      expect(slots.every((slot) => slot.available)).toBe(true);
      expect(slots.at(-1)).toMatchObject({ time: '23:00', endTime: '24:00' });
    });

    it('keeps the spec grid for a venue on default hours, and for a short day', () => {
      expect(times(computeDaySlots(input()))).toHaveLength(14);
      const short = computeDaySlots(input({ generalSchedule: week('10:00', '16:00', []) }));
      expect(times(short)[0]).toBe('08:00');
      expect(times(short).at(-1)).toBe('21:00');
    });

    it('widens only the day that opens early, and for a special date that opens early', () => {
      const generalSchedule = week().map((day) =>
        day.dayOfWeek === 5 ? { ...day, openTime: '06:00', closeTime: '23:00' } : day,
      );
      expect(times(computeDaySlots(input({ date: '2026-12-04', generalSchedule })))[0]).toBe('06:00');
      expect(times(computeDaySlots(input({ date: '2026-12-03', generalSchedule })))[0]).toBe('08:00');
      const special = computeDaySlots(
        input({
          specialDates: [
            {
              date: '2026-12-02',
              sport: 'Tennis',
              startTime: '05:00',
              endTime: '07:00',
              pricePence: 2000,
              available: true,
              notes: 'Dawn session',
            },
          ],
        }),
      );
      expect(byTime(special)['05:00']).toMatchObject({ available: true, pricePence: 2000 });
      expect(byTime(special)['07:00']!.unavailableReason).toBe('closed');
    });

    it('leaves out the hour the clocks skip and keeps one slot for the hour they repeat', () => {
      const allDay = week('00:00', '24:00', []).map((day) => ({ ...day, isOpen: true }));
      const spring = computeDaySlots(
        input({ date: '2026-03-29', now: new Date('2026-03-28T12:00:00Z'), generalSchedule: allDay }),
      );
      expect(times(spring)).not.toContain('01:00');
      expect(spring).toHaveLength(23);
      expect(byTime(spring)['02:00']!.startsAt.toISOString()).toBe('2026-03-29T01:00:00.000Z');
      const autumn = computeDaySlots(
        input({ date: '2026-10-25', now: new Date('2026-10-24T12:00:00Z'), generalSchedule: allDay }),
      );
      expect(autumn).toHaveLength(24);
      expect(byTime(autumn)['01:00']!.startsAt.toISOString()).toBe('2026-10-25T00:00:00.000Z');
      expect(byTime(autumn)['02:00']!.startsAt.toISOString()).toBe('2026-10-25T02:00:00.000Z');
    });
  });
});
