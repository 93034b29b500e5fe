import {
  availabilityResponseSchema,
  offeredSportsResponseSchema,
  slotsQuerySchema,
  slotsResponseSchema,
  venueBookingsExportQuerySchema,
  venueBookingsQuerySchema,
  venueBookingsResponseSchema,
  venueDetailResponseSchema,
  venueListQuerySchema,
  venueReviewsQuerySchema,
  venueReviewsResponseSchema,
  venueSearchResponseSchema,
  databaseIdTextSchema,
} from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readVenueDaySlots, toSlotView } from './availability-service';
import { findVisibleVenue, readVenueAvailability, readVenueDetail, venueDayOf } from './venue-detail-service';
import { exportVenueBookingsCsv, readVenueBookings } from './venue-bookings-service';
import { requireUser } from '../../plugins/application/access-control';
import { SerializedAnswer, type KeepWhile } from '../../plugins/application/public-read-cache';
import { venueReviews } from '../reviews/review-service';
import { withApprovalDetails } from './admin-venue-list';
import { venueOwnerRoutes } from './owner-routes';
import { venueChangeRoutes } from './venue-change-routes';
import { createSharedReads } from './shared-reads';
import type { VenueRouteOptions } from './venue-ports';
import { listOfferedSports } from './venue-repository';
import { followVenueListings } from './venue-search-follower';
import { searchApprovedVenues, searchVenues } from './venue-search-service';

const venueParams = z.object({ id: databaseIdTextSchema });

/**
 * How long a venue's page is kept at most. Its venue's version moving drops it at once (a new review
 * included), and it is kept for the venue's today only (its upcoming dates start there); the bound is
 * for what the signal cannot see.
 */
const VENUE_PAGE_SECONDS = 60;

export const venueRoutes: FastifyPluginAsyncZod<VenueRouteOptions> = async (fastify, options) => {
  const tags = ['venues'];
  const sharedReads = createSharedReads();
  const searchIndex = followVenueListings(fastify.db, fastify.dbEngine, fastify.log);
  // What is derived from venues follows their version (docs/decisions/0053): the owners' shared reads are
  // forgotten on any change, the search index refreshes a venue whose listing changed.
  const stopFollowing = fastify.venueChanges.subscribe((change) => {
    sharedReads.forget();
    if (change !== null && !change.listing) return;
    const refreshing = searchIndex.changed(change && { venueId: change.venueId, local: change.local });
    if (refreshing) fastify.venueChanges.track(refreshing);
  });
  // Start-up: listings behind their venue, or stored in another format, are made again before serving.
  fastify.addHook('onReady', () => searchIndex.checkAll());
  fastify.addHook('onClose', async () => {
    stopFollowing();
    searchIndex.stop();
  });
  await fastify.register(venueOwnerRoutes, { ...options, sharedReads });
  await fastify.register(venueChangeRoutes);

  fastify.get(
    '/api/venues/',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary:
          'Search approved venues: text, sport, location (text or coordinates), sort, pages. An admin also gets pending venues (approval=pending|approved|all), each with its owner',
        querystring: venueListQuerySchema,
        response: { 200: venueSearchResponseSchema },
      },
    },
    async (request, reply) => {
      if (request.user?.role === 'admin') {
        // Never from the public cache: an admin sees venues nobody else may.
        const answer = await searchVenues(fastify.db, { ...request.query, approval: request.query.approval ?? 'all' });
        return { success: true as const, ...(await withApprovalDetails(fastify.db, answer)) };
      }
      return fastify.publicReadCache.answer<never>(request, reply, 30, async () => {
        // Never from an index older than a listing change this process has heard of.
        await searchIndex.current();
        return new SerializedAnswer(await searchApprovedVenues(fastify.db, request.query));
      });
    },
  );

  fastify.get(
    '/api/venues/sports/',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Every sport some approved venue offers, A–Z (the search filter)',
        response: { 200: offeredSportsResponseSchema },
      },
    },
    async (request, reply) =>
      fastify.publicReadCache.answer(request, reply, 60, async () => ({
        success: true as const,
        sports: await listOfferedSports(fastify.db),
      })),
  );

  fastify.get(
    '/api/venues/:id/',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'A venue with gallery, hours, special dates and closures',
        params: venueParams,
        response: { 200: venueDetailResponseSchema },
      },
    },
    async (request, reply) => {
      let keep: KeepWhile | false = false;
      const compute = async () => {
        const now = fastify.clock();
        const venue = await readVenueDetail(fastify.db, request.params.id, request.user, now);
        // An approved venue answers everyone alike, for its today; an owner's or admin's view of an
        // unapproved one is never kept.
        keep = venue.approved ? venueDayOf(now, venue.timeZone) : false;
        return new SerializedAnswer(String(reply.serialize({ success: true as const, venue })));
      };
      return fastify.publicReadCache.answer<never>(request, reply, VENUE_PAGE_SECONDS, compute, () => keep);
    },
  );

  fastify.get(
    '/api/venues/:id/availability/',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Schedules, sport schedules, special dates and blocked periods',
        params: venueParams,
        response: { 200: availabilityResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      availability: await readVenueAvailability(fastify.db, request.params.id, request.user, fastify.clock()),
    }),
  );

  fastify.get(
    '/api/venues/:id/slots/',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary:
          'The hourly slots of one date for one sport, with price and availability as the server will charge them',
        params: venueParams,
        querystring: slotsQuerySchema,
        response: { 200: slotsResponseSchema },
      },
    },
    async (request, reply) => {
      const { sport, date } = request.query;
      let approved = false;
      const compute = async () => {
        // Written as JSON text once per page, sport, date, claims and minute (readVenueDaySlots).
        const { venue, answer } = await readVenueDaySlots(
          fastify.db,
          request.params.id,
          request.user,
          { sport, date },
          fastify.clock(),
          (shown, day) => {
            const value = {
              success: true as const,
              venueId: shown.id,
              sport,
              date,
              timeZone: day.timeZone,
              bookingWindow: day.bookingWindow,
              slots: day.slots.map(toSlotView),
            };
            return new SerializedAnswer(String(reply.serialize(value)));
          },
        );
        approved = venue.approved === 1;
        return answer;
      };
      // Approved venues answer everyone alike; an owner's preview of an unapproved one is never kept.
      return fastify.publicReadCache.answer<never>(request, reply, 5, compute, () => approved);
    },
  );

  fastify.get(
    '/api/venues/:id/bookings/',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary:
          "A venue's bookings, newest first, with a summary; customers, amounts and payment states only for the venue's owner and admins",
        params: venueParams,
        querystring: venueBookingsQuerySchema,
        response: { 200: venueBookingsResponseSchema },
      },
    },
    async (request) => {
      // The answer depends on who asks (the owner and admins see customers) and on the validated query.
      const viewer =
        request.user === null ? 'anyone' : request.user.role === 'admin' ? 'admin' : `user-${request.user.id}`;
      const key = `bookings|${request.params.id}|${viewer}|${JSON.stringify(request.query)}`;
      return {
        success: true as const,
        ...(await sharedReads.share(key, () =>
          readVenueBookings(fastify.db, request.params.id, request.user, request.query, fastify.clock()),
        )),
      };
    },
  );

  fastify.get(
    '/api/venues/:id/bookings/export/',
    {
      config: { access: ['venue_owner', 'admin'] },
      schema: {
        tags,
        summary:
          "The venue's whole filtered booking list (same filters as /bookings/) as a CSV file, newest first; the venue's owner and admins only",
        params: venueParams,
        querystring: venueBookingsExportQuerySchema,
        produces: ['text/csv'],
        response: { 200: z.string().describe('text/csv; header row, then one row per booking') },
      },
    },
    async (request, reply) => {
      const { fileName, csv } = await exportVenueBookingsCsv(
        fastify.db,
        request.params.id,
        requireUser(request),
        request.query,
        fastify.clock(),
      );
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .send(csv);
    },
  );

  fastify.get(
    '/api/venues/:id/reviews/',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: "A venue's average rating and its latest reviews",
        params: venueParams,
        querystring: venueReviewsQuerySchema,
        response: { 200: venueReviewsResponseSchema },
      },
    },
    async (request) => {
      const venue = await findVisibleVenue(fastify.db, request.params.id, request.user);
      return { success: true as const, ...(await venueReviews(fastify.db, venue.id, request.query.limit)) };
    },
  );
};
