import { sql, type Kysely, type Transaction } from 'kysely';
import type { Engine } from './connect';
import type { Database } from './schema';

/**
 * A transaction that takes the write lock at its start. On SQLite a deferred transaction that reads
 * and then writes can fail to upgrade its lock when another writer got in first; BEGIN IMMEDIATE
 * makes a second writer wait (busy timeout) instead. PostgreSQL needs nothing special: the unique
 * keys decide races.
 */
export async function writeTransaction<T>(db: Kysely<Database>, engine: Engine, work: (trx: Kysely<Database> | Transaction<Database>) => Promise<T>): Promise<T> {
  if (engine === 'postgres') return db.transaction().execute(work);
  return db.connection().execute(async (connection) => {
    await sql`begin immediate`.execute(connection);
    try {
      const result = await work(connection);
      await sql`commit`.execute(connection);
      return result;
    } catch (error) {
      await sql`rollback`.execute(connection).catch(() => undefined);
      throw error;
    }
  });
}

/** True for a unique-key violation on either engine. */
export function isUniqueViolation(error: unknown): boolean {
  const candidate = error as { code?: string; message?: string } | null;
  return candidate?.code === '23505' || candidate?.code === 'SQLITE_CONSTRAINT_UNIQUE' || candidate?.code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || /UNIQUE constraint failed/.test(candidate?.message ?? '');
}
