import { invitationResponseSchema, type Invitation } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/split-payments/{token}/ (public): the invitee's share and its state. */
export async function fetchInvitation(token: string, signal?: AbortSignal): Promise<Invitation> {
  const answer = await api.get<unknown>(`/split-payments/${encodeURIComponent(token)}/`, { signal });
  return invitationResponseSchema.parse(answer).invitation;
}

export function getInvitationQueryOptions(token: string) {
  return queryOptions({
    queryKey: queryKeys.splitPayments.invitation(token),
    queryFn: ({ signal }) => fetchInvitation(token, signal),
    // An unknown link stays unknown; asking again only delays the message.
    retry: false,
  });
}

export function useInvitation(token: string) {
  return useQuery(getInvitationQueryOptions(token));
}
