import { formatPence, PAYMENT_MESSAGES } from '@app/contracts';
import { ApiError, CLIENT_ERROR_CODES } from '@/lib/api-client';

/** What the bookings' 'Notice' popup says (player.md §2). */
export interface Notice {
  message: string;
  /** A second line, e.g. what was charged or refunded. */
  detail?: string;
}

/** The server's own words, or '' when the failure never got a proper answer. */
function answeredText(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.code === CLIENT_ERROR_CODES.NETWORK) return null;
  return error.code === CLIENT_ERROR_CODES.HTTP ? '' : error.message;
}

/**
 * player.md §8 Cancel notices: an answer from the server gives 'Failed to submit cancellation request:
 * {error or Unknown error}'; no answer at all (network, a broken reply) gives the 'try again' text.
 */
export function cancellationFailureText(error: unknown): string {
  const text = answeredText(error);
  if (text === null) return PAYMENT_MESSAGES.cancellationSubmitFailed;
  return `Failed to submit cancellation request: ${text || 'Unknown error'}`;
}

/** player.md §8 Bookings: 'Failed to update booking: {error}', or the 'try again' text without an answer. */
export function amendFailureText(error: unknown): string {
  const text = answeredText(error);
  if (!text) return PAYMENT_MESSAGES.updateFailedRetry;
  return `Failed to update booking: ${text}`;
}

/** The money side of a successful amendment, or undefined when the total did not change. */
export function priceDifferenceText(difference: {
  amountPence: number;
  direction: 'charged' | 'refunded' | 'none';
}): string | undefined {
  if (difference.direction === 'none' || difference.amountPence === 0) return undefined;
  if (difference.direction === 'charged')
    return `${formatPence(difference.amountPence)} was charged to your card for the extra time.`;
  return `${formatPence(difference.amountPence)} will be refunded to your card within 5 to 7 business days.`;
}
