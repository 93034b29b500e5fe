import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import publicReadCache, { CACHE_LIMITS, RENEW_BEFORE_MS } from '../src/plugins/application/public-read-cache';

/*
 * The public read cache's bound, on a real Fastify instance with stand-in routes shaped like the
 * venue routes: it never holds more bytes than its limit, drops the least recently used first, keeps
 * no answer larger than the per-entry limit, and a venue's invalidation forgets only that venue.
 */
const LIMIT = 60_000;
let app: FastifyInstance | undefined;
afterEach(async () => {
  vi.useRealTimers();
  await app?.close();
  app = undefined;
});

async function cacheApp() {
  app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(publicReadCache, { maxBytes: LIMIT, maxEntryBytes: 20_000 });
  let computed = 0;
  let handled = 0;
  const routes: FastifyPluginAsyncZod = async (fastify) => {
    fastify.get(
      '/api/venues/',
      {
        schema: {
          querystring: z.object({
            search: z.string().trim().max(100).optional(),
            size: z.coerce.number().int().min(1).max(100_000).default(1000),
          }),
        },
      },
      async (request, reply) => {
        handled += 1;
        return fastify.publicReadCache.answer(request, reply, 30, async () => {
          computed += 1;
          return { search: request.query.search ?? null, padding: 'x'.repeat(request.query.size) };
        });
      },
    );
    fastify.get(
      '/api/venues/:id/slots/',
      { schema: { params: z.object({ id: z.coerce.number().int() }), querystring: z.object({ date: z.string() }) } },
      async (request, reply) =>
        fastify.publicReadCache.answer(request, reply, 5, async () => {
          computed += 1;
          return { venue: request.params.id, date: request.query.date };
        }),
    );
  };
  await app.register(routes);
  await app.ready();
  return {
    app,
    computed: () => computed,
    handled: () => handled,
    get: (url: string) => app!.inject({ method: 'GET', url }),
  };
}

describe('public read cache bound', () => {
  it('holds at most its byte limit through thousands of distinct searches, dropping the least recently used', async () => {
    const { app, get } = await cacheApp();
    expect((await get('/api/venues/?search=kept')).headers['x-cache']).toBe('miss');
    let largest = 0;
    for (let index = 0; index < 3000; index += 1) {
      await get(`/api/venues/?search=term-${index}`);
      // Reading it now and then keeps it recently used, so it stays while others go.
      if (index % 20 === 0) expect((await get('/api/venues/?search=kept')).headers['x-cache']).toBe('hit');
      largest = Math.max(largest, app.publicReadCache.size().bytes);
    }
    expect(largest).toBeLessThanOrEqual(LIMIT);
    expect(app.publicReadCache.size().entries).toBeLessThan(60);
    expect((await get('/api/venues/?search=term-0')).headers['x-cache']).toBe('miss');
    expect((await get('/api/venues/?search=term-2999')).headers['x-cache']).toBe('hit');
    expect(CACHE_LIMITS.maxBytes).toBe(16 * 1024 * 1024);
  });

  it('answers but does not keep an answer over the per-entry limit', async () => {
    const { app, get, computed } = await cacheApp();
    expect((await get('/api/venues/?size=30000')).headers['x-cache']).toBe('miss');
    expect((await get('/api/venues/?size=30000')).headers['x-cache']).toBe('miss');
    expect(computed()).toBe(2);
    expect(app.publicReadCache.size()).toEqual({ entries: 0, bytes: 0 });
  });

  it("forgets one venue's answers when told about that venue, and everything when told nothing", async () => {
    const { app, get } = await cacheApp();
    await get('/api/venues/1/slots/?date=2026-11-25');
    await get('/api/venues/2/slots/?date=2026-11-25');
    await get('/api/venues/?search=camden');
    app.publicReadCache.invalidate({ venueId: 1 });
    expect((await get('/api/venues/1/slots/?date=2026-11-25')).headers['x-cache']).toBe('miss');
    expect((await get('/api/venues/2/slots/?date=2026-11-25')).headers['x-cache']).toBe('hit');
    expect((await get('/api/venues/?search=camden')).headers['x-cache']).toBe('hit');
    app.publicReadCache.invalidate();
    expect(app.publicReadCache.size()).toEqual({ entries: 0, bytes: 0 });
  });

  it('answers a kept answer from its bytes before the handler, for the same URL without a session', async () => {
    const { get, handled, computed } = await cacheApp();
    const first = await get('/api/venues/?search=early');
    expect(first.headers['x-cache']).toBe('miss');
    const again = await get('/api/venues/?search=early');
    expect(again.headers['x-cache']).toBe('hit');
    expect(again.body).toBe(first.body);
    expect(again.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(handled()).toBe(1);
    // Another spelling of the same validated query reaches the handler once, then points at the same answer.
    expect((await get('/api/venues/?search=%20early%20&junk=1')).headers['x-cache']).toBe('hit');
    expect((await get('/api/venues/?search=%20early%20&junk=1')).headers['x-cache']).toBe('hit');
    expect(handled()).toBe(2);
    // A session or a request for a fresh answer goes the normal way.
    expect(
      (await app!.inject({ method: 'GET', url: '/api/venues/?search=early', headers: { authorization: 'Token x' } }))
        .headers['x-cache'],
    ).toBe('hit');
    expect(
      (await app!.inject({ method: 'GET', url: '/api/venues/?search=early', headers: { 'cache-control': 'no-cache' } }))
        .headers['x-cache'],
    ).toBe('miss');
    expect(handled()).toBe(4);
    expect(computed()).toBe(2);
  });
});

/** A slots-like route whose computation waits until the test lets it finish; `?keep=0` keeps nothing (an owner's preview). */
async function slowApp() {
  app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(publicReadCache);
  let computed = 0;
  let release: () => void = () => {};
  let gate = new Promise<void>((resolve) => (release = resolve));
  const routes: FastifyPluginAsyncZod = async (fastify) => {
    fastify.get(
      '/api/venues/:id/slots/',
      {
        schema: {
          params: z.object({ id: z.coerce.number().int() }),
          querystring: z.object({ keep: z.string().optional() }),
        },
      },
      async (request, reply) =>
        fastify.publicReadCache.answer(
          request,
          reply,
          5,
          async () => {
            computed += 1;
            const mine = computed;
            await gate;
            return { venue: request.params.id, computation: mine };
          },
          () => request.query.keep !== '0',
        ),
    );
  };
  await app.register(routes);
  await app.ready();
  const many = (count: number, url: string, headers: Record<string, string> = {}) =>
    Array.from({ length: count }, () => app!.inject({ method: 'GET', url, headers }));
  /** Lets every request reach the handler, then lets computations finish (until `close`). */
  const open = async () => {
    await new Promise((resolve) => setTimeout(resolve, 50));
    release();
  };
  const close = () => {
    gate = new Promise<void>((resolve) => (release = resolve));
  };
  return { app, computed: () => computed, many, open, close };
}

describe('public read cache: one computation per answer at a time', () => {
  it('answers 20 clients missing the same answer together with one computation', async () => {
    const { many, open, computed } = await slowApp();
    const answers = many(20, '/api/venues/1/slots/');
    await open();
    const settled = await Promise.all(answers);
    expect(computed()).toBe(1);
    expect(new Set(settled.map((answer) => answer.body))).toEqual(
      new Set([JSON.stringify({ venue: 1, computation: 1 })]),
    );
    expect(settled.map((answer) => answer.headers['x-cache']).sort()).toEqual([...Array(19).fill('hit'), 'miss']);
  });

  it('lets waiters compute their own when the computation keeps nothing, and never makes a no-cache request wait', async () => {
    const { many, open, close, computed } = await slowApp();
    const previews = many(5, '/api/venues/1/slots/?keep=0');
    await open();
    await Promise.all(previews);
    expect(computed()).toBe(5);

    close();
    const fresh = many(5, '/api/venues/2/slots/', { 'cache-control': 'no-cache' });
    await open();
    expect((await Promise.all(fresh)).map((answer) => answer.headers['x-cache'])).toEqual(Array(5).fill('miss'));
    expect(computed()).toBe(10);
  });

  it('computes an answer about to expire again once, answering the others with it meanwhile, so it does not lapse', async () => {
    // Only the clock is faked: the answers' ages follow it, the requests run as usual.
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.parse('2026-11-25T10:00:00Z');
    vi.setSystemTime(start);
    const { many, open, close, computed } = await slowApp();
    const first = many(1, '/api/venues/1/slots/');
    await open();
    expect((await Promise.all(first))[0]!.headers['x-cache']).toBe('miss');

    close();
    // Well before its end (5 s) the answer is simply served.
    vi.setSystemTime(start + 5_000 - RENEW_BEFORE_MS - 100);
    expect((await Promise.all(many(1, '/api/venues/1/slots/')))[0]!.headers['x-cache']).toBe('hit');
    // In its last moments one request computes it again while the others are answered with the kept one.
    vi.setSystemTime(start + 5_000 - RENEW_BEFORE_MS + 100);
    const during = many(5, '/api/venues/1/slots/');
    await open();
    const answers = await Promise.all(during);
    expect(computed()).toBe(2);
    expect(answers.map((answer) => `${answer.headers['x-cache']} ${answer.body}`).sort()).toEqual([
      ...Array(4).fill(`hit ${JSON.stringify({ venue: 1, computation: 1 })}`),
      `miss ${JSON.stringify({ venue: 1, computation: 2 })}`,
    ]);
    // Past the first answer's end the renewed one is served.
    vi.setSystemTime(start + 5_000 + 100);
    const later = (await Promise.all(many(1, '/api/venues/1/slots/')))[0]!;
    expect([later.headers['x-cache'], later.body]).toEqual(['hit', JSON.stringify({ venue: 1, computation: 2 })]);
    expect(computed()).toBe(2);
  });

  it('does not hand waiters an answer computed across an invalidation', async () => {
    const { app, many, open, computed } = await slowApp();
    const before = many(3, '/api/venues/1/slots/');
    await new Promise((resolve) => setTimeout(resolve, 20));
    await app.publicReadCache.invalidate({ venueId: 1 });
    await open();
    await Promise.all(before);
    // The first computation was not kept, so the two waiting requests computed again.
    expect(computed()).toBe(3);
  });
});
