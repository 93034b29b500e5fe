import { sql, type Kysely, type RawBuilder, type Transaction } from 'kysely';
import type { Engine } from './connect';
import type { Database } from './schema';

/**
 * A transaction that takes the write lock at its start. On SQLite a deferred transaction that reads
 * and then writes can fail to upgrade its lock when another writer got in first; BEGIN IMMEDIATE
 * makes a second writer wait (busy timeout) instead. PostgreSQL needs nothing special: the unique
 * keys decide races.
 */
export async function writeTransaction<T>(
  db: Kysely<Database>,
  engine: Engine,
  work: (trx: Kysely<Database> | Transaction<Database>) => Promise<T>,
): Promise<T> {
  if (engine === 'postgres') return db.transaction().execute(work);
  return transactionBegunBy(db, sql`begin immediate`, work);
}

/**
 * A plain transaction: BEGIN, `work`, COMMIT; ROLLBACK when `work` throws. The API's services own
 * their transactions through this and writeTransaction rather than Kysely's db.transaction(), so
 * their files hold no query code (apps/api/test/module-boundaries.test.ts). A transaction that reads
 * and then writes under concurrency wants writeTransaction's lock on SQLite.
 */
export async function inTransaction<T>(
  db: Kysely<Database>,
  work: (trx: Transaction<Database>) => Promise<T>,
): Promise<T> {
  return db.transaction().execute(work);
}

/** On one connection of the pool: `begin`, then `work`; commits when it answers, rolls back when it throws. */
async function transactionBegunBy<T>(
  db: Kysely<Database>,
  begin: RawBuilder<unknown>,
  work: (connection: Kysely<Database>) => Promise<T>,
): Promise<T> {
  return db.connection().execute(async (connection) => {
    try {
      await begin.execute(connection);
      const result = await work(connection);
      await sql`commit`.execute(connection);
      return result;
    } catch (error) {
      // A begin that failed half-way (the lock, below) leaves its transaction to this rollback.
      await sql`rollback`.execute(connection).catch(() => undefined);
      throw error;
    }
  });
}

/** True for a unique-key violation on either engine. */
export function isUniqueViolation(error: unknown): boolean {
  const candidate = error as { code?: string; message?: string } | null;
  return (
    candidate?.code === '23505' ||
    candidate?.code === 'SQLITE_CONSTRAINT_UNIQUE' ||
    candidate?.code === 'SQLITE_CONSTRAINT_PRIMARYKEY' ||
    /UNIQUE constraint failed/.test(candidate?.message ?? '')
  );
}

/**
 * PostgreSQL: a transaction whose first act is to lock one user's row (SELECT … FOR UPDATE), begun
 * and locked in one round trip instead of two (docs/decisions/0042): BEGIN and the lock go as one
 * simple-protocol query, so the id is written into the text (checked to be an integer). The checkout's
 * hold runs here (lockPlayerForHolds' lock, docs/decisions/0034), and on PostgreSQL a checkout is
 * bound by round trips. `genericPlans`: the transaction's prepared statements use their generic plan
 * (SET LOCAL plan_cache_mode, undone at its end) — for a statement PostgreSQL would otherwise plan on
 * every run although its plan does not depend on the values. Commits when `work` answers, rolls
 * back when it throws.
 */
export async function transactionAfterUserLock<T>(
  db: Kysely<Database>,
  userId: number,
  options: { genericPlans: boolean },
  work: (trx: Kysely<Database>) => Promise<T>,
): Promise<T> {
  if (!Number.isSafeInteger(userId)) throw new Error(`not a user id: ${String(userId)}`);
  const plans = options.genericPlans ? 'set local plan_cache_mode = force_generic_plan; ' : '';
  // One query, one round trip.
  return transactionBegunBy(db, sql.raw(`begin; ${plans}select id from users where id = ${userId} for update`), work);
}
