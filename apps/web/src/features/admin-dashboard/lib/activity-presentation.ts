import { ACTIVITY_TYPE_LABELS, formatPence, type ActivityItem } from '@app/contracts';
import { formatLondonDate } from '@app/domain';

/*
 * How the Overview's activity feed shows each item (owner-admin.md §3 Activity item): a kind label,
 * a tone, and the amount when the item carries one (data.total_amount, pounds).
 */

export type ActivityKind = 'booking' | 'venue' | 'cancellation_request' | 'other';

export function activityKind(item: Pick<ActivityItem, 'type'>): ActivityKind {
  return item.type === 'booking' || item.type === 'venue' || item.type === 'cancellation_request' ? item.type : 'other';
}

export const ACTIVITY_LABELS: Record<ActivityKind, string> = {
  booking: 'Booking',
  venue: 'Venue',
  cancellation_request: 'Cancellation',
  other: 'Activity',
};

/** The line's label: what happened to the booking ('Refunded', 'Amended', …) when it is a booking's, else its kind's. */
export function activityLabel(item: Pick<ActivityItem, 'type' | 'activity'>): string {
  return item.activity ? ACTIVITY_TYPE_LABELS[item.activity] : ACTIVITY_LABELS[activityKind(item)];
}

/** The item's amount as '£60.00' (a decision's refund, else the booking total), from the pence kept beside the pounds; null when none. */
export function activityAmount(item: Pick<ActivityItem, 'data'>): string | null {
  const pence = item.data.refunded_pence ?? item.data.total_pence;
  if (typeof pence === 'number' && Number.isSafeInteger(pence)) return formatPence(pence);
  return null;
}

/** '5 min ago', '3 h ago', 'Yesterday', else the London date. `now` is passed in for tests. */
export function activityWhen(iso: string, now: Date): string {
  const at = new Date(iso);
  const minutes = Math.floor((now.getTime() - at.getTime()) / 60_000);
  if (Number.isNaN(minutes)) return iso;
  if (minutes < 1) return 'Just now';
  if (minutes < 60) return `${minutes} min ago`;
  if (minutes < 24 * 60) return `${Math.floor(minutes / 60)} h ago`;
  if (minutes < 48 * 60) return 'Yesterday';
  return formatLondonDate(iso);
}
