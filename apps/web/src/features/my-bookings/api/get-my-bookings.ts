import { myBookingsResponseSchema, type PlayerBooking } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/bookings/my-bookings/: the player's bookings, newest first, each with its display status. */
export async function fetchMyBookings(signal?: AbortSignal): Promise<PlayerBooking[]> {
  const answer = await api.get<unknown>('/bookings/my-bookings/', { signal });
  return myBookingsResponseSchema.parse(answer).bookings;
}

export function getMyBookingsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.bookings.mine(),
    queryFn: async ({ signal }) => {
      try {
        return await fetchMyBookings(signal);
      } catch (error) {
        if (signal.aborted) throw error;
        // player.md §8: a failed list load shows an empty list; the cause goes to the console only.
        console.error('Loading your bookings failed', error);
        return [];
      }
    },
    // Bookings change outside this tab (checkout, the venue's decision on a cancellation): always re-ask on mount.
    staleTime: 0,
  });
}

export function useMyBookings() {
  return useQuery(getMyBookingsQueryOptions());
}
