import cors from '@fastify/cors';
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ERROR_CODES, ERROR_MESSAGES } from '@app/contracts';
import { AppError } from '../../errors/app-error';
import { sharesState } from './app-context';
import { databaseRateLimitStore } from './shared-rate-limit-store';

/**
 * Browser features the app never uses are switched off for it and anything it embeds; only Stripe's
 * frame may offer the browser's payment sheet.
 */
export const PERMISSIONS_POLICY =
  'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(self "https://js.stripe.com"), usb=()';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A public route whose answers are still someone's own (a personal payment link): never stored. */
    personal?: boolean;
  }
}

/**
 * Whether an API answer may be kept by the browser or a proxy: only what anyone would be answered
 * the same — a successful public GET asked without a session, of a route not marked personal.
 * Everything else (a session token, a user's bookings, a payment link's details, an error) is `no-store`.
 */
function mayBeStored(request: FastifyRequest, statusCode: number): boolean {
  const { access, personal } = request.routeOptions.config;
  return (
    access === 'public' &&
    !personal &&
    (request.method === 'GET' || request.method === 'HEAD') &&
    !request.headers.authorization &&
    statusCode < 400
  );
}

const HELMET_OPTIONS: FastifyHelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      baseUri: ["'self'"],
      scriptSrc: ["'self'", 'https://js.stripe.com'],
      // Radix and sonner set inline style attributes; no inline scripts are allowed.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'", 'https://api.stripe.com'],
      frameSrc: ["'self'", 'https://js.stripe.com', 'https://hooks.stripe.com'],
      frameAncestors: ["'none'"],
      formAction: ["'self'"],
      objectSrc: ["'none'"],
    },
  },
  strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  crossOriginEmbedderPolicy: false,
};

const NOT_SECURITY_HEADERS = new Set([
  'content-type',
  'content-length',
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
]);

/**
 * The headers helmet sends with these options. They are the same for every answer, but
 * @fastify/helmet rebuilds its middleware — parsing the CSP directives — on every request (a few per
 * cent of a cheap read's time), so they are taken once from a throwaway app and set as a block.
 */
export async function helmetHeaders(options: FastifyHelmetOptions): Promise<Record<string, string>> {
  const probe = Fastify();
  await probe.register(helmet, options);
  probe.get('/', async () => '');
  const answer = await probe.inject({ method: 'GET', url: '/' });
  await probe.close();
  return Object.fromEntries(
    Object.entries(answer.headers)
      .filter(([name]) => !NOT_SECURITY_HEADERS.has(name))
      .map(([name, value]) => [name, String(value)]),
  );
}

/**
 * The security headers of API answers (JSON, never shown as a page: nosniff). A browser applies most
 * of the page set — the CSP's sources, the opener and agent-cluster policies, referrer, DNS prefetch
 * and the legacy IE and Flash switches — only to documents, so an API answer carries what still means
 * something for it (OWASP's REST list): a CSP that allows nothing and no framing, the same in
 * X-Frame-Options for older browsers, nosniff, HSTS, same-origin resource policy, and the
 * Permissions-Policy every answer carries (0028). Fewer header lines on every API answer is less for
 * each client to send and parse (docs/decisions/0039).
 */
const API_HEADERS: Record<string, string> = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-frame-options': 'DENY',
  'x-content-type-options': 'nosniff',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'cross-origin-resource-policy': 'same-origin',
  'permissions-policy': PERMISSIONS_POLICY,
};

/** Security headers, cross-origin policy and a global request rate limit. */
async function securityPlugin(fastify: FastifyInstance) {
  const { config } = fastify;

  const pageHeaders = { ...(await helmetHeaders(HELMET_OPTIONS)), 'permissions-policy': PERMISSIONS_POLICY };
  fastify.addHook('onRequest', (request, reply, done) => {
    reply.headers(request.url.startsWith('/api/') ? API_HEADERS : pageHeaders);
    done();
  });
  fastify.addHook('onSend', (request, reply, _payload, done) => {
    if (request.url.startsWith('/api') && !mayBeStored(request, reply.statusCode))
      reply.header('cache-control', 'no-store');
    done();
  });

  // The SPA is served from the same origin; other origins only when configured. Without any, the
  // plugin would add nothing to an answer but still run its hook on every request (building its
  // options anew each time), so it is not registered: a preflight gets the same 404 either way.
  if (config.corsOrigins.length > 0) {
    await fastify.register(cors, {
      origin: config.corsOrigins,
      credentials: false,
      methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
    });
  }

  if (config.rateLimits) {
    await fastify.register(rateLimit, {
      global: true,
      max: 300,
      timeWindow: '1 minute',
      // Several processes on one database count each client once (docs/decisions/0019).
      ...(sharesState(fastify) ? { store: databaseRateLimitStore(fastify.db, fastify.clock) } : {}),
      // Static files and the SPA shell are cheap and cached; the limit guards the API.
      allowList: (request) => !request.url.startsWith('/api/'),
      errorResponseBuilder: (_request, context) =>
        new AppError(
          context.statusCode,
          ERROR_CODES.RATE_LIMITED,
          ERROR_MESSAGES.tryAgainIn(Math.ceil(context.ttl / 1000)),
        ),
    });
  }
}

export default fp(securityPlugin, { name: 'security', dependencies: ['app-context'] });
