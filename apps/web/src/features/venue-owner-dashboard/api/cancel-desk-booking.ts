import { frontDeskBookingResponseSchema, type VenueCancelRequest } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** POST /api/venues/{id}/bookings/{bookingId}/cancel/: the venue cancels, with a reason and a refund. */
export async function cancelDeskBooking(input: { venueId: number; bookingId: number; body: VenueCancelRequest }) {
  return frontDeskBookingResponseSchema.parse(
    await api.post<unknown>(`/venues/${input.venueId}/bookings/${input.bookingId}/cancel/`, input.body),
  );
}

export function useCancelDeskBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelDeskBooking,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.owner.all() }),
  });
}
