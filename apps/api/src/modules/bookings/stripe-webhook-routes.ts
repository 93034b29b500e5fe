import { ERROR_MESSAGES } from '@app/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type Stripe from 'stripe';
import { z } from 'zod';
import { AppError, notFound } from '../../errors/app-error';
import { StripeProvider, toIntentResult } from '../payments/stripe/stripe-provider';
import { settleChargeOutcome } from './booking-lifecycle';

/**
 * Stripe's signed events are the source of truth for payment outcomes that finish outside a request
 * (a 3-D Secure challenge completed after the tab closed, a late failure); they settle the booking
 * the charge was for. The signature is checked against the raw body, so this plugin parses JSON as
 * bytes for its one route.
 */
export const stripeWebhookRoutes: FastifyPluginAsync = async (fastify) => {
  fastify.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer', bodyLimit: 512 * 1024 },
    (_request, body, done) => done(null, body),
  );

  fastify.post(
    '/api/webhooks/stripe',
    {
      config: { access: 'public', rateLimit: false },
      schema: {
        tags: ['payments'],
        summary: 'Stripe webhook (signed)',
        response: { 200: z.object({ received: z.literal(true) }) },
      },
    },
    async (request) => {
      const provider = fastify.payments;
      const secret = fastify.config.payments.stripeWebhookSecret;
      if (!(provider instanceof StripeProvider) || !secret) throw notFound(ERROR_MESSAGES.webhooksDisabled);
      const signature = request.headers['stripe-signature'];
      let event: Stripe.Event;
      try {
        event = provider.client.webhooks.constructEvent(request.body as Buffer, String(signature ?? ''), secret);
      } catch {
        throw new AppError(400, 'INVALID_SIGNATURE', ERROR_MESSAGES.invalidWebhookSignature);
      }
      if (
        event.type === 'payment_intent.succeeded' ||
        event.type === 'payment_intent.payment_failed' ||
        event.type === 'payment_intent.canceled'
      ) {
        await settleChargeOutcome(
          fastify.serviceDeps(request),
          toIntentResult(event.data.object as Stripe.PaymentIntent),
        );
      }
      return { received: true as const };
    },
  );
};
