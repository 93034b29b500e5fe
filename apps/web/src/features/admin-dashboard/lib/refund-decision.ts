import { ADMIN_MESSAGES, formatPence, parsePoundsToPence, type CancellationDecisionRequest, type RefundTypeName } from '@app/contracts';

/*
 * The Refunds tab's decision modal (owner-admin.md §4 Cancellation request, §5 Partial refund): what
 * the form holds, whether it may be sent, and the body sent. The server checks the same rules.
 */

export interface RefundDecisionForm {
  decision: 'approved' | 'rejected';
  refundType: RefundTypeName;
  /** Pounds as typed, e.g. '12.50'. */
  amount: string;
  refundReason: string;
  adminNotes: string;
}

export const INITIAL_REFUND_FORM: RefundDecisionForm = { decision: 'approved', refundType: 'full', amount: '', refundReason: '', adminNotes: '' };

export type RefundDecisionResult = { ok: true; body: CancellationDecisionRequest; refundPence: number } | { ok: false; error: string | null };

/**
 * The body to send, or why not. `error` is null when the form is simply incomplete (a partial refund
 * with no amount yet: the submit button stays disabled, §5), a message when what was typed is wrong.
 */
export function refundDecisionBody(form: RefundDecisionForm, refundablePence: number): RefundDecisionResult {
  const notes = form.adminNotes.trim() || undefined;
  if (form.decision === 'rejected') return { ok: true, body: { status: 'rejected', ...(notes ? { admin_notes: notes } : {}) }, refundPence: 0 };
  const reason = form.refundReason.trim() || undefined;
  const base = { status: 'approved' as const, ...(reason ? { refund_reason: reason } : {}), ...(notes ? { admin_notes: notes } : {}) };
  if (form.refundType === 'full') return { ok: true, body: { ...base, refund_type: 'full' }, refundPence: refundablePence };
  if (form.refundType === 'none') return { ok: true, body: { ...base, refund_type: 'none' }, refundPence: 0 };
  if (form.amount.trim() === '') return { ok: false, error: null };
  const pence = parsePoundsToPence(form.amount);
  if (pence === null) return { ok: false, error: ADMIN_MESSAGES.refundAmountInvalid };
  if (pence <= 0) return { ok: false, error: ADMIN_MESSAGES.refundAmountRequired };
  if (pence > refundablePence) return { ok: false, error: ADMIN_MESSAGES.refundAboveRefundable(formatPence(refundablePence)) };
  return { ok: true, body: { ...base, refund_type: 'partial', refund_amount: form.amount.trim() }, refundPence: pence };
}

/** Requests awaiting a decision first (oldest waiting first, as a queue), then decided ones, newest first. */
export function requestsForReview<Request extends { status: string; createdAt: string; id: number }>(requests: readonly Request[]): Request[] {
  const open = (request: Request) => request.status === 'pending' || request.status === 'processing';
  return [...requests].sort((a, b) => {
    if (open(a) !== open(b)) return open(a) ? -1 : 1;
    const order = a.createdAt.localeCompare(b.createdAt) || a.id - b.id;
    return open(a) ? order : -order;
  });
}
