import { messageResponseSchema } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export interface UserStatusInput {
  userId: number;
  status: 'banned' | 'active';
  reason?: string;
}

/** PATCH /api/auth/users/{id}/status: ban (optional reason; ends the user's sessions) or unban. */
export async function setUserStatus({ userId, status, reason }: UserStatusInput): Promise<string> {
  const answer = await api.patch<unknown>(`/auth/users/${userId}/status`, {
    status,
    ...(status === 'banned' && reason?.trim() ? { reason: reason.trim() } : {}),
  });
  return messageResponseSchema.parse(answer).message;
}

export function useSetUserStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setUserStatus,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.all() }),
  });
}
