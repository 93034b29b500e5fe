import { messageResponseSchema } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** PATCH /api/payment-cards/{id}/default/: makes a saved card the default (the marker moves). */
export async function setDefaultPaymentMethod(id: number): Promise<string> {
  const answer = await api.patch<unknown>(`/payment-cards/${id}/default/`);
  return messageResponseSchema.parse(answer).message;
}

export function useSetDefaultPaymentMethod() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setDefaultPaymentMethod,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.paymentMethods.list() }),
  });
}
