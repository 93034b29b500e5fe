import {
  databaseIdTextSchema,
  venueChangeDecisionRequestSchema,
  venueChangeDecisionResponseSchema,
} from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../plugins/application/access-control';
import { decideVenueChange, withdrawVenueChange } from './venue-change-service';

const venueParams = z.object({ id: databaseIdTextSchema });

/** A live venue's change of name, location or address awaiting review (docs/decisions/0056). */
export const venueChangeRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const tags = ['venue owners'];

  fastify.patch(
    '/api/venues/:id/pending-change/',
    {
      config: { access: ['admin'] },
      schema: {
        tags,
        summary:
          "An admin approves (the venue takes the new name, location or address) or rejects (with a note for the owner) a live venue's waiting change; the listing stays on sale either way",
        params: venueParams,
        body: venueChangeDecisionRequestSchema,
        response: { 200: venueChangeDecisionResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await decideVenueChange(fastify.serviceDeps(request), requireUser(request), request.params.id, request.body)),
    }),
  );

  fastify.delete(
    '/api/venues/:id/pending-change/',
    {
      config: { access: ['venue_owner'] },
      schema: {
        tags,
        summary:
          "The owner withdraws the venue's waiting change of name, location or address, or clears a rejected one",
        params: venueParams,
        response: { 200: venueChangeDecisionResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await withdrawVenueChange(fastify.serviceDeps(request), requireUser(request), request.params.id)),
    }),
  );
};
