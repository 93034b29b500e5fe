import type { BookingDraft, ProcessPaymentResponse } from '@app/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useCardPayment } from '@/components/card-form/use-card-payment';
import { queryKeys } from '@/lib/query-keys';
import { confirmPayment } from '../api/confirm-payment';
import { processPayment } from '../api/process-payment';
import {
  confirmationFrom,
  readConfirmation,
  storeConfirmation,
  type BookingConfirmation,
} from './booking-confirmation';
import { checkoutErrorText } from './checkout-errors';
import { buildProcessPaymentRequest } from './payment-request';
import type { CheckoutSplit } from './split';

interface PayInput {
  cardId: number;
  mobileNumber: string;
  split: CheckoutSplit;
}

/**
 * Checkout's payment (player.md §4 Payment outcome) with a saved card: process-payment either confirms
 * at once or asks for 3-D Secure, then payment-confirm settles the booking. The steps, the attempt
 * key and 3-D Secure are the shared useCardPayment's; this adds the booking confirmation.
 */
export function useCheckoutPayment(draft: BookingDraft) {
  const queryClient = useQueryClient();
  const [confirmation, setConfirmation] = useState<BookingConfirmation | null>(() => readConfirmation());

  // The venue's day and the player's bookings changed (or a hold was released): other screens ask again.
  const refreshOtherScreens = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.venues.detail(draft.venueId) }),
      queryClient.invalidateQueries({ queryKey: queryKeys.bookings.all() }),
    ]);

  const payment = useCardPayment<PayInput, ProcessPaymentResponse>({
    pay: async (input, _cardId, idempotencyKey) => {
      const response = await processPayment(buildProcessPaymentRequest({ draft, ...input, idempotencyKey }));
      return {
        result: response,
        requiresAction: response.requires_action,
        paymentIntentId: response.payment_intent_id,
        clientSecret: response.client_secret,
        amountPence: response.payment.amount_pence,
        publishableKey: response.publishable_key,
      };
    },
    confirm: (_input, paymentIntentId) => confirmPayment({ payment_intent_id: paymentIntentId }),
    onPaid: (response, input) => {
      const done = confirmationFrom(response, draft, input.mobileNumber);
      storeConfirmation(done);
      setConfirmation(done);
      void refreshOtherScreens();
    },
    errorText: checkoutErrorText,
    onFailed: () => void refreshOtherScreens(),
  });

  return {
    pay: (input: PayInput) => payment.pay({ kind: 'saved', paymentMethodId: input.cardId }, input),
    answerChallenge: payment.answerChallenge,
    challenge: payment.challenge,
    loading: payment.busy,
    authenticating: payment.authenticating,
    error: payment.error,
    clearError: payment.clearError,
    confirmation,
  };
}
