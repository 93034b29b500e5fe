import { calendarResponseSchema, type CalendarResponse } from '@app/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/venues/{id}/calendar/: the venue's courts, hours and bookings for `days` days from `date`. */
export async function fetchVenueCalendar(
  venueId: number,
  date: string,
  days: number,
  signal?: AbortSignal,
): Promise<CalendarResponse> {
  const answer = await api.get<unknown>(`/venues/${venueId}/calendar/`, { query: { date, days }, signal });
  return calendarResponseSchema.parse(answer);
}

export function getVenueCalendarQueryOptions(venueId: number, date: string, days: number) {
  return queryOptions({
    queryKey: queryKeys.owner.calendar(venueId, date, days),
    queryFn: ({ signal }) => fetchVenueCalendar(venueId, date, days, signal),
    staleTime: 0,
    // The front desk leaves it open: new online bookings appear within a minute.
    refetchInterval: 60_000,
    // Moving to another day keeps the grid on screen while the new one loads.
    placeholderData: keepPreviousData,
  });
}

export function useVenueCalendar(venueId: number, date: string, days: number) {
  return useQuery(getVenueCalendarQueryOptions(venueId, date, days));
}
