import { calendarQuerySchema, calendarResponseSchema, databaseIdTextSchema } from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../plugins/application/access-control';
import { readVenueCalendar } from './venue-calendar-service';

const venueParams = z.object({ id: databaseIdTextSchema });

/** The owner's court calendar (issue 30 §2; docs/decisions/0059). */
export const venueCalendarRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/api/venues/:id/calendar/',
    {
      config: { access: ['venue_owner', 'admin'] },
      schema: {
        tags: ['venue owners'],
        summary:
          "A venue's courts by sport, each day's hours per sport (open, closed, break, blocked) and every booking, hold and closure of `days` days (1–7) from `date`, each booking on its courts with its payment colour; the venue's owner and admins only",
        params: venueParams,
        querystring: calendarQuerySchema,
        response: { 200: calendarResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await readVenueCalendar(fastify.db, requireUser(request), request.params.id, request.query, fastify.clock())),
    }),
  );
};
