import { processPaymentResponseSchema, type ProcessPaymentResponse } from '@app/contracts';
import { api } from '@/lib/api-client';

/**
 * POST /api/payment-confirm/: after 3-D Secure, the server asks the provider how the payment ended and
 * confirms the booking (200) or releases its hold and answers the failure (402). The intent id is all
 * it reads; the booking is the one the intent was charged for.
 */
export async function confirmPayment(body: { payment_intent_id: string }): Promise<ProcessPaymentResponse> {
  const answer = await api.post<unknown>('/payment-confirm/', body);
  return processPaymentResponseSchema.parse(answer);
}
