import type { VenueDetail } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * GET /api/venues/{id}/: one approved venue with gallery, hours, special dates and closures. The
 * schema (and zod) load with the first answer the page asks for itself: a venue page opened from its
 * address arrives rendered with the answer inside the HTML (src/prerender), and hydrating it needs neither.
 */
export async function fetchVenue(venueId: number, signal?: AbortSignal): Promise<VenueDetail> {
  const [answer, { venueDetailResponseSchema }] = await Promise.all([
    api.get<unknown>(`/venues/${venueId}/`, { signal }),
    import('./venue-detail-schema'),
  ]);
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
