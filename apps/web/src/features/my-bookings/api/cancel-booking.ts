import { cancelBookingResponseSchema, type PlayerBooking } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** POST /api/bookings/{id}/cancel/: asks the venue to cancel; the booking becomes cancellation_requested. */
export async function cancelBooking(input: { bookingId: number; reason: string }): Promise<PlayerBooking> {
  const answer = await api.post<unknown>(`/bookings/${input.bookingId}/cancel/`, { reason: input.reason });
  return cancelBookingResponseSchema.parse(answer).booking;
}

export function useCancelBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelBooking,
    // player.md §4: the list reloads after a cancel request (also after a failure, which may mean it changed).
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.bookings.mine() }),
  });
}
