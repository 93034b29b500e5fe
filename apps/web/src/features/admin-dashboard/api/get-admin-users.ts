import { usersListResponseSchema, type Role, type User } from '@app/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export interface UserFilters {
  search: string;
  role: Role | '';
  /** One page of `pageSize` accounts; without it, every match. */
  page?: number;
  pageSize?: number;
}

export interface UserList {
  users: User[];
  /** Every match, whether or not the answer is one page. */
  total: number;
}

/** GET /api/auth/users with an optional search (name or e-mail), role and page. */
export async function fetchAdminUsers(filters: UserFilters, signal?: AbortSignal): Promise<UserList> {
  const paging =
    filters.page === undefined ? {} : { page: String(filters.page), pageSize: String(filters.pageSize ?? 50) };
  const { users, total } = usersListResponseSchema.parse(
    await api.get<unknown>('/auth/users', {
      signal,
      query: { search: filters.search.trim(), role: filters.role, ...paging },
    }),
  );
  return { users, total };
}

export function getAdminUsersQueryOptions(filters: UserFilters) {
  return queryOptions({
    queryKey: queryKeys.admin.users(filters),
    queryFn: ({ signal }) => fetchAdminUsers(filters, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

export function useAdminUsers(filters: UserFilters) {
  return useQuery(getAdminUsersQueryOptions(filters));
}
