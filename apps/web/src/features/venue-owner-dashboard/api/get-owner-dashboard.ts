import { ownerDashboardResponseSchema, type OwnerDashboard } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/venues/dashboard/?venue_id=: the Overview's analytics for one venue. */
export async function fetchOwnerDashboard(venueId: number, signal?: AbortSignal): Promise<OwnerDashboard> {
  const answer = await api.get<unknown>('/venues/dashboard/', { query: { venue_id: venueId }, signal });
  return ownerDashboardResponseSchema.parse(answer);
}

export function getOwnerDashboardQueryOptions(venueId: number) {
  return queryOptions({
    queryKey: queryKeys.owner.dashboard(venueId),
    queryFn: ({ signal }) => fetchOwnerDashboard(venueId, signal),
    staleTime: 0,
  });
}

export function useOwnerDashboard(venueId: number) {
  return useQuery(getOwnerDashboardQueryOptions(venueId));
}
