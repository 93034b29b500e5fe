import {
  FRONT_DESK_MESSAGES as FM,
  databaseIdTextSchema,
  formatPence,
  frontDeskBookingReadSchema,
  frontDeskBookingResponseSchema,
  manualBookingRequestSchema,
  venueBookingPatchSchema,
  venueCancelRequestSchema,
} from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../plugins/application/access-control';
import { cancelByVenue } from './cancellation-service';
import { createManualBooking, readFrontDeskBooking, requireVenueDesk, updateVenueBooking } from './front-desk-service';

/** The venue's front desk (issue 30 §3, §4): its owner and admins take and manage bookings. */
export const frontDeskRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const tags = ['front desk'];
  const venueParams = z.object({ id: databaseIdTextSchema });
  const bookingParams = z.object({ id: databaseIdTextSchema, bookingId: databaseIdTextSchema });

  fastify.post(
    '/api/venues/:id/bookings/',
    {
      config: { access: ['venue_owner', 'admin'] },
      schema: {
        tags,
        summary:
          "A phone or walk-in booking (the venue's owner and admins): the same court claims as checkout; paid at the venue or on arrival; the price defaults to the venue's, a different one needs a reason",
        params: venueParams,
        body: manualBookingRequestSchema,
        response: { 201: frontDeskBookingResponseSchema },
      },
    },
    async (request, reply) => {
      const booking = await createManualBooking(
        fastify.serviceDeps(request),
        requireUser(request),
        request.params.id,
        request.body,
      );
      reply.code(201);
      return { success: true as const, message: FM.bookingCreated(booking.code), booking };
    },
  );

  fastify.get(
    '/api/venues/:id/bookings/:bookingId/',
    {
      config: { access: ['venue_owner', 'admin'] },
      schema: {
        tags,
        summary:
          "One booking as the venue's desk sees it: customer, courts, payment, marks, an open cancellation request and what can be refunded (the venue's owner and admins)",
        params: bookingParams,
        response: { 200: frontDeskBookingReadSchema },
      },
    },
    async (request) => {
      const deps = fastify.serviceDeps(request);
      await requireVenueDesk(deps, requireUser(request), request.params.id);
      return {
        success: true as const,
        booking: await readFrontDeskBooking(deps, request.params.id, request.params.bookingId),
      };
    },
  );

  fastify.patch(
    '/api/venues/:id/bookings/:bookingId/',
    {
      config: { access: ['venue_owner', 'admin'] },
      schema: {
        tags,
        summary:
          "The venue marks a booking paid at the venue or a no-show, keeps a private note, or moves it to another free court of its sport (the venue's owner and admins)",
        params: bookingParams,
        body: venueBookingPatchSchema,
        response: { 200: frontDeskBookingResponseSchema },
      },
    },
    async (request) => {
      const booking = await updateVenueBooking(
        fastify.serviceDeps(request),
        requireUser(request),
        request.params.id,
        request.params.bookingId,
        request.body,
      );
      return { success: true as const, message: FM.bookingUpdated, booking };
    },
  );

  fastify.post(
    '/api/venues/:id/bookings/:bookingId/cancel/',
    {
      config: { access: ['venue_owner', 'admin'] },
      schema: {
        tags,
        summary:
          'The venue cancels a booking with a reason and a refund (full, partial in pounds, or none): online money back through the ledger, cash recorded; the player is e-mailed both',
        params: bookingParams,
        body: venueCancelRequestSchema,
        response: { 200: frontDeskBookingResponseSchema },
      },
    },
    async (request) => {
      const deps = fastify.serviceDeps(request);
      const actor = requireUser(request);
      await requireVenueDesk(deps, actor, request.params.id);
      const { refund, reason } = request.body;
      const { refundedPence } = await cancelByVenue(deps, actor, request.params.id, request.params.bookingId, {
        reason,
        refundType: refund.type,
        refundAmountPence: refund.type === 'partial' ? refund.amount : undefined,
      });
      const booking = await readFrontDeskBooking(deps, request.params.id, request.params.bookingId);
      return {
        success: true as const,
        message: FM.bookingCancelled(refundedPence > 0 ? formatPence(refundedPence) : null),
        booking,
      };
    },
  );
};
