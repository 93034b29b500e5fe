import { PAYMENT_MESSAGES as M } from '@app/contracts';
import type { PaymentFailure } from './payment-provider';

/** The spec's payment error mapping (player.md §8), from a provider failure to what the player reads. */
export function paymentFailureMessage(failure: PaymentFailure | null): string {
  if (!failure) return M.genericFailure;
  const text = `${failure.message} ${failure.code} ${failure.declineCode ?? ''}`.toLowerCase();
  if (/indian regulations|export description/.test(text)) return M.regulatory;
  if (failure.declineCode === 'insufficient_funds' || text.includes('insufficient')) return M.insufficientFunds;
  if (failure.code === 'expired_card' || failure.declineCode === 'expired_card') return M.expiredCard;
  if (failure.code === 'authentication_required' || failure.code === 'payment_intent_authentication_failure') return M.needsAuthentication;
  if (failure.code === 'processing_error') return M.processingError;
  if (failure.code === 'card_declined') return M.declined;
  if (failure.code) return M.genericFailure;
  return M.unknownFailure;
}

export function paymentFailureCode(failure: PaymentFailure | null): string {
  if (!failure) return 'PAYMENT_FAILED';
  if (failure.declineCode === 'insufficient_funds') return 'INSUFFICIENT_FUNDS';
  return (failure.code || 'payment_failed').toUpperCase();
}
