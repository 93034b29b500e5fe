import { ACTIVITY_SCROLL_HEIGHT_PX, type ActivityItem } from '@app/contracts';
import { clsx } from 'clsx';
import { Activity, Building2, CalendarCheck, Undo2, type LucideIcon } from 'lucide-react';
import {
  activityAmount,
  activityLabel,
  activityKind,
  activityWhen,
  type ActivityKind,
} from '../lib/activity-presentation';
import { EmptyState } from './admin-ui';

const ICONS: Record<ActivityKind, { icon: LucideIcon; className: string }> = {
  booking: { icon: CalendarCheck, className: 'bg-emerald-100 text-emerald-800' },
  venue: { icon: Building2, className: 'bg-sky-100 text-sky-800' },
  cancellation_request: { icon: Undo2, className: 'bg-amber-100 text-amber-900' },
  other: { icon: Activity, className: 'bg-slate-200 text-slate-700' },
};

/** The platform's latest bookings, venue reviews and cancellation requests, newest first, in a 520 px scroll area. */
export function ActivityFeed({ items, now }: { items: readonly ActivityItem[]; now: Date }) {
  return (
    <section aria-labelledby="admin-activity-title" className="rounded-xl border border-slate-200 bg-white shadow-sm">
      <h2 id="admin-activity-title" className="border-b border-slate-200 px-4 py-3 font-semibold text-slate-900">
        Recent activity
      </h2>
      {items.length === 0 ? (
        <div className="p-4">
          <EmptyState icon={Activity} title="No recent activity" />
        </div>
      ) : (
        <ol
          className="divide-y divide-slate-100 overflow-y-auto"
          style={{ maxHeight: ACTIVITY_SCROLL_HEIGHT_PX }}
          tabIndex={0}
          aria-label="Recent activity, newest first"
        >
          {items.map((item) => {
            const kind = activityKind(item);
            const { icon: Icon, className } = ICONS[kind];
            const amount = activityAmount(item);
            return (
              <li key={item.activity_id} className="flex gap-3 px-4 py-3">
                <span
                  className={clsx(
                    'mt-0.5 inline-flex size-8 shrink-0 items-center justify-center rounded-full',
                    className,
                  )}
                >
                  <Icon aria-hidden="true" className="size-4" />
                </span>
                <div className="min-w-0 flex-1">
                  <p className="text-sm break-words text-slate-900">{item.message}</p>
                  <p className="mt-0.5 text-xs text-slate-600">
                    {activityLabel(item)} · <time dateTime={item.created_at}>{activityWhen(item.created_at, now)}</time>
                  </p>
                </div>
                {amount && <span className="shrink-0 text-sm font-semibold text-slate-900 tabular-nums">{amount}</span>}
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
