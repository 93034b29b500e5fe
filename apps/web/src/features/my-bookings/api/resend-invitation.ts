import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /api/bookings/{id}/participants/{participantId}/resend/ (organiser): e-mails the invitee's link again. */
export async function resendInvitation({
  bookingId,
  participantId,
}: {
  bookingId: number;
  participantId: number;
}): Promise<string> {
  const answer = await api.post<{ message?: string }>(`/bookings/${bookingId}/participants/${participantId}/resend/`);
  return answer?.message || 'Invitation sent again.';
}

export function useResendInvitation() {
  return useMutation({ mutationFn: resendInvitation });
}
