import { ERROR_CODES, PAYMENT_MESSAGES as M, type ErrorCode } from '@app/contracts';
import type { PaymentFailure } from './payment-provider';

/** The spec's payment error mapping (player.md §8), from a provider failure to what the player reads. */
export function paymentFailureMessage(failure: PaymentFailure | null): string {
  if (!failure) return M.genericFailure;
  const text = `${failure.message} ${failure.code} ${failure.declineCode ?? ''}`.toLowerCase();
  if (/indian regulations|export description/.test(text)) return M.regulatory;
  if (failure.declineCode === 'insufficient_funds' || text.includes('insufficient')) return M.insufficientFunds;
  if (failure.code === 'expired_card' || failure.declineCode === 'expired_card') return M.expiredCard;
  if (failure.code === 'authentication_required' || failure.code === 'payment_intent_authentication_failure')
    return M.needsAuthentication;
  if (failure.code === 'processing_error') return M.processingError;
  if (failure.code === 'card_declined') return M.declined;
  if (failure.code) return M.genericFailure;
  return M.unknownFailure;
}

/** The provider's codes (Stripe's vocabulary, which the sandbox speaks too) that the API passes on by name. */
const PROVIDER_CODES: Record<string, ErrorCode> = {
  card_declined: ERROR_CODES.CARD_DECLINED,
  expired_card: ERROR_CODES.EXPIRED_CARD,
  processing_error: ERROR_CODES.PROCESSING_ERROR,
  authentication_required: ERROR_CODES.AUTHENTICATION_REQUIRED,
  payment_intent_authentication_failure: ERROR_CODES.PAYMENT_INTENT_AUTHENTICATION_FAILURE,
  incorrect_number: ERROR_CODES.INCORRECT_NUMBER,
  invalid_expiry: ERROR_CODES.INVALID_EXPIRY,
  invalid_cvc: ERROR_CODES.INVALID_CVC,
  resource_missing: ERROR_CODES.RESOURCE_MISSING,
  payment_intent_unexpected_state: ERROR_CODES.PAYMENT_INTENT_UNEXPECTED_STATE,
};

/** The error code of a failed payment; a code the list does not name answers PAYMENT_FAILED. */
export function paymentFailureCode(failure: PaymentFailure | null): ErrorCode {
  if (failure?.declineCode === 'insufficient_funds') return ERROR_CODES.INSUFFICIENT_FUNDS;
  return (failure && PROVIDER_CODES[failure.code]) ?? ERROR_CODES.PAYMENT_FAILED;
}

/** The error code of a request the provider refused (an unknown card, a bad expiry date…). */
export function providerRequestCode(providerCode: string): ErrorCode {
  return PROVIDER_CODES[providerCode] ?? ERROR_CODES.PAYMENT_METHOD_REJECTED;
}
