import {
  ACTIVITY_TYPE_LABELS,
  formatPence,
  isActivityType,
  penceToPounds,
  type ActivityType,
  type RecentActivityItem,
} from '@app/contracts';
import { readJsonList, type Database } from '@app/db';
import type { Kysely } from 'kysely';
import { bookingsWithOwnerEvents, latestOwnerEvents } from './owner-event-repository';
import { readOwnerEventDetails } from './owner-mails';

/*
 * What the activity feeds say happened (docs/decisions/0057). The owner's Overview lists the owner
 * events of their venues, newest first; a booking from before events were recorded (or demo data)
 * shows the state it is in. The admin's feed reads activity_log, whose booking lines carry the event
 * in `data.event`; older lines are read from what they say.
 */

/** A booking's state as what last happened to it, for bookings without recorded events. */
export function activityOfBookingState(booking: { status: string; payment_status?: string | null }): ActivityType {
  if (booking.status === 'cancelled')
    return booking.payment_status === 'refunded' || booking.payment_status === 'partially_refunded'
      ? 'refunded'
      : 'cancelled';
  if (booking.status === 'cancellation_requested') return 'cancellation_requested';
  return 'booked';
}

/** An admin activity_log line's event: `data.event`, or read from the older lines' facts; null when not a booking's. */
export function activityOfLogLine(type: string, data: Record<string, unknown>): ActivityType | null {
  if (isActivityType(data.event)) return data.event;
  if (type === 'booking') {
    if (typeof data.refunded_pence === 'number') return data.refunded_pence > 0 ? 'refunded' : 'cancelled';
    return 'booked';
  }
  if (type === 'cancellation_request') {
    if (data.status === 'approved')
      return typeof data.refunded_pence === 'number' && data.refunded_pence > 0 ? 'refunded' : 'cancelled';
    if (data.status === 'rejected') return 'booked';
    return 'cancellation_requested';
  }
  return null;
}

interface RecentBookingRow {
  id: number;
  sport: string;
  date: string;
  time_slots: string;
  total_pence: number;
  status: string;
  payment_status: string;
  created_at: string;
  user_name: string;
  venue_id: number;
  venue_name: string;
}

function feedMessage(
  activity: ActivityType,
  who: string,
  sport: string,
  venue: string,
  pence: number,
  refund?: number,
) {
  switch (activity) {
    case 'booked':
      return `${who} booked ${sport} at ${venue} for ${formatPence(pence)}`;
    case 'manual_booking':
      return `Manual booking for ${who}: ${sport} at ${venue}, ${formatPence(pence)}`;
    case 'amended':
      return `${who} changed their ${sport} booking at ${venue}; now ${formatPence(pence)}`;
    case 'cancellation_requested':
      return `${who} asked to cancel ${sport} at ${venue}`;
    case 'cancelled':
      return `${who}'s ${sport} booking at ${venue} was cancelled`;
    case 'refunded':
      return `${who}'s ${sport} booking at ${venue} was cancelled and ${formatPence(refund ?? pence)} refunded`;
    case 'no_show':
      return `${who} did not show up for ${sport} at ${venue}`;
  }
}

/**
 * The owner's Overview feed: the latest events at `venueIds`, with the latest bookings that have no
 * events (made before events were recorded) shown by their state.
 */
export async function ownerRecentActivity(
  db: Kysely<Database>,
  venueIds: readonly number[],
  recentBookings: readonly RecentBookingRow[],
  limit: number,
): Promise<RecentActivityItem[]> {
  const events = await latestOwnerEvents(db, venueIds, limit);
  const withEvents = await bookingsWithOwnerEvents(
    db,
    recentBookings.map((row) => row.id),
  );
  const items: RecentActivityItem[] = events.map((event) => {
    const details = readOwnerEventDetails(event.details);
    const activity: ActivityType = isActivityType(event.type) ? event.type : 'booked';
    return {
      id: event.booking_id,
      type: 'booking' as const,
      activity,
      activity_label: ACTIVITY_TYPE_LABELS[activity],
      message: feedMessage(
        activity,
        details.customerName,
        details.sport,
        details.venueName,
        details.totalPence,
        details.refundPence,
      ),
      user: { name: details.customerName },
      venue: { id: event.venue_id, name: details.venueName },
      sport: details.sport,
      total_amount: penceToPounds(details.totalPence),
      total_amount_pence: details.totalPence,
      refund_amount_pence: activity === 'refunded' ? (details.refundPence ?? null) : null,
      date: details.date,
      time_slots: details.timeSlots,
      status: event.status,
      created_at: event.occurred_at,
    };
  });
  for (const row of recentBookings) {
    if (withEvents.has(row.id)) continue;
    const activity = activityOfBookingState(row);
    items.push({
      id: row.id,
      type: 'booking' as const,
      activity,
      activity_label: ACTIVITY_TYPE_LABELS[activity],
      message: feedMessage(activity, row.user_name, row.sport, row.venue_name, row.total_pence),
      user: { name: row.user_name },
      venue: { id: row.venue_id, name: row.venue_name },
      sport: row.sport,
      total_amount: penceToPounds(row.total_pence),
      total_amount_pence: row.total_pence,
      refund_amount_pence: null,
      date: row.date,
      time_slots: readJsonList(row.time_slots),
      status: row.status,
      created_at: row.created_at,
    });
  }
  return items.sort((a, b) => b.created_at.localeCompare(a.created_at)).slice(0, limit);
}
