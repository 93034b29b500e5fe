import {
  ADMIN_ACTIVITY_LIMIT,
  ADMIN_CHART_DAYS,
  ADMIN_MESSAGES,
  VENUE_TIME_ZONE,
  penceToPounds,
  type ActivityItem,
  type AdminOverview,
} from '@app/contracts';
import {
  addDays,
  analyticsPeriods,
  datesBetween,
  platformDailyFigures,
  sumFiguresFrom,
  zonedTimeToUtc,
} from '@app/domain';
import type { ServiceDeps } from '../../service-deps';
import { activityOfLogLine } from '../owner-notifications/activity-feed';
import {
  confirmationsSince,
  countOwnersAwaitingApproval,
  countPendingCancellationRequests,
  countVenuesAwaitingApproval,
  ledgerMovementsSince,
  recentActivityRows,
} from './overview-repository';

/*
 * GET /api/admin/overview/ (owner-admin.md §2 Overview, §3 Activity item and System health): the
 * activity feed, today's and this month's figures and a daily series for the charts, all by London
 * day (docs/decisions/0016).
 */

/** Activity rows keep pence (`total_pence`); the spec's data carries pounds (`total_amount`). */
export function activityDataInPounds(data: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(data)) {
    if (key.endsWith('_pence') && typeof value === 'number' && Number.isSafeInteger(value)) {
      out[key.replace(/_pence$/, '_amount')] = penceToPounds(value);
    }
    out[key] = value;
  }
  return out;
}

function parseData(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

export async function adminOverview(deps: Pick<ServiceDeps, 'db' | 'now'>): Promise<Omit<AdminOverview, 'success'>> {
  const periods = analyticsPeriods(deps.now, VENUE_TIME_ZONE);
  const chartFrom = addDays(periods.today, -(ADMIN_CHART_DAYS - 1));
  const firstDay = chartFrom < periods.month.start ? chartFrom : periods.month.start;
  const since = zonedTimeToUtc(firstDay, '00:00', VENUE_TIME_ZONE).toISOString();

  const [activity, confirmations, movements, pendingRequests, pendingVenues, pendingOwners] = await Promise.all([
    recentActivityRows(deps.db, ADMIN_ACTIVITY_LIMIT),
    confirmationsSince(deps.db, since),
    ledgerMovementsSince(deps.db, since),
    countPendingCancellationRequests(deps.db),
    countVenuesAwaitingApproval(deps.db),
    countOwnersAwaitingApproval(deps.db),
  ]);
  const days = platformDailyFigures(
    datesBetween(firstDay, periods.today),
    confirmations.map((row) => ({ at: row.at! })),
    movements.map((row) => ({ at: row.at, kind: row.kind, amountPence: row.amount_pence })),
    VENUE_TIME_ZONE,
  );
  const today = sumFiguresFrom(days, periods.today);
  const month = sumFiguresFrom(days, periods.month.start);

  const recentActivity: ActivityItem[] = activity.map((row) => {
    const data = parseData(row.data);
    return {
      activity_id: row.id,
      type: row.type,
      id: row.subject_id,
      created_at: row.created_at,
      message: row.message,
      data: activityDataInPounds(data),
      activity: activityOfLogLine(row.type, data),
    };
  });

  return {
    recent_activity: recentActivity,
    system_health: {
      bookings_today: today.bookings,
      revenue_today: penceToPounds(today.revenuePence),
      bookings_this_month: month.bookings,
      revenue_this_month: penceToPounds(month.revenuePence),
      pending_cancellation_requests: pendingRequests,
      venues_pending_approval: pendingVenues,
      owners_pending_approval: pendingOwners,
      note: ADMIN_MESSAGES.healthNote,
    },
    daily: days
      .filter((day) => day.date >= chartFrom)
      .map((day) => ({
        date: day.date,
        bookings: day.bookings,
        revenue: penceToPounds(day.revenuePence),
        revenue_pence: day.revenuePence,
      })),
  };
}
