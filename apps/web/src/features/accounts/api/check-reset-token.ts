import { checkResetTokenResponseSchema } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** POST /api/auth/check-reset-token: resolves when the link is still valid; a 400 says why not. */
export async function checkResetToken(token: string): Promise<true> {
  const answer = await api.post<unknown>('/auth/check-reset-token', { token });
  return checkResetTokenResponseSchema.parse(answer).valid;
}

export function resetTokenQueryOptions(token: string) {
  return queryOptions({
    queryKey: queryKeys.auth.resetToken(token),
    queryFn: () => checkResetToken(token),
    // Checked once per visit; an invalid link will not become valid on retry.
    retry: false,
    staleTime: Infinity,
  });
}

export function useResetTokenCheck(token: string | null) {
  return useQuery({ ...resetTokenQueryOptions(token ?? ''), enabled: Boolean(token) });
}
