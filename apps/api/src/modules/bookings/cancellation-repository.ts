import type { CancellationDecider, Database, RefundType } from '@app/db';
import type { Kysely } from 'kysely';

/** Players' requests to cancel, and their decisions. */
type Db = Kysely<Database>;

export async function insertCancellationRequest(
  db: Db,
  request: { bookingId: number; requestedBy: number | null; reason: string; now: Date },
): Promise<number> {
  const row = await db
    .insertInto('cancellation_requests')
    .values({
      booking_id: request.bookingId,
      requested_by: request.requestedBy,
      reason: request.reason,
      status: 'pending',
      created_at: request.now.toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export function findCancellationRequest(db: Db, id: number) {
  return db.selectFrom('cancellation_requests').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The booking's request still waiting for (or in the middle of) its decision. */
export function findOpenCancellationRequest(db: Db, bookingId: number) {
  return db
    .selectFrom('cancellation_requests')
    .selectAll()
    .where('booking_id', '=', bookingId)
    .where('status', 'in', ['pending', 'processing'])
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

/** Who owns the venue and its cancellation policy (docs/decisions/0058). */
export async function findVenuePolicy(
  db: Db,
  venueId: number,
): Promise<{ ownerId: number | null; freeHours: number; autoApprove: boolean } | undefined> {
  const row = await db
    .selectFrom('venues')
    .select(['owner_id', 'cancellation_free_hours', 'cancellation_auto_approve'])
    .where('id', '=', venueId)
    .executeTakeFirst();
  return row
    ? {
        ownerId: row.owner_id,
        freeHours: row.cancellation_free_hours,
        autoApprove: row.cancellation_auto_approve === 1,
      }
    : undefined;
}

export function latestCancellationRequests(db: Db, bookingIds: number[]) {
  if (bookingIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('cancellation_requests')
    .selectAll()
    .where('booking_id', 'in', bookingIds)
    .orderBy('id', 'desc')
    .execute();
}

/**
 * Takes a request for deciding: a pending one, or one whose decision stopped half-way before
 * `staleBefore` (a crashed server). False when it is decided, or being decided by someone else.
 */
export async function claimCancellationRequest(db: Db, id: number, now: Date, staleBefore: Date): Promise<boolean> {
  const claimed = await db
    .updateTable('cancellation_requests')
    .set({ status: 'processing', claimed_at: now.toISOString() })
    .where('id', '=', id)
    .where((eb) =>
      eb.or([
        eb('status', '=', 'pending'),
        eb.and([
          eb('status', '=', 'processing'),
          eb.or([eb('claimed_at', 'is', null), eb('claimed_at', '<', staleBefore.toISOString())]),
        ]),
      ]),
    )
    .executeTakeFirst();
  return Number(claimed.numUpdatedRows) === 1;
}

/** Puts a request being decided back to be decided again (the decision could not be carried out). */
export async function reopenCancellationRequest(db: Db, id: number): Promise<void> {
  await db
    .updateTable('cancellation_requests')
    .set({ status: 'pending', claimed_at: null })
    .where('id', '=', id)
    .where('status', '=', 'processing')
    .execute();
}

export async function recordCancellationDecision(
  db: Db,
  id: number,
  decision: {
    status: 'approved' | 'rejected';
    refundType?: RefundType;
    refundAmountPence?: number;
    refundReason?: string | null;
    adminNotes: string | null;
    reviewedBy: number | null;
    decidedBy: CancellationDecider;
    now: Date;
  },
): Promise<boolean> {
  const result = await db
    .updateTable('cancellation_requests')
    .set({
      status: decision.status,
      ...(decision.refundType
        ? {
            refund_type: decision.refundType,
            refund_amount_pence: decision.refundAmountPence ?? 0,
            refund_reason: decision.refundReason ?? null,
          }
        : {}),
      admin_notes: decision.adminNotes,
      reviewed_by: decision.reviewedBy,
      decided_by: decision.decidedBy,
      reviewed_at: decision.now.toISOString(),
    })
    .where('id', '=', id)
    .where('status', '=', 'processing')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Requests with what the admin's Refunds table shows of the booking, the venue and the requester. */
export function listCancellationRequestRows(
  db: Db,
  filter: { status?: string | undefined; id?: number | undefined } = {},
) {
  let query = db
    .selectFrom('cancellation_requests as request')
    .innerJoin('bookings as booking', 'booking.id', 'request.booking_id')
    .innerJoin('venues as venue', 'venue.id', 'booking.venue_id')
    .leftJoin('users as requester', 'requester.id', 'request.requested_by')
    .select([
      'request.id',
      'request.status',
      'request.reason',
      'request.refund_type',
      'request.refund_amount_pence',
      'request.refund_reason',
      'request.admin_notes',
      'request.created_at',
      'request.reviewed_at',
      'request.claimed_at',
      'requester.name as requester_name',
      'requester.email as requester_email',
      'requester.deleted_at as requester_deleted_at',
      'booking.id as booking_id',
      'booking.total_pence',
      'booking.payment_status',
      'booking.status as booking_status',
      'booking.is_split',
      'booking.date',
      'booking.sport',
      'booking.time_slots',
      'booking.starts_at',
      'venue.id as venue_id',
      'venue.name as venue_name',
      'venue.location as venue_location',
    ]);
  if (filter.status) query = query.where('request.status', '=', filter.status as 'pending');
  if (filter.id !== undefined) query = query.where('request.id', '=', filter.id);
  return query.orderBy('request.created_at', 'desc').orderBy('request.id', 'desc').execute();
}
export type CancellationRequestRow = Awaited<ReturnType<typeof listCancellationRequestRows>>[number];

/** Counts per status and the pence refunded by approved requests, over every request. */
export async function summarizeCancellationRequests(db: Db) {
  const rows = await db
    .selectFrom('cancellation_requests')
    .select((eb) => [
      'status',
      eb.fn.countAll<number | string>().as('count'),
      eb.fn.sum<number | string | null>('refund_amount_pence').as('refunded'),
    ])
    .groupBy('status')
    .execute();
  return rows.map((row) => ({
    status: row.status,
    count: Number(row.count),
    refundedPence: Number(row.refunded ?? 0),
  }));
}
