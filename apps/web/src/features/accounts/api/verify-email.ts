import { verifyEmailResponseSchema } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import type { AuthUser } from '@/lib/auth';

/** POST /api/auth/verify-email: confirms the address; the token works once. */
export async function verifyEmail(token: string): Promise<{ user: AuthUser; message: string }> {
  const answer = await api.post<unknown>('/auth/verify-email', { token });
  const { user, message } = verifyEmailResponseSchema.parse(answer);
  return { user, message };
}

/**
 * A query rather than an effect-fired mutation: the token is single-use, and TanStack Query runs one
 * request per key however often the page mounts (React StrictMode mounts twice in development) and
 * keeps the answer, so the second mount reads the first result instead of spending a used token.
 */
export function verifyEmailQueryOptions(token: string) {
  return queryOptions({
    queryKey: queryKeys.auth.verifyEmail(token),
    queryFn: () => verifyEmail(token),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
    refetchOnMount: false,
    refetchOnReconnect: false,
  });
}

export function useVerifyEmail(token: string | null) {
  return useQuery({ ...verifyEmailQueryOptions(token ?? ''), enabled: Boolean(token) });
}
