import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeDaySlots } from '../src/availability/compute-day-slots';
import type { BlockedPeriod, DaySlotsInput, ScheduleDay, SpecialDate } from '../src/availability/availability-types';
import { addDays, minutesOfDay, toZonedParts } from '../src/time/zoned-time';

/* Invariants of the engine over random schedules, specials, blocks, claims and clocks. */

const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
const timeArb = fc.integer({ min: 0, max: 48 }).map((half) => hhmm(half * 30));
const rangeArb = fc.tuple(timeArb, timeArb).map(([a, b]) => (a <= b ? [a, b] : [b, a]) as [string, string]);
// Any date of 2026–27, the clock-change days (29 Mar, 25 Oct 2026; 28 Mar, 31 Oct 2027) often.
const dateArb = fc.oneof(
  fc.integer({ min: 0, max: 700 }).map((offset) => addDays('2026-01-01', offset)),
  fc.constantFrom('2026-03-29', '2026-10-25', '2027-03-28', '2027-10-31'),
);

const dayArb = (dayOfWeek: number): fc.Arbitrary<ScheduleDay> =>
  fc
    .record({
      dayOfWeek: fc.constant(dayOfWeek),
      isOpen: fc.boolean(),
      hours: rangeArb,
      breaks: fc.array(
        rangeArb.map(([start, end]) => ({ start, end, reason: 'Break' })),
        { maxLength: 2 },
      ),
    })
    .map(({ hours, ...day }) => ({ ...day, openTime: hours[0], closeTime: hours[1] }));
const weekArb = fc.tuple(...[0, 1, 2, 3, 4, 5, 6].map(dayArb));

const inputArb = fc
  .record({
    date: dateArb,
    sport: fc.constantFrom('Tennis', 'Squash'),
    generalSchedule: weekArb,
    sportSchedule: fc.oneof(fc.constant([] as ScheduleDay[]), weekArb),
    specials: fc.array(
      fc.record({
        sport: fc.constantFrom(null, 'Tennis', 'Squash'),
        hours: rangeArb,
        pricePence: fc.option(fc.integer({ min: 0, max: 20_000 }), { nil: null }),
        available: fc.boolean(),
      }),
      { maxLength: 3 },
    ),
    blocks: fc.array(
      fc.record({
        sport: fc.constantFrom(null, 'Tennis', 'Squash'),
        allDay: fc.boolean(),
        hours: rangeArb,
        before: fc.integer({ min: 0, max: 3 }),
        after: fc.integer({ min: 0, max: 3 }),
      }),
      { maxLength: 2 },
    ),
    sportPricePence: fc.option(fc.integer({ min: 0, max: 20_000 }), { nil: null }),
    courtCount: fc.integer({ min: 1, max: 4 }),
    claims: fc.dictionary(
      fc.integer({ min: 0, max: 23 }).map((hour) => hhmm(hour * 60)),
      fc.integer({ min: 0, max: 5 }),
    ),
    nowOffsetHours: fc.integer({ min: -48, max: 48 }),
  })
  .map((r): DaySlotsInput => ({
    date: r.date,
    sport: r.sport,
    timeZone: 'Europe/London',
    now: new Date(new Date(`${r.date}T12:00:00Z`).getTime() + r.nowOffsetHours * 3_600_000),
    generalSchedule: r.generalSchedule,
    sportSchedule: r.sportSchedule,
    specialDates: r.specials.map((s): SpecialDate => ({
      date: r.date,
      sport: s.sport,
      startTime: s.hours[0],
      endTime: s.hours[1],
      pricePence: s.pricePence,
      available: s.available,
      notes: '',
    })),
    blockedPeriods: r.blocks.map((b): BlockedPeriod => ({
      startDate: addDays(r.date, -b.before),
      endDate: addDays(r.date, b.after),
      allDay: b.allDay,
      startTime: b.hours[0],
      endTime: b.hours[1],
      reason: 'Blocked',
      sport: b.sport,
    })),
    sportPricePence: r.sportPricePence,
    courtCount: r.courtCount,
    claimedCourts: r.claims,
  }));

const slotWindow = (time: string) => ({ start: minutesOfDay(time), end: minutesOfDay(time) + 60 });
// As the engine reads them, an end time of 00:00 means midnight at the end of the day.
const endMinutes = (time: string) => (time === '00:00' ? 24 * 60 : minutesOfDay(time));
const whole = (minutes: number) => hhmm(minutes);

describe('availability invariants', () => {
  it('never offers an hour outside opening hours unless an available special date covers it', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const weekday = new Date(`${input.date}T00:00:00Z`).getUTCDay();
        const schedule = (input.sportSchedule.length ? input.sportSchedule : input.generalSchedule).find(
          (day) => day.dayOfWeek === weekday,
        )!;
        for (const slot of computeDaySlots(input).filter((item) => item.available)) {
          const w = slotWindow(slot.time);
          const inHours =
            schedule.isOpen && minutesOfDay(schedule.openTime) <= w.start && w.end <= endMinutes(schedule.closeTime);
          const bySpecial = input.specialDates.some(
            (special) =>
              special.available &&
              (special.sport === null || special.sport === input.sport) &&
              minutesOfDay(special.startTime) <= w.start &&
              w.end <= endMinutes(special.endTime),
          );
          expect(inHours || bySpecial).toBe(true);
        }
      }),
      { numRuns: 400 },
    );
  });

  it('never offers an hour whose courts are all held, a blocked hour, or one that has started', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        for (const slot of computeDaySlots(input)) {
          if ((input.claimedCourts[slot.time] ?? 0) >= input.courtCount) expect(slot.available).toBe(false);
          if (slot.startsAt.getTime() <= input.now.getTime()) expect(slot.available).toBe(false);
          const w = slotWindow(slot.time);
          const blocked = input.blockedPeriods.some(
            (block) =>
              (block.sport === null || block.sport === input.sport) &&
              block.startDate <= input.date &&
              input.date <= block.endDate &&
              (block.allDay || (minutesOfDay(block.startTime) < w.end && w.start < endMinutes(block.endTime))),
          );
          if (blocked) expect(slot.unavailableReason).toBe('blocked');
        }
      }),
      { numRuns: 400 },
    );
  });

  it('prices every bookable hour with a non-negative whole number of pence and keeps courts in range', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        for (const slot of computeDaySlots(input)) {
          if (slot.pricePence !== null) {
            expect(Number.isSafeInteger(slot.pricePence)).toBe(true);
            expect(slot.pricePence).toBeGreaterThanOrEqual(0);
          }
          if (slot.available) expect(slot.pricePence).not.toBeNull();
          expect(slot.courtsLeft).toBeGreaterThanOrEqual(0);
          expect(slot.courtsLeft).toBeLessThanOrEqual(slot.courtCount);
          expect(slot.available).toBe(slot.unavailableReason === null);
        }
      }),
      { numRuns: 400 },
    );
  });

  it("lists the day's hours in order, each an hour that exists that day, starting when its label says", () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const slots = computeDaySlots(input);
        const hours = slots.map((slot) => minutesOfDay(slot.time) / 60);
        // In order, without repeats, whole hours from 00:00 to 23:00, the 08:00–21:00 default always there
        // except an hour the clocks skip.
        expect(hours.every((hour, index) => index === 0 || hour > hours[index - 1]!)).toBe(true);
        expect(hours.every((hour) => Number.isInteger(hour) && hour >= 0 && hour <= 23)).toBe(true);
        for (let hour = 8; hour <= 21; hour += 1) expect(hours).toContain(hour);
        for (const slot of slots) {
          const parts = toZonedParts(slot.startsAt, input.timeZone);
          expect(`${parts.date} ${parts.time}`).toBe(`${input.date} ${slot.time}`);
        }
        // Instants strictly increase, even across a clock change.
        expect(slots.every((slot, index) => index === 0 || slot.startsAt > slots[index - 1]!.startsAt)).toBe(true);
      }),
      { numRuns: 400 },
    );
  });

  it('sells every whole hour an open day covers, whatever the hours (00:00–24:00), but the one the clocks skip', () => {
    const wholeHours = fc
      .tuple(fc.integer({ min: 0, max: 24 }), fc.integer({ min: 0, max: 24 }))
      .filter(([a, b]) => a !== b)
      .map(([a, b]) => (a < b ? [a, b] : [b, a]) as [number, number]);
    // London's clocks go forward at 01:00 on these days: 01:00–02:00 does not happen.
    const springForward = new Set(['2026-03-29', '2027-03-28']);
    fc.assert(
      fc.property(dateArb, wholeHours, (date, [open, close]) => {
        const day = (dayOfWeek: number): ScheduleDay => ({
          dayOfWeek,
          isOpen: true,
          openTime: whole(open * 60),
          closeTime: whole(close * 60),
          breaks: [],
        });
        const slots = computeDaySlots({
          date,
          sport: 'Tennis',
          timeZone: 'Europe/London',
          now: new Date(0),
          generalSchedule: [0, 1, 2, 3, 4, 5, 6].map(day),
          sportSchedule: [],
          specialDates: [],
          blockedPeriods: [],
          sportPricePence: 2500,
          courtCount: 1,
          claimedCourts: {},
        });
        const sold = slots.filter((slot) => slot.available).map((slot) => minutesOfDay(slot.time) / 60);
        const expected: number[] = [];
        for (let hour = open; hour < close; hour += 1)
          if (!(springForward.has(date) && hour === 1)) expected.push(hour);
        expect(sold).toEqual(expected);
        expect(slots.every((slot) => slot.available || slot.unavailableReason === 'closed')).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});
