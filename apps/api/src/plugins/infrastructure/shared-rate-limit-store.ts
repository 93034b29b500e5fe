import type { Database } from '@app/db';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { sql, type Kysely } from 'kysely';

/**
 * The request limit's counters in the database, for several server processes on one database
 * (docs/decisions/0019): a client spreading requests over the processes is counted once. One upsert
 * per request counts the hit and starts a new window when the old one has ended; the periodic jobs
 * delete ended windows (`pruneRateLimitCounters`). It follows the store interface of
 * @fastify/rate-limit (`incr`, `child`), fixed windows like its own in-memory store.
 */
type IncrCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;

export function databaseRateLimitStore(db: Kysely<Database>, clock: () => Date): FastifyRateLimitStoreCtor {
  return class DatabaseRateLimitStore implements FastifyRateLimitStore {
    /** A route with its own limit counts apart from the global one, as the in-memory store does. */
    constructor(
      _options?: unknown,
      private readonly namespace = '',
    ) {}

    incr(ip: string, callback: IncrCallback, timeWindow: number) {
      const key = `${this.namespace}${ip}`;
      const now = clock().getTime();
      const ended = sql<boolean>`rate_limit_counters.window_ends_at <= ${now}`;
      db.insertInto('rate_limit_counters')
        .values({ key, hits: 1, window_ends_at: now + timeWindow })
        .onConflict((conflict) =>
          conflict.column('key').doUpdateSet({
            hits: sql<number>`case when ${ended} then 1 else rate_limit_counters.hits + 1 end`,
            window_ends_at: sql<number>`case when ${ended} then ${now + timeWindow} else rate_limit_counters.window_ends_at end`,
          }),
        )
        .returning(['hits', 'window_ends_at'])
        .executeTakeFirstOrThrow()
        .then(
          (row) => callback(null, { current: Number(row.hits), ttl: Math.max(0, Number(row.window_ends_at) - now) }),
          (error: Error) => callback(error),
        );
    }

    // The plugin hands over the route's merged limit options, its route under `routeInfo`.
    child(params: object) {
      const route = (params as { routeInfo?: { method?: string | string[]; url?: string } }).routeInfo;
      return new DatabaseRateLimitStore(undefined, `${String(route?.method ?? '')} ${route?.url ?? ''}|`);
    }
  };
}

/** Forgets windows that ended more than a minute ago. */
export async function pruneRateLimitCounters(db: Kysely<Database>, now: Date): Promise<void> {
  await db
    .deleteFrom('rate_limit_counters')
    .where('window_ends_at', '<', now.getTime() - 60_000)
    .execute();
}
