import { frontDeskBookingResponseSchema, type VenueBookingPatch } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** PATCH /api/venues/{id}/bookings/{bookingId}/: paid, no-show, note, or another court. */
export async function updateDeskBooking(input: { venueId: number; bookingId: number; patch: VenueBookingPatch }) {
  return frontDeskBookingResponseSchema.parse(
    await api.patch<unknown>(`/venues/${input.venueId}/bookings/${input.bookingId}/`, input.patch),
  );
}

export function useUpdateDeskBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDeskBooking,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.owner.all() }),
  });
}
