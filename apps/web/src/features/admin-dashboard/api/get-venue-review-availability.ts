import { availabilityResponseSchema } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * GET /api/venues/{id}/availability/ with an admin's token: a venue's hours, breaks, special dates and
 * closures, awaiting approval or not, for its approval card.
 */
export async function fetchVenueReviewAvailability(venueId: number, signal?: AbortSignal) {
  return availabilityResponseSchema.parse(await api.get<unknown>(`/venues/${venueId}/availability/`, { signal }))
    .availability;
}

export function getVenueReviewAvailabilityQueryOptions(venueId: number) {
  return queryOptions({
    // Under the admin's keys, so a decision anywhere refreshes it.
    queryKey: [...queryKeys.admin.venues(), venueId, 'availability'] as const,
    queryFn: ({ signal }) => fetchVenueReviewAvailability(venueId, signal),
  });
}

export function useVenueReviewAvailability(venueId: number) {
  return useQuery(getVenueReviewAvailabilityQueryOptions(venueId));
}
