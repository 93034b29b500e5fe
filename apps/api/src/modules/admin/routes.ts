import {
  ADMIN_MESSAGES,
  PAYMENT_MESSAGES,
  adminOverviewResponseSchema,
  cancellationDecisionRequestSchema,
  cancellationDecisionResponseSchema,
  cancellationRequestsQuerySchema,
  cancellationRequestsResponseSchema,
  formatPence,
  databaseIdTextSchema,
} from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../errors/app-error';
import { requireUser } from '../../plugins/application/access-control';
import { listCancellationRequests, readCancellationRequest } from '../bookings/cancellation-requests-service';
import { decideCancellation } from '../bookings/cancellation-service';
import { adminOverview } from './overview-service';

/** The admin dashboard's own calls (owner-admin.md §7): the Overview and the Refunds tab. Admins only. */
export const adminRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const tags = ['admin'];

  fastify.get(
    '/api/admin/overview/',
    {
      config: { access: ['admin'] },
      schema: {
        tags,
        summary: 'Recent activity, system health and 30 days of bookings and revenue (admins only)',
        response: { 200: adminOverviewResponseSchema },
      },
    },
    async (request) => ({ success: true as const, ...(await adminOverview(fastify.serviceDeps(request))) }),
  );

  fastify.get(
    '/api/cancellation-requests/',
    {
      config: { access: ['admin'] },
      schema: {
        tags,
        summary: 'Every cancellation request with its booking, and counts per status (admins only)',
        querystring: cancellationRequestsQuerySchema,
        response: { 200: cancellationRequestsResponseSchema },
      },
    },
    async (request) => {
      const { requests, summary } = await listCancellationRequests(fastify.serviceDeps(request), request.query.status);
      return { success: true as const, cancellation_requests: requests, summary };
    },
  );

  fastify.patch(
    '/api/cancellation-requests/:id/',
    {
      config: { access: ['admin', 'venue_owner'] },
      schema: {
        tags,
        summary:
          "Approve (refund full, partial or none; the booking is cancelled) or reject a pending request (admins, and the owner of the booking's venue); a decided request answers 409",
        params: z.object({ id: databaseIdTextSchema }),
        body: cancellationDecisionRequestSchema,
        response: { 200: cancellationDecisionResponseSchema },
      },
    },
    async (request) => {
      const deps = fastify.serviceDeps(request);
      const body = request.body;
      const { refundedPence } = await decideCancellation(
        deps,
        requireUser(request),
        body.status === 'approved'
          ? {
              requestId: request.params.id,
              status: 'approved',
              refundType: body.refund_type,
              refundAmountPence: body.refund_amount,
              refundReason: body.refund_reason,
              adminNotes: body.admin_notes,
            }
          : { requestId: request.params.id, status: 'rejected', adminNotes: body.admin_notes },
      );
      const decided = await readCancellationRequest(deps, request.params.id);
      if (!decided) throw notFound(PAYMENT_MESSAGES.cancellationRequestNotFound);
      const message =
        body.status === 'rejected'
          ? ADMIN_MESSAGES.cancellationRejected
          : refundedPence > 0
            ? ADMIN_MESSAGES.cancellationApproved(formatPence(refundedPence))
            : ADMIN_MESSAGES.cancellationApprovedNoRefund;
      return { success: true as const, message, cancellation_request: decided };
    },
  );
};
