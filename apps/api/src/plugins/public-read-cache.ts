import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { PublicReadVersions } from './public-read-versions';

/*
 * A short-lived cache of public read answers that everyone sees the same way (venue search, a day's
 * slots). Booking never reads from it: checkout recomputes prices and availability itself.
 *
 * Keys: the route and its validated input — the params and query as the route's zod schema parsed
 * them (unknown parameters dropped, defaults filled in, text trimmed) — never the raw URL, so junk
 * in a query string cannot make new entries.
 * Bound: the entries' bytes (answers plus keys) stay under MAX_BYTES, the least recently used going
 * first; an answer larger than MAX_ENTRY_BYTES is not kept.
 *
 * Invalidation: only writes that change public data clear it, through `invalidate(scope)`:
 *   - `{ venueId }`: that venue's slot answers — a hold taken or released, a booking confirmed,
 *     changed or cancelled. Callers: the checkout (checkout-service.ts), releaseHold
 *     (booking-lifecycle.ts, for failed payments, the hold sweep and Stripe's webhook), amendments
 *     (amendment-service.ts and their recovery), cancellation decisions (cancellation-service.ts),
 *     the split cut-off (split-deadline-sweep.ts). Services reach it as `deps.invalidatePublicReads`.
 *   - nothing (or 'all'): every entry — any change to a venue's listing, prices, hours, closures or
 *     approval. Venue and admin routes call `fastify.publicReadCache.invalidate()`.
 * Nothing else clears it: a failed sign-in or any other write leaves it alone.
 *
 * Several processes (PostgreSQL, or WORKERS > 1): with the `versions` option every invalidation also
 * bumps a counter in the database, and an answer is served from memory only while the counters it was
 * computed under are unchanged — one indexed read per hit instead of the answer's queries
 * (public-read-versions.ts, docs/decisions/0019). Callers await `invalidate`, so the counter has moved
 * before their answer leaves.
 */

export type PublicReadScope = 'all' | { venueId: number };

export interface PublicReadCache {
  answer<T>(request: FastifyRequest, reply: FastifyReply, ttlSeconds: number, compute: () => Promise<T>): Promise<FastifyReply | T>;
  /** Resolves once every process will see the change (at once with a single process). */
  invalidate(scope?: PublicReadScope): Promise<void>;
  /** How much is kept, for tests and operations. */
  size(): { entries: number; bytes: number };
}

declare module 'fastify' {
  interface FastifyInstance {
    publicReadCache: PublicReadCache;
  }
}

interface Entry {
  body: string;
  bytes: number;
  expiresAt: number;
  /** The venue an answer is about (its `:id`), so a booking there clears only its answers. */
  venueId: number | null;
  /** The shared counters it was computed under (several processes only). */
  stamp: string | null;
}

export interface PublicReadCacheOptions extends Partial<typeof CACHE_LIMITS> {
  /** The shared change counters; without them the cache is one process's own. */
  versions?: PublicReadVersions | undefined;
}

/** 16 MiB in all; one answer over 512 KiB is served but not kept. The plugin's options may lower them (tests). */
export const CACHE_LIMITS = { maxBytes: 16 * 1024 * 1024, maxEntryBytes: 512 * 1024 };

/** JSON with keys in a fixed order, so the same input always makes the same key. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value)
      .sort()
      .filter((key) => (value as Record<string, unknown>)[key] !== undefined)
      .map((key) => `${JSON.stringify(key)}:${canonical((value as Record<string, unknown>)[key])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

function venueOf(request: FastifyRequest): number | null {
  const id = (request.params as { id?: unknown } | undefined)?.id;
  return request.routeOptions.url?.startsWith('/api/venues/:id') && typeof id === 'number' ? id : null;
}

async function publicReadCachePlugin(fastify: FastifyInstance, options: PublicReadCacheOptions) {
  const { versions, ...bounds } = options;
  const limits = { ...CACHE_LIMITS, ...bounds };
  const entries = new Map<string, Entry>();
  let bytes = 0;
  // Bumped by every invalidation: an answer computed across one is not kept.
  let generation = 0;

  const remove = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    bytes -= entry.bytes;
    entries.delete(key);
  };

  const cache: PublicReadCache = {
    async answer(request, reply, ttlSeconds, compute) {
      const key = `${request.method} ${request.routeOptions.url} ${canonical(request.params)} ${canonical(request.query)}`;
      const now = Date.now();
      // `Cache-Control: no-cache` from the caller asks for a fresh answer, as HTTP caches honour it.
      const fresh = /no-cache/i.test(String(request.headers['cache-control'] ?? ''));
      const venueId = venueOf(request);
      const startedIn = generation;
      const stamp = versions ? await versions.stamp(venueId) : null;
      const hit = entries.get(key);
      if (hit && !fresh && hit.expiresAt > now && hit.stamp === stamp) {
        // Most recently used goes last in the map, so eviction takes the least recently used first.
        entries.delete(key);
        entries.set(key, hit);
        return reply.header('x-cache', 'hit').type('application/json; charset=utf-8').send(hit.body);
      }
      const value = await compute();
      const body = String(reply.serialize(value));
      const size = Buffer.byteLength(body) + Buffer.byteLength(key);
      if (startedIn === generation && size <= limits.maxEntryBytes) {
        remove(key);
        entries.set(key, { body, bytes: size, expiresAt: now + ttlSeconds * 1000, venueId, stamp });
        bytes += size;
        for (const oldest of entries.keys()) {
          if (bytes <= limits.maxBytes) break;
          remove(oldest);
        }
      }
      return reply.header('x-cache', 'miss').type('application/json; charset=utf-8').send(body);
    },
    async invalidate(scope = 'all') {
      generation += 1;
      if (scope === 'all') {
        entries.clear();
        bytes = 0;
      } else {
        for (const [key, entry] of entries) if (entry.venueId === scope.venueId) remove(key);
      }
      if (!versions) return;
      try {
        await versions.bump(scope === 'all' ? null : scope.venueId);
      } catch (error) {
        // The change itself is saved; other processes may show the old answer until it expires.
        fastify.log.error({ err: error, scope }, 'could not tell other processes that public answers changed');
      }
    },
    size: () => ({ entries: entries.size, bytes }),
  };

  fastify.decorate('publicReadCache', cache);
}

export default fp(publicReadCachePlugin, { name: 'public-read-cache' });
