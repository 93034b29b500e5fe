import type { ActivityLogTable, Database } from '@app/db';
import type { Insertable, Transaction } from 'kysely';
import { insertDemoRows } from './demo-data-repository';
import type { InsertedBooking } from './insert-demo-bookings';
import { cancellationTimes } from './insert-demo-bookings';
import { venueTimeline } from './insert-demo-venues';
import type { DemoVenue } from './demo-venues';

/*
 * The admin overview's recent activity: the latest bookings, the venue submissions and approvals, and
 * the cancellation requests, each matching a seeded row.
 */

export interface ActivityContext {
  trx: Transaction<Database>;
  now: Date;
  adminId: number;
  venues: readonly DemoVenue[];
  venueIds: ReadonlyMap<string, number>;
  ownerIds: ReadonlyMap<string, number>;
}

const RECENT_BOOKINGS = 8;

export async function insertDemoActivity(
  context: ActivityContext,
  bookings: readonly InsertedBooking[],
): Promise<void> {
  const { now, adminId } = context;
  const venueByKey = new Map(context.venues.map((venue) => [venue.key, venue]));
  const rows: Insertable<ActivityLogTable>[] = [];

  context.venues.forEach((venue, index) => {
    const id = context.venueIds.get(venue.key) ?? null;
    const ownerId = context.ownerIds.get(venue.owner) ?? null;
    const { createdAt, approvedAt } = venueTimeline(now, index, venue.approved);
    const data = JSON.stringify({ venue_id: id, name: venue.name, approved: venue.approved, owner_id: ownerId });
    if (!venue.approved) {
      rows.push({
        type: 'venue',
        subject_id: id,
        actor_id: ownerId,
        message: `New venue submitted for approval: ${venue.name}`,
        data,
        created_at: createdAt.toISOString(),
      });
    } else if (approvedAt && index >= context.venues.filter((candidate) => candidate.approved).length - 3) {
      rows.push({
        type: 'venue',
        subject_id: id,
        actor_id: adminId,
        message: `Venue approved: ${venue.name}`,
        data,
        created_at: approvedAt.toISOString(),
      });
    }
  });

  const live = bookings.filter(({ plan }) => plan.kind === 'past' || plan.kind === 'upcoming');
  for (const { id, plan, playerName, playerId } of live.slice(-RECENT_BOOKINGS)) {
    const venueName = venueByKey.get(plan.venueKey)?.name ?? '';
    rows.push({
      type: 'booking',
      subject_id: id,
      actor_id: playerId,
      message: `${playerName} booked ${plan.sport} at ${venueName} on ${plan.date}`,
      data: JSON.stringify({
        booking_id: id,
        name: venueName,
        total_pence: plan.totalPence,
        payment_status: 'succeeded',
      }),
      created_at: plan.createdAt.toISOString(),
    });
  }

  for (const { id, plan, playerName, playerId } of bookings) {
    if (plan.kind === 'past' || plan.kind === 'upcoming') continue;
    const venueName = venueByKey.get(plan.venueKey)?.name ?? '';
    const { requestedAt, reviewedAt } = cancellationTimes(plan, now);
    const pending = plan.kind === 'cancellation_requested';
    rows.push({
      type: 'cancellation_request',
      subject_id: id,
      actor_id: playerId,
      message: `${playerName} asked to cancel ${plan.sport} at ${venueName} on ${plan.date}`,
      data: JSON.stringify({ booking_id: id, name: venueName, status: 'pending', total_pence: plan.totalPence }),
      created_at: requestedAt.toISOString(),
    });
    if (!pending) {
      rows.push({
        type: 'cancellation_request',
        subject_id: id,
        actor_id: adminId,
        message: `Cancellation approved with a ${plan.kind === 'cancelled_full' ? 'full' : 'partial'} refund: ${venueName}`,
        data: JSON.stringify({
          booking_id: id,
          name: venueName,
          status: 'approved',
          payment_status: plan.kind === 'cancelled_full' ? 'refunded' : 'partially_refunded',
        }),
        created_at: reviewedAt.toISOString(),
      });
    }
  }

  rows.sort((a, b) => a.created_at.localeCompare(b.created_at));
  await insertDemoRows(context.trx, 'activity_log', rows);
}
