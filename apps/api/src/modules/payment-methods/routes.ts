import {
  PAYMENT_MESSAGES,
  addPaymentMethodRequestSchema,
  messageResponseSchema,
  paymentMethodResponseSchema,
  paymentMethodsResponseSchema,
  paymentsConfigResponseSchema,
  databaseIdTextSchema,
} from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../plugins/application/access-control';
import {
  addPaymentMethod,
  listPaymentMethods,
  removePaymentMethod,
  setDefaultPaymentMethod,
} from './payment-method-service';

const cardParams = z.object({ id: databaseIdTextSchema });

export const paymentMethodRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const tags = ['payments'];

  fastify.get(
    '/api/payments/config',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Which card provider the browser should load',
        response: { 200: paymentsConfigResponseSchema },
      },
    },
    async () => ({ provider: fastify.payments.name, publishable_key: fastify.payments.publishableKey }),
  );

  fastify.get(
    '/api/payment-methods/',
    {
      config: { access: ['player'] },
      schema: { tags, summary: 'Your saved cards', response: { 200: paymentMethodsResponseSchema } },
    },
    async (request) => ({
      success: true as const,
      payment_methods: await listPaymentMethods(fastify.db, requireUser(request).id),
    }),
  );

  fastify.post(
    '/api/payment-methods/',
    {
      config: { access: ['player'], rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: "Save a card created by the provider's browser SDK",
        body: addPaymentMethodRequestSchema,
        response: { 201: paymentMethodResponseSchema },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const method = await addPaymentMethod(fastify.serviceDeps(request), user, {
        paymentMethodId: request.body.payment_method_id,
        setDefault: request.body.set_default,
      });
      return reply.status(201).send({ success: true as const, payment_method: method });
    },
  );

  fastify.patch(
    '/api/payment-cards/:id/default/',
    {
      config: { access: ['player'] },
      schema: {
        tags,
        summary: 'Make a saved card the default',
        params: cardParams,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      await setDefaultPaymentMethod(fastify.serviceDeps(request), requireUser(request).id, request.params.id);
      return { success: true as const, message: PAYMENT_MESSAGES.defaultMethodUpdated };
    },
  );

  fastify.delete(
    '/api/payment-cards/:id/',
    {
      config: { access: ['player'] },
      schema: { tags, summary: 'Remove a saved card', params: cardParams, response: { 200: messageResponseSchema } },
    },
    async (request) => {
      await removePaymentMethod(fastify.serviceDeps(request), requireUser(request).id, request.params.id);
      return { success: true as const, message: PAYMENT_MESSAGES.methodRemoved };
    },
  );
};
