import { userResponseSchema } from '@app/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../api-client';
import { queryKeys } from '../../query-keys';
import type { AuthUser } from '../auth-user';

/** GET /api/auth/me: the signed-in user, fresh from the database (uses the stored token). */
export async function fetchCurrentUser(signal?: AbortSignal): Promise<AuthUser> {
  const answer = await api.get<unknown>('/auth/me', { signal });
  return userResponseSchema.parse(answer).user;
}

export function currentUserQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.auth.currentUser(),
    queryFn: ({ signal }) => fetchCurrentUser(signal),
    // Approval, verification and bans change on the server; a mounted screen asking is asking now.
    staleTime: 0,
  });
}
