import { z } from 'zod';
import { databaseIdTextSchema } from './ids';
import { ACTIVITY_TYPES } from './owner-notifications';

/*
 * The owner's Overview (owner-admin.md §2, §3 Dashboard analytics) and Bookings tab. Field names are
 * the spec's; money fields are pounds (the spec's), each with its exact pence beside it. Definitions
 * (docs/decisions/0012): weeks run Sunday to Saturday and months are calendar months, both in
 * Europe/London; revenue is what confirmed bookings whose payment succeeded still hold (charges less
 * refunds), by the date played; utilisation is booked court-hours over open court-hours net of breaks
 * and blocks.
 */

export const ownerDashboardQuerySchema = z.object({
  /** One of the owner's venues; without it, all of them together. */
  venue_id: databaseIdTextSchema.optional(),
});

export const recentActivityItemSchema = z.object({
  /** The booking the line is about. */
  id: z.number().int(),
  type: z.literal('booking'),
  /** What happened (docs/decisions/0057), and its label: 'Booked', 'Refunded', … */
  activity: z.enum(ACTIVITY_TYPES),
  activity_label: z.string(),
  message: z.string(),
  user: z.object({ name: z.string() }),
  venue: z.object({ id: z.number().int(), name: z.string() }),
  sport: z.string(),
  total_amount: z.number(),
  total_amount_pence: z.number().int(),
  /** What was refunded, for a 'refunded' activity whose amount was recorded; null otherwise. */
  refund_amount_pence: z.number().int().nullable(),
  date: z.string(),
  time_slots: z.array(z.string()),
  status: z.string(),
  created_at: z.string(),
});
export type RecentActivityItem = z.infer<typeof recentActivityItemSchema>;

export const dailyFigureSchema = z.object({
  date: z.string(),
  bookings: z.number().int(),
  revenue: z.number(),
  revenue_pence: z.number().int(),
});
export type DailyFigure = z.infer<typeof dailyFigureSchema>;

export const ownerDashboardResponseSchema = z.object({
  success: z.literal(true),
  venue_id: z.number().int().nullable(),
  sports_available: z.number().int(),
  /** Mean of every rating, one decimal; null before the first rating. */
  avg_rating: z.number().nullable(),
  rating_count: z.number().int(),
  total_bookings: z.number().int(),
  revenue_this_month: z.number(),
  revenue_this_month_pence: z.number().int(),
  bookings_this_week: z.number().int(),
  revenue_this_week: z.number(),
  revenue_this_week_pence: z.number().int(),
  /** Percent, one decimal; null when the venue is not open at all this week. */
  utilization_this_week: z.number().nullable(),
  booked_hours_this_week: z.number().int(),
  open_hours_this_week: z.number().int(),
  avg_rating_this_week: z.number().nullable(),
  recent_activity: z.array(recentActivityItemSchema),
  /** One entry per day, oldest first, for the last 8 weeks to today (bookings and revenue by date played). */
  daily: z.array(dailyFigureSchema),
  week: z.object({ start: z.string(), end: z.string() }),
  month: z.object({ start: z.string(), end: z.string() }),
});
export type OwnerDashboard = z.infer<typeof ownerDashboardResponseSchema>;

export const ANALYTICS_DAYS = 56;
export const RECENT_ACTIVITY_LIMIT = 5;
export const OWNER_BOOKINGS_TABLE_SIZE = 10;
/** The most bookings one request lists (the CSV export lists the whole filtered set). */
export const VENUE_BOOKINGS_LIMIT_MAX = 5000;
