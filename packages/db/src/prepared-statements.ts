import { createHash } from 'node:crypto';
import { sql, type Compilable, type Kysely } from 'kysely';
import type pg from 'pg';
import type { Database } from './schema';

/*
 * Named prepared statements on PostgreSQL for the hottest reads (docs/decisions/0038). Kysely sends
 * every query unnamed, so PostgreSQL parses, analyses and plans it again each time: for a nearest-first
 * search that was a third of the database's CPU per request. A statement whose text starts with
 * PREPARED is sent named instead (the name a hash of its text): each connection parses it once, and
 * after a few runs PostgreSQL may keep a generic plan. Only marked statements are named, so what each
 * connection keeps stays small and known; statements whose best plan depends on their values are
 * left unmarked. SQLite ignores the comment (its statements are kept by connect.ts anyway).
 * This needs a session per connection: behind a pooler in transaction mode, leave it out.
 */
const MARK = '/* prepared */ ';

/** Put first in a statement (sql`${PREPARED}select …`) to have it prepared by name on PostgreSQL. */
export const PREPARED = sql.raw(MARK);

const names = new Map<string, string>();

function nameOf(text: string): string {
  let name = names.get(text);
  if (name === undefined) {
    name = `s${createHash('sha1').update(text).digest('hex')}`;
    names.set(text, name);
  }
  return name;
}

const patched = new WeakSet<pg.PoolClient>();

type Query = (text: unknown, values?: unknown) => Promise<unknown>;

/** Makes this pooled client send marked statements by name (once per client). */
export function prepareMarkedStatements(client: pg.PoolClient): void {
  if (patched.has(client)) return;
  patched.add(client);
  const query = client.query.bind(client) as Query;
  (client as unknown as { query: Query }).query = (text, values) =>
    typeof text === 'string' && text.startsWith(MARK)
      ? query({ name: nameOf(text), text, values })
      : query(text, values);
}

/**
 * Runs a built query as a marked statement (prepared by name on PostgreSQL; SQLite ignores the
 * mark) and answers its rows: for Kysely builders, which cannot start with PREPARED themselves.
 */
export async function executePrepared<Row>(db: Kysely<Database>, query: Compilable<Row>): Promise<Row[]> {
  const compiled = query.compile();
  return (await db.executeQuery<Row>({ ...compiled, sql: MARK + compiled.sql })).rows;
}
