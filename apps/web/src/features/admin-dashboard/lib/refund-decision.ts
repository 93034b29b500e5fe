import {
  ADMIN_MESSAGES,
  formatPence,
  FREE_CANCELLATION_HOURS,
  parsePoundsToPence,
  type CancellationDecisionRequest,
  type CancellationRequestView,
  type RefundTypeName,
} from '@app/contracts';
import { cancellationRefundEstimate } from '@app/domain';

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

export const INITIAL_REFUND_FORM: RefundDecisionForm = {
  decision: 'approved',
  refundType: 'full',
  amount: '',
  refundReason: '',
  adminNotes: '',
};

export type RefundDecisionResult =
  { ok: true; body: CancellationDecisionRequest; refundPence: number } | { ok: false; error: string | null };

/**
 * The body to send, or why not. `error` is null when the form is simply incomplete (a partial refund
 * with no amount yet: the submit button stays disabled, §5), a message when what was typed is wrong.
 */
export function refundDecisionBody(form: RefundDecisionForm, refundablePence: number): RefundDecisionResult {
  const notes = form.adminNotes.trim() || undefined;
  if (form.decision === 'rejected')
    return { ok: true, body: { status: 'rejected', ...(notes ? { admin_notes: notes } : {}) }, refundPence: 0 };
  const reason = form.refundReason.trim() || undefined;
  const base = {
    status: 'approved' as const,
    ...(reason ? { refund_reason: reason } : {}),
    ...(notes ? { admin_notes: notes } : {}),
  };
  if (form.refundType === 'full')
    return { ok: true, body: { ...base, refund_type: 'full' }, refundPence: refundablePence };
  if (form.refundType === 'none') return { ok: true, body: { ...base, refund_type: 'none' }, refundPence: 0 };
  if (form.amount.trim() === '') return { ok: false, error: null };
  const pence = parsePoundsToPence(form.amount);
  if (pence === null) return { ok: false, error: ADMIN_MESSAGES.refundAmountInvalid };
  if (pence <= 0) return { ok: false, error: ADMIN_MESSAGES.refundAmountRequired };
  if (pence > refundablePence)
    return { ok: false, error: ADMIN_MESSAGES.refundAboveRefundable(formatPence(refundablePence)) };
  return { ok: true, body: { ...base, refund_type: 'partial', refund_amount: form.amount.trim() }, refundPence: pence };
}

/** Requests awaiting a decision first (oldest waiting first, as a queue), then decided ones, newest first. */
export function requestsForReview<Request extends { status: string; createdAt: string; id: number }>(
  requests: readonly Request[],
): Request[] {
  const open = (request: Request) => request.status === 'pending' || request.status === 'processing';
  return [...requests].sort((a, b) => {
    if (open(a) !== open(b)) return open(a) ? -1 : 1;
    const order = a.createdAt.localeCompare(b.createdAt) || a.id - b.id;
    return open(a) ? order : -order;
  });
}

/** '3 days 4 hours', '5 hours', 'less than an hour': a span in plain words. */
function spanWords(ms: number): string {
  const hours = Math.floor(ms / 3_600_000);
  if (hours < 1) return 'less than an hour';
  const days = Math.floor(hours / 24);
  const rest = hours % 24;
  const part = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;
  if (days === 0) return part(hours, 'hour');
  return rest === 0 ? part(days, 'day') : `${part(days, 'day')} ${part(rest, 'hour')}`;
}

/**
 * Beside the decision (issue 33 §13): how long before the start the player asked, and what the
 * cancellation policy promised them then — the same promise the player saw (domain: cancellation-policy).
 */
export function policyPromise(
  request: Pick<CancellationRequestView, 'createdAt'> & {
    booking: Pick<CancellationRequestView['booking'], 'startsAt' | 'refundableAmountPence'>;
  },
): string {
  const asked = new Date(request.createdAt);
  const startsAt = new Date(request.booking.startsAt);
  const ahead = startsAt.getTime() - asked.getTime();
  const when = ahead > 0 ? `Asked ${spanWords(ahead)} before the start.` : 'Asked after the start.';
  const estimate = cancellationRefundEstimate({
    startsAt,
    now: asked,
    paidPence: request.booking.refundableAmountPence,
  });
  const promise =
    estimate.kind === 'full'
      ? `The policy gives a full refund (${formatPence(estimate.refundPence)}): it was more than ${FREE_CANCELLATION_HOURS} hours ahead.`
      : `Within ${FREE_CANCELLATION_HOURS} hours of the start the policy promises nothing: the refund is yours to decide, up to ${formatPence(estimate.upToPence)}.`;
  return `${when} ${promise}`;
}
