import { penceToPounds, type CancellationRequestView, type CancellationSummary } from '@app/contracts';
import { bookingCode } from '@app/domain';
import { readJsonList } from '@app/db';
import type { ServiceDeps } from '../../service-deps';
import { refundablePence } from '../payments/payment-ledger';
import { DECISION_STALE_MS } from './cancellation-service';
import {
  listCancellationRequestRows,
  summarizeCancellationRequests,
  type CancellationRequestRow,
} from './cancellation-repository';
import { REFUND_PREFIXES } from '../payments/idempotency-keys';

/*
 * The admin's Refunds tab (owner-admin.md §2, §3 Cancellation request and summary): every request
 * with its booking, venue and requester, and the counts per status. What is still refundable is read
 * from the ledger the way a decision would see it, so the decision modal's limit is the server's.
 */

type Deps = Pick<ServiceDeps, 'db' | 'now'>;

/** Whether a decision left in 'processing' is old enough to be taken over (as the decide route allows). */
function isStalled(row: CancellationRequestRow, now: Date): boolean {
  if (row.status !== 'processing') return false;
  return row.claimed_at === null || new Date(row.claimed_at).getTime() < now.getTime() - DECISION_STALE_MS;
}

async function toView(deps: Deps, row: CancellationRequestRow): Promise<CancellationRequestView> {
  const open = row.status === 'pending' || row.status === 'processing';
  return {
    id: row.id,
    status: row.status,
    reason: row.reason,
    refundType: row.refund_type,
    refundAmount: row.refund_amount_pence === null ? null : penceToPounds(row.refund_amount_pence),
    refundReason: row.refund_reason,
    adminNotes: row.admin_notes,
    createdAt: row.created_at,
    reviewedAt: row.reviewed_at,
    decisionStalled: isStalled(row, deps.now),
    requestedBy:
      row.requester_name === null || row.requester_deleted_at
        ? null
        : { name: row.requester_name, email: row.requester_email ?? '' },
    booking: {
      id: row.booking_id,
      code: bookingCode(row.booking_id),
      totalAmount: penceToPounds(row.total_pence),
      totalAmountPence: row.total_pence,
      refundableAmountPence: open
        ? await refundablePence(deps.db, row.booking_id, REFUND_PREFIXES.cancellationDecision(row.id))
        : 0,
      paymentStatus: row.payment_status,
      status: row.booking_status,
      isSplit: row.is_split === 1,
      date: row.date,
      sport: row.sport,
      timeSlots: readJsonList(row.time_slots),
      startsAt: row.starts_at,
      venue: { id: row.venue_id, name: row.venue_name, location: row.venue_location },
    },
  };
}

export async function listCancellationRequests(
  deps: Deps,
  status?: CancellationRequestView['status'],
): Promise<{ requests: CancellationRequestView[]; summary: CancellationSummary }> {
  const rows = await listCancellationRequestRows(deps.db, { status });
  const requests = await Promise.all(rows.map((row) => toView(deps, row)));
  const counts = await summarizeCancellationRequests(deps.db);
  const count = (status: string) => counts.find((entry) => entry.status === status)?.count ?? 0;
  const refunded = counts.find((entry) => entry.status === 'approved')?.refundedPence ?? 0;
  return {
    requests,
    summary: {
      total_requests: counts.reduce((sum, entry) => sum + entry.count, 0),
      pending_requests: count('pending'),
      approved_requests: count('approved'),
      rejected_requests: count('rejected'),
      processing_requests: count('processing'),
      total_refund_amount: penceToPounds(refunded),
    },
  };
}

export async function readCancellationRequest(deps: Deps, id: number): Promise<CancellationRequestView | undefined> {
  const [row] = await listCancellationRequestRows(deps.db, { id });
  return row ? toView(deps, row) : undefined;
}
