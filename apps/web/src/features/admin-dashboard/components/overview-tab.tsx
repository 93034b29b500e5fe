import { ADMIN_MESSAGES, formatPence } from '@app/contracts';
import { Building2, CalendarCheck, CalendarRange, PoundSterling, Undo2, UserCheck, Wallet } from 'lucide-react';
import { LoadingStatus } from '@/components/ui/loading-status';
import { useAdminOverview } from '../api/get-admin-overview';
import { ActivityFeed } from './activity-feed';
import { ErrorNotice, StatTile } from './admin-ui';
import { DailyCharts } from './daily-charts';

const pounds = (value: number) => formatPence(Math.round(value * 100));

/** Overview (owner-admin.md §2, §3 System health): figures, 30-day charts and the activity feed. */
export function OverviewTab() {
  const overview = useAdminOverview();
  if (overview.isPending) return <LoadingStatus size="card">Loading the platform overview…</LoadingStatus>;
  if (overview.isError) return <ErrorNotice>{ADMIN_MESSAGES.loadOverviewFailed}</ErrorNotice>;
  const { system_health: health, daily, recent_activity: activity } = overview.data;
  return (
    <div className="space-y-6">
      <section aria-labelledby="admin-health-title">
        <h2 id="admin-health-title" className="sr-only">
          System health
        </h2>
        <div className="grid grid-cols-2 gap-3 xl:grid-cols-4">
          <StatTile icon={CalendarCheck} label="Bookings today" value={health.bookings_today.toLocaleString('en-GB')} />
          <StatTile icon={PoundSterling} label="Revenue today" value={pounds(health.revenue_today)} />
          <StatTile
            icon={CalendarRange}
            label="Bookings this month"
            value={health.bookings_this_month.toLocaleString('en-GB')}
          />
          <StatTile icon={Wallet} label="Revenue this month" value={pounds(health.revenue_this_month)} />
          <StatTile
            icon={Undo2}
            tone={health.pending_cancellation_requests > 0 ? 'amber' : 'grey'}
            label="Pending cancellation requests"
            value={health.pending_cancellation_requests}
          />
          <StatTile
            icon={Building2}
            tone={health.venues_pending_approval > 0 ? 'amber' : 'grey'}
            label="Venues pending approval"
            value={health.venues_pending_approval}
          />
          <StatTile
            icon={UserCheck}
            tone={health.owners_pending_approval > 0 ? 'amber' : 'grey'}
            label="Owners pending approval"
            value={health.owners_pending_approval}
          />
        </div>
        <p className="mt-3 text-xs text-slate-600">{health.note}</p>
      </section>
      <DailyCharts daily={daily} />
      <ActivityFeed items={activity} now={new Date()} />
    </div>
  );
}
