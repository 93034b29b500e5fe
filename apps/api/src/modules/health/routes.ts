import { healthResponseSchema } from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { checkHealth } from './health-service';

export const healthRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/api/health',
    {
      config: { access: 'public', rateLimit: false },
      schema: { tags: ['platform'], summary: 'Liveness and database check', response: { 200: healthResponseSchema } },
    },
    async (request) => checkHealth(fastify.serviceDeps(request)),
  );
};
