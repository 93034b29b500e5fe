import { z } from 'zod';
import { SPLIT_EMAIL_PATTERN, SPLIT_MESSAGES } from './split-messages';
import { SPLIT_MAX_PEOPLE, SPLIT_MIN_PEOPLE } from './limits';

/** The booking draft handed from the venue page to checkout (player.md §3, sessionStorage 'bookingData'). */
export const bookingDraftSchema = z.object({
  venueId: z.number().int(),
  venueName: z.string(),
  sport: z.string(),
  date: z.string(),
  timeSlots: z.array(z.string()),
  slotDetails: z.array(
    z.object({ time: z.string(), price: z.number().nullable(), isSpecial: z.boolean(), notes: z.string() }),
  ),
  startTime: z.string(),
  endTime: z.string(),
  pricePerHour: z.number(),
  duration: z.number().int(),
  /** Pounds for display; totalAmountPence is what the server will check. */
  totalAmount: z.number(),
  totalAmountPence: z.number().int(),
  venueLocation: z.string(),
  venueAddress: z.string(),
  hasSpecialPricing: z.boolean(),
  priceBreakdown: z.array(
    z.object({
      time: z.string(),
      price: z.number().nullable(),
      pricePence: z.number().int().nullable(),
      isSpecial: z.boolean(),
      notes: z.string(),
    }),
  ),
  splitPayment: z
    .object({
      enabled: z.boolean(),
      numberOfPeople: z.number().int().min(SPLIT_MIN_PEOPLE).max(SPLIT_MAX_PEOPLE),
      inviteEmails: z.array(z.string()),
      paymentLinkGenerated: z.boolean(),
    })
    .optional(),
});
export type BookingDraft = z.infer<typeof bookingDraftSchema>;

/** The venue page state saved by 'Log In To Book' (player.md §3), restored after login. */
export const venuePageStateSchema = z.object({
  venueId: z.number().int(),
  selectedSport: z.string(),
  selectedSlots: z.array(z.string()),
  slotDetails: z.array(
    z.object({ time: z.string(), price: z.number().nullable(), isSpecial: z.boolean(), notes: z.string() }),
  ),
  totalAmount: z.number(),
  bookingDate: z.string(),
  selectedImageFilter: z.string(),
  numberOfPeople: z.number().int().min(SPLIT_MIN_PEOPLE).max(SPLIT_MAX_PEOPLE),
  inviteEmails: z.array(z.string()),
  splitPaymentEnabled: z.boolean(),
});
export type VenuePageState = z.infer<typeof venuePageStateSchema>;

export { SPLIT_EMAIL_PATTERN, SPLIT_MESSAGES };
