import type { Role } from '@app/db';
import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden, unauthenticated } from '../../errors/app-error';
import { findSessionUser, type SessionUser } from '../../modules/auth/session-tokens';

/*
 * Every API route declares who may call it in `config.access`:
 *   'public'         anyone, signed in or not (the user is still resolved when a token is sent)
 *   'authenticated'  any signed-in, active user
 *   Role[]           signed-in users with one of these roles
 * A route without a declaration fails at start-up, so none can be forgotten. Ownership of
 * individual records (another user's booking or card) is checked by each service and answers 404.
 */
export type Access = 'public' | 'authenticated' | readonly Role[];

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    user: SessionUser | null;
  }
  interface FastifyInstance {
    /** Every API route with its declared access, for the route matrix tests and audits. */
    declaredAccess: DeclaredRoute[];
  }
}

export interface DeclaredRoute {
  method: string;
  url: string;
  access: Access;
}

const UNDECLARED_OK = [/^\/api\/docs(\/|$)/];

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^(?:Token|Bearer)\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

export function requireUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw unauthenticated();
  return request.user;
}

async function accessControlPlugin(fastify: FastifyInstance) {
  fastify.decorateRequest('user', null);
  const declared: DeclaredRoute[] = [];
  fastify.decorate('declaredAccess', declared);

  /*
   * Each route's rule is looked up once, as it is registered, and checked in a hook of its own: the
   * app-wide hook it replaces read `request.routeOptions` on every request, which Fastify builds anew
   * each time (docs/decisions/0040). It goes first among the route's hooks, where the app-wide hook ran.
   * onRequest, so a caller without access learns nothing from body validation. A callback hook: a
   * public request without a token (most reads) needs no promise.
   */
  const checkAccess =
    (access: Access): onRequestHookHandler =>
    (request, _reply, done) => {
      const token = bearerToken(request);
      if (!token) return done(access === 'public' ? undefined : unauthenticated());
      findSessionUser(fastify.db, token, fastify.clock()).then((user) => {
        request.user = user;
        if (access === 'public') return done();
        if (!user) return done(unauthenticated());
        if (access !== 'authenticated' && !access.includes(user.role)) return done(forbidden());
        done();
      }, done);
    };

  fastify.addHook('onRoute', (route) => {
    // HEAD routes (made by Fastify for each GET) are checked like their GET, but declared once.
    const access = route.config?.access;
    if (access) route.onRequest = [checkAccess(access), ...[route.onRequest ?? []].flat()];
    if (!route.url.startsWith('/api') || UNDECLARED_OK.some((pattern) => pattern.test(route.url))) return;
    if (
      route.method === 'HEAD' ||
      (Array.isArray(route.method) && route.method.includes('HEAD') && route.method.length === 1)
    )
      return;
    if (!access) {
      throw new Error(`Route ${String(route.method)} ${route.url} does not declare config.access`);
    }
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') declared.push({ method, url: route.url, access });
    }
  });
}

export default fp(accessControlPlugin, { name: 'access-control', dependencies: ['app-context'] });
