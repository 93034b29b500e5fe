import { amendBookingResponseSchema, type PlayerBooking } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

type AmendBookingResult = ReturnType<typeof amendBookingResponseSchema.parse>;

interface AmendBookingInput {
  booking: Pick<PlayerBooking, 'id' | 'venueId' | 'sport' | 'date'>;
  timeSlots: string[];
}

/**
 * PATCH /api/bookings/{id}/edit/ with the new hours. The server prices new hours, keeps the price paid
 * for hours kept, and charges or refunds the difference at once.
 */
export async function amendBooking({ booking, timeSlots }: AmendBookingInput): Promise<AmendBookingResult> {
  const answer = await api.patch<unknown>(`/bookings/${booking.id}/edit/`, { timeSlots });
  return amendBookingResponseSchema.parse(answer);
}

export function useAmendBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: amendBooking,
    // player.md §4: the list reloads after an amendment; the booking's day changed as well.
    onSettled: (_data, _error, { booking }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.bookings.mine() }),
        queryClient.invalidateQueries({
          queryKey: queryKeys.venues.slots(booking.venueId, booking.sport, booking.date),
        }),
      ]),
  });
}
