import { REVIEW_MESSAGES, reviewRequestSchema, reviewResponseSchema, databaseIdTextSchema } from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../plugins/application/access-control';
import { reviewBooking } from './review-service';

export const reviewRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.post(
    '/api/bookings/:id/review/',
    {
      config: { access: ['player'] },
      schema: {
        tags: ['reviews'],
        summary: 'Rate a booking you have played (1–5 stars, optional comment), once',
        params: z.object({ id: databaseIdTextSchema }),
        body: reviewRequestSchema,
        response: { 201: reviewResponseSchema },
      },
    },
    async (request, reply) => {
      const review = await reviewBooking(
        fastify.serviceDeps(request),
        requireUser(request),
        request.params.id,
        request.body,
      );
      return reply.status(201).send({ success: true as const, message: REVIEW_MESSAGES.thanks, review });
    },
  );
};
