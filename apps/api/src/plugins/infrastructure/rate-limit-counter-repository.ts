import type { Database } from '@app/db';
import { sql, type Kysely } from 'kysely';

/*
 * The statements on `rate_limit_counters`: counters of hits per key in fixed windows, kept in the
 * database so every server process on it counts together and a restart forgets nothing
 * (docs/decisions/0019, 0031). Two users share the table and its pruning: the request limit
 * (shared-rate-limit-store.ts, keyed by client address) and the sign-in attempt counters
 * (modules/auth/attempt-counters.ts, keyed under `auth:`).
 *
 * Why here: both count with the same upsert, and it should be written once. Infrastructure may not
 * import a module (test/module-boundaries.test.ts), while a module may import infrastructure, so the
 * infrastructure folder is the one home both can reach.
 */

type Db = Kysely<Database>;

/** A key's count in its current window, and when that window ends (epoch milliseconds). */
export interface CounterWindow {
  hits: number;
  windowEndsAt: number;
}

/**
 * Counts one hit under `key`: starts a window of `windowMs` when there is none or the old one has
 * ended at `now`, else adds to it. One statement, so two processes at once count both hits. With
 * `max`, a window already at `max` hits is left as it is and no row comes back.
 */
function upsertHit(db: Db, key: string, windowMs: number, now: Date, max: number | null) {
  const at = now.getTime();
  const ended = sql<boolean>`rate_limit_counters.window_ends_at <= ${at}`;
  return db
    .insertInto('rate_limit_counters')
    .values({ key, hits: 1, window_ends_at: at + windowMs })
    .onConflict((conflict) => {
      const update = conflict.column('key').doUpdateSet({
        hits: sql<number>`case when ${ended} then 1 else rate_limit_counters.hits + 1 end`,
        window_ends_at: sql<number>`case when ${ended} then ${at + windowMs} else rate_limit_counters.window_ends_at end`,
      });
      return max === null
        ? update
        : update.where((eb) =>
            eb.or([eb('rate_limit_counters.window_ends_at', '<=', at), eb('rate_limit_counters.hits', '<', max)]),
          );
    })
    .returning(['hits', 'window_ends_at']);
}

/** Counts one hit under `key` whatever the count; answers the window after it. */
export async function countHit(db: Db, key: string, windowMs: number, now: Date): Promise<CounterWindow> {
  const row = await upsertHit(db, key, windowMs, now, null).executeTakeFirstOrThrow();
  return { hits: Number(row.hits), windowEndsAt: Number(row.window_ends_at) };
}

/**
 * Counts one hit under `key` unless `max` were counted in its current window; answers whether it
 * was counted. Two processes at once can never both take the last one.
 */
export async function countHitBelow(db: Db, key: string, max: number, windowMs: number, now: Date): Promise<boolean> {
  const row = await upsertHit(db, key, windowMs, now, max).executeTakeFirst();
  return row !== undefined;
}

/** The hits counted under `key` in a window that has not ended at `now`. */
export async function hitsInWindow(db: Db, key: string, now: Date): Promise<number> {
  const row = await db
    .selectFrom('rate_limit_counters')
    .select('hits')
    .where('key', '=', key)
    .where('window_ends_at', '>', now.getTime())
    .executeTakeFirst();
  return row ? Number(row.hits) : 0;
}

/** Sets `key` to one hit in a window ending at `windowEndsAt` (epoch milliseconds), whatever it held. */
export async function restartWindow(db: Db, key: string, windowEndsAt: number): Promise<void> {
  await db
    .insertInto('rate_limit_counters')
    .values({ key, hits: 1, window_ends_at: windowEndsAt })
    .onConflict((conflict) => conflict.column('key').doUpdateSet({ hits: 1, window_ends_at: windowEndsAt }))
    .execute();
}

export async function deleteCounter(db: Db, key: string): Promise<void> {
  await db.deleteFrom('rate_limit_counters').where('key', '=', key).execute();
}

/** Forgets windows that ended more than a minute ago (the periodic jobs). */
export async function pruneRateLimitCounters(db: Db, now: Date): Promise<void> {
  await db
    .deleteFrom('rate_limit_counters')
    .where('window_ends_at', '<', now.getTime() - 60_000)
    .execute();
}
