import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import app from './app';
import { requestLoggerFactory } from './plugins/infrastructure/request-logger';
import { turnTakingServer, type ServerTimeouts } from './turn-taking-server';
import type { AppOptions } from './app';

export interface BuildAppOptions extends Omit<AppOptions, 'clock'> {
  clock?: () => Date;
  /** false silences logs (tests); otherwise pino at the configured level. */
  logger?: boolean;
}

const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const fastify = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: config.logLevel,
            redact: ['req.headers.authorization', 'req.headers.cookie', 'req.body.password', 'req.body.new_password'],
          },
    // Each request's logger (with its id) is made when it first writes a line (plugins/infrastructure/request-logger.ts).
    ...(options.logger === false ? {} : { childLoggerFactory: requestLoggerFactory }),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // A caller's request id is kept when it looks like one, so logs can be joined across services.
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
    routerOptions: { ignoreTrailingSlash: true },
    forceCloseConnections: 'idle',
    serverFactory: (handler, serverOptions) => turnTakingServer(handler, serverOptions as unknown as ServerTimeouts),
  });
  // Set as the request arrives (not as it leaves), so answers sent early from the read cache carry it too.
  fastify.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
  await fastify.register(fp(app), { ...options, clock: options.clock ?? (() => new Date()) });
  return fastify;
}
