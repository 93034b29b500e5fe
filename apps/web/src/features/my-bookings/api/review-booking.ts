import { reviewResponseSchema, type ReviewRequest } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** POST /api/bookings/{id}/review/: rates a played booking once (1–5 stars, optional comment). */
export async function reviewBooking(input: { bookingId: number; review: ReviewRequest }) {
  return reviewResponseSchema.parse(await api.post<unknown>(`/bookings/${input.bookingId}/review/`, input.review));
}

export function useReviewBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reviewBooking,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.bookings.mine() }),
  });
}
