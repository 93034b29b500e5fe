import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import {
  chooseEncoding,
  compress,
  COMPRESSION_THRESHOLD_BYTES,
  type Encoding,
} from '../infrastructure/response-compression';
import type { PublicReadScope } from '../../service-deps';
import type { VenueChanges } from './venue-changes';

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
 * Invalidation: by the one "venue changed" signal (venue-changes.ts, docs/decisions/0053), never by the
 * writers themselves. A venue whose version moved loses its answers (those of its `:id` routes: its
 * page, a day's slots); a change to what a venue's search card shows (its listing) also drops the
 * answers about no one venue (search, the offered sports); `null` (this process could not hear for a
 * while) drops everything. An answer whose computation overlapped a change it depends on is not kept.
 * While the signal says changes may have been missed (PostgreSQL: not listening) nothing is served
 * from memory or kept.
 *
 * An answer may be kept for a stretch of the app's own clock only (`keep` answering `{ from, until }`):
 * a venue's page shows what is upcoming from the venue's today on, so it is kept for that day.
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

/** The stretch of the app's clock an answer holds for (from inclusive, until exclusive). */
export interface KeepWhile {
  from: Date;
  until: Date;
}

export interface PublicReadCache {
  /**
   * `keep`, asked once the answer is computed: false to send it without keeping it (an owner's preview),
   * or the stretch of the app's clock it may be served in.
   */
  answer<T>(
    request: FastifyRequest,
    reply: FastifyReply,
    ttlSeconds: number,
    compute: () => Promise<T | SerializedAnswer>,
    keep?: () => boolean | KeepWhile,
  ): Promise<FastifyReply | T>;
  /** Drops this process's answers about the scope (the signal does it for every process; tests). */
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
  /** The stretch of the app's clock it may be served in (ms), when it has one. */
  during: { from: number; until: number } | undefined;
  /** The count of entries placed at the recently used end when this one was last placed there. */
  placedAt: number;
}

export interface PublicReadCacheOptions extends Partial<typeof CACHE_LIMITS> {
  /** The venue changed signal; without it only `invalidate` drops answers. */
  changes?: Pick<VenueChanges, 'heard' | 'subscribe'> | undefined;
  /** The app's clock, for answers kept for a stretch of it. */
  clock?: () => Date;
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
  const { changes, clock = () => new Date(), ...bounds } = options;
  const limits = { ...CACHE_LIMITS, ...bounds };
  const entries = new Map<string, Entry>();
  /** Raw URL → the entry a request for it was answered with. */
  const urls = new Map<string, Entry>();
  let bytes = 0;
  /** Entries placed at the recently used end so far (stored or moved there by `touch`). */
  let placed = 0;
  /** Key → the computation under way, resolving to the entry it kept (undefined: it kept none). */
  const computing = new Map<string, Promise<Entry | undefined>>();
  /*
   * Counted changes, so an answer computed across a change it depends on is not kept: `everything` moves
   * when all answers go, `listings` when answers about no one venue go, and each venue's own count when
   * its answers go.
   */
  const generations = { everything: 0, listings: 0 };
  const venueGenerations = new Map<number, number>();
  const generationOf = (venueId: number | null) =>
    `${generations.everything} ${venueId === null ? generations.listings : (venueGenerations.get(venueId) ?? 0)}`;
  // Answers are compressed here only where the app compresses what it sends.
  const compresses = fastify.hasPlugin('response-compression');
  const heard = () => changes?.heard() ?? true;

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
  const inItsStretch = (entry: Entry) => {
    if (!entry.during) return true;
    const at = clock().getTime();
    return at >= entry.during.from && at < entry.during.until;
  };
  // heard() first: on SQLite workers it reads the changes committed meanwhile, which may drop the entry.
  const servable = (entry: Entry | undefined, now: number): entry is Entry =>
    entry !== undefined && heard() && entries.get(entry.key) === entry && entry.expiresAt > now && inItsStretch(entry);
  /** Whether this request should compute the kept answer again: it is about to expire and nobody is at it yet. */
  const renewsNow = (entry: Entry, now: number) =>
    entry.expiresAt - now <= RENEW_BEFORE_MS && !computing.has(entry.key);

  /** `null`: everything; a venue: its answers, and with `listing` the answers about no one venue too. */
  const forget = (change: { venueId: number; listing: boolean } | null) => {
    if (change === null) {
      generations.everything += 1;
      entries.clear();
      urls.clear();
      bytes = 0;
      return;
    }
    venueGenerations.set(change.venueId, (venueGenerations.get(change.venueId) ?? 0) + 1);
    if (change.listing) generations.listings += 1;
    for (const [key, entry] of entries)
      if (entry.venueId === change.venueId || (change.listing && entry.venueId === null)) remove(key);
  };
  changes?.subscribe(forget);

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
      const startedIn = generationOf(venueId);
      const heardAtStart = heard();
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
        const keeping = keep?.() ?? true;
        if (
          keeping !== false &&
          heardAtStart &&
          heard() &&
          startedIn === generationOf(venueId) &&
          size <= limits.maxEntryBytes
        ) {
          remove(key);
          const entry: Entry = {
            key,
            body,
            encoded: {},
            compressing: {},
            bytes: size,
            expiresAt: now + ttlSeconds * 1000,
            venueId,
            during: keeping === true ? undefined : { from: keeping.from.getTime(), until: keeping.until.getTime() },
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
      forget(scope === 'all' ? null : { venueId: scope.venueId, listing: false });
    },
    size: () => ({ entries: entries.size, bytes }),
  };

  fastify.decorate('publicReadCache', cache);
}

export default fp(publicReadCachePlugin, { name: 'public-read-cache' });
