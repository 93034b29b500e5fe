import { formatPence } from '@app/contracts';
import { formatLondonDateTime, formatVenueDate, formatVenueDateRange, timeSlotsLabel } from '@app/domain';
import { CalendarCheck, Gauge, PoundSterling, Star, Trophy } from 'lucide-react';
import type { ReactNode } from 'react';
import { clsx } from 'clsx';
import { LoadingStatus } from '@/components/ui/loading-status';
import { useOwnerDashboard } from '../api/get-owner-dashboard';
import { ACTIVITY_COLOURS, ACTIVITY_VERBS, BADGE_CLASSES } from '../lib/status-colours';
import { DailyCharts } from './daily-charts';

function Stat({ icon, label, value, detail }: { icon: ReactNode; label: string; value: string; detail?: string }) {
  return (
    <div role="group" aria-label={label} className="rounded-xl border border-slate-200 bg-white p-4">
      <div className="flex items-center gap-2 text-sm text-slate-700">
        <span className="text-emerald-700">{icon}</span>
        {label}
      </div>
      <p className="mt-2 text-2xl font-bold text-slate-900">{value}</p>
      {detail && <p className="mt-1 text-xs text-slate-600">{detail}</p>}
    </div>
  );
}

const rating = (value: number | null) => (value === null ? '–' : `${value.toFixed(1)} / 5`);
const SHORT_DATE: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short' };

/** Overview (owner-admin.md §2, §3 Dashboard analytics) for the chosen venue. */
export function OverviewTab({ venueId }: { venueId: number }) {
  const dashboard = useOwnerDashboard(venueId);
  if (dashboard.isPending) return <LoadingStatus className="py-12">Loading your analytics…</LoadingStatus>;
  if (dashboard.isError)
    return (
      <p role="alert" className="py-12 text-center text-red-700">
        Failed to load your analytics. Please try again.
      </p>
    );
  const data = dashboard.data;
  const icon = 'size-4';
  return (
    <div className="space-y-6">
      <section aria-labelledby="overview-all-time">
        <h2 id="overview-all-time" className="mb-3 text-lg font-semibold text-slate-900">
          At a glance
        </h2>
        <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          <Stat
            icon={<Trophy className={icon} aria-hidden="true" />}
            label="Sports available"
            value={String(data.sports_available)}
          />
          <Stat
            icon={<Star className={icon} aria-hidden="true" />}
            label="Average rating"
            value={rating(data.avg_rating)}
            detail={`${data.rating_count} review${data.rating_count === 1 ? '' : 's'}`}
          />
          <Stat
            icon={<CalendarCheck className={icon} aria-hidden="true" />}
            label="Total bookings"
            value={String(data.total_bookings)}
          />
          <Stat
            icon={<PoundSterling className={icon} aria-hidden="true" />}
            label="Revenue this month"
            value={formatPence(data.revenue_this_month_pence)}
            detail={formatVenueDateRange(data.month.start, data.month.end, SHORT_DATE)}
          />
        </div>
      </section>
      <section aria-labelledby="overview-week">
        <h2 id="overview-week" className="mb-3 text-lg font-semibold text-slate-900">
          This week{' '}
          <span className="text-sm font-normal text-slate-600">
            ({formatVenueDateRange(data.week.start, data.week.end, SHORT_DATE)})
          </span>
        </h2>
        <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          <Stat
            icon={<CalendarCheck className={icon} aria-hidden="true" />}
            label="Bookings this week"
            value={String(data.bookings_this_week)}
          />
          <Stat
            icon={<PoundSterling className={icon} aria-hidden="true" />}
            label="Revenue this week"
            value={formatPence(data.revenue_this_week_pence)}
          />
          <Stat
            icon={<Gauge className={icon} aria-hidden="true" />}
            label="Utilisation this week"
            value={data.utilization_this_week === null ? '–' : `${data.utilization_this_week.toFixed(1)}%`}
            detail={`${data.booked_hours_this_week} of ${data.open_hours_this_week} court-hours booked`}
          />
          <Stat
            icon={<Star className={icon} aria-hidden="true" />}
            label="Rating this week"
            value={rating(data.avg_rating_this_week)}
          />
        </div>
      </section>
      <DailyCharts daily={data.daily} />
      <section aria-labelledby="overview-activity" className="rounded-xl border border-slate-200 bg-white p-4">
        <h2 id="overview-activity" className="text-lg font-semibold text-slate-900">
          Recent activity
        </h2>
        {data.recent_activity.length === 0 ? (
          <p className="py-6 text-center text-slate-600">No recent activity</p>
        ) : (
          <ul className="mt-2 divide-y divide-slate-100">
            {data.recent_activity.map((item) => (
              <li
                key={`${item.id}-${item.activity}-${item.created_at}`}
                className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-3 text-sm"
              >
                <div>
                  <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
                    <span
                      className={clsx(
                        'rounded-full px-2 py-0.5 text-xs font-semibold',
                        BADGE_CLASSES[ACTIVITY_COLOURS[item.activity]],
                      )}
                    >
                      {item.activity_label}
                    </span>
                    <span>
                      {item.user.name} {ACTIVITY_VERBS[item.activity]} {item.sport}
                      {item.refund_amount_pence !== null && ` (${formatPence(item.refund_amount_pence)} back)`}
                    </span>
                  </p>
                  <p className="text-slate-600">
                    {formatVenueDate(item.date)} · {timeSlotsLabel(item.time_slots)} · {item.venue.name}
                  </p>
                </div>
                <div className="text-right">
                  <p className="font-semibold text-slate-900">{formatPence(item.total_amount_pence)}</p>
                  <p className="text-xs text-slate-600">{formatLondonDateTime(item.created_at)}</p>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
