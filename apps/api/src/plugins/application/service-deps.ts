import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ServiceDeps } from '../../service-deps';

declare module 'fastify' {
  interface FastifyInstance {
    /** The services' dependencies; with a request, logs carry its id. */
    serviceDeps(request?: FastifyRequest): ServiceDeps;
  }
}

/** Builds the modules' ServiceDeps (src/service-deps.ts) from the parts the plugins before it decorated. */
async function serviceDepsPlugin(fastify: FastifyInstance) {
  fastify.decorate('serviceDeps', (request?: FastifyRequest): ServiceDeps => ({
    db: fastify.db,
    engine: fastify.dbEngine,
    provider: fastify.payments,
    now: fastify.clock(),
    publicUrl: fastify.config.publicUrl,
    sendMail: fastify.sendMailInBackground,
    deliverMail: fastify.deliverMail,
    mailInBackground: fastify.mailInBackground,
    log: request?.log ?? fastify.log,
    invalidatePublicReads: async () => {
      await fastify.venueChanges.settled();
    },
  }));
}

export default fp(serviceDepsPlugin, {
  name: 'service-deps',
  dependencies: ['app-context', 'mail', 'payments', 'venue-changes'],
});
