import { ERROR_CODES, ERROR_MESSAGES as M } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../errors/app-error';

/*
 * No text the API takes may hold the NUL character (U+0000): PostgreSQL cannot store it in a text
 * column and SQLite would cut strings at it in places, so it is refused at the door — before any
 * route's validation — in bodies, query strings and path parameters alike, with a 400.
 */
function holdsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 64 || value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some((item) => holdsNul(item, depth + 1));
  return Object.entries(value).some(([key, item]) => key.includes('\u0000') || holdsNul(item, depth + 1));
}

async function nulCharacterGuard(fastify: FastifyInstance) {
  // A callback hook: it never waits, so it makes no promise per request.
  fastify.addHook('preValidation', (request, _reply, done) => {
    if (holdsNul(request.params) || holdsNul(request.query) || holdsNul(request.body)) {
      return done(new AppError(400, ERROR_CODES.VALIDATION, M.nulCharacter));
    }
    done();
  });
}

export default fp(nulCharacterGuard, { name: 'nul-character-guard', dependencies: ['error-handler'] });
