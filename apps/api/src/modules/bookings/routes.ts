import {
  PAYMENT_MESSAGES as M,
  amendBookingRequestSchema,
  amendBookingResponseSchema,
  amendQuoteRequestSchema,
  amendQuoteResponseSchema,
  cancelBookingRequestSchema,
  cancelBookingResponseSchema,
  myBookingsResponseSchema,
  paymentConfirmRequestSchema,
  processPaymentRequestSchema,
  processPaymentResponseSchema,
  databaseIdTextSchema,
} from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../errors/app-error';
import { requireUser } from '../../plugins/application/access-control';
import { amendBooking, quoteAmendment } from './amendment-service';
import { confirmPayment, createBookingWithPayment } from './checkout-service';
import { findMyBooking, listMyBookings } from './booking-views';
import { requestCancellation } from './cancellation-service';

const bookingParams = z.object({ id: databaseIdTextSchema });

export const bookingRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const tags = ['bookings'];

  fastify.post(
    '/api/bookings/process-payment/',
    {
      config: { access: ['player'], rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Hold the slots, charge the saved card and confirm the booking (or ask for 3-D Secure)',
        description:
          'The server recomputes every price; `amount` (pence) must match. Send an `Idempotency-Key` header (or `idempotency_key`) per checkout attempt so a retry never charges twice.',
        body: processPaymentRequestSchema,
        response: { 200: processPaymentResponseSchema },
      },
    },
    async (request) => {
      const header = request.headers['idempotency-key'];
      const key =
        request.body.idempotency_key ??
        (typeof header === 'string' && header.length >= 8 && header.length <= 100 ? header : undefined);
      return createBookingWithPayment(fastify.serviceDeps(request), requireUser(request), {
        ...request.body,
        idempotency_key: key,
      });
    },
  );

  fastify.post(
    '/api/payment-confirm/',
    {
      config: { access: ['player'] },
      schema: {
        tags,
        summary: 'After 3-D Secure: verify the payment with the provider and confirm the booking',
        body: paymentConfirmRequestSchema,
        response: { 200: processPaymentResponseSchema },
      },
    },
    async (request) =>
      confirmPayment(fastify.serviceDeps(request), requireUser(request), request.body.payment_intent_id),
  );

  fastify.get(
    '/api/bookings/my-bookings/',
    {
      config: { access: ['player'] },
      schema: { tags, summary: 'Your bookings with their display status', response: { 200: myBookingsResponseSchema } },
    },
    async (request) => ({
      success: true as const,
      bookings: await listMyBookings(fastify.db, requireUser(request).id, fastify.clock()),
    }),
  );

  fastify.patch(
    '/api/bookings/:id/edit/',
    {
      config: { access: ['player'] },
      schema: {
        tags,
        summary: 'Change the hours of your booking; a price difference is charged or refunded',
        params: bookingParams,
        body: amendBookingRequestSchema,
        response: { 200: amendBookingResponseSchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const { differencePence } = await amendBooking(
        fastify.serviceDeps(request),
        user,
        request.params.id,
        request.body,
      );
      const booking = await findMyBooking(fastify.db, user.id, request.params.id, fastify.clock());
      if (!booking) throw notFound(M.bookingNotFound);
      return {
        success: true as const,
        message: M.bookingUpdated,
        booking,
        priceDifference: {
          amountPence: Math.abs(differencePence),
          direction:
            differencePence > 0
              ? ('charged' as const)
              : differencePence < 0
                ? ('refunded' as const)
                : ('none' as const),
        },
      };
    },
  );

  fastify.post(
    '/api/bookings/:id/edit/quote/',
    {
      config: { access: ['player'] },
      schema: {
        tags,
        summary: 'What changing your booking to these hours would charge or refund; nothing is saved or held',
        params: bookingParams,
        body: amendQuoteRequestSchema,
        response: { 200: amendQuoteResponseSchema },
      },
    },
    async (request) => {
      const quote = await quoteAmendment(
        fastify.serviceDeps(request),
        requireUser(request),
        request.params.id,
        request.body.timeSlots,
      );
      const difference = quote.differencePence;
      return {
        success: true as const,
        currentTotalPence: quote.currentTotalPence,
        newTotalPence: quote.newTotalPence,
        priceDifference: {
          amountPence: Math.abs(difference),
          direction: difference > 0 ? ('charged' as const) : difference < 0 ? ('refunded' as const) : ('none' as const),
        },
      };
    },
  );

  fastify.post(
    '/api/bookings/:id/cancel/',
    {
      config: { access: ['player'] },
      schema: {
        tags,
        summary: 'Ask to cancel your booking; the venue or an admin decides the refund',
        params: bookingParams,
        body: cancelBookingRequestSchema,
        response: { 200: cancelBookingResponseSchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      await requestCancellation(fastify.serviceDeps(request), user, request.params.id, request.body.reason);
      const booking = await findMyBooking(fastify.db, user.id, request.params.id, fastify.clock());
      if (!booking) throw notFound(M.bookingNotFound);
      return { success: true as const, message: M.cancellationSubmitted, booking };
    },
  );
};
