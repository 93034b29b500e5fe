import { cancellationDecisionResponseSchema, type CancellationDecisionRequest } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** PATCH /api/cancellation-requests/{id}/: approve with a refund (full, partial, none) or reject. */
export async function decideCancellationRequest(input: { requestId: number; decision: CancellationDecisionRequest }) {
  return cancellationDecisionResponseSchema.parse(
    await api.patch<unknown>(`/cancellation-requests/${input.requestId}/`, input.decision),
  );
}

export function useDecideCancellationRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideCancellationRequest,
    // Also after a failure: a 409 means someone else decided it meanwhile.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.admin.all() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.bookings.all() }),
      ]),
  });
}
