import type { AmendmentStatus, Database } from '@app/db';
import type { Kysely, Selectable } from 'kysely';

/** The edit claim on a booking and the journal of its edits (docs/decisions/0025-edit-claim.md). */
type Db = Kysely<Database>;
export type AmendmentRow = Selectable<Database['booking_amendments']>;

/**
 * Takes a confirmed booking for one edit: free, or held by an edit that stopped before
 * `staleBefore` (a crashed server). Answers the claim's stamp, or null when another edit holds it.
 */
export async function claimBookingForEdit(db: Db, bookingId: number, now: Date, staleBefore: Date): Promise<string | null> {
  const stamp = now.toISOString();
  const claimed = await db
    .updateTable('bookings')
    .set({ amending_since: stamp })
    .where('id', '=', bookingId)
    .where((eb) => eb.or([eb('amending_since', 'is', null), eb('amending_since', '<', staleBefore.toISOString())]))
    .executeTakeFirst();
  return Number(claimed.numUpdatedRows) === 1 ? stamp : null;
}

/** Lets go of the claim, if it is still this one (a later take-over keeps its own). */
export async function releaseEditClaim(db: Db, bookingId: number, stamp: string): Promise<void> {
  await db.updateTable('bookings').set({ amending_since: null }).where('id', '=', bookingId).where('amending_since', '=', stamp).execute();
}

/** Bookings whose edit claim is older than `staleBefore`: edits a crash left half-done. */
export function listStaleEditClaims(db: Db, staleBefore: Date, limit: number) {
  return db.selectFrom('bookings').select('id').where('amending_since', '<', staleBefore.toISOString()).limit(limit).execute();
}

export async function insertAmendment(
  db: Db,
  amendment: { bookingId: number; timesBefore: string[]; timesAfter: string[]; totalBeforePence: number; totalAfterPence: number; now: Date },
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
  return db.selectFrom('booking_amendments').selectAll().where('booking_id', '=', bookingId).where('status', '=', 'open').orderBy('id').execute();
}

/** Closes an open edit as done or undone; false when it was closed already. */
export async function closeAmendment(db: Db, id: number, status: Exclude<AmendmentStatus, 'open'>, now: Date): Promise<boolean> {
  const closed = await db.updateTable('booking_amendments').set({ status, closed_at: now.toISOString() }).where('id', '=', id).where('status', '=', 'open').executeTakeFirst();
  return Number(closed.numUpdatedRows) === 1;
}
