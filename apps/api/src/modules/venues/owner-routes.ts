import {
  VENUE_MESSAGES as M,
  availabilityUpdateRequestSchema,
  availabilityUpdateResponseSchema,
  myVenuesResponseSchema,
  ownerDashboardQuerySchema,
  ownerDashboardResponseSchema,
  venueCreateRequestSchema,
  venuePatchRequestSchema,
  venueSavedResponseSchema,
  databaseIdTextSchema,
} from '@app/contracts';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest } from '../../errors/app-error';
import { requireUser } from '../../plugins/application/access-control';
import { parseWith } from '../../plugins/infrastructure/parse-with';
import { acceptUploads } from '../../plugins/infrastructure/uploads';
import { updateVenueAvailability } from './availability-editing-service';
import { decideVenueApproval } from './venue-approval-service';
import { readOwnerDashboard } from './venue-dashboard-service';
import {
  createVenue,
  editVenue,
  listMyVenues,
  requireApprovedOwner,
  type VenueEditingDeps,
} from './venue-editing-service';
import { readVenueMultipart } from './venue-multipart';
import type { SharedReads } from './shared-reads';
import type { VenueRouteOptions } from './venue-ports';

const venueParams = z.object({ id: databaseIdTextSchema });
/** Venue bodies carry their images as data URLs (owner-admin.md §7): up to 20 images, each cut down by the browser first. */
const VENUE_BODY_LIMIT = 40 * 1024 * 1024;

/**
 * The owner's side of venues (owner-admin.md §7 owner calls) and the admin's approval. Fixed paths
 * (my-venues, dashboard) are their own routes, so they never reach `/api/venues/:id/`.
 */
export const venueOwnerRoutes: FastifyPluginAsyncZod<VenueRouteOptions & { sharedReads: SharedReads }> = async (
  fastify,
  options,
) => {
  const tags = ['venue owners'];
  const editingDeps = (request: Parameters<typeof fastify.serviceDeps>[0]): VenueEditingDeps => ({
    ...fastify.serviceDeps(request),
    media: fastify.mediaStorage,
    geocode: options.geocode,
  });

  fastify.get(
    '/api/venues/my-venues/',
    {
      config: { access: ['venue_owner'] },
      schema: {
        tags,
        summary: "The signed-in owner's venues, approved or not, the first listed first",
        response: { 200: myVenuesResponseSchema },
      },
    },
    async (request) => ({ success: true as const, venues: await listMyVenues(fastify.db, requireUser(request).id) }),
  );

  fastify.get(
    '/api/venues/dashboard/',
    {
      config: { access: ['venue_owner'] },
      schema: {
        tags,
        summary:
          "Overview analytics of one of the owner's venues (venue_id) or all of them: bookings, revenue, utilisation, ratings, recent activity, 8 weeks by day",
        querystring: ownerDashboardQuerySchema,
        response: { 200: ownerDashboardResponseSchema },
      },
    },
    async (request) => {
      const owner = requireUser(request);
      const key = `dashboard|${owner.id}|${request.query.venue_id ?? 'all'}`;
      return {
        success: true as const,
        ...(await options.sharedReads.share(key, () =>
          readOwnerDashboard(fastify.db, owner, request.query.venue_id, fastify.clock()),
        )),
      };
    },
  );

  // Its own scope: only this route reads multipart bodies (plugins/infrastructure/uploads.ts).
  await fastify.register(async (scope) => {
    await acceptUploads(scope);
    const uploads = scope.withTypeProvider<ZodTypeProvider>();
    uploads.post(
      '/api/venues/',
      {
        bodyLimit: VENUE_BODY_LIMIT,
        config: { access: ['venue_owner'] },
        schema: {
          tags,
          summary:
            'List a new venue; it waits for an admin before players see it. JSON with images as data URLs, or multipart/form-data: the field venue holds the same JSON, files images and sportImages[<sport>] its images',
          // Nullish so a multipart request (validated below, after its files are read) passes; JSON must carry it.
          body: venueCreateRequestSchema.nullish(),
          response: { 201: venueSavedResponseSchema },
        },
      },
      async (request, reply) => {
        const owner = requireUser(request);
        // The account is checked before any upload is read.
        requireApprovedOwner(owner);
        const input = request.isMultipart()
          ? parseWith(venueCreateRequestSchema, await readVenueMultipart(request))
          : request.body;
        if (!input) throw badRequest(M.requiredFields);
        const venue = await createVenue(editingDeps(request), owner, input);
        return reply.status(201).send({ success: true as const, message: M.venueCreated, venue, backToReview: false });
      },
    );
  });

  fastify.patch(
    '/api/venues/:id/',
    {
      bodyLimit: VENUE_BODY_LIMIT,
      config: { access: ['venue_owner', 'admin'] },
      schema: {
        tags,
        summary:
          "The owner changes the fields sent (a live venue's new name, location or address waits for an admin as its pendingChange while the listing stays on sale); an admin sends only approved, approvalDate, approvalNotes",
        params: venueParams,
        body: venuePatchRequestSchema,
        response: { 200: venueSavedResponseSchema },
      },
    },
    async (request) => {
      const actor = requireUser(request);
      if (actor.role === 'admin') {
        const decided = await decideVenueApproval(fastify.serviceDeps(request), actor, request.params.id, request.body);
        return { success: true as const, message: decided.message, venue: decided.venue, backToReview: false };
      }
      const { venue, backToReview } = await editVenue(editingDeps(request), actor, request.params.id, request.body);
      return { success: true as const, message: backToReview ? M.backToReview : M.venueUpdated, venue, backToReview };
    },
  );

  fastify.patch(
    '/api/venues/:id/availability/',
    {
      config: { access: ['venue_owner'] },
      schema: {
        tags,
        summary:
          'Save weekly hours, sport schedules, special dates and blocked periods (each part sent replaces what it covers). A save that closes booked hours answers 409 with the bookings; send cancelAffectedBookings with their ids to cancel and refund them',
        params: venueParams,
        body: availabilityUpdateRequestSchema,
        response: { 200: availabilityUpdateResponseSchema },
      },
    },
    async (request) => {
      const saved = await updateVenueAvailability(
        fastify.serviceDeps(request),
        options.closures,
        requireUser(request),
        request.params.id,
        request.body,
      );
      const cancelled = saved.cancelledBookings.length;
      return {
        success: true as const,
        message: cancelled ? `${M.availabilityUpdated} ${M.closureCancelled(cancelled)}` : M.availabilityUpdated,
        ...saved,
      };
    },
  );
};
