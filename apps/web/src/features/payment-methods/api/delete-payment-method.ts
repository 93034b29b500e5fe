import { messageResponseSchema } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** DELETE /api/payment-cards/{id}/: removes a saved card (the provider detaches it too). */
export async function deletePaymentMethod(id: number): Promise<string> {
  const answer = await api.delete<unknown>(`/payment-cards/${id}/`);
  return messageResponseSchema.parse(answer).message;
}

export function useDeletePaymentMethod() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePaymentMethod,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.paymentMethods.list() }),
  });
}
