import { calendarQuerySchema, calendarResponseSchema, databaseIdTextSchema } from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../plugins/application/access-control';
import { createSharedReads } from '../venues/shared-reads';
import { findCalendarVenue, readVenueCalendar } from './venue-calendar-service';

const venueParams = z.object({ id: databaseIdTextSchema });

/** The owner's court calendar (issue 30 §2; docs/decisions/0059). */
export const venueCalendarRoutes: FastifyPluginAsyncZod = async (fastify) => {
  // A week's calendar under way is shared, as JSON text, by the requests for the same venue and days that
  // arrive while it is computed; nothing is kept once it is sent, and any venue's change (a court-hour
  // booked or released, its hours, its courts) forgets the one under way (docs/decisions/0059).
  const underWay = createSharedReads({ keepMs: 0 });
  const stopFollowing = fastify.venueChanges.subscribe(() => underWay.forget());
  fastify.addHook('onClose', async () => stopFollowing());

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
    async (request, reply) => {
      // Who may see it is checked for every request; only the answer is shared.
      const venue = await findCalendarVenue(fastify.db, requireUser(request), request.params.id);
      const { date, days } = request.query;
      const bytes = await underWay.share(`${venue.id}|${date}|${days}`, async () =>
        Buffer.from(
          String(
            reply.serialize({
              success: true as const,
              ...(await readVenueCalendar(fastify.db, venue, request.query, fastify.clock())),
            }),
          ),
        ),
      );
      // Already the response schema's JSON (serialised above): sent as bytes, as the read cache sends its answers.
      return reply.type('application/json; charset=utf-8').send(bytes as never);
    },
  );
};
