import { ownerNotificationSettingsResponseSchema, ownerNotificationSettingsSchema } from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/application/access-control';
import { readOwnerNotificationSettings, saveOwnerNotificationSettings } from './notification-settings-service';

/** The venue owner's notification settings (docs/decisions/0057): their own, so no id in the path. */
export const ownerNotificationRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const tags = ['venue owners'];

  fastify.get(
    '/api/account/notifications/',
    {
      config: { access: ['venue_owner'] },
      schema: {
        tags,
        summary: "How you hear about your venues' bookings: each event by e-mail, a daily summary, or none",
        response: { 200: ownerNotificationSettingsResponseSchema },
      },
    },
    async (request) => {
      const owner = requireUser(request);
      const settings = await readOwnerNotificationSettings(fastify.serviceDeps(request), owner.id);
      return { success: true as const, ...settings };
    },
  );

  fastify.patch(
    '/api/account/notifications/',
    {
      config: { access: ['venue_owner'] },
      schema: {
        tags,
        summary: "Choose how you hear about your venues' bookings: each, daily or none",
        body: ownerNotificationSettingsSchema,
        response: { 200: ownerNotificationSettingsResponseSchema },
      },
    },
    async (request) => {
      const owner = requireUser(request);
      const settings = await saveOwnerNotificationSettings(
        fastify.serviceDeps(request),
        owner.id,
        request.body.delivery,
      );
      return { success: true as const, ...settings };
    },
  );
};
