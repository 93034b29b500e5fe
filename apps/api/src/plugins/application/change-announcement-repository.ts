import type { Database } from '@app/db';
import { sql, type Kysely } from 'kysely';

/** The schema the app's tables live in, which names the channel changes are announced on. */
export async function channelSchema(db: Kysely<Database>): Promise<string> {
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  return rows[0]!.schema;
}

/** NOTIFY on `channel`, delivered to every listening session when this statement commits (at once). */
export async function announceChange(db: Kysely<Database>, channel: string, payload: string): Promise<void> {
  await sql`select pg_notify(${channel}, ${payload})`.execute(db);
}
