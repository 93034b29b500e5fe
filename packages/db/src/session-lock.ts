import { sql, type Kysely } from 'kysely';
import type { Engine } from './connect';
import type { Database } from './schema';

/**
 * Runs `work` only if no other process holds the lock named by `key`, and answers whether it ran.
 * PostgreSQL: a session advisory lock on one connection of the pool, held for the whole work and
 * released when the work ends or the process dies (its connection closes), so a crashed holder never
 * blocks the next run. SQLite has no such lock; there the cluster lets one worker run the work
 * (apps/api/src/server.ts), so this just runs it.
 */
export async function withSessionLock(
  db: Kysely<Database>,
  engine: Engine,
  key: number,
  work: () => Promise<void>,
): Promise<boolean> {
  if (engine !== 'postgres') {
    await work();
    return true;
  }
  return db.connection().execute(async (connection) => {
    const { rows } = await sql<{ locked: boolean }>`select pg_try_advisory_lock(${key}) as locked`.execute(connection);
    if (!rows[0]?.locked) return false;
    try {
      await work();
      return true;
    } finally {
      await sql`select pg_advisory_unlock(${key})`.execute(connection);
    }
  });
}
