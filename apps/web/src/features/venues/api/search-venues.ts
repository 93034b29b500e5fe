import { venueSearchResponseSchema, type VenueSearchResponse } from '@app/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import type { VenueSearchQuery } from '../lib/venue-list-filters';

export type VenueSearchResult = VenueSearchResponse['venues'][number];

/** GET /api/venues/: approved venues matching the filters, one page at a time. */
export async function searchVenues(query: VenueSearchQuery, signal?: AbortSignal): Promise<VenueSearchResponse> {
  try {
    const answer = await api.get<unknown>('/venues/', { query, signal });
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
