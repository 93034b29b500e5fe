import { slotsResponseSchema, type SlotsResponse } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/venues/{id}/slots/: a sport's hours on a date, with prices and courts left (for a desk booking). */
export async function fetchDaySlots(venueId: number, sport: string, date: string, signal?: AbortSignal) {
  return slotsResponseSchema.parse(
    await api.get<unknown>(`/venues/${venueId}/slots/`, { query: { sport, date }, signal }),
  ) as SlotsResponse;
}

export function getDaySlotsQueryOptions(venueId: number, sport: string, date: string) {
  return queryOptions({
    queryKey: ['owner', 'day-slots', venueId, sport, date] as const,
    queryFn: ({ signal }) => fetchDaySlots(venueId, sport, date, signal),
    staleTime: 0,
  });
}

export function useDaySlots(venueId: number, sport: string, date: string) {
  return useQuery({ ...getDaySlotsQueryOptions(venueId, sport, date), enabled: Boolean(sport && date) });
}
