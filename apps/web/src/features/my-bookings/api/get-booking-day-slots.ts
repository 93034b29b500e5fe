import { slotsResponseSchema, type SlotsResponse } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * GET /api/venues/{id}/slots/?sport=&date=: the day of a booking, for the amend popup. The key matches
 * the venue page's, so an amendment that invalidates one refreshes both.
 */
export async function fetchBookingDaySlots(venueId: number, sport: string, date: string, signal?: AbortSignal): Promise<SlotsResponse> {
  const answer = await api.get<unknown>(`/venues/${venueId}/slots/`, { query: { sport, date }, signal });
  return slotsResponseSchema.parse(answer);
}

export function getBookingDaySlotsQueryOptions(venueId: number, sport: string, date: string) {
  return queryOptions({
    queryKey: ['venues', 'detail', venueId, 'slots', sport, date] as const,
    queryFn: ({ signal }) => fetchBookingDaySlots(venueId, sport, date, signal),
    // Others book the same hours: what the popup shows is asked fresh each time it opens.
    staleTime: 0,
  });
}

export function useBookingDaySlots(venueId: number, sport: string, date: string, enabled: boolean) {
  return useQuery({ ...getBookingDaySlotsQueryOptions(venueId, sport, date), enabled });
}
