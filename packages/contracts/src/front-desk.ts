import { z } from 'zod';
import { refundPoundsSchema } from './admin';
import { MAX_SLOTS_PER_DAY } from './limits';
import { slotTime } from './payments';
import { SPLIT_EMAIL_PATTERN } from './split-messages';

/*
 * The front desk (issue 30 §3, §4; docs/decisions/0058): the venue's own bookings for phone and
 * walk-in customers, and what the owner does to a booking. One set of rules for the owner's dialogs
 * and the API.
 */

export const FRONT_DESK_MESSAGES = {
  customerNameRequired: "Please enter the customer's name.",
  customerContactRequired: 'Please give an e-mail address or a phone number for the customer.',
  customerEmailInvalid: 'Please enter a valid e-mail address.',
  customerPhoneInvalid: 'Please enter a phone number of 5 to 30 digits, spaces or +.',
  pricePenceInvalid: 'Please enter a price above £0 in pounds and pence (at most two decimals).',
  priceReasonRequired: (venuePrice: string) => `Please say why the price differs from the venue's ${venuePrice}.`,
  paymentInvalid: 'Choose how it is paid: paid at the venue or to be paid on arrival.',
  courtOfAnotherSport: (court: string, sport: string) => `${court} is not a ${sport} court.`,
  courtNotFound: 'That court is not at this venue.',
  courtTaken: (court: string, time: string) => `${court} is already booked at ${time}.`,
  bookingCreated: (code: string) => `Booking ${code} saved.`,
  cancelReasonRequired: 'Please give a reason; the customer is told it.',
  bookingCancelled: (refund: string | null) =>
    refund ? `Booking cancelled and ${refund} refunded.` : 'Booking cancelled with no refund.',
  notManual: 'Only a booking paid at the venue can be marked paid.',
  alreadyPaid: 'This booking is already paid.',
  notLive: 'This booking is no longer live.',
  noShowBeforeStart: 'A booking can be marked a no-show only once it has started.',
  moveSameCourt: 'The booking is already on that court.',
  noteTooLong: 'A note can be at most 1,000 characters.',
  nothingToChange: 'Nothing to change: send paid, noShow, note or courtId.',
  bookingUpdated: 'Booking updated.',
} as const;
const M = FRONT_DESK_MESSAGES;

const PHONE = /^\+?[0-9 ()-]{5,30}$/;

export const MANUAL_PAYMENTS = ['paid_at_venue', 'unpaid'] as const;
export type ManualPayment = (typeof MANUAL_PAYMENTS)[number];

/** POST /api/venues/{id}/bookings/: a booking the venue takes by phone or at the desk. */
export const manualBookingRequestSchema = z
  .strictObject({
    sport: z.string().trim().min(1).max(60),
    date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Date must be YYYY-MM-DD'),
    timeSlots: z.array(slotTime).min(1, 'Please choose at least one time slot').max(MAX_SLOTS_PER_DAY),
    courtId: z.number().int().positive().optional(),
    customer: z.strictObject({
      name: z.string().trim().min(1, M.customerNameRequired).max(100),
      email: z
        .string()
        .trim()
        .max(254)
        .refine((email) => email === '' || SPLIT_EMAIL_PATTERN.test(email), M.customerEmailInvalid)
        .optional(),
      phone: z
        .string()
        .trim()
        .refine((phone) => phone === '' || PHONE.test(phone), M.customerPhoneInvalid)
        .optional(),
    }),
    payment: z.enum(MANUAL_PAYMENTS, { error: M.paymentInvalid }),
    /** The whole booking's price in pence; absent: the venue's price for those hours. */
    pricePence: z
      .number({ error: M.pricePenceInvalid })
      .int(M.pricePenceInvalid)
      .positive(M.pricePenceInvalid)
      .max(10_000_000)
      .optional(),
    priceReason: z.string().trim().max(200).optional(),
  })
  .refine((body) => Boolean(body.customer.email) || Boolean(body.customer.phone), {
    message: M.customerContactRequired,
    path: ['customer'],
  });
export type ManualBookingRequest = z.input<typeof manualBookingRequestSchema>;

/** POST /api/venues/{id}/bookings/{bookingId}/cancel/: pounds, as the admin's decision takes them. */
export const venueCancelRequestSchema = z.strictObject({
  reason: z.string().trim().min(1, M.cancelReasonRequired).max(1000),
  refund: z.discriminatedUnion('type', [
    z.strictObject({ type: z.literal('full') }),
    z.strictObject({ type: z.literal('none') }),
    z.strictObject({ type: z.literal('partial'), amount: refundPoundsSchema }),
  ]),
});
export type VenueCancelRequest = z.input<typeof venueCancelRequestSchema>;

/** PATCH /api/venues/{id}/bookings/{bookingId}/: the owner's marks and a move to another court. */
export const venueBookingPatchSchema = z.strictObject({
  paid: z.literal(true).optional(),
  noShow: z.boolean().optional(),
  note: z.string().max(1000, M.noteTooLong).optional(),
  courtId: z.number().int().positive().optional(),
});
export type VenueBookingPatch = z.input<typeof venueBookingPatchSchema>;

/** A booking as the front desk sees it after an action. */
export const frontDeskBookingSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  source: z.enum(['online', 'manual']),
  status: z.string(),
  sport: z.string(),
  date: z.string(),
  timeSlots: z.array(z.string()),
  startsAt: z.string(),
  courts: z.array(z.object({ time: z.string(), courtId: z.number().int().nullable(), name: z.string() })),
  customer: z.object({ name: z.string(), email: z.string().nullable(), phone: z.string().nullable() }),
  totalAmountPence: z.number().int(),
  venuePayment: z.enum(['paid_at_venue', 'unpaid', 'pay_link']).nullable(),
  paidAtVenueAt: z.string().nullable(),
  noShow: z.boolean(),
  note: z.string().nullable(),
  priceReason: z.string().nullable(),
  /** The player's request to cancel, while it waits for the venue or an admin. */
  cancellationRequest: z.object({ id: z.number().int(), reason: z.string(), createdAt: z.string() }).nullable(),
  /** What may still be refunded: online through the ledger, or cash paid at the venue. */
  refundablePence: z.number().int(),
});
export type FrontDeskBooking = z.infer<typeof frontDeskBookingSchema>;

export const frontDeskBookingReadSchema = z.object({ success: z.literal(true), booking: frontDeskBookingSchema });

export const frontDeskBookingResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  booking: frontDeskBookingSchema,
});
