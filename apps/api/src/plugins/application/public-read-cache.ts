import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import {
  chooseEncoding,
  compress,
  COMPRESSION_THRESHOLD_BYTES,
  type Encoding,
} from '../infrastructure/response-compression';
import type { PublicReadScope } from '../../service-deps';
import type { SharedInvalidation } from './public-read-versions';

/*
 * A short-lived cache of public read answers that everyone sees the same way (venue search, a day's
 * slots). Booking never reads from it: checkout recomputes prices and availability itself.
 *
 * Keys: the route and its validated input — the params and query as the route's zod schema parsed
 * them (unknown parameters dropped, defaults filled in, text trimmed) — never the raw URL, so junk
 * in a query string cannot make new entries.
 * Bound: the entries' bytes (answers, their compressed forms and keys) stay under MAX_BYTES, the least
 * recently used going first; an answer larger than MAX_ENTRY_BYTES is not kept.
 *
 * The fast path: once an answer is kept, the raw URL that asked for it points at it (at most
 * MAX_URLS such pointers, the oldest going first). A later GET of that URL without a session and
 * without `Cache-Control: no-cache` is answered in an onRequest hook from the stored bytes — after
 * the security headers, CORS and the rate limit, before validation, the handler and serialisation,
 * which would only arrive at the same bytes. A client that accepts brotli or gzip
 * gets the compressed form, made once in the background the first time it is asked for (that first
 * request goes the normal way and is compressed as it leaves). Anything else goes the normal way.
 *
 * One computation per answer at a time: a request that misses while the same answer is being
 * computed (PostgreSQL answers asynchronously, so 100 clients asking for an answer that just expired
 * would otherwise compute it 100 times) waits for that computation and is answered with what it kept
 * — exactly what a hit would send. If it kept nothing (an owner's preview, a failure, a change in
 * between) the waiter computes its own. A request with `Cache-Control: no-cache` never waits.
 * An answer in its last RENEW_BEFORE_MS is computed again by one request while the others are still
 * answered with it, so answers kept together do not all expire under load together.
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
 * Several processes (PostgreSQL, or WORKERS > 1): the `shared` option tells the other processes and
 * hears them (public-read-versions.ts, docs/decisions/0019 and 0030). Callers await `invalidate`, so
 * the others know before the caller's answer leaves.
 */

/**
 * An answer already written as JSON text by its service (the indexed venue search joins stored
 * summaries, docs/decisions/0029): sent and kept as it is instead of serialised again.
 */
export class SerializedAnswer {
  #bytes: Buffer | undefined;
  constructor(readonly json: string) {}
  /** The text as UTF-8, made once: an answer kept by its service (a day's slots) is sent many times. */
  get bytes(): Buffer {
    this.#bytes ??= Buffer.from(this.json);
    return this.#bytes;
  }
}

export interface PublicReadCache {
  /** `keep`, asked once the answer is computed: false to send it without keeping it (an owner's preview). */
  answer<T>(
    request: FastifyRequest,
    reply: FastifyReply,
    ttlSeconds: number,
    compute: () => Promise<T | SerializedAnswer>,
    keep?: () => boolean,
  ): Promise<FastifyReply | T>;
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
  key: string;
  body: Buffer;
  /** Compressed forms, made on first demand. */
  encoded: Partial<Record<Encoding, Buffer>>;
  compressing: Partial<Record<Encoding, true>>;
  bytes: number;
  expiresAt: number;
  /** The venue an answer is about (its `:id`), so a booking there clears only its answers. */
  venueId: number | null;
  /** What the shared invalidation said when it was computed ('' with a single process). */
  stamp: string;
  /** The count of entries placed at the recently used end when this one was last placed there. */
  placedAt: number;
}

export interface PublicReadCacheOptions extends Partial<typeof CACHE_LIMITS> {
  /** How other processes are told and heard; without it the cache is one process's own. */
  shared?: SharedInvalidation | undefined;
}

/** 16 MiB in all; one answer over 512 KiB is served but not kept. The plugin's options may lower them (tests). */
export const CACHE_LIMITS = { maxBytes: 16 * 1024 * 1024, maxEntryBytes: 512 * 1024, maxUrls: 20_000 };

const JSON_TYPE = 'application/json; charset=utf-8';
/**
 * A kept answer this close to expiring is computed again by the next request that asks for it, while
 * the others are still answered with it until the new one is kept. Without this, every answer kept in
 * the same moment (a client walking many URLs) expired together and all of them were computed at once,
 * the clients waiting; on PostgreSQL each computation is a round trip (docs/decisions/0040). No answer
 * is served longer than before: only earlier replaced.
 */
export const RENEW_BEFORE_MS = 500;

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

/** `Cache-Control: no-cache` from the caller asks for a fresh answer, as HTTP caches honour it. */
const asksFresh = (request: FastifyRequest) => {
  const header = request.headers['cache-control'];
  return header !== undefined && /no-cache/i.test(String(header));
};

async function publicReadCachePlugin(fastify: FastifyInstance, options: PublicReadCacheOptions) {
  const { shared, ...bounds } = options;
  const limits = { ...CACHE_LIMITS, ...bounds };
  const entries = new Map<string, Entry>();
  /** Raw URL → the entry a request for it was answered with. */
  const urls = new Map<string, Entry>();
  let bytes = 0;
  /** Entries placed at the recently used end so far (stored or moved there by `touch`). */
  let placed = 0;
  /** Key → the computation under way, resolving to the entry it kept (undefined: it kept none). */
  const computing = new Map<string, Promise<Entry | undefined>>();
  // Bumped by every invalidation, here or heard from another process: an answer computed across one is not kept.
  let generation = 0;
  // Answers are compressed here only where the app compresses what it sends.
  const compresses = fastify.hasPlugin('response-compression');
  const stampOf = (venueId: number | null): string | null => (shared ? shared.stamp(venueId) : '');

  const remove = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    bytes -= entry.bytes;
    entries.delete(key);
  };
  const evict = () => {
    for (const oldest of entries.keys()) {
      if (bytes <= limits.maxBytes) break;
      remove(oldest);
    }
  };
  const pointUrl = (url: string, entry: Entry) => {
    if (urls.get(url) === entry) return;
    urls.delete(url);
    urls.set(url, entry);
    if (urls.size > limits.maxUrls) urls.delete(urls.keys().next().value!);
  };
  /**
   * Most recently used goes last in the map, so eviction takes the least recently used first. An entry
   * already in the newer half stays where it is (evicting reaches it only after the older half): at
   * thousands of hits a second, moving on every hit churned the map and the garbage collector.
   */
  const touch = (entry: Entry) => {
    if (placed - entry.placedAt < entries.size / 2) return;
    entries.delete(entry.key);
    entries.set(entry.key, entry);
    entry.placedAt = ++placed;
  };
  const servable = (entry: Entry | undefined, now: number): entry is Entry =>
    entry !== undefined &&
    entries.get(entry.key) === entry &&
    entry.expiresAt > now &&
    stampOf(entry.venueId) === entry.stamp;
  /** Whether this request should compute the kept answer again: it is about to expire and nobody is at it yet. */
  const renewsNow = (entry: Entry, now: number) =>
    entry.expiresAt - now <= RENEW_BEFORE_MS && !computing.has(entry.key);

  const forget = (scope: PublicReadScope) => {
    generation += 1;
    if (scope === 'all') {
      entries.clear();
      urls.clear();
      bytes = 0;
    } else {
      for (const [key, entry] of entries) if (entry.venueId === scope.venueId) remove(key);
    }
  };
  shared?.subscribe((venueId) => forget(venueId === null ? 'all' : { venueId }));

  const compressInBackground = (entry: Entry, encoding: Encoding) => {
    entry.compressing[encoding] = true;
    compress(entry.body, encoding).then(
      (compressed) => {
        if (entries.get(entry.key) !== entry) return;
        entry.encoded[encoding] = compressed;
        entry.bytes += compressed.length;
        bytes += compressed.length;
        evict();
      },
      (error: unknown) => fastify.log.error({ err: error }, 'could not compress a kept answer'),
    );
  };

  // The fast path (see the top of this file).
  const answerEarly: onRequestHookHandler = (request, reply, done) => {
    if (request.method !== 'GET' || request.headers.authorization || urls.size === 0) return done();
    const entry = urls.get(request.url);
    const now = Date.now();
    if (!servable(entry, now) || renewsNow(entry, now) || asksFresh(request)) return done();
    let body = entry.body;
    // getHeaders() makes a new object: the headers set so far (request id, security, CORS, rate limit).
    const headers = reply.getHeaders() as Record<string, string | number | string[]>;
    headers['content-type'] = JSON_TYPE;
    headers['x-cache'] = 'hit';
    if (compresses && body.length >= COMPRESSION_THRESHOLD_BYTES) {
      headers.vary = 'Accept-Encoding';
      const encoding = chooseEncoding(request.headers['accept-encoding']);
      if (encoding) {
        const compressed = entry.encoded[encoding];
        if (!compressed) {
          if (!entry.compressing[encoding]) compressInBackground(entry, encoding);
          return done();
        }
        body = compressed;
        headers['content-encoding'] = encoding;
      }
    }
    headers['content-length'] = body.length;
    touch(entry);
    reply.hijack();
    reply.raw.writeHead(200, headers);
    reply.raw.end(body);
    // Fastify logs the request's completion itself ('finish' of the answer), hijacked or not.
  };
  // The last onRequest hook of every API GET route registered after this plugin: after the app-wide
  // hooks (request id, security headers, CORS, access) and after the rate limit, which @fastify/rate-limit
  // adds to each route as it is registered (its plugin comes before this one).
  fastify.addHook('onRoute', (route) => {
    if (![route.method].flat().includes('GET') || !route.url.startsWith('/api/')) return;
    route.onRequest = [...[route.onRequest ?? []].flat(), answerEarly];
  });

  const cache: PublicReadCache = {
    async answer(request, reply, ttlSeconds, compute, keep) {
      const key = `${request.method} ${request.routeOptions.url} ${canonical(request.params)} ${canonical(request.query)}`;
      const now = Date.now();
      const venueId = venueOf(request);
      const startedIn = generation;
      const stamp = stampOf(venueId);
      const fresh = asksFresh(request);
      const sendHit = (hit: Entry) => {
        touch(hit);
        if (request.method === 'GET') pointUrl(request.url, hit);
        return reply.header('x-cache', 'hit').type(JSON_TYPE).send(hit.body);
      };
      const hit = entries.get(key);
      if (!fresh && servable(hit, now) && !renewsNow(hit, now)) return sendHit(hit);
      const underway = fresh ? undefined : computing.get(key);
      if (underway) {
        const kept = await underway;
        if (servable(kept, Date.now())) return sendHit(kept);
      }
      let settle: (entry: Entry | undefined) => void = () => {};
      const mine = new Promise<Entry | undefined>((resolve) => (settle = resolve));
      computing.set(key, mine);
      let kept: Entry | undefined;
      try {
        const value = await compute();
        const body = value instanceof SerializedAnswer ? value.bytes : Buffer.from(String(reply.serialize(value)));
        const size = body.length + Buffer.byteLength(key);
        if (stamp !== null && startedIn === generation && size <= limits.maxEntryBytes && (keep?.() ?? true)) {
          remove(key);
          const entry: Entry = {
            key,
            body,
            encoded: {},
            compressing: {},
            bytes: size,
            expiresAt: now + ttlSeconds * 1000,
            venueId,
            stamp,
            placedAt: ++placed,
          };
          entries.set(key, entry);
          bytes += size;
          evict();
          if (entries.get(key) === entry) {
            kept = entry;
            if (request.method === 'GET') pointUrl(request.url, entry);
          }
        }
        return reply.header('x-cache', 'miss').type(JSON_TYPE).send(body);
      } finally {
        if (computing.get(key) === mine) computing.delete(key);
        settle(kept);
      }
    },
    async invalidate(scope = 'all') {
      forget(scope);
      if (!shared) return;
      try {
        await shared.publish(scope === 'all' ? null : scope.venueId);
      } catch (error) {
        // The change itself is saved; other processes may show the old answer until it expires.
        fastify.log.error({ err: error, scope }, 'could not tell other processes that public answers changed');
      }
    },
    size: () => ({ entries: entries.size, bytes }),
  };

  fastify.decorate('publicReadCache', cache);
  if (shared) fastify.addHook('onClose', () => shared.close());
}

export default fp(publicReadCachePlugin, { name: 'public-read-cache' });
