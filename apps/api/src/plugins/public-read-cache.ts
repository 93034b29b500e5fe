import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/*
 * A short-lived cache of public read answers that everyone sees the same way (venue search, a day's
 * slots). Any mutating request (POST, PUT, PATCH, DELETE) and any sweep that changes data clears it
 * in this process, so an instance never shows its own stale data; the TTL bounds how long another
 * instance may. Booking never reads from it: checkout recomputes prices and availability itself.
 */

interface Entry {
  body: string;
  expiresAt: number;
  generation: number;
}

export interface PublicReadCache {
  answer<T>(request: FastifyRequest, reply: FastifyReply, ttlSeconds: number, compute: () => Promise<T>): Promise<FastifyReply | T>;
  invalidate(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    publicReadCache: PublicReadCache;
  }
}

const MAX_ENTRIES = 5000;

async function publicReadCachePlugin(fastify: FastifyInstance) {
  const entries = new Map<string, Entry>();
  let generation = 0;

  const cache: PublicReadCache = {
    async answer(request, reply, ttlSeconds, compute) {
      const key = request.url;
      const now = Date.now();
      const hit = entries.get(key);
      // `Cache-Control: no-cache` from the caller asks for a fresh answer, as HTTP caches honour it.
      const fresh = /no-cache/i.test(String(request.headers['cache-control'] ?? ''));
      if (hit && !fresh && hit.generation === generation && hit.expiresAt > now) {
        return reply.header('x-cache', 'hit').type('application/json; charset=utf-8').send(hit.body);
      }
      const startedIn = generation;
      const value = await compute();
      const body = String(reply.serialize(value));
      // Only keep the answer if nothing changed while it was being computed.
      if (startedIn === generation) {
        if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
        entries.set(key, { body, expiresAt: now + ttlSeconds * 1000, generation });
      }
      return reply.header('x-cache', 'miss').type('application/json; charset=utf-8').send(body);
    },
    invalidate() {
      generation += 1;
      entries.clear();
    },
  };

  fastify.decorate('publicReadCache', cache);
  fastify.addHook('onResponse', async (request) => {
    if (!['GET', 'HEAD', 'OPTIONS'].includes(request.method)) cache.invalidate();
  });
}

export default fp(publicReadCachePlugin, { name: 'public-read-cache' });
