import type { SlotsResponse } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/*
 * GET /api/venues/{id}/slots/?sport=&date=: a day's hourly slots with price and availability. One query
 * for the venue page's picker and the amend popup in My bookings, so a booking or an amendment made on
 * one refreshes the other (both sit under the venue's key).
 */
export async function fetchVenueSlots(
  venueId: number,
  sport: string,
  date: string,
  signal?: AbortSignal,
): Promise<SlotsResponse> {
  try {
    // The schema (and zod) load beside the first answer rather than with the venue page's code.
    const [answer, { slotsResponseSchema }] = await Promise.all([
      api.get<unknown>(`/venues/${venueId}/slots/`, { query: { sport, date }, signal }),
      import('./slots-schema'),
    ]);
    return slotsResponseSchema.parse(answer);
  } catch (error) {
    if (!signal?.aborted) console.error('Loading slots failed', error);
    throw error;
  }
}

export function getVenueSlotsQueryOptions(venueId: number, sport: string, date: string) {
  return queryOptions({
    queryKey: queryKeys.venues.slots(venueId, sport, date),
    queryFn: ({ signal }) => fetchVenueSlots(venueId, sport, date, signal),
    // Other players take hours at any moment, and both screens let the player pick from this answer, so
    // no answer counts as fresh: a day shown again (or the popup opened again) asks the server at once,
    // while the last answer stays on screen until the new one arrives. The server still checks every
    // hold; this only keeps the picker from offering hours that went a minute ago. (The venue page used
    // to trust an answer for 15 s and the popup for 0 s; one rule is simpler and never less correct.)
    staleTime: 0,
  });
}

export function useVenueSlots(
  venueId: number,
  sport: string,
  date: string,
  { enabled = true }: { enabled?: boolean } = {},
) {
  return useQuery({ ...getVenueSlotsQueryOptions(venueId, sport, date), enabled: enabled && Boolean(sport && date) });
}
