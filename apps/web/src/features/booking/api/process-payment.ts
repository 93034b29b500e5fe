import { processPaymentResponseSchema, type ProcessPaymentResponse } from '@app/contracts';
import { api } from '@/lib/api-client';
import type { ProcessPaymentBody } from '../lib/payment-request';

/**
 * POST /api/bookings/process-payment/: holds the slots, charges the saved card and answers the booking,
 * either confirmed or waiting for 3-D Secure (`requires_action`).
 */
export async function processPayment(body: ProcessPaymentBody): Promise<ProcessPaymentResponse> {
  // The idempotency key travels in the body (the server also accepts an Idempotency-Key header).
  const answer = await api.post<unknown>('/bookings/process-payment/', body);
  return processPaymentResponseSchema.parse(answer);
}
