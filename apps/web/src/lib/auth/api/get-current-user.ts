import { userResponseSchema } from '@app/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../api-client';
import type { AuthUser } from '../auth-user';

export const currentUserQueryKey = ['auth', 'me'] as const;

/** GET /api/auth/me: the signed-in user, fresh from the database (uses the stored token). */
export async function fetchCurrentUser(signal?: AbortSignal): Promise<AuthUser> {
  const answer = await api.get<unknown>('/auth/me', { signal });
  return userResponseSchema.parse(answer).user;
}

export function currentUserQueryOptions() {
  return queryOptions({
    queryKey: currentUserQueryKey,
    queryFn: ({ signal }) => fetchCurrentUser(signal),
    // Approval, verification and bans change on the server; a mounted screen asking is asking now.
    staleTime: 0,
  });
}
