import {
  confirmShareRequestSchema,
  invitationResponseSchema,
  messageResponseSchema,
  payShareRequestSchema,
  payShareResponseSchema,
  PAYMENT_MESSAGES,
} from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, notFound } from '../../errors/app-error';
import { requireUser } from '../../plugins/access-control';
import { confirmShare, payShare, readInvitation, type InvitationDeps } from './invitation-service';
import { sendInvite } from './split-invitations';

// Any text is looked up; an unknown or malformed link answers 404 with the invalid-link message.
const tokenParams = z.object({ token: z.string().max(200) });

function invitationDeps(fastify: FastifyInstance): InvitationDeps {
  return { db: fastify.db, engine: fastify.dbEngine, provider: fastify.payments, now: fastify.clock(), publicUrl: fastify.config.publicUrl, sendMail: fastify.sendMailInBackground };
}

export const splitPaymentRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const tags = ['split payments'];

  fastify.get(
    '/api/split-payments/:token/',
    {
      config: { access: 'public', rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: { tags, summary: 'What an invitation link is for: the booking, the organiser and the share', params: tokenParams, response: { 200: invitationResponseSchema } },
    },
    async (request) => ({ success: true as const, invitation: await readInvitation(invitationDeps(fastify), request.params.token) }),
  );

  fastify.post(
    '/api/split-payments/:token/pay/',
    {
      config: { access: 'public', rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: { tags, summary: 'Pay a share (or the organiser\'s balance) with a card, signed in or as a guest', params: tokenParams, body: payShareRequestSchema, response: { 200: payShareResponseSchema } },
    },
    async (request) =>
      payShare(invitationDeps(fastify), request.params.token, request.user, { paymentMethodId: request.body.payment_method_id, name: request.body.name, email: request.body.email }),
  );

  fastify.post(
    '/api/split-payments/:token/confirm/',
    {
      config: { access: 'public', rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: { tags, summary: 'After 3-D Secure on the payment page: settle the share', params: tokenParams, body: confirmShareRequestSchema, response: { 200: payShareResponseSchema } },
    },
    async (request) => confirmShare(invitationDeps(fastify), request.params.token, request.user, request.body.payment_intent_id),
  );

  fastify.post(
    '/api/bookings/:id/participants/:participantId/resend/',
    {
      config: { access: ['player'], rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'The organiser sends an invitee a fresh payment link',
        params: z.object({ id: z.coerce.number().int().positive(), participantId: z.coerce.number().int().positive() }),
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const row = await fastify.db
        .selectFrom('booking_participants')
        .innerJoin('bookings', 'bookings.id', 'booking_participants.booking_id')
        .select(['booking_participants.id', 'booking_participants.status', 'booking_participants.is_organiser', 'bookings.user_id', 'bookings.split_status'])
        .where('booking_participants.id', '=', request.params.participantId)
        .where('booking_participants.booking_id', '=', request.params.id)
        .executeTakeFirst();
      if (!row || row.user_id !== user.id || row.is_organiser === 1) throw notFound(PAYMENT_MESSAGES.bookingNotFound);
      if (row.status !== 'pending' || row.split_status !== 'collecting') throw new AppError(409, 'NOTHING_TO_RESEND', 'This share no longer needs paying.');
      await sendInvite(invitationDeps(fastify), row.id);
      return { success: true as const, message: 'Invitation sent again.' };
    },
  );
};
