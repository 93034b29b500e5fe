import type { Database } from '@app/db';
import type { Kysely } from 'kysely';

/** Reads for the admin Overview (owner-admin.md §2, §3 Activity item, System health). */
type Db = Kysely<Database>;

const FEED_TYPES = ['booking', 'venue', 'cancellation_request'] as const;

export function recentActivityRows(db: Db, limit: number) {
  return db
    .selectFrom('activity_log')
    .select(['id', 'type', 'subject_id', 'message', 'data', 'created_at'])
    .where('type', 'in', FEED_TYPES)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** Bookings confirmed since `from` (ISO instant), whatever happened to them afterwards. */
export function confirmationsSince(db: Db, from: string) {
  return db
    .selectFrom('bookings')
    .select('confirmed_at as at')
    .where('confirmed_at', 'is not', null)
    .where('confirmed_at', '>=', from)
    .execute();
}

/** Money that moved since `from`: succeeded charges and refunds from the ledger. */
export function ledgerMovementsSince(db: Db, from: string) {
  return db
    .selectFrom('payments')
    .select(['created_at as at', 'kind', 'amount_pence'])
    .where('status', '=', 'succeeded')
    .where('created_at', '>=', from)
    .execute();
}

export async function countPendingCancellationRequests(db: Db): Promise<number> {
  const row = await db
    .selectFrom('cancellation_requests')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('status', 'in', ['pending', 'processing'])
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export async function countVenuesAwaitingApproval(db: Db): Promise<number> {
  const row = await db
    .selectFrom('venues')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('approved', '=', 0)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export async function countOwnersAwaitingApproval(db: Db): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('role', '=', 'venue_owner')
    .where('approved', '=', 0)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}
