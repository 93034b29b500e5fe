import type { VenueSearchResponse } from '@app/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import type { VenueSearchQuery } from '../lib/venue-list-filters';

export type VenueSearchResult = VenueSearchResponse['venues'][number];

/**
 * GET /api/venues/: approved venues matching the filters, one page at a time. The schema (and zod)
 * load with the first answer the page asks for itself: the first page arrives inside the HTML
 * (src/prerender), so the list shows without them.
 */
export async function searchVenues(query: VenueSearchQuery, signal?: AbortSignal): Promise<VenueSearchResponse> {
  try {
    const [answer, { venueSearchResponseSchema }] = await Promise.all([
      api.get<unknown>('/venues/', { query, signal }),
      import('./venue-search-schema'),
    ]);
    return venueSearchResponseSchema.parse(answer);
  } catch (error) {
    // The list shows as empty with a retry button (player.md §8); the cause is only logged.
    if (!signal?.aborted) console.error('Venue search failed', error);
    throw error;
  }
}

export function getVenueSearchQueryOptions(query: VenueSearchQuery) {
  return queryOptions({
    queryKey: queryKeys.venues.search(query),
    queryFn: ({ signal }) => searchVenues(query, signal),
    // Paging or refining keeps the previous results on screen until the next answer arrives.
    placeholderData: keepPreviousData,
  });
}

export function useVenueSearch(query: VenueSearchQuery) {
  return useQuery(getVenueSearchQueryOptions(query));
}
