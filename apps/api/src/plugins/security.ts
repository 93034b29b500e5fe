import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ERROR_CODES, ERROR_MESSAGES } from '@app/contracts';
import { AppError } from '../errors/app-error';

/** Security headers, cross-origin policy and a global request rate limit. */
async function securityPlugin(fastify: FastifyInstance) {
  const { config } = fastify;

  await fastify.register(helmet, {
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
  });

  // The SPA is served from the same origin; other origins only when configured.
  await fastify.register(cors, {
    origin: config.corsOrigins.length > 0 ? config.corsOrigins : false,
    credentials: false,
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
  });

  if (config.rateLimits) {
    await fastify.register(rateLimit, {
      global: true,
      max: 300,
      timeWindow: '1 minute',
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
