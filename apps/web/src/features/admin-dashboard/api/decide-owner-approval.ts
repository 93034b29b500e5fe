import { userResponseSchema, type User } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export interface OwnerApprovalInput {
  userId: number;
  approved: boolean;
  notes?: string;
}

/** PATCH /api/auth/users/{id}/profile with approved, approvalDate and approvalNotes (admins only; the owner is e-mailed). */
export async function decideOwnerApproval({ userId, approved, notes }: OwnerApprovalInput): Promise<User> {
  const answer = await api.patch<unknown>(`/auth/users/${userId}/profile`, {
    approved,
    ...(approved ? { approvalDate: new Date().toISOString() } : {}),
    ...(notes?.trim() ? { approvalNotes: notes.trim() } : {}),
  });
  return userResponseSchema.parse(answer).user;
}

export function useDecideOwnerApproval() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideOwnerApproval,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.all() }),
  });
}
