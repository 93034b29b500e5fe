import { STRIPE_AUTH_FAILED, authenticateWithStripe } from '@/lib/stripe-client';
import type { BookingDraft } from '@app/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { usePaymentsConfig } from '@/lib/api/get-payments-config';
import { queryKeys } from '@/lib/query-keys';
import { useAuthenticateSandboxPayment, type AuthenticationResult } from '@/lib/api/authenticate-sandbox-payment';
import { useConfirmPayment } from '../api/confirm-payment';
import { useProcessPayment } from '../api/process-payment';
import { confirmationFrom, readConfirmation, storeConfirmation, type BookingConfirmation } from './booking-confirmation';
import { checkoutErrorText, isRetryableWithSameKey } from './checkout-errors';
import { bookingContextOf, buildProcessPaymentRequest, newIdempotencyKey, splitPaymentOf } from './payment-request';
import type { CheckoutSplit } from './split';

/** player.md §8: the text when Stripe.js cannot be started for the 3-D Secure step. */
export const STRIPE_AUTH_UNAVAILABLE = STRIPE_AUTH_FAILED;

export interface PayInput {
  cardId: number;
  mobileNumber: string;
  split: CheckoutSplit;
}

/** A payment waiting for the cardholder's 3-D Secure answer. */
export interface AuthenticationChallenge {
  paymentIntentId: string;
  amountPence: number;
  input: PayInput;
}

/**
 * Checkout's payment (player.md §4 Payment outcome): process-payment either confirms at once or asks
 * for 3-D Secure; then the cardholder's answer goes to the bank (the sandbox here) and payment-confirm
 * settles the booking. One idempotency key per attempt: kept when a call got no answer (the retry
 * must not charge twice), replaced after any answered failure (the next try is a new attempt).
 */
export function useCheckoutPayment(draft: BookingDraft) {
  const queryClient = useQueryClient();
  const config = usePaymentsConfig();
  const processPayment = useProcessPayment();
  const authenticate = useAuthenticateSandboxPayment();
  const confirmPayment = useConfirmPayment();
  const attemptKey = useRef<string | null>(null);
  const [challenge, setChallenge] = useState<AuthenticationChallenge | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [confirmation, setConfirmation] = useState<BookingConfirmation | null>(() => readConfirmation());

  // The venue's day and the player's bookings changed (or a hold was released): other screens ask again.
  const refreshOtherScreens = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.venues.detail(draft.venueId) }),
      queryClient.invalidateQueries({ queryKey: queryKeys.bookings.all() }),
    ]);

  const succeed = (response: Parameters<typeof confirmationFrom>[0], input: PayInput) => {
    const done = confirmationFrom(response, draft, input.mobileNumber);
    storeConfirmation(done);
    attemptKey.current = null;
    setConfirmation(done);
    void refreshOtherScreens();
  };

  const fail = (failure: unknown) => {
    setError(checkoutErrorText(failure));
    if (!isRetryableWithSameKey(failure)) attemptKey.current = null;
    void refreshOtherScreens();
  };

  const pay = async (input: PayInput) => {
    setError(null);
    attemptKey.current ??= newIdempotencyKey();
    try {
      const response = await processPayment.mutateAsync(buildProcessPaymentRequest({ draft, ...input, idempotencyKey: attemptKey.current }));
      if (!response.requires_action) {
        succeed(response, input);
        return;
      }
      if ((config.data?.provider ?? 'sandbox') !== 'sandbox') {
        // Stripe shows its own 3-D Secure page; then the server checks the outcome with Stripe.
        if (!response.client_secret) throw new Error(STRIPE_AUTH_UNAVAILABLE);
        await authenticateWithStripe(config.data?.publishable_key || response.publishable_key, response.client_secret);
        const confirmed = await confirmPayment.mutateAsync({
          payment_intent_id: response.payment_intent_id,
          payment_intent: { id: response.payment_intent_id, status: 'succeeded' },
          booking_context: bookingContextOf(draft),
          mobile_number: input.mobileNumber.trim(),
          split_payment: splitPaymentOf(draft, input.split),
          payment_method_id: input.cardId,
          currency: 'gbp',
        });
        succeed(confirmed, input);
        return;
      }
      setChallenge({ paymentIntentId: response.payment_intent_id, amountPence: response.payment.amount_pence, input });
    } catch (failure) {
      fail(failure);
    }
  };

  const answerChallenge = async (result: AuthenticationResult) => {
    if (!challenge) return;
    const { paymentIntentId, input } = challenge;
    try {
      const intent = await authenticate.mutateAsync({ paymentIntentId, result });
      const response = await confirmPayment.mutateAsync({
        payment_intent_id: paymentIntentId,
        payment_intent: { id: intent.id, status: intent.status },
        booking_context: bookingContextOf(draft),
        mobile_number: input.mobileNumber.trim(),
        split_payment: splitPaymentOf(draft, input.split),
        payment_method_id: input.cardId,
        currency: 'gbp',
      });
      setChallenge(null);
      succeed(response, input);
    } catch (failure) {
      setChallenge(null);
      fail(failure);
    }
  };

  const busy = processPayment.isPending || authenticate.isPending || confirmPayment.isPending;
  return {
    pay,
    answerChallenge,
    challenge,
    /** True from the pay click until the booking is confirmed or has failed, 3-D Secure included. */
    loading: busy || challenge !== null,
    authenticating: authenticate.isPending || confirmPayment.isPending,
    error,
    clearError: () => setError(null),
    confirmation,
  };
}
