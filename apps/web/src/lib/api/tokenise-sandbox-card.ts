import { sandboxCardResponseSchema } from '@app/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type SandboxCardRequest = {
  card: { number: string; exp_month: number; exp_year: number; cvc: string };
  billing_details?: {
    name?: string;
    address?: { line1?: string; city?: string; state?: string; postal_code?: string; country?: string };
  };
};
type SandboxCard = ReturnType<typeof sandboxCardResponseSchema.parse>;

/**
 * POST /api/sandbox/payment-methods: the sandbox's stand-in for the provider's browser SDK. It turns
 * the card details into a `pm_…` id; the card number never reaches our own card storage.
 */
export async function tokeniseSandboxCard(request: SandboxCardRequest): Promise<SandboxCard> {
  const answer = await api.post<unknown>('/sandbox/payment-methods', request);
  return sandboxCardResponseSchema.parse(answer);
}

export function useTokeniseSandboxCard() {
  return useMutation({ mutationFn: tokeniseSandboxCard });
}
