import { slotsResponseSchema, type SlotsResponse } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * GET /api/venues/{id}/slots/?sport=&date=: the day's hourly slots with price and availability. The
 * server is the source of truth for both; the page renders what it says.
 */
export async function fetchVenueSlots(venueId: number, sport: string, date: string, signal?: AbortSignal): Promise<SlotsResponse> {
  try {
    const answer = await api.get<unknown>(`/venues/${venueId}/slots/`, { query: { sport, date }, signal });
    return slotsResponseSchema.parse(answer);
  } catch (error) {
    if (!signal?.aborted) console.error('Loading slots failed', error);
    throw error;
  }
}

export function getVenueSlotsQueryOptions(venueId: number, sport: string, date: string) {
  return queryOptions({
    queryKey: ['venues', 'detail', venueId, 'slots', sport, date] as const,
    queryFn: ({ signal }) => fetchVenueSlots(venueId, sport, date, signal),
    // Other players book too: an answer older than this is asked again when the day is shown.
    staleTime: 15_000,
  });
}

export function useVenueSlots(venueId: number, sport: string, date: string) {
  return useQuery({ ...getVenueSlotsQueryOptions(venueId, sport, date), enabled: Boolean(sport && date) });
}
