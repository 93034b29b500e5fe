import type { Database } from '@app/db';
import { sql, type Kysely } from 'kysely';

/** The cheapest question the database must answer to count as reachable. */
export async function pingDatabase(db: Kysely<Database>): Promise<void> {
  await sql`select 1`.execute(db);
}
