import { z } from 'zod';

/*
 * Owners hear about their venues (issue 30 item 7, docs/decisions/0057): what can happen to a booking,
 * as the activity feeds and the owner's e-mails name it, and how an owner chooses to hear of it.
 */

/**
 * What happened to a booking. The owner's e-mails, the daily summary and both activity feeds use these
 * names; other parts of the system log them too (a no-show, a manual booking).
 */
export const ACTIVITY_TYPES = [
  'booked',
  'manual_booking',
  'amended',
  'cancellation_requested',
  'cancelled',
  'refunded',
  'no_show',
] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];

/** The label a feed shows for each type. */
export const ACTIVITY_TYPE_LABELS: Record<ActivityType, string> = {
  booked: 'Booked',
  manual_booking: 'Manual booking',
  amended: 'Amended',
  cancellation_requested: 'Cancellation requested',
  cancelled: 'Cancelled',
  refunded: 'Refunded',
  no_show: 'No-show',
};

export function isActivityType(value: unknown): value is ActivityType {
  return typeof value === 'string' && (ACTIVITY_TYPES as readonly string[]).includes(value);
}

/** How an owner hears of their venues' bookings: each by e-mail (default), one summary a day, or not at all. */
export const OWNER_NOTIFICATION_DELIVERIES = ['each', 'daily', 'none'] as const;
export type OwnerNotificationDelivery = (typeof OWNER_NOTIFICATION_DELIVERIES)[number];
export const DEFAULT_OWNER_NOTIFICATION_DELIVERY: OwnerNotificationDelivery = 'each';

export const OWNER_NOTIFICATION_LABELS: Record<OwnerNotificationDelivery, { label: string; description: string }> = {
  each: {
    label: 'An e-mail for each event',
    description: 'A new booking, a change, a cancellation request, a cancellation or a refund: one e-mail each.',
  },
  daily: {
    label: 'A daily summary',
    description: "One e-mail each morning listing the previous day's events at each of your venues.",
  },
  none: {
    label: 'No e-mails',
    description: 'You can still see every event in your dashboard.',
  },
};

export const OWNER_NOTIFICATION_MESSAGES = {
  invalidDelivery: 'Choose how to hear about your bookings: each, daily or none.',
  saved: 'Notification settings saved.',
  saveFailed: 'Failed to save notification settings.',
  loadFailed: 'Failed to load notification settings.',
} as const;

export const ownerNotificationSettingsSchema = z.object({
  delivery: z.enum(OWNER_NOTIFICATION_DELIVERIES, { message: OWNER_NOTIFICATION_MESSAGES.invalidDelivery }),
});
export type OwnerNotificationSettings = z.infer<typeof ownerNotificationSettingsSchema>;

export const ownerNotificationSettingsResponseSchema = z.object({
  success: z.literal(true),
  delivery: z.enum(OWNER_NOTIFICATION_DELIVERIES),
});
export type OwnerNotificationSettingsResponse = z.infer<typeof ownerNotificationSettingsResponseSchema>;
