import {
  messageResponseSchema,
  userStatusRequestSchema,
  usersListQuerySchema,
  usersListResponseSchema,
  databaseIdTextSchema,
} from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../plugins/application/access-control';
import { listAllUsers, setUserStatus } from './users-service';

export const userAdminRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const tags = ['admin'];

  fastify.get(
    '/api/auth/users',
    {
      config: { access: ['admin'] },
      schema: {
        tags,
        summary:
          'Accounts, newest first, optionally by role and a part of the name or e-mail, optionally one page with the total (admins only)',
        querystring: usersListQuerySchema,
        response: { 200: usersListResponseSchema },
      },
    },
    async (request) => ({ success: true as const, ...(await listAllUsers(fastify.db, request.query)) }),
  );

  fastify.patch(
    '/api/auth/users/:id/status',
    {
      config: { access: ['admin'] },
      schema: {
        tags,
        summary: 'Ban or reinstate an account (admins only); a ban ends its sessions',
        params: z.object({ id: databaseIdTextSchema }),
        body: userStatusRequestSchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      const message = await setUserStatus(fastify.db, {
        actorId: requireUser(request).id,
        userId: request.params.id,
        status: request.body.status,
        reason: request.body.reason,
        now: fastify.clock(),
      });
      return { success: true as const, message };
    },
  );
};
