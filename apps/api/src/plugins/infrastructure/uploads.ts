import multipart from '@fastify/multipart';
import { ERROR_CODES, ERROR_MESSAGES } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../errors/app-error';

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

const codeOf = (error: unknown) => (error instanceof Error ? (error as Error & { code?: unknown }).code : undefined);

/** The multipart plugin's answer to a file over its route's byte cap. */
export const isFileTooLarge = (error: unknown) => codeOf(error) === 'FST_REQ_FILE_TOO_LARGE';

/** The multipart plugin's limits on a whole body (too many parts, files or fields): a 413 the error handler words. */
const BODY_LIMIT_CODES = new Set<unknown>([
  'FST_PARTS_LIMIT',
  'FST_FILES_LIMIT',
  'FST_FIELDS_LIMIT',
  'FST_REQ_FILE_TOO_LARGE',
]);

/**
 * Runs `read`, which reads the request's multipart body. A body the parser cannot read — no boundary
 * or another one than the header names, cut short, broken part headers, garbage — fails there with a
 * plain Error (busboy's) that would answer 500; it answers 400 INVALID_MULTIPART instead. The route's
 * own refusals (AppError) and the size limits (413) pass through as they are.
 */
export async function readUpload<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof AppError || BODY_LIMIT_CODES.has(codeOf(error))) throw error;
    throw new AppError(400, ERROR_CODES.INVALID_MULTIPART, ERROR_MESSAGES.invalidMultipart);
  }
}
