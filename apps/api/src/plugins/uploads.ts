import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';

/*
 * multipart/form-data is read only by the routes that take files: a venue's images (POST /api/venues/),
 * a blog post's image (POST and PUT /api/blogs/) and a profile image (PATCH /api/auth/users/:id/profile).
 * @fastify/multipart adds two asynchronous hooks to every route of the scope it is registered in (a
 * promise and a `close` listener per answer, for cleaning up saved files), so it is registered in
 * those routes' own scopes instead of the whole app's (docs/decisions/0040).
 *
 * Elsewhere a multipart body is accepted and left unread, as it was when the plugin served the whole
 * app: the route's own validation answers it exactly as before.
 */

/** Accepts multipart bodies on every route without reading them; `acceptUploads` takes over in its scope. */
export function leaveMultipartBodiesUnread(fastify: FastifyInstance) {
  fastify.addContentTypeParser('multipart/form-data', (_request, _payload, done) => done(null));
}

/** Reads multipart bodies on the routes of this (encapsulated) scope. */
export async function acceptUploads(fastify: FastifyInstance) {
  fastify.removeContentTypeParser('multipart/form-data');
  // Uploads are capped per route as well; these are the outer bounds of any multipart request.
  await fastify.register(multipart, { limits: { fileSize: 5 * 1024 * 1024, files: 1, fields: 20, parts: 25 } });
}
