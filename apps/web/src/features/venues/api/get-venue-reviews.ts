import { venueReviewsResponseSchema, type VenueReviews } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/venues/{id}/reviews/: the average rating and the latest reviews. */
export async function fetchVenueReviews(venueId: number, signal?: AbortSignal): Promise<VenueReviews> {
  return venueReviewsResponseSchema.parse(await api.get<unknown>(`/venues/${venueId}/reviews/`, { query: { limit: 5 }, signal }));
}

export function getVenueReviewsQueryOptions(venueId: number) {
  return queryOptions({ queryKey: queryKeys.reviews.venue(venueId), queryFn: ({ signal }) => fetchVenueReviews(venueId, signal) });
}

export function useVenueReviews(venueId: number) {
  return useQuery(getVenueReviewsQueryOptions(venueId));
}
