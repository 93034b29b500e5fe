import { availabilityUpdateRequestSchema, CONFIRM_CLOSURE_FIELD, type Availability } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { closureConflictOf } from '@/features/venue-owner-dashboard/api/update-venue-availability';
import {
  addBlockUpdate,
  blockReason,
  emptySpecial,
  removeBlockUpdate,
  removeSpecialUpdate,
  specialDatesOf,
  specialMissingFields,
  sportScheduleUpdate,
  upsertSpecialUpdate,
} from '@/features/venue-owner-dashboard/lib/availability-updates';
import {
  blockedPeriodDates,
  blockedPeriodDetail,
  specialDateDetail,
} from '@/features/venue-owner-dashboard/lib/availability-labels';
import {
  addBreak,
  copyToAll,
  defaultWeek,
  normaliseWeek,
  removeBreak,
  updateDay,
} from '@/features/venue-owner-dashboard/lib/schedule-edits';
import { ApiError } from '@/lib/api-client';

const block = (id: number, startDate: string, endDate: string, sport: string | null = null) => ({
  id,
  startDate,
  endDate,
  allDay: true,
  startTime: '00:00',
  endTime: '23:59',
  reason: 'Repairs & Upgrades',
  sport,
});
const special = (id: number, date: string, sport: string | null = null) => ({
  id,
  date,
  sport,
  startTime: '10:00',
  endTime: '16:00',
  price: 40,
  pricePence: 4000,
  available: true,
  notes: '',
});

const availability: Availability = {
  generalSchedule: [],
  sportAvailability: [
    {
      sport: 'Squash',
      schedule: [],
      specialDates: [special(3, '2026-12-02', 'Squash')],
      blockedDates: [],
      blockedPeriods: [block(9, '2026-12-01', '2026-12-01', 'Squash')],
    },
  ],
  specialDates: [special(1, '2026-12-01'), special(3, '2026-12-02', 'Squash')],
  bulkBlockedPeriods: [block(5, '2026-11-30', '2026-12-03')],
};

describe('the weekly schedule editor', () => {
  it('starts 08:00–22:00, open every day but Sunday', () => {
    const week = defaultWeek();
    expect(week.map((day) => day.isOpen)).toEqual([false, true, true, true, true, true, true]);
    expect(new Set(week.map((day) => `${day.openTime}-${day.closeTime}`))).toEqual(new Set(['08:00-22:00']));
  });

  it('a new break is 12:00–13:00 Lunch Break, and can be removed', () => {
    const week = addBreak(defaultWeek(), 2);
    expect(week[2]!.breakTimes).toEqual([{ start: '12:00', end: '13:00', reason: 'Lunch Break' }]);
    expect(removeBreak(week, 2, 0)[2]!.breakTimes).toEqual([]);
  });

  it("Copy to All gives every day this day's hours and breaks, as copies", () => {
    const week = copyToAll(addBreak(updateDay(defaultWeek(), 1, { openTime: '07:00', closeTime: '23:00' }), 1), 1);
    expect(
      week.every(
        (day) => day.isOpen && day.openTime === '07:00' && day.closeTime === '23:00' && day.breakTimes.length === 1,
      ),
    ).toBe(true);
    expect(week[0]!.breakTimes[0]).not.toBe(week[1]!.breakTimes[0]);
  });

  it('fills days missing from a saved week with the defaults, in day order', () => {
    const week = normaliseWeek([
      { dayOfWeek: 3, isOpen: false, openTime: '09:00', closeTime: '17:00', breakTimes: [] },
    ]);
    expect(week.map((day) => day.dayOfWeek)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(week[3]!.isOpen).toBe(false);
    expect(week[4]!.isOpen).toBe(true);
  });
});

describe('blocked periods', () => {
  it("default reasons are 'Blocked' and '{sport} unavailable'", () => {
    expect(blockReason('  ', null)).toBe('Blocked');
    expect(blockReason('', 'Squash')).toBe('Squash unavailable');
    expect(blockReason('Staff Training', 'Squash')).toBe('Staff Training');
  });

  it('a venue-wide block is added to the venue list, keeping the saved ones by id', () => {
    const update = addBlockUpdate(availability, null, {
      startDate: '2026-12-10',
      endDate: '2026-12-12',
      allDay: true,
      startTime: '08:00',
      endTime: '09:00',
      reason: '',
    });
    expect(update.bulkBlockedPeriods).toEqual([
      {
        id: 5,
        startDate: '2026-11-30',
        endDate: '2026-12-03',
        allDay: true,
        startTime: '00:00',
        endTime: '23:59',
        reason: 'Repairs & Upgrades',
      },
      {
        startDate: '2026-12-10',
        endDate: '2026-12-12',
        allDay: true,
        startTime: '00:00',
        endTime: '23:59',
        reason: 'Blocked',
      },
    ]);
    expect(availabilityUpdateRequestSchema.safeParse(update).success).toBe(true);
  });

  it("a sport's block replaces only that sport's periods", () => {
    const update = addBlockUpdate(availability, 'Squash', {
      startDate: '2026-12-05',
      endDate: '2026-12-05',
      allDay: false,
      startTime: '18:00',
      endTime: '20:00',
      reason: '',
    });
    expect(update.bulkBlockedPeriods).toBeUndefined();
    expect(
      update.sportAvailability?.[0]?.blockedPeriods?.map((item) => [
        item.startDate,
        item.startTime,
        item.endTime,
        item.reason,
      ]),
    ).toEqual([
      ['2026-12-01', '00:00', '23:59', 'Repairs & Upgrades'],
      ['2026-12-05', '18:00', '20:00', 'Squash unavailable'],
    ]);
    expect(removeBlockUpdate(availability, 'Squash', 0).sportAvailability?.[0]?.blockedPeriods).toEqual([]);
    expect(removeBlockUpdate(availability, null, 0).bulkBlockedPeriods).toEqual([]);
  });
});

describe('special dates', () => {
  it('need a date, a start and an end', () => {
    expect(specialMissingFields(emptySpecial(null))).toBe(true);
    expect(specialMissingFields({ ...emptySpecial(null), date: '2026-12-24' })).toBe(false);
  });

  it('an edit replaces its date by id; every other special date is sent as it was', () => {
    const update = upsertSpecialUpdate(availability, {
      id: 1,
      date: '2026-12-01',
      price: '45.50',
      startTime: '09:00',
      endTime: '12:00',
      notes: 'Xmas',
      sport: null,
    });
    expect(update.specialDates?.map((item) => [item.id, item.sport, item.price, item.startTime])).toEqual([
      [3, 'Squash', 40, '10:00'],
      [1, null, '45.50', '09:00'],
    ]);
    expect(
      upsertSpecialUpdate(availability, { ...emptySpecial('Squash'), date: '2026-12-09' }).specialDates,
    ).toHaveLength(3);
    expect(
      upsertSpecialUpdate(availability, { ...emptySpecial(null), date: '2026-12-09' }).specialDates?.[2]?.price,
    ).toBeNull();
  });

  it('a removal sends the rest; the lists split venue-wide and per sport', () => {
    expect(removeSpecialUpdate(availability, 1, 0).specialDates?.map((item) => item.id)).toEqual([3]);
    expect(specialDatesOf(availability, null).map((item) => item.id)).toEqual([1]);
    expect(specialDatesOf(availability, 'Squash').map((item) => item.id)).toEqual([3]);
  });

  it('a sport reverts to the general schedule with an empty week', () => {
    expect(sportScheduleUpdate('Squash', [])).toEqual({ sportAvailability: [{ sport: 'Squash', schedule: [] }] });
  });
});

describe('closures that meet bookings', () => {
  const body = {
    success: false,
    code: 'CLOSURE_AFFECTS_BOOKINGS',
    error: 'This change would close an hour a player has already booked.',
    affectedBookings: [
      {
        id: 42,
        code: 'SB-7K3Q9X',
        player: { name: 'Alex Morgan', email: 'a@example.com' },
        date: '2026-12-01',
        sport: 'Squash',
        timeSlots: ['18:00'],
        amount: 30.5,
        amountPence: 3050,
        isSplit: false,
      },
    ],
    confirmField: CONFIRM_CLOSURE_FIELD,
    confirmWith: { [CONFIRM_CLOSURE_FIELD]: [42] },
  };

  it('reads the affected bookings and the confirming field from the 409 answer', () => {
    const conflict = closureConflictOf(new ApiError(409, body.error, body.code, body));
    expect(conflict?.bookings.map((booking) => booking.player.name)).toEqual(['Alex Morgan']);
    expect(conflict?.confirmWith).toEqual({ cancelAffectedBookings: [42] });
  });

  it('is not a closure conflict for any other failure', () => {
    expect(closureConflictOf(new ApiError(409, 'x', 'OTHER', { code: 'OTHER' }))).toBeNull();
    expect(closureConflictOf(new ApiError(400, body.error, body.code, body))).toBeNull();
    expect(closureConflictOf(new Error('boom'))).toBeNull();
  });
});

describe('how the availability screens write periods and special dates', () => {
  it('writes hours as the venue page and bookings do, and all-day periods in words', () => {
    expect(blockedPeriodDetail({ allDay: false, startTime: '18:00', endTime: '20:00', reason: 'Staff Training' })).toBe(
      '18:00 - 20:00 · Staff Training',
    );
    expect(blockedPeriodDetail({ allDay: true, startTime: '00:00', endTime: '23:59', reason: 'Repairs' })).toBe(
      'all day · Repairs',
    );
    expect(specialDateDetail({ startTime: '10:00', endTime: '12:00', pricePence: 1250 })).toBe(
      '10:00 - 12:00 · £12.50/hr',
    );
    expect(specialDateDetail({ startTime: '09:00', endTime: '17:00', pricePence: null })).toBe(
      '09:00 - 17:00 · normal price',
    );
  });

  it('names one day once and a longer period by its first and last day', () => {
    expect(blockedPeriodDates({ startDate: '2026-11-24', endDate: '2026-11-24' })).toMatch(/24/);
    expect(blockedPeriodDates({ startDate: '2026-11-24', endDate: '2026-11-24' })).not.toMatch(/–/);
    expect(blockedPeriodDates({ startDate: '2026-11-24', endDate: '2026-11-26' })).toMatch(/24.* – .*26/);
  });
});
