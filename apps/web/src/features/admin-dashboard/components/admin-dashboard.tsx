import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { PageTitle } from '@/components/page-title';
import { Tabs } from '@/components/ui/tabs';
import { useAuth } from '@/lib/auth';
import { useAdminOverview } from '../api/get-admin-overview';
import { adminTabFromParam, visibleAdminTabs, type AdminTab } from '../lib/admin-tabs';
import { OverviewTab } from './overview-tab';
import { OwnerApprovalsTab } from './owner-approvals-tab';
import { RefundsTab } from './refunds-tab';
import { UsersTab } from './users-tab';
import { VenueApprovalsTab } from './venue-approvals-tab';
import { VenuesTab } from './venues-tab';

function CountBadge({ count }: { count: number | undefined }) {
  if (!count) return null;
  return (
    <span className="relative inline-flex min-w-5 items-center justify-center rounded-full bg-amber-100 px-1.5 text-xs font-bold text-amber-900">
      {count}
      <span className="sr-only"> waiting</span>
    </span>
  );
}

export interface AdminDashboardProps {
  /** The Blog tab's content, composed by the app from the blog feature; the tab shows only when given. */
  blogTab?: ReactNode;
}

/**
 * /dashboard for an admin (owner-admin.md §2 Admin dashboard): seven tabs. The open tab is kept in the
 * URL (?tab=…) so a reload or a shared link opens the same one.
 */
export function AdminDashboard({ blogTab }: AdminDashboardProps) {
  const { user } = useAuth();
  const [params, setParams] = useSearchParams();
  const hasBlog = blogTab !== undefined && blogTab !== null;
  const tab = adminTabFromParam(params.get('tab'), hasBlog);
  // The tab badges read the overview's counts (cached, shared with the Overview tab).
  const health = useAdminOverview().data?.system_health;
  const counts: Partial<Record<AdminTab, number>> = {
    refunds: health?.pending_cancellation_requests,
    'owner-approvals': health?.owners_pending_approval,
    'venue-approvals': health?.venues_pending_approval,
  };
  const panels: Record<AdminTab, () => ReactNode> = {
    overview: () => <OverviewTab />,
    venues: () => <VenuesTab />,
    users: () => <UsersTab />,
    refunds: () => <RefundsTab />,
    'owner-approvals': () => <OwnerApprovalsTab />,
    'venue-approvals': () => <VenueApprovalsTab />,
    blog: () => blogTab,
  };

  return (
    <section className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6">
      <PageTitle>Admin dashboard</PageTitle>
      <div className="mb-6">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Admin dashboard</h1>
        <p className="mt-1 text-slate-600">
          Signed in as {user?.name}. Approve owners and venues, manage users, decide refunds and watch the platform.
        </p>
      </div>
      <Tabs
        label="Admin dashboard sections"
        idPrefix="admin"
        items={visibleAdminTabs(hasBlog).map((item) => ({
          value: item.value,
          label: (
            <>
              {item.label}
              <CountBadge count={counts[item.value]} />
            </>
          ),
        }))}
        value={tab}
        onValueChange={(next) => setParams(next === 'overview' ? {} : { tab: next }, { replace: true })}
      >
        {(value) => panels[value]()}
      </Tabs>
    </section>
  );
}

export default AdminDashboard;
