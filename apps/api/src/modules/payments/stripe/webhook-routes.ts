import type { FastifyPluginAsync } from 'fastify';
import type Stripe from 'stripe';
import { z } from 'zod';
import { AppError, notFound } from '../../../errors/app-error';
import { finalizeConfirmed, releaseHold } from '../../bookings/booking-checkout';
import { findChargeByReference } from '../../bookings/booking-repository';
import { bookingDeps } from '../../bookings/routes';
import { StripeProvider, toIntentResult } from './stripe-provider';

/**
 * Stripe's signed events are the source of truth for payment outcomes that finish outside a request
 * (a 3-D Secure challenge completed after the tab closed, a late failure). The signature is checked
 * against the raw body, so this plugin parses JSON as bytes for its one route.
 */
export const stripeWebhookRoutes: FastifyPluginAsync = async (fastify) => {
  fastify.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: 512 * 1024 }, (_request, body, done) => done(null, body));

  fastify.post(
    '/api/webhooks/stripe',
    {
      config: { access: 'public', rateLimit: false },
      schema: { tags: ['payments'], summary: 'Stripe webhook (signed)', response: { 200: z.object({ received: z.literal(true) }) } },
    },
    async (request) => {
      const provider = fastify.payments;
      const secret = fastify.config.payments.stripeWebhookSecret;
      if (!(provider instanceof StripeProvider) || !secret) throw notFound('Stripe webhooks are not enabled');
      const signature = request.headers['stripe-signature'];
      let event: Stripe.Event;
      try {
        event = provider.client.webhooks.constructEvent(request.body as Buffer, String(signature ?? ''), secret);
      } catch {
        throw new AppError(400, 'INVALID_SIGNATURE', 'The webhook signature is not valid.');
      }
      if (event.type === 'payment_intent.succeeded' || event.type === 'payment_intent.payment_failed' || event.type === 'payment_intent.canceled') {
        const intent = toIntentResult(event.data.object as Stripe.PaymentIntent);
        const charge = await findChargeByReference(fastify.db, intent.id);
        if (charge?.booking_id) {
          const deps = bookingDeps(fastify, request);
          if (intent.status === 'succeeded') {
            await finalizeConfirmed(deps, charge.booking_id, intent).catch((error) => request.log.warn({ err: error, bookingId: charge.booking_id }, 'webhook could not confirm the booking'));
          } else {
            await fastify.db.updateTable('payments').set({ status: 'failed', failure_code: intent.failure?.code ?? null, failure_message: intent.failure?.message ?? null, updated_at: deps.now.toISOString() }).where('id', '=', charge.id).execute();
            await releaseHold(deps, charge.booking_id, 'failed');
          }
        }
      }
      return { received: true as const };
    },
  );
};
