import { CompiledQuery, type Kysely, type RawBuilder } from 'kysely';

/*
 * Statements made of one part per grid cell range: a nearest-first search asks for one to about
 * ninety ranges per query. Kysely compiles a query's tree on every call, and for these many-part
 * statements compiling cost about as much as running them (in the profile, a third of a nearest
 * search's CPU, much of it garbage). The text depends only on how many parts there are, so it is
 * compiled once per count and database; later calls send the kept text with their own values.
 */
type Db = Kysely<any>;
export type PartValues = readonly unknown[];

const kept = new WeakMap<Db, Map<string, string>>();

/**
 * Runs `whole(parts)`, where each part is `part(values)` for one entry of `each`. `part` must place
 * every one of its values as a parameter, once and in order, and `whole` must add none: the first
 * compilation checks that, since later calls rely on it.
 */
export async function executePerRange<R>(db: Db, name: string, each: readonly PartValues[], part: (values: PartValues) => RawBuilder<unknown>, whole: (parts: RawBuilder<unknown>[]) => RawBuilder<unknown>): Promise<R[]> {
  let texts = kept.get(db);
  if (!texts) {
    texts = new Map();
    kept.set(db, texts);
  }
  const key = `${name}:${each.length}`;
  const parameters = each.flat();
  let text = texts.get(key);
  if (text === undefined) {
    const compiled = whole(each.map(part)).compile(db);
    if (compiled.parameters.length !== parameters.length || compiled.parameters.some((value, index) => value !== parameters[index])) {
      throw new Error(`${name}: the parts' parameters are not their values in order`);
    }
    text = compiled.sql;
    texts.set(key, text);
  }
  const result = await db.executeQuery<R>(CompiledQuery.raw(text, parameters));
  return result.rows;
}
