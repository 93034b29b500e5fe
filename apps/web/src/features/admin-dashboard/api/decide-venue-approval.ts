import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export interface VenueApprovalInput {
  venueId: number;
  approved: boolean;
  notes?: string;
}

/** PATCH /api/venues/{id}/ with approved, approvalDate and approvalNotes (admins only; the owner is e-mailed). */
export async function decideVenueApproval({ venueId, approved, notes }: VenueApprovalInput): Promise<void> {
  await api.patch<unknown>(`/venues/${venueId}/`, {
    approved,
    ...(approved ? { approvalDate: new Date().toISOString() } : {}),
    ...(notes?.trim() ? { approvalNotes: notes.trim() } : {}),
  });
}

export function useDecideVenueApproval() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideVenueApproval,
    // The venue joins or leaves the public list at once: its searches are refetched too.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.admin.all() }),
        queryClient.invalidateQueries({ queryKey: ['venues'] }),
      ]),
  });
}
