import { paymentsConfigResponseSchema } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/*
 * GET /api/payments/config: which card provider the browser works with. Both the card form (saved
 * cards) and checkout (3-D Secure) depend on it, so it lives here rather than in one feature.
 */
type PaymentsConfig = ReturnType<typeof paymentsConfigResponseSchema.parse>;

export async function fetchPaymentsConfig(signal?: AbortSignal): Promise<PaymentsConfig> {
  const answer = await api.get<unknown>('/payments/config', { signal });
  return paymentsConfigResponseSchema.parse(answer);
}

export function getPaymentsConfigQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.payments.config(),
    queryFn: ({ signal }) => fetchPaymentsConfig(signal),
    // Fixed for the life of a deployment.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function usePaymentsConfig() {
  return useQuery(getPaymentsConfigQueryOptions());
}
