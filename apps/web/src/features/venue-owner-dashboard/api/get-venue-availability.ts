import { availabilityResponseSchema, type Availability } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/venues/{id}/availability/: weekly hours, sport schedules, special dates and blocked periods. */
export async function fetchVenueAvailability(venueId: number, signal?: AbortSignal): Promise<Availability> {
  const answer = await api.get<unknown>(`/venues/${venueId}/availability/`, { signal });
  return availabilityResponseSchema.parse(answer).availability;
}

export function getVenueAvailabilityQueryOptions(venueId: number) {
  return queryOptions({
    queryKey: queryKeys.owner.availability(venueId),
    queryFn: ({ signal }) => fetchVenueAvailability(venueId, signal),
    staleTime: 0,
  });
}

export function useVenueAvailability(venueId: number) {
  return useQuery(getVenueAvailabilityQueryOptions(venueId));
}
