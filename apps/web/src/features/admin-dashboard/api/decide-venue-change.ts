import { venueChangeDecisionResponseSchema } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export interface VenueChangeDecisionInput {
  venueId: number;
  approved: boolean;
  notes?: string;
}

/** PATCH /api/venues/{id}/pending-change/: approve or reject a live venue's new name, location or address. */
export async function decideVenueChange({ venueId, approved, notes }: VenueChangeDecisionInput) {
  return venueChangeDecisionResponseSchema.parse(
    await api.patch<unknown>(`/venues/${venueId}/pending-change/`, {
      approved,
      ...(notes?.trim() ? { notes: notes.trim() } : {}),
    }),
  );
}

export function useDecideVenueChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideVenueChange,
    // An approved change renames or moves a listed venue: its public answers are refetched too.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.admin.all() }),
        queryClient.invalidateQueries({ queryKey: ['venues'] }),
      ]),
  });
}
