import { z } from 'zod';

/** The invitee's payment page (/pay/{token}) and its calls. */
export const SPLIT_LINK_MESSAGES = {
  invalid: 'This payment link is not valid. Please ask the organiser to send a new one.',
  alreadyPaid: 'This share has already been paid. Thank you!',
  covered: 'The organiser has already paid the remaining balance, so there is nothing left to pay.',
  expired: 'This payment link has expired: the unpaid balance has passed to the organiser.',
  cancelled: 'This booking has been cancelled, so no payment is needed.',
  guestDetails: 'Please enter your name and e-mail address.',
  paid: 'Payment received. Thank you — you are all set for the game!',
  paidTwiceRefunded: 'This share has already been paid. Thank you! Your payment has been refunded in full.',
  /** A payment that reached the provider after the booking was cancelled: it went straight back. */
  cancelledRefunded: (amount: string) =>
    `This booking was cancelled while you were paying, so your payment of ${amount} has been refunded in full.`,
  /** The pay link of a payer whose money went back when the booking was cancelled. */
  refunded: (amount: string, on: string) =>
    `This booking has been cancelled. Your payment of ${amount} was refunded on ${on}; refunds take 5 to 7 business days to appear.`,
  nothingToResend: 'This share no longer needs paying.',
  inviteResent: 'Invitation sent again.',
} as const;

export const invitationStatusSchema = z.enum(['open', 'paid', 'covered', 'expired', 'cancelled', 'refunded']);
export const invitationSchema = z.object({
  kind: z.enum(['share', 'balance']),
  status: invitationStatusSchema,
  message: z.string().nullable(),
  venueName: z.string(),
  venueAddress: z.string(),
  sport: z.string(),
  date: z.string(),
  timeSlots: z.array(z.string()),
  organiserName: z.string(),
  email: z.string(),
  amountPence: z.number().int(),
  amount: z.number(),
  deadline: z.string().nullable(),
  /** A payer whose money went back when the booking was cancelled: how much, and when. */
  refundedPence: z.number().int(),
  refundedAt: z.string().nullable(),
});
export type Invitation = z.infer<typeof invitationSchema>;
export const invitationResponseSchema = z.object({ success: z.literal(true), invitation: invitationSchema });

export const payShareRequestSchema = z.strictObject({
  /** A saved card id (signed in) or the provider's payment method id from the card form. */
  payment_method_id: z.union([z.string().min(1).max(100), z.number().int()]),
  name: z.string().trim().max(120).optional(),
  email: z.string().trim().max(254).optional(),
  idempotency_key: z.string().min(8).max(100).optional(),
});
export const payShareResponseSchema = z.object({
  success: z.literal(true),
  status: z.enum(['paid', 'requires_action']),
  message: z.string(),
  requires_action: z.boolean(),
  client_secret: z.string().nullable(),
  payment_intent_id: z.string(),
  amount_pence: z.number().int(),
});
export const confirmShareRequestSchema = z.strictObject({ payment_intent_id: z.string().min(3).max(100) });

export const participantSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string().nullable(),
  isOrganiser: z.boolean(),
  sharePence: z.number().int(),
  paidPence: z.number().int(),
  status: z.string(),
  paidAt: z.string().nullable(),
  /** What this payer got back when the booking was cancelled. */
  refundedPence: z.number().int(),
  refundedAt: z.string().nullable(),
});
export const splitSummarySchema = z.object({
  status: z.string().nullable(),
  deadline: z.string().nullable(),
  cutoff: z.string().nullable(),
  participants: z.array(participantSchema),
});
