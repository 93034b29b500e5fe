import { messageResponseSchema } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export interface ResetPasswordInput {
  token: string;
  newPassword: string;
}

/** POST /api/auth/reset-password: sets the password, uses up the link and ends every session. */
export async function resetPassword({ token, newPassword }: ResetPasswordInput): Promise<string> {
  const answer = await api.post<unknown>('/auth/reset-password', { token, new_password: newPassword });
  return messageResponseSchema.parse(answer).message;
}

export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetPassword,
    // The link is spent now: a later visit must ask the server again rather than trust the cache,
    // but the page on screen must not re-check it and flip to 'invalid' under the success message.
    onSuccess: (_message, { token }) =>
      queryClient.invalidateQueries({ queryKey: queryKeys.auth.resetToken(token), refetchType: 'none' }),
  });
}
