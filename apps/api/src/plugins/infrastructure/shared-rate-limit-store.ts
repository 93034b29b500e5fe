import type { Database } from '@app/db';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Kysely } from 'kysely';
import { countHit } from './rate-limit-counter-repository';

/**
 * The request limit's counters in the database, for several server processes on one database
 * (docs/decisions/0019): a client spreading requests over the processes is counted once. One upsert
 * per request counts the hit and starts a new window when the old one has ended (countHit, shared with
 * the sign-in attempt counters in rate-limit-counter-repository.ts); the periodic jobs delete ended
 * windows (`pruneRateLimitCounters`). It follows the store interface of
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
      const now = clock();
      countHit(db, key, timeWindow, now).then(
        (window) => callback(null, { current: window.hits, ttl: Math.max(0, window.windowEndsAt - now.getTime()) }),
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
