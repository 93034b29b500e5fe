import { usersListResponseSchema, type Role, type User } from '@app/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export interface UserFilters {
  search: string;
  role: Role | '';
}

/** GET /api/auth/users with an optional search (name or e-mail) and role. */
export async function fetchAdminUsers(filters: UserFilters, signal?: AbortSignal): Promise<User[]> {
  return usersListResponseSchema.parse(await api.get<unknown>('/auth/users', { signal, query: { search: filters.search.trim(), role: filters.role } })).users;
}

export function getAdminUsersQueryOptions(filters: UserFilters) {
  return queryOptions({ queryKey: queryKeys.admin.users(filters), queryFn: ({ signal }) => fetchAdminUsers(filters, signal), staleTime: 0, placeholderData: keepPreviousData });
}

export function useAdminUsers(filters: UserFilters) {
  return useQuery(getAdminUsersQueryOptions(filters));
}
