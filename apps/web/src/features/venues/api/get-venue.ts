import { venueDetailResponseSchema, type VenueDetail } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/venues/{id}/: one approved venue with gallery, hours, special dates and closures. */
export async function fetchVenue(venueId: number, signal?: AbortSignal): Promise<VenueDetail> {
  const answer = await api.get<unknown>(`/venues/${venueId}/`, { signal });
  return venueDetailResponseSchema.parse(answer).venue;
}

export function getVenueQueryOptions(venueId: number) {
  return queryOptions({
    queryKey: queryKeys.venues.detail(venueId),
    queryFn: ({ signal }) => fetchVenue(venueId, signal),
  });
}

export function useVenue(venueId: number) {
  return useQuery({ ...getVenueQueryOptions(venueId), enabled: Number.isInteger(venueId) && venueId > 0 });
}
