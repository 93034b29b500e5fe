import { adminOverviewResponseSchema, type AdminOverview } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/admin/overview/: recent activity, system health and 30 days of bookings and revenue. */
export async function fetchAdminOverview(signal?: AbortSignal): Promise<AdminOverview> {
  return adminOverviewResponseSchema.parse(await api.get<unknown>('/admin/overview/', { signal }));
}

export function getAdminOverviewQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.admin.overview(),
    queryFn: ({ signal }) => fetchAdminOverview(signal),
    staleTime: 30_000,
  });
}

export function useAdminOverview() {
  return useQuery(getAdminOverviewQueryOptions());
}
