import { VENUE_PAGE_SIZE_MAX, venueSearchResponseSchema, type VenueSearchResponse } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export type AdminVenue = VenueSearchResponse['venues'][number];

/**
 * Every venue, approved or not, with its owner (GET /api/venues/?approval=all with an admin's token).
 * The list is paged by the server; an admin sees them all, so the pages are read in turn.
 */
export async function fetchAdminVenues(signal?: AbortSignal): Promise<AdminVenue[]> {
  const venues: AdminVenue[] = [];
  for (let page = 1; ; page += 1) {
    const answer = venueSearchResponseSchema.parse(
      await api.get<unknown>('/venues/', {
        signal,
        query: { approval: 'all', sort: 'name', page, pageSize: VENUE_PAGE_SIZE_MAX },
      }),
    );
    venues.push(...answer.venues);
    if (answer.venues.length < VENUE_PAGE_SIZE_MAX || venues.length >= answer.total) return venues;
  }
}

export function getAdminVenuesQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.admin.venues(),
    queryFn: ({ signal }) => fetchAdminVenues(signal),
    staleTime: 0,
  });
}

export function useAdminVenues() {
  return useQuery(getAdminVenuesQueryOptions());
}
