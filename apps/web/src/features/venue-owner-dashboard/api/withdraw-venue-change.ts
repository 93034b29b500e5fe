import { venueChangeDecisionResponseSchema } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** DELETE /api/venues/{id}/pending-change/: withdraws a waiting change, or clears a rejected one. */
export async function withdrawVenueChange(venueId: number) {
  return venueChangeDecisionResponseSchema.parse(await api.delete<unknown>(`/venues/${venueId}/pending-change/`));
}

export function useWithdrawVenueChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdrawVenueChange,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.owner.all() }),
  });
}
