import { sandboxAuthenticateResponseSchema } from '@app/contracts';
import { api } from '@/lib/api-client';

export type AuthenticationResult = 'approve' | 'fail';

/**
 * POST /api/sandbox/payment-intents/{id}/authenticate: plays the cardholder's answer to the bank's
 * 3-D Secure challenge (sandbox only; with a real provider its SDK shows the bank's page). Like the
 * provider's SDK it sends the payment's client secret, which only this checkout received.
 */
export async function authenticateSandboxPayment(input: {
  paymentIntentId: string;
  clientSecret: string;
  result: AuthenticationResult;
}) {
  const answer = await api.post<unknown>(
    `/sandbox/payment-intents/${encodeURIComponent(input.paymentIntentId)}/authenticate`,
    { result: input.result, client_secret: input.clientSecret },
  );
  return sandboxAuthenticateResponseSchema.parse(answer);
}
