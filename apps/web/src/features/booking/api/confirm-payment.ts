import { processPaymentResponseSchema, type ProcessPaymentResponse } from '@app/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { bookingContextOf, splitPaymentOf } from '../lib/payment-request';

export interface ConfirmPaymentBody {
  payment_intent_id: string;
  payment_intent: { id: string; status: string };
  booking_context: ReturnType<typeof bookingContextOf>;
  mobile_number: string;
  split_payment: ReturnType<typeof splitPaymentOf>;
  payment_method_id: number;
  currency: 'gbp';
}

/**
 * POST /api/payment-confirm/: after 3-D Secure, the server asks the provider how the payment ended and
 * confirms the booking (200) or releases its hold and answers the failure (402).
 */
export async function confirmPayment(body: ConfirmPaymentBody): Promise<ProcessPaymentResponse> {
  const answer = await api.post<unknown>('/payment-confirm/', body);
  return processPaymentResponseSchema.parse(answer);
}

export function useConfirmPayment() {
  return useMutation({ mutationFn: confirmPayment });
}
