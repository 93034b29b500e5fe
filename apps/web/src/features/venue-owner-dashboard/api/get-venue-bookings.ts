import { venueBookingsResponseSchema, type VenueBookingsResponse } from '@app/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import type { BookingFilters } from '../lib/booking-filters';
import { bookingFilterQuery } from '../lib/booking-filters';

/** GET /api/venues/{id}/bookings/ with the tab's filters: the newest bookings and a summary of all that match. */
export async function fetchVenueBookings(
  venueId: number,
  filters: BookingFilters,
  limit: number,
  signal?: AbortSignal,
): Promise<VenueBookingsResponse> {
  const answer = await api.get<unknown>(`/venues/${venueId}/bookings/`, {
    query: { ...bookingFilterQuery(filters), limit },
    signal,
  });
  return venueBookingsResponseSchema.parse(answer);
}

export function getVenueBookingsQueryOptions(venueId: number, filters: BookingFilters, limit: number) {
  return queryOptions({
    queryKey: queryKeys.owner.bookings(venueId, { ...filters, limit }),
    queryFn: ({ signal }) => fetchVenueBookings(venueId, filters, limit, signal),
    staleTime: 0,
    // A filter change keeps the table on screen while the new answer loads.
    placeholderData: keepPreviousData,
  });
}

export function useVenueBookings(venueId: number, filters: BookingFilters, limit: number) {
  return useQuery(getVenueBookingsQueryOptions(venueId, filters, limit));
}
