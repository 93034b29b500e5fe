import {
  ownerNotificationSettingsResponseSchema,
  type OwnerNotificationDelivery,
  type OwnerNotificationSettingsResponse,
} from '@app/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/account/notifications/: how the owner hears about their bookings (docs/decisions/0057). */
export async function fetchOwnerNotificationSettings(signal?: AbortSignal): Promise<OwnerNotificationSettingsResponse> {
  const answer = await api.get<unknown>('/account/notifications/', { signal });
  return ownerNotificationSettingsResponseSchema.parse(answer);
}

export function getOwnerNotificationSettingsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.owner.notifications(),
    queryFn: ({ signal }) => fetchOwnerNotificationSettings(signal),
  });
}

export function useOwnerNotificationSettings() {
  return useQuery(getOwnerNotificationSettingsQueryOptions());
}

/** PATCH /api/account/notifications/ with `delivery`: answers the saved setting. */
export async function saveOwnerNotificationSettings(
  delivery: OwnerNotificationDelivery,
): Promise<OwnerNotificationSettingsResponse> {
  const answer = await api.patch<unknown>('/account/notifications/', { delivery });
  return ownerNotificationSettingsResponseSchema.parse(answer);
}

export function useSaveOwnerNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveOwnerNotificationSettings,
    onSuccess: (saved) => queryClient.setQueryData(queryKeys.owner.notifications(), saved),
  });
}
