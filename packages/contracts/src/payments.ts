import { z } from 'zod';
import { databaseIdTextSchema } from './ids';
import { MAX_SLOTS_PER_DAY } from './limits';
import { bookingReviewSchema } from './reviews';
import { splitSummarySchema } from './split-payments';

/** Texts of checkout, cards and bookings (player.md §8 Bookings, Payments and cards). */
export const PAYMENT_MESSAGES = {
  authenticationRequired: 'Authentication required',
  regulatory:
    'Payment requires additional information due to regulatory requirements. Please contact support for assistance.',
  declined: 'Your card was declined. Please try a different payment method or contact your bank.',
  insufficientFunds: 'Insufficient funds on your card. Please try a different payment method.',
  expiredCard: 'Your card has expired. Please add a new payment method.',
  needsAuthentication: 'Additional authentication required. Please try again or contact your bank.',
  processingError: 'There was an error processing your payment. Please try again.',
  genericFailure: 'Payment processing failed. Please check your payment method and try again.',
  unknownFailure: 'An error occurred during payment processing. Please try again.',
  slotTaken: 'This booking slot is no longer available.',
  invalidBookingData: 'Invalid booking data. Please try again.',
  serverError: 'Server error occurred while creating booking. Please contact support.',
  creationFailedDespitePayment: 'Booking creation failed despite successful payment',
  refundedAfterFailure:
    'Your payment was refunded in full because the booking could not be confirmed. Please try again.',
  priceChanged: 'The price of these slots has changed. Please review your booking and try again.',
  paymentMethodNotFound: 'Selected payment method not found',
  venueMissing: 'Venue information is missing. Please go back and select your venue again.',
  noSavedMethods: 'No saved payment methods. Please add one in your account settings.',
  missingFields: (fields: string[]) =>
    `Missing required booking information: ${fields.join(', ')}. Please start the booking process again.`,
  incompleteDraft: 'Booking information is incomplete. Please start the booking process again.',
  verifyEmailFirst: 'Please verify your email address before booking. Check your inbox for the link.',
  mobileRequired: 'Please enter a mobile number so the venue can reach you.',
  saveMethodFailed: 'Failed to save payment method on server',
  addCardFailed: 'Failed to add card',
  fetchMethodsFailed: 'Failed to fetch payment methods',
  loadMethodsFailed: 'Failed to load payment methods',
  deleteMethodFailed: 'Failed to delete payment method',
  deleteMethodRetry: 'Failed to delete payment method. Please try again.',
  setDefaultFailed: 'Failed to set default payment method',
  defaultMethodUpdated: 'Default payment method updated',
  methodRemoved: 'Payment method removed',
  cardNotTestCard: 'Use one of the sandbox test cards (for example 4242 4242 4242 4242).',
  cardNumberInvalid: 'Your card number is invalid.',
  cardExpiryInvalid: "Your card's expiration date is invalid.",
  cardCvcInvalid: "Your card's security code is invalid.",
  intentNotFound: 'Payment confirmation failed - no payment intent returned',
  bookingUpdated: 'Booking updated successfully!',
  updateFailed: 'Failed to update booking',
  updateFailedRetry: 'Failed to update booking. Please try again.',
  noChanges: 'No changes detected.',
  cancellationSubmitted: 'Cancellation request submitted successfully! You will be notified about the refund status.',
  cancellationReasonRequired: 'Please provide a reason for cancellation',
  cancellationSubmitFailed: 'Failed to submit cancellation request. Please try again or contact support.',
  cannotCancel: 'This booking can no longer be cancelled online.',
  cannotAmend: 'This booking can no longer be changed.',
  cannotAmendSplit: 'Bookings shared with friends cannot be changed online. Please contact support.',
  onlyTimesChange: 'Only the time slots of a booking can be changed.',
  checkoutInProgress: 'This checkout is already being processed.',
  checkoutAlreadyOpen:
    'You already have a checkout in progress for this venue and day. Finish it, or try again in a few minutes.',
  tooManyOpenCheckouts: 'You have too many unfinished checkouts. Finish one, or try again in a few minutes.',
  tooManyAbandonedCheckouts: 'Too many checkouts were left unfinished in the last hour. Please try again later.',
  bookingBeingChanged: 'This booking is being changed right now. Please wait a moment and try again.',
  cancellationRequestNotFound: 'Cancellation request not found',
  cancellationAlreadyDecided: 'This request has already been decided.',
  invalidRefund: (reason: string) => (reason ? `Invalid refund: ${reason}` : 'Invalid refund'),
  bookingNotFound: 'Booking not found',
  processCancellationFailed: 'Failed to process cancellation request.',
} as const;

export const savedPaymentMethodSchema = z.object({
  id: z.number().int(),
  stripePaymentMethodId: z.string(),
  last4: z.string(),
  exp_month: z.number().int(),
  exp_year: z.number().int(),
  cardholder_name: z.string().nullable(),
  brand: z.string(),
  funding: z.string().nullable(),
  country: z.string().nullable(),
  created: z.string(),
  is_default: z.boolean(),
});
export type SavedPaymentMethod = z.infer<typeof savedPaymentMethodSchema>;

export const paymentMethodsResponseSchema = z.object({
  success: z.literal(true),
  payment_methods: z.array(savedPaymentMethodSchema),
});
export const addPaymentMethodRequestSchema = z.strictObject({
  payment_method_id: z.string().trim().min(3).max(100),
  set_default: z.boolean().optional(),
});
export const paymentMethodResponseSchema = z.object({
  success: z.literal(true),
  payment_method: savedPaymentMethodSchema,
});

export const paymentsConfigResponseSchema = z.object({
  provider: z.enum(['sandbox', 'stripe']),
  publishable_key: z.string(),
});

/** What the sandbox's browser SDK stand-in takes and returns (contract.md, Sandbox payments). */
export const CARD_COUNTRIES = ['US', 'GB', 'CA', 'AU'] as const;
export const sandboxCardRequestSchema = z.strictObject({
  card: z.strictObject({
    number: z.string().trim().max(30),
    exp_month: z.coerce.number().int(),
    exp_year: z.coerce.number().int(),
    cvc: z.string().trim().max(8),
  }),
  billing_details: z
    .strictObject({
      name: z.string().trim().max(120).optional(),
      email: z.string().trim().max(254).optional(),
      address: z
        .strictObject({
          line1: z.string().trim().max(200).optional(),
          city: z.string().trim().max(120).optional(),
          state: z.string().trim().max(120).optional(),
          postal_code: z.string().trim().max(20).optional(),
          country: z.enum(CARD_COUNTRIES).optional(),
        })
        .optional(),
    })
    .optional(),
});
export const sandboxCardResponseSchema = z.object({
  id: z.string(),
  card: z.object({
    brand: z.string(),
    last4: z.string(),
    exp_month: z.number().int(),
    exp_year: z.number().int(),
    funding: z.string(),
    country: z.string(),
  }),
});
/** The cardholder's answer, with the payment's client secret as the real provider's SDK requires. */
export const sandboxAuthenticateRequestSchema = z.strictObject({
  result: z.enum(['approve', 'fail']),
  client_secret: z.string().min(1).max(200),
});
export const sandboxAuthenticateResponseSchema = z.object({ id: z.string(), status: z.string() });

/** A slot's start as a whole hour, 'HH:00' (checkout, amendments, the front desk). */
export const slotTime = z.string().regex(/^([01]\d|2[0-3]):00$/, 'Time slots must be whole hours like 18:00');

export const bookingContextSchema = z.object({
  venue_name: z.string().max(200).optional(),
  venue_id: databaseIdTextSchema,
  sport: z.string().trim().min(1).max(40),
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Date must be YYYY-MM-DD'),
  time_slots: z.array(slotTime).min(1, 'Please choose at least one time slot').max(MAX_SLOTS_PER_DAY),
  start_time: z.string().optional(),
  end_time: z.string().optional(),
  duration: z.number().optional(),
  price_per_hour: z.number().optional(),
  total_amount: z.number().optional(),
  venue_location: z.string().max(200).optional(),
});

export const splitPaymentRequestSchema = z.object({
  enabled: z.boolean(),
  number_of_people: z.number().int().optional(),
  share_per_person: z.number().optional(),
  main_payer_share: z.number().optional(),
  invite_emails: z.array(z.string().max(254)).optional(),
  payment_link_generated: z.boolean().optional(),
  is_main_payer: z.boolean().optional(),
});

export const processPaymentRequestSchema = z.object({
  payment_method_id: z.union([z.string(), z.number()]).optional(),
  stripe_payment_method_id: z.string().optional(),
  /** Pence, what the client believes it will pay; the server recomputes and compares. */
  amount: z.number().int().positive(),
  currency: z.literal('gbp').default('gbp'),
  description: z.string().max(500).optional(),
  booking_context: bookingContextSchema,
  mobile_number: z.string().trim().min(5, 'Please enter a mobile number so the venue can reach you.').max(30),
  split_payment: splitPaymentRequestSchema.optional(),
  /** A key per checkout attempt: retrying with it returns the same booking and never charges twice. */
  idempotency_key: z.string().min(8).max(100).optional(),
});
export type ProcessPaymentRequest = z.output<typeof processPaymentRequestSchema>;

export const bookingSummarySchema = z.object({
  id: z.number().int(),
  /** The booking's short reference (docs/decisions/0055), shown instead of the id. */
  code: z.string(),
  status: z.string(),
  venue_name: z.string(),
  created_at: z.string(),
});
export const paymentSummarySchema = z.object({
  amount_pounds: z.number(),
  amount_pence: z.number().int(),
  payment_intent_id: z.string(),
  payment_method_id: z.string().nullable(),
  status: z.string(),
  confirmed_at: z.string().nullable(),
});
export const processPaymentResponseSchema = z.object({
  success: z.literal(true),
  booking: bookingSummarySchema,
  payment: paymentSummarySchema,
  booking_context: z.object({
    venue_name: z.string(),
    venue_id: z.number().int(),
    sport: z.string(),
    date: z.string(),
    time_slots: z.array(z.string()),
    total_amount: z.number(),
    venue_location: z.string(),
  }),
  split_payment: z.object({ enabled: z.boolean() }),
  requires_action: z.boolean(),
  requires_confirmation: z.boolean(),
  client_secret: z.string().nullable(),
  payment_intent_id: z.string(),
  publishable_key: z.string(),
});
export type ProcessPaymentResponse = z.infer<typeof processPaymentResponseSchema>;

/** A field the spec's client sends that the server accepts and never believes. */
const sentButNotBelieved = z.unknown().optional().describe("Sent by the spec's client; accepted and ignored");

/**
 * POST /api/payment-confirm/ (player.md §7). After 3-D Secure the server asks the provider itself how
 * the payment ended, so the intent id is all it reads. The spec's client also sends its own account of
 * the payment and the booking (the provider SDK's intent summary, the amount paid, statuses, the card,
 * the checkout's first answer): those fields are accepted, so that client can finish its booking, and
 * dropped here, so nothing the browser says about the money reaches the server. Any other key is refused.
 */
export const paymentConfirmRequestSchema = z
  .strictObject({
    payment_intent_id: z.string().min(3).max(100),
    payment_intent: sentButNotBelieved,
    booking_context: sentButNotBelieved,
    mobile_number: sentButNotBelieved,
    split_payment: sentButNotBelieved,
    payment_method_id: sentButNotBelieved,
    stripe_payment_method_id: sentButNotBelieved,
    amount_paid: sentButNotBelieved,
    currency: sentButNotBelieved,
    confirmation_method: sentButNotBelieved,
    confirmed_at: sentButNotBelieved,
    user_agent: sentButNotBelieved,
    original_payment_data: sentButNotBelieved,
  })
  .transform(({ payment_intent_id }) => ({ payment_intent_id }));

export const displayStatusSchema = z.object({
  code: z.string(),
  label: z.string(),
  description: z.string(),
  color: z.enum(['green', 'yellow', 'red', 'blue', 'orange', 'grey']),
  canCancel: z.boolean(),
  canAmend: z.boolean(),
});
export type DisplayStatus = z.infer<typeof displayStatusSchema>;

export const playerBookingSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  userId: z.number().int(),
  venueId: z.number().int(),
  venue: z.object({ name: z.string(), location: z.string(), address: z.string() }).nullable(),
  date: z.string(),
  sport: z.string(),
  timeSlots: z.array(z.string()),
  startsAt: z.string(),
  endsAt: z.string(),
  totalAmount: z.number(),
  totalAmountPence: z.number().int(),
  status: z.string(),
  paymentStatus: z.string(),
  mobileNumber: z.string().nullable(),
  createdAt: z.string(),
  confirmedAt: z.string().nullable(),
  paymentIntentId: z.string().nullable(),
  refundedAmount: z.number(),
  displayStatus: displayStatusSchema,
  cancellationRequest: z
    .object({
      reason: z.string(),
      createdAt: z.string(),
      status: z.string(),
      refundType: z.string().nullable(),
      refundAmount: z.number().nullable(),
      /** Why the refund is what it is, as the deciding admin wrote it. */
      refundReason: z.string().nullable(),
      adminNotes: z.string().nullable(),
    })
    .nullable(),
  /** For a split booking: who owes and who has paid, and when the balance falls due. */
  split: splitSummarySchema.nullable(),
  /** The player's rating of a played booking; null until rated. */
  review: bookingReviewSchema.nullable(),
  /** True once the booking has been played and not yet rated. */
  canReview: z.boolean(),
});
export type PlayerBooking = z.infer<typeof playerBookingSchema>;
export const myBookingsResponseSchema = z.object({ success: z.literal(true), bookings: z.array(playerBookingSchema) });

export const amendBookingRequestSchema = z.object({
  timeSlots: z.array(slotTime).min(1, 'Please choose at least one time slot').max(MAX_SLOTS_PER_DAY),
  totalAmount: z.number().optional(),
  date: z.string().optional(),
  sport: z.string().optional(),
});
export const amendBookingResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  booking: playerBookingSchema,
  priceDifference: z.object({ amountPence: z.number().int(), direction: z.enum(['charged', 'refunded', 'none']) }),
});

/** What an edit would cost or give back, before it is saved (issue 15 §5). */
export const amendQuoteRequestSchema = z.object({ timeSlots: amendBookingRequestSchema.shape.timeSlots });
export const amendQuoteResponseSchema = z.object({
  success: z.literal(true),
  currentTotalPence: z.number().int(),
  newTotalPence: z.number().int(),
  priceDifference: amendBookingResponseSchema.shape.priceDifference,
});
export type AmendQuote = z.infer<typeof amendQuoteResponseSchema>;

export const cancelBookingRequestSchema = z.object({
  reason: z
    .string({ error: PAYMENT_MESSAGES.cancellationReasonRequired })
    .trim()
    .min(1, PAYMENT_MESSAGES.cancellationReasonRequired)
    .max(1000),
});
export const cancelBookingResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  booking: playerBookingSchema,
});
