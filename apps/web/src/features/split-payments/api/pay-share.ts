import { payShareResponseSchema } from '@app/contracts';
import { api } from '@/lib/api-client';

type PayShareResponse = ReturnType<typeof payShareResponseSchema.parse>;

interface PayShareInput {
  token: string;
  /** A saved card id (signed in) or a freshly tokenised `pm_…`. */
  paymentMethodId: string | number;
  /** Guests only. */
  name?: string;
  email?: string;
  idempotencyKey?: string;
}

/** POST /api/split-payments/{token}/pay/ (public; the session's token goes along when signed in). */
export async function payShare({
  token,
  paymentMethodId,
  name,
  email,
  idempotencyKey,
}: PayShareInput): Promise<PayShareResponse> {
  const body = {
    payment_method_id: paymentMethodId,
    ...(name !== undefined ? { name } : {}),
    ...(email !== undefined ? { email } : {}),
    ...(idempotencyKey ? { idempotency_key: idempotencyKey } : {}),
  };
  const answer = await api.post<unknown>(`/split-payments/${encodeURIComponent(token)}/pay/`, body);
  return payShareResponseSchema.parse(answer);
}

/** POST /api/split-payments/{token}/confirm/: settles a share after the 3-D Secure answer. */
export async function confirmShare({
  token,
  paymentIntentId,
}: {
  token: string;
  paymentIntentId: string;
}): Promise<void> {
  await api.post<unknown>(`/split-payments/${encodeURIComponent(token)}/confirm/`, {
    payment_intent_id: paymentIntentId,
  });
}
