import { CompiledQuery, sql, type Kysely, type RawBuilder } from 'kysely';
import { PREPARED } from './prepared-statements';

/*
 * Statements whose text depends only on their shape — how many grid cell ranges a nearest-first
 * search asks about (one to about ninety) — and not on the values. Kysely compiles a query's tree on
 * every call, and for these many-part statements that cost about as much as running them (in the
 * profile, a third of a nearest search's CPU, much of it garbage). So the text is compiled once per
 * shape and database, and later calls send the kept text with their own values. On PostgreSQL they
 * are prepared by name (PREPARED), so the database does not plan them afresh either.
 */
type Db = Kysely<any>;

const kept = new WeakMap<Db, Map<string, string>>();

/**
 * Runs `build()`'s statement, compiling it only the first time `shape` is seen on this database.
 * `values` must be the statement's parameters in order: the first compilation checks that, since
 * later calls rely on it.
 */
export async function executeByShape<R>(
  db: Db,
  shape: string,
  build: () => RawBuilder<unknown>,
  values: readonly unknown[],
): Promise<R[]> {
  let texts = kept.get(db);
  if (!texts) {
    texts = new Map();
    kept.set(db, texts);
  }
  let text = texts.get(shape);
  if (text === undefined) {
    const compiled = sql`${PREPARED}${build()}`.compile(db);
    if (
      compiled.parameters.length !== values.length ||
      compiled.parameters.some((value, index) => value !== values[index])
    ) {
      throw new Error(`${shape}: the values given are not the statement's parameters in order`);
    }
    text = compiled.sql;
    texts.set(shape, text);
  }
  const result = await db.executeQuery<R>(CompiledQuery.raw(text, [...values]));
  return result.rows;
}
