import { z } from 'zod';
import { AVAILABILITY_MESSAGES } from './availability-messages';

/** The availability an owner sets (player.md §3 Availability, owner-admin.md §3). Times 'HH:MM'. */
const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Time must be HH:MM');
/** An end of a span: 24:00 is midnight at the end of the day (docs/decisions/0056). */
const endTime = z.string().regex(/^(([01]\d|2[0-3]):[0-5]\d|24:00)$/, 'Time must be HH:MM');
const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Date must be YYYY-MM-DD');

export const breakTimeSchema = z.object({ start: time, end: endTime, reason: z.string() });
export const scheduleDaySchema = z.object({
  id: z.number().int().nullable(),
  venueId: z.number().int(),
  dayOfWeek: z.number().int().min(0).max(6),
  isOpen: z.boolean(),
  openTime: time,
  closeTime: endTime,
  breakTimes: z.array(breakTimeSchema),
});
export const specialDateSchema = z.object({
  id: z.number().int().nullable(),
  date,
  sport: z.string().nullable(),
  startTime: time,
  endTime: endTime,
  /** Pounds, for display; null: no price of its own, the sport's normal price applies. */
  price: z.number().nullable(),
  pricePence: z.number().int().nullable(),
  available: z.boolean(),
  notes: z.string(),
});
export const blockedPeriodSchema = z.object({
  id: z.number().int().nullable(),
  startDate: date,
  endDate: date,
  allDay: z.boolean(),
  startTime: time,
  endTime: endTime,
  reason: z.string(),
  sport: z.string().nullable(),
});
export const sportAvailabilitySchema = z.object({
  sport: z.string(),
  /** Empty means the general schedule applies. */
  schedule: z.array(scheduleDaySchema),
  specialDates: z.array(specialDateSchema),
  /** All-day sport-specific closures as date strings, as the spec lists them. */
  blockedDates: z.array(date),
  blockedPeriods: z.array(blockedPeriodSchema),
});
export const availabilitySchema = z.object({
  generalSchedule: z.array(scheduleDaySchema),
  sportAvailability: z.array(sportAvailabilitySchema),
  specialDates: z.array(specialDateSchema),
  bulkBlockedPeriods: z.array(blockedPeriodSchema),
});
export type Availability = z.infer<typeof availabilitySchema>;
export const availabilityResponseSchema = z.object({ success: z.literal(true), availability: availabilitySchema });

export const UNAVAILABLE_REASONS = ['closed', 'blocked', 'break', 'booked', 'past'] as const;
export type UnavailableReason = (typeof UNAVAILABLE_REASONS)[number];

/** One bookable hour as the engine computes it (player.md §3 Slot). */
export const slotSchema = z.object({
  time: z.string(),
  endTime: z.string(),
  available: z.boolean(),
  /** Pounds for display (null: 'Price TBD'); pricePence is the exact amount charged. */
  price: z.number().nullable(),
  pricePence: z.number().int().nullable(),
  priceLabel: z.string(),
  isSpecial: z.boolean(),
  notes: z.string(),
  unavailableReason: z.enum(UNAVAILABLE_REASONS).nullable(),
  courtCount: z.number().int(),
  courtsLeft: z.number().int(),
});
export type Slot = z.infer<typeof slotSchema>;

export const slotsQuerySchema = z.object({
  sport: z.string().trim().min(1, 'Please choose a sport'),
  date,
});
export const slotsResponseSchema = z.object({
  success: z.literal(true),
  venueId: z.number().int(),
  sport: z.string(),
  date,
  timeZone: z.string(),
  /** First and last bookable dates (today to today + 30 days, venue time). */
  bookingWindow: z.object({ first: date, last: date }),
  slots: z.array(slotSchema),
});
export type SlotsResponse = z.infer<typeof slotsResponseSchema>;

export { AVAILABILITY_MESSAGES };
