import { ERROR_MESSAGES, healthResponseSchema } from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../errors/app-error';
import { pingDatabase } from './health-repository';

export const healthRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/api/health',
    {
      config: { access: 'public', rateLimit: false },
      schema: { tags: ['platform'], summary: 'Liveness and database check', response: { 200: healthResponseSchema } },
    },
    async () => {
      try {
        await pingDatabase(fastify.db);
      } catch (error) {
        fastify.log.error({ err: error }, 'database health check failed');
        throw new AppError(503, 'DATABASE_UNAVAILABLE', ERROR_MESSAGES.databaseUnavailable);
      }
      return { status: 'ok' as const, database: fastify.dbEngine };
    },
  );
};
