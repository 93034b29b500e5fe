import {
  confirmShareRequestSchema,
  invitationResponseSchema,
  messageResponseSchema,
  payShareRequestSchema,
  payShareResponseSchema,
  SPLIT_LINK_MESSAGES,
  databaseIdTextSchema,
} from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../plugins/application/access-control';
import { confirmShare, payShare, readInvitation, resendInvite } from './invitation-service';

// Any text is looked up; an unknown or malformed link answers 404 with the invalid-link message.
const tokenParams = z.object({ token: z.string().max(200) });

/** A client's per-attempt key from the `Idempotency-Key` header, when it is a usable one. */
const idempotencyHeader = (header: string | string[] | undefined) =>
  typeof header === 'string' && header.length >= 8 && header.length <= 100 ? header : undefined;

export const splitPaymentRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const tags = ['split payments'];

  fastify.get(
    '/api/split-payments/:token/',
    {
      config: { access: 'public', personal: true, rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'What an invitation link is for: the booking, the organiser and the share',
        params: tokenParams,
        response: { 200: invitationResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      invitation: await readInvitation(fastify.serviceDeps(request), request.params.token),
    }),
  );

  fastify.post(
    '/api/split-payments/:token/pay/',
    {
      config: { access: 'public', rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: "Pay a share (or the organiser's balance) with a card, signed in or as a guest",
        params: tokenParams,
        body: payShareRequestSchema,
        response: { 200: payShareResponseSchema },
      },
    },
    async (request) =>
      payShare(fastify.serviceDeps(request), request.params.token, request.user, {
        paymentMethodId: request.body.payment_method_id,
        name: request.body.name,
        email: request.body.email,
        idempotencyKey: request.body.idempotency_key ?? idempotencyHeader(request.headers['idempotency-key']),
      }),
  );

  fastify.post(
    '/api/split-payments/:token/confirm/',
    {
      config: { access: 'public', rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'After 3-D Secure on the payment page: settle the share',
        params: tokenParams,
        body: confirmShareRequestSchema,
        response: { 200: payShareResponseSchema },
      },
    },
    async (request) =>
      confirmShare(fastify.serviceDeps(request), request.params.token, request.user, request.body.payment_intent_id),
  );

  fastify.post(
    '/api/bookings/:id/participants/:participantId/resend/',
    {
      config: { access: ['player'], rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'The organiser sends an invitee a fresh payment link',
        params: z.object({ id: databaseIdTextSchema, participantId: databaseIdTextSchema }),
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      await resendInvite(
        fastify.serviceDeps(request),
        requireUser(request),
        request.params.id,
        request.params.participantId,
      );
      return { success: true as const, message: SPLIT_LINK_MESSAGES.inviteResent };
    },
  );
};
