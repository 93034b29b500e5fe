import { frontDeskBookingReadSchema, type FrontDeskBooking } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/venues/{id}/bookings/{bookingId}/: one booking as the desk sees it. */
export async function fetchDeskBooking(
  venueId: number,
  bookingId: number,
  signal?: AbortSignal,
): Promise<FrontDeskBooking> {
  return frontDeskBookingReadSchema.parse(
    await api.get<unknown>(`/venues/${venueId}/bookings/${bookingId}/`, { signal }),
  ).booking;
}

export function getDeskBookingQueryOptions(venueId: number, bookingId: number) {
  return queryOptions({
    queryKey: queryKeys.owner.deskBooking(venueId, bookingId),
    queryFn: ({ signal }) => fetchDeskBooking(venueId, bookingId, signal),
    staleTime: 0,
  });
}

export function useDeskBooking(venueId: number, bookingId: number | null) {
  return useQuery({ ...getDeskBookingQueryOptions(venueId, bookingId ?? 0), enabled: bookingId !== null });
}
