import { queryOptions } from '@tanstack/react-query';
import { api } from '../../api-client';
import { queryKeys } from '../../query-keys';
import type { AuthUser } from '../auth-user';

/** GET /api/auth/me: the signed-in user, fresh from the database (uses the stored token). */
export async function fetchCurrentUser(signal?: AbortSignal): Promise<AuthUser> {
  // The schema (and zod) is fetched with the answer, only when someone is signed in, so the
  // signed-out landing page does not download it.
  const [answer, { userResponseSchema }] = await Promise.all([
    api.get<unknown>('/auth/me', { signal }),
    import('./user-response-schema'),
  ]);
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
