import { deleteAccountResponseSchema } from '@app/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/**
 * DELETE /api/account/delete/ with {confirm: true} (the server refuses a delete without it); 409 while
 * the player has upcoming bookings. The `api.delete` shorthand sends no body, hence apiRequest.
 */
export async function deleteAccount(): Promise<string> {
  const answer = await apiRequest<unknown>('/account/delete/', { method: 'DELETE', body: { confirm: true } });
  return deleteAccountResponseSchema.parse(answer).message;
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
