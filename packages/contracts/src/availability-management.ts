import { z } from 'zod';
import { availabilitySchema } from './availability';
import { databaseIdSchema } from './ids';
import { priceInputToPence } from './venue-management';
import { VENUE_MESSAGES as M } from './venue-messages';

/*
 * PATCH /api/venues/{id}/availability/ (owner-admin.md §2 Manage Availability, §3, §5, §7). Each part
 * sent replaces what it covers; parts left out stay as they are:
 *   generalSchedule       the weekly hours (all seven days) and their breaks;
 *   specialDates          every special date of the venue (each entry's `sport` says venue-wide or one sport);
 *   bulkBlockedPeriods    the venue-wide blocked periods;
 *   sportAvailability[i]  that sport's own weekly hours (empty: the general hours apply), its blocked
 *                         dates and periods, and, unless `specialDates` is sent as well, its special dates.
 * The answer is the availability as saved (GET's shape). Past special dates and blocks are history and
 * never touched.
 */

export const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
/** Blocks may be placed from today to this many days ahead (the date pickers' window, docs/decisions/0012). */
export const BLOCK_WINDOW_DAYS = 30;
/** Special dates may be set up to this many years ahead. */
export const SPECIAL_DATE_WINDOW_YEARS = 2;
export const DEFAULT_OPEN_TIME = '08:00';
export const DEFAULT_CLOSE_TIME = '22:00';
export const DEFAULT_BREAK = { start: '12:00', end: '13:00', reason: 'Lunch Break' } as const;
export const ALL_DAY = { startTime: '00:00', endTime: '23:59' } as const;
export const DEFAULT_BLOCK_REASON = 'Blocked';
export const sportBlockReason = (sport: string) => `${sport} unavailable`;

const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Time must be HH:MM');
const requiredTime = z.string({ error: M.requiredFields }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Time must be HH:MM');
/** An end of a span: any time of day, or 24:00, midnight at the end of the day. */
const END_OF_SPAN = /^(([01]\d|2[0-3]):[0-5]\d|24:00)$/;
const endTime = z.string().regex(END_OF_SPAN, 'Time must be HH:MM (24:00 for midnight)');
const requiredEndTime = z
  .string({ error: M.requiredFields })
  .regex(END_OF_SPAN, 'Time must be HH:MM (24:00 for midnight)');

/**
 * Opening hours are whole hours from 00:00 to 24:00 (docs/decisions/0056): players book hour by hour, so
 * a day's opening and closing and a special date's start and end are whole hours.
 */
export const OPENING_HOURS = { earliest: 0, latest: 24 } as const;
/** The times the owner's form offers for opening and closing: '00:00' … '24:00'. */
export const WHOLE_HOUR_TIMES: readonly string[] = Array.from(
  { length: OPENING_HOURS.latest - OPENING_HOURS.earliest + 1 },
  (_, index) => `${String(OPENING_HOURS.earliest + index).padStart(2, '0')}:00`,
);
export const isWholeHour = (hhmm: string) => /^([01]\d|2[0-4]):00$/.test(hhmm);
const requiredDate = (message: string) =>
  z.string({ error: message }).regex(/^\d{4}-\d{2}-\d{2}$/, 'Date must be YYYY-MM-DD');

/** Minutes since midnight of 'HH:MM'. */
export const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

export const breakInputSchema = z.object({ start: time, end: endTime, reason: z.string().trim().max(80).default('') });
export const scheduleDayInputSchema = z.object({
  dayOfWeek: z.number().int().min(0).max(6),
  isOpen: z.boolean(),
  openTime: time,
  closeTime: endTime,
  breakTimes: z.array(breakInputSchema).max(6).default([]),
});
export type ScheduleDayInput = z.output<typeof scheduleDayInputSchema>;

export const specialDateInputSchema = z.object({
  id: z.number().int().nullable().optional(),
  date: requiredDate(M.requiredFields),
  sport: z.string().trim().max(60).nullable().default(null),
  startTime: requiredTime,
  endTime: requiredEndTime,
  /** Pounds; null or absent: no price of its own, an open day at the sport's normal price (docs/decisions/0056). */
  price: z.unknown().optional(),
  available: z.boolean().default(true),
  notes: z.string().trim().max(200).default(''),
});
export type SpecialDateInput = z.output<typeof specialDateInputSchema>;

export const blockedPeriodInputSchema = z.object({
  id: z.number().int().nullable().optional(),
  startDate: requiredDate(M.selectDatesFirst),
  endDate: requiredDate(M.selectDatesFirst),
  allDay: z.boolean().default(true),
  startTime: time.default(ALL_DAY.startTime),
  endTime: time.default(ALL_DAY.endTime),
  reason: z.string().trim().max(80).default(''),
  sport: z.string().trim().max(60).nullable().optional(),
});
export type BlockedPeriodInput = z.output<typeof blockedPeriodInputSchema>;

export const sportAvailabilityInputSchema = z.object({
  sport: z.string().trim().min(1).max(60),
  /** Empty: the general schedule applies to this sport. */
  schedule: z.array(scheduleDayInputSchema).max(7).optional(),
  specialDates: z.array(specialDateInputSchema).max(400).optional(),
  /** All-day sport closures as dates; the same as all-day one-day `blockedPeriods`. */
  blockedDates: z.array(requiredDate(M.selectDatesFirst)).max(400).optional(),
  blockedPeriods: z.array(blockedPeriodInputSchema).max(400).optional(),
});

/** The owner confirms a closure that meets bookings with the ids the 409 answer listed. */
export const CONFIRM_CLOSURE_FIELD = 'cancelAffectedBookings';

export const availabilityUpdateRequestSchema = z
  .object({
    generalSchedule: z.array(scheduleDayInputSchema).max(7).optional(),
    sportAvailability: z.array(sportAvailabilityInputSchema).max(30).optional(),
    specialDates: z.array(specialDateInputSchema).max(800).optional(),
    bulkBlockedPeriods: z.array(blockedPeriodInputSchema).max(400).optional(),
    [CONFIRM_CLOSURE_FIELD]: z.array(databaseIdSchema).max(1000).optional(),
  })
  .superRefine((value, context) => {
    for (const message of availabilityRuleProblems(value)) context.addIssue({ code: 'custom', message, path: [] });
  });
export type AvailabilityUpdateRequest = z.output<typeof availabilityUpdateRequestSchema>;

/** A weekly schedule's problems: each day once, closing after opening, breaks inside the hours and apart. */
export function scheduleProblems(days: readonly ScheduleDayInput[], { complete }: { complete: boolean }): string[] {
  const problems: string[] = [];
  const incomplete = days.length !== 7 || new Set(days.map((day) => day.dayOfWeek)).size !== 7;
  // The general week always has seven days; a sport's own week has seven or none (none: the general one applies).
  if ((complete || days.length > 0) && incomplete) problems.push(M.weekNeedsEachDay);
  for (const day of days) {
    if (!day.isOpen) continue;
    const name = WEEKDAY_NAMES[day.dayOfWeek]!;
    const open = minutesOf(day.openTime);
    const close = minutesOf(day.closeTime);
    const notWhole = [day.openTime, day.closeTime].find((hhmm) => !isWholeHour(hhmm));
    if (notWhole) {
      problems.push(M.hoursNotWhole(name, notWhole));
      continue;
    }
    if (close <= open) {
      problems.push(M.closeBeforeOpen(name));
      continue;
    }
    const breaks = [...day.breakTimes].sort((a, b) => minutesOf(a.start) - minutesOf(b.start));
    if (breaks.some((item) => minutesOf(item.end) <= minutesOf(item.start)))
      problems.push(M.breakEndsBeforeStart(name));
    else if (breaks.some((item) => minutesOf(item.start) < open || minutesOf(item.end) > close))
      problems.push(M.breakOutsideHours(name));
    else if (breaks.some((item, index) => index > 0 && minutesOf(item.start) < minutesOf(breaks[index - 1]!.end)))
      problems.push(M.breaksOverlap(name));
  }
  return problems;
}

/** The rules that need no calendar: schedules, time order, prices. (The pickers' windows need today.) */
export function availabilityRuleProblems(update: {
  generalSchedule?: readonly ScheduleDayInput[] | undefined;
  sportAvailability?:
    | readonly {
        schedule?: readonly ScheduleDayInput[] | undefined;
        specialDates?: readonly SpecialDateInput[] | undefined;
        blockedPeriods?: readonly BlockedPeriodInput[] | undefined;
      }[]
    | undefined;
  specialDates?: readonly SpecialDateInput[] | undefined;
  bulkBlockedPeriods?: readonly BlockedPeriodInput[] | undefined;
}): string[] {
  const problems: string[] = [];
  if (update.generalSchedule) problems.push(...scheduleProblems(update.generalSchedule, { complete: true }));
  for (const sport of update.sportAvailability ?? [])
    if (sport.schedule) problems.push(...scheduleProblems(sport.schedule, { complete: false }));
  const specials = [
    ...(update.specialDates ?? []),
    ...(update.sportAvailability ?? []).flatMap((sport) => sport.specialDates ?? []),
  ];
  if (specials.some((special) => !isWholeHour(special.startTime) || !isWholeHour(special.endTime)))
    problems.push(M.specialHoursNotWhole);
  else if (
    specials.some(
      (special) => minutesOf(special.endTime) <= minutesOf(special.startTime) && special.endTime !== '00:00',
    )
  )
    problems.push(M.specialEndsBeforeStart);
  if (
    specials.some(
      (special) =>
        special.price !== undefined &&
        special.price !== null &&
        special.price !== '' &&
        priceInputToPence(special.price) === null,
    )
  )
    problems.push(M.specialPriceInvalid);
  const blocks = [
    ...(update.bulkBlockedPeriods ?? []),
    ...(update.sportAvailability ?? []).flatMap((sport) => sport.blockedPeriods ?? []),
  ];
  const blockBackwards = (block: BlockedPeriodInput) =>
    block.endDate < block.startDate || (!block.allDay && minutesOf(block.endTime) <= minutesOf(block.startTime));
  if (blocks.some(blockBackwards)) problems.push(M.blockEndsBeforeStart);
  return [...new Set(problems)];
}

/** One affected booking, as the closure confirmation lists it. */
export const affectedBookingSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  player: z.object({ name: z.string(), email: z.string() }),
  date: z.string(),
  sport: z.string(),
  timeSlots: z.array(z.string()),
  amount: z.number(),
  amountPence: z.number().int(),
  isSplit: z.boolean(),
});
export type AffectedBooking = z.infer<typeof affectedBookingSchema>;

/**
 * The 409 answer of a save that would close booked hours (code CLOSURE_AFFECTS_BOOKINGS): the bookings
 * it meets, the name of the field that confirms, and the body part to add to the same request to confirm.
 */
export const closureConflictSchema = z.object({
  success: z.literal(false),
  code: z.literal('CLOSURE_AFFECTS_BOOKINGS'),
  error: z.string(),
  affectedBookings: z.array(affectedBookingSchema),
  confirmField: z.literal(CONFIRM_CLOSURE_FIELD),
  confirmWith: z.object({ [CONFIRM_CLOSURE_FIELD]: z.array(z.number().int()) }),
});
export type ClosureConflict = z.infer<typeof closureConflictSchema>;

export const availabilityUpdateResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  availability: availabilitySchema,
  /** Bookings cancelled and refunded because the owner confirmed the closure. */
  cancelledBookings: z.array(
    z.object({ id: z.number().int(), refundedPence: z.number().int(), refunded: z.boolean() }),
  ),
});
