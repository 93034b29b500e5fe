import {
  RECENT_ACTIVITY_LIMIT,
  VENUE_TIME_ZONE,
  VENUE_MESSAGES as M,
  oneDecimal,
  penceToPounds,
  type OwnerDashboard,
} from '@app/contracts';
import type { Database } from '@app/db';
import {
  addDays,
  analyticsPeriods,
  datesBetween,
  openHours,
  utilisationPercent,
  zonedTimeToUtc,
  type BlockedPeriod,
  type ScheduleDay,
  type SpecialDate,
} from '@app/domain';
import type { Kysely } from 'kysely';
import { notFound } from '../../errors/app-error';
import type { SessionUser } from '../auth/session-tokens';
import { ratingSummary } from '../reviews/review-repository';
import { ownerRecentActivity } from '../owner-notifications/activity-feed';
import { listOwnerVenueRecords } from './owner-venue-repository';
import {
  countLiveBookings,
  countVenueSports,
  dailyBookingFigures,
  heldCourtHours,
  recentBookings,
  venueRules,
} from './venue-analytics-repository';
import { requireApprovedOwner } from './venue-editing-service';

/*
 * GET /api/venues/dashboard/: the owner's Overview (owner-admin.md §3 Dashboard analytics) for one of
 * their venues or all of them. Definitions in docs/decisions/0012: weeks Sunday–Saturday and calendar
 * months in Europe/London; bookings and revenue by the date played; revenue is what confirmed paid
 * bookings hold (charges less refunds); utilisation is booked court-hours over open court-hours, net
 * of breaks and blocks, for the whole week.
 */

type Db = Kysely<Database>;
type Rules = Awaited<ReturnType<typeof venueRules>>;

/** Open court-hours per venue, sport and date of the week, as the availability engine sees them. */
function openCourtHours(
  rules: Rules,
  venueIds: readonly number[],
  dates: readonly string[],
): Map<string, Set<string>> & { courtHours: number } {
  const open = new Map<string, Set<string>>() as Map<string, Set<string>> & { courtHours: number };
  open.courtHours = 0;
  const daysOf = (venueId: number, sport: string | null): ScheduleDay[] =>
    rules.schedules
      .filter((row) => row.venue_id === venueId && row.sport === sport)
      .map((row) => ({
        dayOfWeek: row.day_of_week,
        isOpen: row.is_open === 1,
        openTime: row.open_time,
        closeTime: row.close_time,
        breaks: rules.breaks
          .filter((item) => item.schedule_id === row.id)
          .map((item) => ({ start: item.start_time, end: item.end_time, reason: item.reason })),
      }));
  for (const venueId of venueIds) {
    const general = daysOf(venueId, null);
    const specials: SpecialDate[] = rules.specials
      .filter((row) => row.venue_id === venueId)
      .map((row) => ({
        date: row.date,
        sport: row.sport,
        startTime: row.start_time,
        endTime: row.end_time,
        pricePence: row.price_pence,
        available: row.available === 1,
        notes: row.notes,
      }));
    const blocks: BlockedPeriod[] = rules.blocks
      .filter((row) => row.venue_id === venueId)
      .map((row) => ({
        startDate: row.start_date,
        endDate: row.end_date,
        allDay: row.all_day === 1,
        startTime: row.start_time,
        endTime: row.end_time,
        reason: row.reason,
        sport: row.sport,
      }));
    for (const sport of rules.sports.filter((row) => row.venue_id === venueId)) {
      const sportSchedule = daysOf(venueId, sport.sport);
      for (const date of dates) {
        const hours = openHours({
          date,
          sport: sport.sport,
          timeZone: VENUE_TIME_ZONE,
          generalSchedule: general,
          sportSchedule,
          specialDates: specials,
          blockedPeriods: blocks,
          sportPricePence: sport.price_per_hour_pence,
          courtCount: sport.court_count,
        });
        open.set(`${venueId}|${sport.sport}|${date}`, new Set(hours));
        open.courtHours += hours.length * sport.court_count;
      }
    }
  }
  return open;
}

async function utilisationThisWeek(db: Db, venueIds: readonly number[], week: { start: string; end: string }) {
  const [rules, held] = await Promise.all([
    venueRules(db, venueIds, { from: week.start, to: week.end }),
    heldCourtHours(db, venueIds, { from: week.start, to: week.end }),
  ]);
  const open = openCourtHours(rules, venueIds, datesBetween(week.start, week.end));
  // Only hours the venue is open count as booked: a booking kept from before a closure is not use of open time.
  const booked = held
    .filter((row) => open.get(`${row.venue_id}|${row.sport}|${row.date}`)?.has(row.start_time))
    .reduce((sum, row) => sum + row.held, 0);
  return { booked, open: open.courtHours, percent: utilisationPercent(booked, open.courtHours) };
}

const ratingOf = (summary: { average: number | null }) =>
  summary.average === null ? null : oneDecimal(summary.average);

export async function readOwnerDashboard(
  db: Db,
  owner: SessionUser,
  venueId: number | undefined,
  now: Date,
): Promise<Omit<OwnerDashboard, 'success'>> {
  requireApprovedOwner(owner);
  const owned = await listOwnerVenueRecords(db, owner.id);
  if (venueId !== undefined && !owned.some((venue) => venue.id === venueId)) throw notFound(M.venueNotFound);
  const venueIds = venueId !== undefined ? [venueId] : owned.map((venue) => venue.id);
  const periods = analyticsPeriods(now, VENUE_TIME_ZONE);
  const weekInstants = {
    from: zonedTimeToUtc(periods.week.start, '00:00', VENUE_TIME_ZONE).toISOString(),
    to: zonedTimeToUtc(addDays(periods.week.end, 1), '00:00', VENUE_TIME_ZONE).toISOString(),
  };
  const span = {
    from: [periods.dailyFrom, periods.week.start, periods.month.start].sort()[0]!,
    to: [periods.today, periods.week.end, periods.month.end].sort().at(-1)!,
  };
  const empty = venueIds.length === 0;
  const [sports, total, daily, utilisation, ratings, ratingsThisWeek, recent] = await Promise.all([
    empty ? 0 : countVenueSports(db, venueIds),
    empty ? 0 : countLiveBookings(db, venueIds),
    empty ? [] : dailyBookingFigures(db, venueIds, span),
    empty ? { booked: 0, open: 0, percent: null } : utilisationThisWeek(db, venueIds, periods.week),
    ratingSummary(db, venueIds),
    ratingSummary(db, venueIds, weekInstants),
    empty ? [] : recentBookings(db, venueIds, RECENT_ACTIVITY_LIMIT),
  ]);
  const within = (range: { start: string; end: string }) =>
    daily.filter((day) => day.date >= range.start && day.date <= range.end);
  const sum = (days: typeof daily, field: 'bookings' | 'revenuePence') =>
    days.reduce((total, day) => total + day[field], 0);
  const monthPence = sum(within(periods.month), 'revenuePence');
  const weekPence = sum(within(periods.week), 'revenuePence');
  return {
    venue_id: venueId ?? null,
    sports_available: sports,
    avg_rating: ratingOf(ratings),
    rating_count: ratings.count,
    total_bookings: total,
    revenue_this_month: penceToPounds(monthPence),
    revenue_this_month_pence: monthPence,
    bookings_this_week: sum(within(periods.week), 'bookings'),
    revenue_this_week: penceToPounds(weekPence),
    revenue_this_week_pence: weekPence,
    utilization_this_week: utilisation.percent,
    booked_hours_this_week: utilisation.booked,
    open_hours_this_week: utilisation.open,
    avg_rating_this_week: ratingOf(ratingsThisWeek),
    recent_activity: await ownerRecentActivity(db, venueIds, recent, RECENT_ACTIVITY_LIMIT),
    daily: datesBetween(periods.dailyFrom, periods.today).map((date) => {
      const day = daily.find((entry) => entry.date === date);
      return {
        date,
        bookings: day?.bookings ?? 0,
        revenue: penceToPounds(day?.revenuePence ?? 0),
        revenue_pence: day?.revenuePence ?? 0,
      };
    }),
    week: periods.week,
    month: periods.month,
  };
}
