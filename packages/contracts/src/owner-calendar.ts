import { z } from 'zod';

/*
 * The owner's court calendar (issue 30 §2; docs/decisions/0059): GET /api/venues/{id}/calendar/?date=&days=
 * answers a venue's courts, each day's hours per sport as the venue's rules leave them, and every
 * booking, hold and closure in the range. Dates and times are the venue's ('YYYY-MM-DD', 'HH:00').
 */

export const CALENDAR_MAX_DAYS = 7;

export const CALENDAR_MESSAGES = {
  date: 'date must be a real day written YYYY-MM-DD, e.g. 2026-11-21',
  days: `days must be a whole number from 1 to ${CALENDAR_MAX_DAYS}`,
} as const;

function isRealDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const probe = new Date(Date.UTC(year, month - 1, day));
  return probe.getUTCFullYear() === year && probe.getUTCMonth() === month - 1 && probe.getUTCDate() === day;
}

const calendarDate = z.string({ error: CALENDAR_MESSAGES.date }).refine(isRealDate, CALENDAR_MESSAGES.date);
const hour = z.string().regex(/^\d{2}:\d{2}$/);

export const calendarQuerySchema = z.object({
  date: calendarDate,
  days: z.coerce
    .number({ error: CALENDAR_MESSAGES.days })
    .int({ error: CALENDAR_MESSAGES.days })
    .min(1, { error: CALENDAR_MESSAGES.days })
    .max(CALENDAR_MAX_DAYS, { error: CALENDAR_MESSAGES.days })
    .default(1),
});
export type CalendarQuery = z.infer<typeof calendarQuerySchema>;

export const calendarCourtSchema = z.object({
  id: z.number().int(),
  sport: z.string(),
  number: z.number().int(),
  name: z.string(),
});
export type CalendarCourt = z.infer<typeof calendarCourtSchema>;

/** An hour as the venue's rules leave it, whatever is booked: open to sell, or why not. */
export const CALENDAR_HOUR_STATES = ['open', 'closed', 'break', 'blocked'] as const;
export type CalendarHourState = (typeof CALENDAR_HOUR_STATES)[number];

export const calendarHourSchema = z.object({
  time: hour,
  state: z.enum(CALENDAR_HOUR_STATES),
  /** The break's or closure's reason, a closing special date's notes; '' when none. */
  note: z.string(),
});

/** Consecutive hours shaded for the same reason: a break, or a closure (blocked period, closing special date). */
export const calendarShadeSchema = z.object({
  kind: z.enum(['break', 'blocked']),
  start: hour,
  /** Exclusive: the hour after the last shaded one ('24:00' at midnight). */
  end: hour,
  note: z.string(),
});
export type CalendarShade = z.infer<typeof calendarShadeSchema>;

export const calendarDaySchema = z.object({
  date: z.string(),
  /** 0 = Sunday … 6 = Saturday. */
  dayOfWeek: z.number().int(),
  sports: z.array(
    z.object({
      sport: z.string(),
      /** Every hour the calendar can show (the bookable range), each with its state. */
      hours: z.array(calendarHourSchema),
      shaded: z.array(calendarShadeSchema),
    }),
  ),
});
export type CalendarDay = z.infer<typeof calendarDaySchema>;

/**
 * How a booking's block is coloured (docs/decisions/0059): where its money stands.
 * paid_online: paid by card (a split booking once every share is in); paid_at_venue: a manual booking
 * paid in cash or on the venue's terminal; unpaid: a manual booking still to pay (on arrival or by its
 * link); split_part_paid: a split booking still collecting shares; held: a checkout under way (the
 * player is paying); refunded: cancelled with money given back; cancelled: cancelled with nothing to give back.
 */
export const CALENDAR_PAYMENT_KEYS = [
  'paid_online',
  'paid_at_venue',
  'unpaid',
  'split_part_paid',
  'held',
  'refunded',
  'cancelled',
] as const;
export type CalendarPaymentKey = (typeof CALENDAR_PAYMENT_KEYS)[number];

export const calendarBookingSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  sport: z.string(),
  date: z.string(),
  /** Each hour with the court it holds; null once its claim is released (a cancelled booking). */
  hours: z.array(z.object({ time: hour, courtId: z.number().int().nullable() })),
  startTime: hour,
  /** Exclusive end of the last hour. */
  endTime: hour,
  status: z.enum(['pending', 'confirmed', 'cancellation_requested', 'cancelled']),
  paymentKey: z.enum(CALENDAR_PAYMENT_KEYS),
  paymentStatus: z.enum(['pending', 'succeeded', 'partially_refunded', 'refunded', 'failed']),
  source: z.enum(['online', 'manual']),
  venuePayment: z.enum(['paid_at_venue', 'unpaid', 'pay_link']).nullable(),
  customer: z.object({ name: z.string(), email: z.string().nullable(), phone: z.string().nullable() }),
  amountPence: z.number().int(),
  /** What has been paid so far: the whole amount, a split booking's shares in, or 0. */
  paidPence: z.number().int(),
  isSplit: z.boolean(),
  /** A checkout's hold: when it lapses unless paid. */
  holdExpiresAt: z.string().nullable(),
  payLinkDeadline: z.string().nullable(),
  noShow: z.boolean(),
  note: z.string().nullable(),
});
export type CalendarBooking = z.infer<typeof calendarBookingSchema>;

export const calendarBlockSchema = z.object({
  id: z.number().int(),
  /** null: the whole venue. */
  sport: z.string().nullable(),
  startDate: z.string(),
  endDate: z.string(),
  allDay: z.boolean(),
  startTime: z.string(),
  endTime: z.string(),
  reason: z.string(),
});

export const calendarResponseSchema = z.object({
  success: z.literal(true),
  venue: z.object({ id: z.number().int(), name: z.string(), timeZone: z.string(), approved: z.boolean() }),
  from: z.string(),
  /** The last day shown (inclusive). */
  to: z.string(),
  /** The venue's today and the hour it is in ('HH:00'), to mark them. */
  today: z.string(),
  currentHour: hour,
  /** The venue's sports in its order, each with its courts by number. */
  sports: z.array(z.object({ sport: z.string(), courts: z.array(calendarCourtSchema) })),
  days: z.array(calendarDaySchema),
  /** Bookings and holds of the range by date, start and court; cancelled ones keep their hours without courts. */
  bookings: z.array(calendarBookingSchema),
  /** The blocked periods (closures) touching the range, as the owner set them. */
  blocks: z.array(calendarBlockSchema),
});
export type CalendarResponse = z.infer<typeof calendarResponseSchema>;
