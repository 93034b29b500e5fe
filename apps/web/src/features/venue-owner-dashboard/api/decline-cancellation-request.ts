import { cancellationDecisionResponseSchema } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** PATCH /api/cancellation-requests/{id}/ as the venue's owner, declining: the booking stands. */
export async function declineCancellationRequest(input: { requestId: number; note: string }) {
  return cancellationDecisionResponseSchema.parse(
    await api.patch<unknown>(`/cancellation-requests/${input.requestId}/`, {
      status: 'rejected',
      ...(input.note.trim() ? { admin_notes: input.note.trim() } : {}),
    }),
  );
}

export function useDeclineCancellationRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: declineCancellationRequest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.owner.all() }),
  });
}
