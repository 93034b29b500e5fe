import { autocompleteQuerySchema, autocompleteResponseSchema } from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createPlacesService } from './places-service';

export const placesRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const places = createPlacesService({
    db: fastify.db,
    googleApiKey: fastify.config.googleMapsApiKey,
    log: fastify.log,
    clock: fastify.clock,
  });

  fastify.get(
    '/api/google-maps/autocomplete/',
    {
      config: { access: 'public' },
      schema: {
        tags: ['places'],
        summary: 'UK location suggestions (Google Places with a key, otherwise the built-in gazetteer)',
        querystring: autocompleteQuerySchema,
        response: { 200: autocompleteResponseSchema },
      },
    },
    async (request) => ({ success: true as const, suggestions: await places.autocomplete(request.query.query) }),
  );
};
