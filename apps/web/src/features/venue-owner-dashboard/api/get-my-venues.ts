import { myVenuesResponseSchema, type OwnerVenue } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/venues/my-venues/: the owner's venues, approved or not, the first listed first. */
export async function fetchMyVenues(signal?: AbortSignal): Promise<OwnerVenue[]> {
  const answer = await api.get<unknown>('/venues/my-venues/', { signal });
  return myVenuesResponseSchema.parse(answer).venues;
}

export function getMyVenuesQueryOptions() {
  return queryOptions({ queryKey: queryKeys.owner.venues(), queryFn: ({ signal }) => fetchMyVenues(signal) });
}

export function useMyVenues({ enabled }: { enabled: boolean }) {
  return useQuery({ ...getMyVenuesQueryOptions(), enabled });
}
