import { formatPence, parsePoundsToPence, type PlayerBooking } from '@app/contracts';

type Request = NonNullable<PlayerBooking['cancellationRequest']>;

/**
 * What an approved request gave back and why, in one line (issue 33 §6): 'Refunded £25.50 (Late
 * notice)', 'No refund (Cancelled 2 hours before the start)'. Null until the request is approved.
 */
export function cancellationDecisionLine(
  request: Pick<Request, 'status' | 'refundAmount' | 'refundReason'>,
): string | null {
  if (request.status !== 'approved') return null;
  const refunded = request.refundAmount ? (parsePoundsToPence(request.refundAmount) ?? 0) : 0;
  const outcome = refunded > 0 ? `Refunded ${formatPence(refunded)}` : 'No refund';
  return request.refundReason ? `${outcome} (${request.refundReason})` : outcome;
}
