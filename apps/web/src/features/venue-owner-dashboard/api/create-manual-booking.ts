import { frontDeskBookingResponseSchema, type ManualBookingRequest } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** POST /api/venues/{id}/bookings/: a phone or walk-in booking. */
export async function createManualBooking(input: { venueId: number; body: ManualBookingRequest }) {
  return frontDeskBookingResponseSchema.parse(
    await api.post<unknown>(`/venues/${input.venueId}/bookings/`, input.body),
  );
}

/** Every owner tab shows bookings (calendar, table, overview): all of them refresh. */
export function useCreateManualBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createManualBooking,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.owner.all() }),
  });
}
