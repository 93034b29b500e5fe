// The availability engine alone: slots of one venue and sport for 31 days, repeated; prints
// operations (31-day computations) per second. Run: node --import tsx scripts/bench/engine-bench.ts
import { addDays, computeDaySlots, type ScheduleDay } from '@app/domain';

const week: ScheduleDay[] = [0, 1, 2, 3, 4, 5, 6].map((dayOfWeek) => ({
  dayOfWeek,
  isOpen: dayOfWeek !== 0,
  openTime: '08:00',
  closeTime: '22:00',
  breaks: [{ start: '12:00', end: '13:00', reason: 'Lunch Break' }],
}));
const first = '2026-11-21';
const now = new Date('2026-11-21T10:00:00Z');
const specials = [
  {
    date: addDays(first, 5),
    sport: null,
    startTime: '18:00',
    endTime: '22:00',
    pricePence: 5000,
    available: true,
    notes: 'Evening',
  },
];
const blocks = [
  {
    startDate: addDays(first, 10),
    endDate: addDays(first, 11),
    allDay: true,
    startTime: '00:00',
    endTime: '23:59',
    reason: 'Resurfacing',
    sport: null,
  },
];
const claims = { '10:00': 1, '18:00': 2 };

function month() {
  let available = 0;
  for (let day = 0; day < 31; day += 1) {
    const slots = computeDaySlots({
      date: addDays(first, day),
      sport: 'Tennis',
      timeZone: 'Europe/London',
      now,
      generalSchedule: week,
      sportSchedule: [],
      specialDates: specials,
      blockedPeriods: blocks,
      sportPricePence: 3500,
      courtCount: 2,
      claimedCourts: claims,
    });
    available += slots.filter((slot) => slot.available).length;
  }
  return available;
}

for (let i = 0; i < 200; i += 1) month();
const seconds = Number(process.env.BENCH_ENGINE_SECONDS ?? 3);
const started = performance.now();
let operations = 0;
while (performance.now() - started < seconds * 1000) {
  month();
  operations += 1;
}
const elapsed = (performance.now() - started) / 1000;
console.log(
  JSON.stringify({ operationsPerSecond: operations / elapsed, slotsPerSecond: (operations * 31 * 14) / elapsed }),
);
