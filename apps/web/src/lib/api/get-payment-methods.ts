import { paymentMethodsResponseSchema, type SavedPaymentMethod } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/payment-methods/: the player's saved cards, the default first. */
export async function fetchPaymentMethods(signal?: AbortSignal): Promise<SavedPaymentMethod[]> {
  const answer = await api.get<unknown>('/payment-methods/', { signal });
  return paymentMethodsResponseSchema.parse(answer).payment_methods;
}

export function getPaymentMethodsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.paymentMethods.list(),
    queryFn: ({ signal }) => fetchPaymentMethods(signal),
  });
}

export function usePaymentMethods() {
  return useQuery(getPaymentMethodsQueryOptions());
}
