import { paymentMethodResponseSchema, type SavedPaymentMethod } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** POST /api/payment-methods/: saves a provider payment method (`pm_…`) to the player's account. */
export async function addPaymentMethod(input: {
  paymentMethodId: string;
  setDefault?: boolean;
}): Promise<SavedPaymentMethod> {
  const answer = await api.post<unknown>('/payment-methods/', {
    payment_method_id: input.paymentMethodId,
    ...(input.setDefault ? { set_default: true } : {}),
  });
  return paymentMethodResponseSchema.parse(answer).payment_method;
}

export function useAddPaymentMethod() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addPaymentMethod,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.paymentMethods.list() }),
  });
}
