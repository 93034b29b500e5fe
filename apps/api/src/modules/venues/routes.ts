import { venueListResponseSchema } from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listPublicVenues } from './venue-service';

export const venueRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/api/venues/',
    {
      config: { access: 'public' },
      schema: {
        tags: ['venues'],
        summary: 'Approved venues with their sports, prices, images and facilities',
        response: { 200: venueListResponseSchema },
      },
    },
    async () => ({ success: true as const, ...(await listPublicVenues(fastify.db)) }),
  );
};
