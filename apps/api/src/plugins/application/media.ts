import { ERROR_CODES, ERROR_MESSAGES } from '@app/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../errors/app-error';
import type { MediaObject, MediaStorage } from '../../modules/media/media-storage';
import { openMediaStorage } from '../../modules/media/open-media-storage';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where uploads and demo images are written, removed and read (docs/decisions/0052). */
    mediaStorage: MediaStorage;
  }
}

/** Every stored name is new (a random part per upload), so what is at a URL never changes. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** RFC 9110 §13.1.2: If-None-Match compares weakly and takes precedence over If-Modified-Since. */
function isNotModified(request: FastifyRequest, object: MediaObject): boolean {
  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch) {
    const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
    return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(object.etag));
  }
  const since = Date.parse(request.headers['if-modified-since'] ?? '');
  // HTTP dates have whole seconds.
  return !Number.isNaN(since) && Math.floor(object.lastModified.getTime() / 1000) * 1000 <= since;
}

/*
 * The media storage, built once from the configuration (the local folder, or the S3 bucket every
 * server shares), and GET /media/… answered from it as @fastify/static answered from the folder
 * before: the type the object was stored with, a one-year immutable cache, validators for
 * conditional requests, and the app's 404 for anything that is not there. Objects from the bucket
 * are streamed through the app, never redirected to: URLs and the content security policy stay
 * same-origin and the bucket need not be public. A path that is not a key (../, encoded or not) is a
 * 404 without reaching the storage.
 */
async function mediaPlugin(fastify: FastifyInstance) {
  const storage = openMediaStorage({ mediaDir: fastify.config.mediaDir, s3: fastify.config.mediaStorage });
  fastify.decorate('mediaStorage', storage);
  fastify.addHook('onClose', async () => storage.close());

  // HEAD is declared, not derived from GET: Fastify's derived HEAD would read the whole object to
  // measure it (or answer a length of 0), where the storage already knows its size.
  fastify.route<{ Params: { '*': string } }>({
    method: ['GET', 'HEAD'],
    url: '/media/*',
    schema: { hide: true },
    handler: async (request, reply) => {
      const object = await storage.read(request.params['*']);
      if (!object)
        throw new AppError(
          404,
          ERROR_CODES.ROUTE_NOT_FOUND,
          ERROR_MESSAGES.routeNotFound(request.method, request.url.split('?')[0]!),
        );
      reply
        .header('cache-control', IMMUTABLE)
        .header('etag', object.etag)
        .header('last-modified', object.lastModified.toUTCString());
      // Left unread, the body is dropped: that ends the file read or the bucket's answer here.
      if (isNotModified(request, object)) {
        object.body.destroy();
        return reply.code(304).send();
      }
      reply.type(object.contentType).header('content-length', object.size);
      if (request.method === 'HEAD') {
        object.body.destroy();
        return reply.send();
      }
      return reply.send(object.body);
    },
  });
}

export default fp(mediaPlugin, { name: 'media', dependencies: ['app-context'] });
