import { PREPARED, type Database, type Engine } from '@app/db';
import { sql, type Kysely } from 'kysely';

/*
 * The statements on `pending_mails`, the booking confirmations recorded until they are sent
 * (confirmation-mails.ts, docs/decisions/0031).
 */

type Db = Kysely<Database>;

/** Records a confirmation of `bookingId` to send, in the caller's transaction; answers its id. */
export async function insertPendingConfirmation(
  trx: Db,
  mail: { bookingId: number; dueAt: string; createdAt: string },
): Promise<number> {
  const row = await trx
    .insertInto('pending_mails')
    .values({ kind: 'booking_confirmed', booking_id: mail.bookingId, due_at: mail.dueAt, created_at: mail.createdAt })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Deletes the mails `ids` in one statement. */
export async function deletePendingMails(db: Db, engine: Engine, ids: readonly number[]): Promise<void> {
  // One text for any number of ids on PostgreSQL (an array), so it stays one prepared statement.
  if (engine === 'postgres') await sql`${PREPARED}delete from pending_mails where id = any(${ids}::int[])`.execute(db);
  else await db.deleteFrom('pending_mails').where('id', 'in', ids).execute();
}

/** Up to `limit` mails whose `due_at` has come at `now`, oldest first. */
export async function findDuePendingMails(db: Db, now: string, limit: number) {
  return (
    db
      .selectFrom('pending_mails')
      .select(['id', 'booking_id', 'due_at'])
      // Owners' mails (kind 'owner_event') have their own sweep (owner-notifications, docs/decisions/0057).
      .where('kind', '=', 'booking_confirmed')
      .where('due_at', '<=', now)
      .orderBy('id')
      .limit(limit)
      .execute()
  );
}

/**
 * Moves the mail's `due_at` from `dueAt` (as read) to `nextDueAt` and counts an attempt; answers
 * whether this call moved it (false when another process claimed it first).
 */
export async function claimPendingMail(
  db: Db,
  mail: { id: number; dueAt: string; nextDueAt: string },
): Promise<boolean> {
  const claimed = await db
    .updateTable('pending_mails')
    .set((eb) => ({ due_at: mail.nextDueAt, attempts: eb('attempts', '+', 1) }))
    .where('id', '=', mail.id)
    .where('due_at', '=', mail.dueAt)
    .executeTakeFirst();
  return Number(claimed.numUpdatedRows) === 1;
}
