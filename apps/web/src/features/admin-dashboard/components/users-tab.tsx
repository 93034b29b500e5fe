import { ADMIN_MESSAGES, AUTH_MESSAGES, type User } from '@app/contracts';
import { Search, Users } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { LoadingStatus } from '@/components/ui/loading-status';
import { Select } from '@/components/ui/select';
import { useAuth } from '@/lib/auth';
import { formatLondonDateTime } from '@app/domain';
import { useAdminUsers, type UserFilters } from '../api/get-admin-users';
import { useSetUserStatus } from '../api/set-user-status';
import { ROLE_FILTERS, ROLE_LABELS, userStatusAction } from '../lib/user-presentation';
import { Badge, EmptyState, ErrorNotice, SectionHeader } from './admin-ui';
import { BanUserDialog } from './ban-user-dialog';
import { DataTable, type Column } from './data-table';
import { ListPager } from './list-pager';

/** Accounts per page: enough to scan, few enough that a large marketplace's list stays quick. */
export const USERS_PAGE_SIZE = 25;

const columns: Column<User>[] = [
  {
    key: 'name',
    header: 'Name',
    primary: true,
    cell: (user) => <span className="font-semibold text-slate-900">{user.name}</span>,
  },
  { key: 'email', header: 'E-mail', cell: (user) => <span className="break-all">{user.email}</span> },
  {
    key: 'role',
    header: 'Role',
    cell: (user) => (
      <span className="inline-flex flex-wrap items-center justify-end gap-1.5 md:justify-start">
        {ROLE_LABELS[user.role]}
        {user.role === 'venue_owner' && !user.approved && <Badge tone="amber">Awaiting approval</Badge>}
      </span>
    ),
  },
  {
    key: 'status',
    header: 'Status',
    cell: (user) => (user.status === 'banned' ? <Badge tone="red">Banned</Badge> : <Badge tone="green">Active</Badge>),
  },
  { key: 'joined', header: 'Joined', cell: (user) => formatLondonDateTime(user.createdAt) },
];

/** Users (owner-admin.md §2): search, role filter, Ban (optional reason) and Unban. */
export function UsersTab() {
  const { user: me } = useAuth();
  const [filters, setFilters] = useState<UserFilters>({ search: '', role: '', page: 1, pageSize: USERS_PAGE_SIZE });
  // Typing stays responsive; the list follows the deferred text.
  const deferred = useDeferredValue(filters);
  const users = useAdminUsers(deferred);
  // A new search or role starts again at the first page.
  const filterBy = (change: Partial<UserFilters>) => setFilters((current) => ({ ...current, ...change, page: 1 }));
  const setStatus = useSetUserStatus();
  const [banning, setBanning] = useState<User | null>(null);

  const change = (user: User, status: 'banned' | 'active', reason?: string) =>
    setStatus.mutate(
      { userId: user.id, status, reason },
      {
        onSuccess: (message) => {
          toast.success(message || (status === 'banned' ? AUTH_MESSAGES.userBanned : AUTH_MESSAGES.userUnbanned));
          setBanning(null);
        },
        onError: () => toast.error(AUTH_MESSAGES.changeStatusFailed),
      },
    );

  return (
    <div>
      <SectionHeader
        title="Users"
        description={users.data ? `${users.data.total} ${users.data.total === 1 ? 'account' : 'accounts'}` : undefined}
      >
        <div className="relative w-full sm:w-72">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
          />
          <Input
            type="search"
            aria-label="Search users by name or e-mail"
            placeholder="Search name or e-mail"
            value={filters.search}
            onChange={(event) => filterBy({ search: event.target.value })}
            className="pl-9"
          />
        </div>
        <Select
          aria-label="Filter users by role"
          value={filters.role}
          onChange={(event) => filterBy({ role: event.target.value as UserFilters['role'] })}
          className="w-full sm:w-44"
        >
          {ROLE_FILTERS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
      </SectionHeader>
      {users.isPending ? (
        <LoadingStatus size="card">Loading users…</LoadingStatus>
      ) : users.isError ? (
        <ErrorNotice>{ADMIN_MESSAGES.loadUsersFailed}</ErrorNotice>
      ) : users.data.users.length === 0 ? (
        <EmptyState icon={Users} title="No users found">
          No account matches this search and role.
        </EmptyState>
      ) : (
        <>
          <DataTable
            caption="Users"
            columns={columns}
            rows={users.data.users}
            rowKey={(user) => user.id}
            actions={(user) => {
              const action = userStatusAction(user, me?.id ?? 0);
              if (action === 'ban')
                return (
                  <Button size="sm" variant="danger" onClick={() => setBanning(user)}>
                    Ban
                  </Button>
                );
              if (action === 'unban')
                return (
                  <Button
                    size="sm"
                    variant="secondary"
                    disabled={setStatus.isPending && setStatus.variables?.userId === user.id}
                    onClick={() => change(user, 'active')}
                  >
                    Unban
                  </Button>
                );
              return <span className="self-center text-xs text-slate-500">—</span>;
            }}
          />
          <ListPager
            page={filters.page ?? 1}
            pageSize={USERS_PAGE_SIZE}
            total={users.data.total}
            noun="accounts"
            onPage={(page) => setFilters((current) => ({ ...current, page }))}
          />
        </>
      )}
      <BanUserDialog
        user={banning}
        busy={setStatus.isPending}
        onClose={() => setBanning(null)}
        onBan={(reason) => banning && change(banning, 'banned', reason)}
      />
    </div>
  );
}
