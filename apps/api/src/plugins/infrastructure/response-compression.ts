import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/*
 * Compresses answers built in memory (API JSON, the app's HTML shell) when they are big enough to
 * gain from it. Built assets do not pass here: the build writes .br and .gz beside them and
 * static-files serves those (preCompressed), so no CPU is spent on them per request.
 *
 * Brotli at quality 4 and gzip at level 6 are the fast settings: a 20 KB venue list compresses in
 * well under a millisecond, on the thread pool (async zlib), so the event loop keeps serving. Clients
 * that send no Accept-Encoding (autocannon in `npm run bench`, most API scripts) pay only the header
 * check.
 */

/** Below this many bytes the headers and the work cost more than the bytes saved. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

const COMPRESSIBLE = /^(application\/(json|javascript|xml)|text\/|image\/svg\+xml)/;
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export type Encoding = 'br' | 'gzip';

/** The best encoding the client accepts (q=0 refuses one), brotli first. */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding | null {
  if (!acceptEncoding) return null;
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name!.trim(), q ? Number(q.slice(2)) : 1);
  }
  const wildcard = accepted.get('*');
  const allows = (name: Encoding) => (accepted.get(name) ?? wildcard ?? 0) > 0;
  if (allows('br')) return 'br';
  if (allows('gzip')) return 'gzip';
  return null;
}

function shouldCompress(request: FastifyRequest, reply: FastifyReply, payload: unknown): payload is string | Buffer {
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return false;
  if (request.method === 'HEAD' || reply.statusCode === 204 || reply.statusCode === 304) return false;
  if (reply.hasHeader('content-encoding')) return false;
  const type = String(reply.getHeader('content-type') ?? '');
  return COMPRESSIBLE.test(type) && Buffer.byteLength(payload) >= COMPRESSION_THRESHOLD_BYTES;
}

function addVary(reply: FastifyReply) {
  const vary = String(reply.getHeader('vary') ?? '');
  if (!/accept-encoding/i.test(vary)) reply.header('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
}

/** Brotli at quality 4 or gzip at level 6, on the thread pool. */
export function compress(payload: string | Buffer, encoding: Encoding): Promise<Buffer> {
  return encoding === 'br'
    ? brotli(payload, {
        params: {
          [zlibConstants.BROTLI_PARAM_QUALITY]: 4,
          [zlibConstants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(payload),
        },
      })
    : gzipAsync(payload, { level: 6 });
}

async function responseCompressionPlugin(fastify: FastifyInstance) {
  // A callback hook, not an async one: most answers leave unchanged and need no promise.
  fastify.addHook('onSend', (request, reply, payload, done) => {
    if (!shouldCompress(request, reply, payload)) return done(null, payload);
    addVary(reply);
    const encoding = chooseEncoding(request.headers['accept-encoding']);
    if (!encoding) return done(null, payload);
    compress(payload, encoding).then(
      (compressed) => {
        reply.header('content-encoding', encoding);
        reply.removeHeader('content-length');
        done(null, compressed);
      },
      (error: Error) => done(error),
    );
  });
}

export default fp(responseCompressionPlugin, { name: 'response-compression' });
