import type { AmendmentStatus, Database } from '@app/db';
import type { Kysely, Selectable } from 'kysely';

/** The journal of a booking's edits (docs/decisions/0025-edit-claim.md); the claim is booking-claims'. */
type Db = Kysely<Database>;
export type AmendmentRow = Selectable<Database['booking_amendments']>;

/** Bookings whose claim is older than `staleBefore`: an edit (or another operation) a crash left half-done. */
export function listStaleClaims(db: Db, staleBefore: Date, limit: number) {
  return db
    .selectFrom('bookings')
    .select('id')
    .where('amending_since', '<', staleBefore.toISOString())
    .limit(limit)
    .execute();
}

export async function insertAmendment(
  db: Db,
  amendment: {
    bookingId: number;
    timesBefore: string[];
    timesAfter: string[];
    totalBeforePence: number;
    totalAfterPence: number;
    now: Date;
  },
): Promise<AmendmentRow> {
  return db
    .insertInto('booking_amendments')
    .values({
      booking_id: amendment.bookingId,
      times_before: JSON.stringify(amendment.timesBefore),
      times_after: JSON.stringify(amendment.timesAfter),
      total_before_pence: amendment.totalBeforePence,
      total_after_pence: amendment.totalAfterPence,
      status: 'open',
      created_at: amendment.now.toISOString(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function listOpenAmendments(db: Db, bookingId: number) {
  return db
    .selectFrom('booking_amendments')
    .selectAll()
    .where('booking_id', '=', bookingId)
    .where('status', '=', 'open')
    .orderBy('id')
    .execute();
}

/** Closes an open edit as done or undone; false when it was closed already. */
export async function closeAmendment(
  db: Db,
  id: number,
  status: Exclude<AmendmentStatus, 'open'>,
  now: Date,
): Promise<boolean> {
  const closed = await db
    .updateTable('booking_amendments')
    .set({ status, closed_at: now.toISOString() })
    .where('id', '=', id)
    .where('status', '=', 'open')
    .executeTakeFirst();
  return Number(closed.numUpdatedRows) === 1;
}
