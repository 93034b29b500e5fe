import { z } from 'zod';
import { ROLES } from './auth';
import { parsePoundsToPence } from './money';
import { dailyFigureSchema } from './owner-dashboard';
import { ACTIVITY_TYPES } from './owner-notifications';

/*
 * The admin dashboard (owner-admin.md §2 Admin dashboard, §3 Activity item, System health,
 * Cancellation request and summary, §7 admin calls). Money fields are pounds as the spec shows them,
 * each with its exact pence beside it where the screen computes with it. Definitions of the figures:
 * docs/decisions/0016.
 */

/** Days of bookings and revenue the Overview charts show, ending today (Europe/London). */
export const ADMIN_CHART_DAYS = 30;
/** Rows of the Overview's activity feed (a 520 px scroll area, §9). */
export const ADMIN_ACTIVITY_LIMIT = 50;
export const ACTIVITY_SCROLL_HEIGHT_PX = 520;
/** The notes an Unapprove sends (owner-admin.md §4 Venue approval). */
export const UNAPPROVE_NOTES = 'Admin review';

export const ADMIN_MESSAGES = {
  cancellationApproved: (refund: string) => `Cancellation approved. ${refund} refunded.`,
  cancellationApprovedNoRefund: 'Cancellation approved with no refund.',
  cancellationRejected: 'Cancellation request rejected. The booking stays active.',
  processCancellationFailed: 'Failed to process cancellation request.',
  refundAmountRequired: 'Enter a refund amount above £0.',
  refundAmountInvalid: 'Enter the refund in pounds with at most 2 decimals, for example 12.50.',
  refundAboveRefundable: (max: string) =>
    `The refund cannot be more than ${max}, what is still refundable on this booking.`,
  approvalOnlyForOwners: 'Only venue owner accounts need approval; players and admins cannot be approved or rejected.',
  loadOverviewFailed: 'Failed to load the platform overview.',
  loadRequestsFailed: 'Failed to load cancellation requests.',
  loadUsersFailed: 'Failed to load users.',
  loadVenuesFailed: 'Failed to load venues.',
  healthNote:
    'Bookings count on the day they were confirmed and revenue is card payments taken less refunds, by London day.',
} as const;

export const activityItemSchema = z.object({
  /** The activity row itself (for list keys). */
  activity_id: z.number().int(),
  type: z.string(),
  /** The booking, venue or cancellation request the line is about. */
  id: z.number().int().nullable(),
  created_at: z.string(),
  message: z.string(),
  data: z.record(z.string(), z.unknown()),
  /** What happened to the booking, when the line is about one (docs/decisions/0057); null otherwise. */
  activity: z.enum(ACTIVITY_TYPES).nullable(),
});
export type ActivityItem = z.infer<typeof activityItemSchema>;

export const systemHealthSchema = z.object({
  bookings_today: z.number().int(),
  revenue_today: z.number(),
  bookings_this_month: z.number().int(),
  revenue_this_month: z.number(),
  pending_cancellation_requests: z.number().int(),
  venues_pending_approval: z.number().int(),
  owners_pending_approval: z.number().int(),
  note: z.string(),
});
export type SystemHealth = z.infer<typeof systemHealthSchema>;

export const adminOverviewResponseSchema = z.object({
  success: z.literal(true),
  recent_activity: z.array(activityItemSchema),
  system_health: systemHealthSchema,
  /** One entry per London day, oldest first, the last ADMIN_CHART_DAYS days to today. */
  daily: z.array(dailyFigureSchema),
});
export type AdminOverview = z.infer<typeof adminOverviewResponseSchema>;

export const CANCELLATION_STATUSES = ['pending', 'processing', 'approved', 'rejected'] as const;
export const REFUND_TYPES = ['full', 'partial', 'none'] as const;
export type RefundTypeName = (typeof REFUND_TYPES)[number];

export const cancellationRequestViewSchema = z.object({
  id: z.number().int(),
  status: z.enum(CANCELLATION_STATUSES),
  reason: z.string(),
  refundType: z.enum(REFUND_TYPES).nullable(),
  refundAmount: z.number().nullable(),
  refundReason: z.string().nullable(),
  adminNotes: z.string().nullable(),
  createdAt: z.string(),
  reviewedAt: z.string().nullable(),
  /** A decision that stopped half-way (a crashed server) long enough ago that it may be taken again. */
  decisionStalled: z.boolean(),
  requestedBy: z.object({ name: z.string(), email: z.string() }).nullable(),
  booking: z.object({
    id: z.number().int(),
    code: z.string(),
    totalAmount: z.number(),
    totalAmountPence: z.number().int(),
    /** What can still be refunded (paid less refunded); a partial refund may not exceed it. */
    refundableAmountPence: z.number().int(),
    paymentStatus: z.string(),
    status: z.string(),
    isSplit: z.boolean(),
    date: z.string(),
    sport: z.string(),
    timeSlots: z.array(z.string()),
    /** When the first hour starts (an instant): how long before it the request came decides the policy's promise. */
    startsAt: z.string(),
    venue: z.object({ id: z.number().int(), name: z.string(), location: z.string() }),
  }),
});
export type CancellationRequestView = z.infer<typeof cancellationRequestViewSchema>;

export const cancellationSummarySchema = z.object({
  total_requests: z.number().int(),
  pending_requests: z.number().int(),
  approved_requests: z.number().int(),
  rejected_requests: z.number().int(),
  processing_requests: z.number().int(),
  total_refund_amount: z.number(),
});
export type CancellationSummary = z.infer<typeof cancellationSummarySchema>;

export const cancellationRequestsQuerySchema = z.object({ status: z.enum(CANCELLATION_STATUSES).optional() });
export const cancellationRequestsResponseSchema = z.object({
  success: z.literal(true),
  cancellation_requests: z.array(cancellationRequestViewSchema),
  summary: cancellationSummarySchema,
});

/** Pounds as typed or sent (a number or a string), at most 2 decimals, above 0; becomes pence. */
export const refundPoundsSchema = z
  .union([z.number(), z.string().trim()], { error: ADMIN_MESSAGES.refundAmountRequired })
  .transform((value, context) => {
    if (value === '') {
      context.addIssue({ code: 'custom', message: ADMIN_MESSAGES.refundAmountRequired });
      return z.NEVER;
    }
    const pence = typeof value === 'number' && !Number.isFinite(value) ? null : parsePoundsToPence(value);
    if (pence === null) {
      context.addIssue({ code: 'custom', message: ADMIN_MESSAGES.refundAmountInvalid });
      return z.NEVER;
    }
    if (pence <= 0) {
      context.addIssue({ code: 'custom', message: ADMIN_MESSAGES.refundAmountRequired });
      return z.NEVER;
    }
    return pence;
  });

const notes = z.string().trim().max(2000).nullable().optional();

/** PATCH /api/cancellation-requests/{id}/ (owner-admin.md §7); refund_amount (pounds) only for a partial refund. */
export const cancellationDecisionRequestSchema = z.discriminatedUnion(
  'status',
  [
    z
      .strictObject({
        status: z.literal('approved'),
        refund_type: z.enum(REFUND_TYPES),
        refund_amount: refundPoundsSchema.optional(),
        refund_reason: notes,
        admin_notes: notes,
      })
      .refine((body) => body.refund_type !== 'partial' || body.refund_amount !== undefined, {
        message: ADMIN_MESSAGES.refundAmountRequired,
        path: ['refund_amount'],
      }),
    z.strictObject({ status: z.literal('rejected'), admin_notes: notes }),
  ],
  { error: 'Choose approved or rejected.' },
);
export type CancellationDecisionRequest = z.input<typeof cancellationDecisionRequestSchema>;

export const cancellationDecisionResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  cancellation_request: cancellationRequestViewSchema,
});

export const usersListQuerySchema = z.object({
  /** Part of a name or e-mail address, any case. */
  search: z.string().trim().max(120).optional(),
  role: z.enum(ROLES).optional(),
  /** With a page, the answer holds that page only (`pageSize` accounts, 50 unless told); without, every match. */
  page: z.coerce.number().int().min(1).max(100_000).optional(),
  pageSize: z.coerce.number().int().min(1).max(100).optional(),
});
