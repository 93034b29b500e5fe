import { VENUE_MESSAGES as M, type CalendarBooking, type CalendarQuery, type CalendarResponse } from '@app/contracts';
import { readJsonList, type Database } from '@app/db';
import {
  addDays,
  bookingCode,
  calendarDayHours,
  calendarPaymentKey,
  calendarShades,
  dayOfWeek,
  formatHour,
  toZonedParts,
} from '@app/domain';
import type { Kysely } from 'kysely';
import { notFound } from '../../errors/app-error';
import type { SessionUser } from '../auth/session-tokens';
import { toBlock, toScheduleDays, toSpecial } from '../venues/availability-service';
import { listVenueCourts } from '../venues/venue-court-repository';
import {
  findVenue,
  loadBlockedPeriods,
  loadSchedules,
  loadSpecialDates,
  type VenueRow,
} from '../venues/venue-repository';
import {
  listCalendarBookings,
  listCalendarClaims,
  listCalendarSports,
  type CalendarBookingRow,
} from './venue-calendar-repository';

type Calendar = Omit<CalendarResponse, 'success'>;

/** The venue, for its owner and admins; anyone else is told it does not exist, as the other owner routes do. */
export async function findCalendarVenue(db: Kysely<Database>, viewer: SessionUser, venueId: number): Promise<VenueRow> {
  const venue = await findVenue(db, venueId);
  if (!venue || (viewer.role !== 'admin' && venue.owner_id !== viewer.id)) throw notFound(M.venueNotFound);
  return venue;
}

/**
 * GET /api/venues/{id}/calendar/: a venue's courts, hours and bookings for `days` days from `date`
 * (docs/decisions/0059). Each day's hours come from the availability engine (calendarDayHours), so the
 * calendar shades what players cannot book, for the reason they cannot.
 */
export async function readVenueCalendar(
  db: Kysely<Database>,
  venue: VenueRow,
  query: CalendarQuery,
  now: Date,
): Promise<Calendar> {
  const range = { from: query.date, to: addDays(query.date, query.days - 1) };
  const [sports, courts, schedules, specials, blocks, bookings, claims] = await Promise.all([
    listCalendarSports(db, venue.id),
    listVenueCourts(db, [venue.id]),
    loadSchedules(db, venue.id),
    loadSpecialDates(db, venue.id, range),
    loadBlockedPeriods(db, venue.id, range),
    listCalendarBookings(db, venue.id, range),
    listCalendarClaims(db, venue.id, range),
  ]);

  const generalSchedule = toScheduleDays(schedules, null);
  const specialDates = specials.map(toSpecial);
  const blockedPeriods = blocks.map(toBlock);
  const sportRules = sports.map((sport) => ({
    sport: sport.sport,
    sportSchedule: toScheduleDays(schedules, sport.sport),
    sportPricePence: sport.price_per_hour_pence,
    courtCount: sport.court_count,
  }));
  const days = Array.from({ length: query.days }, (_, index) => {
    const date = addDays(range.from, index);
    return {
      date,
      dayOfWeek: dayOfWeek(date),
      sports: sportRules.map((rules) => {
        const hours = calendarDayHours({
          ...rules,
          date,
          timeZone: venue.time_zone,
          generalSchedule,
          specialDates,
          blockedPeriods,
        });
        return { sport: rules.sport, hours, shaded: calendarShades(hours) };
      }),
    };
  });

  const courtsByHour = new Map<number, Map<string, number | null>>();
  for (const claim of claims) {
    const hours = courtsByHour.get(claim.booking_id) ?? new Map<string, number | null>();
    hours.set(claim.start_time, claim.court_id);
    courtsByHour.set(claim.booking_id, hours);
  }

  const local = toZonedParts(now, venue.time_zone);
  return {
    venue: { id: venue.id, name: venue.name, timeZone: venue.time_zone, approved: venue.approved === 1 },
    from: range.from,
    to: range.to,
    today: local.date,
    currentHour: formatHour(local.hour),
    sports: sports.map((sport) => ({
      sport: sport.sport,
      courts: courts
        .filter((court) => court.sport === sport.sport)
        .map((court) => ({ id: court.id, sport: court.sport, number: court.number, name: court.name })),
    })),
    days,
    bookings: bookings.map((row) => toCalendarBooking(row, courtsByHour.get(row.id))),
    blocks: blocks.map((row) => ({ id: row.id, ...toBlock(row) })),
  };
}

function toCalendarBooking(row: CalendarBookingRow, courts: Map<string, number | null> | undefined): CalendarBooking {
  const times = readJsonList(row.time_slots).sort();
  const isSplit = row.is_split === 1;
  const sharesPaidPence = Number(row.shares_paid_pence ?? 0);
  const manual = row.source === 'manual';
  const paymentKey = calendarPaymentKey({
    status: row.status as CalendarBooking['status'],
    paymentStatus: row.payment_status,
    source: row.source,
    venuePayment: row.venue_payment,
    venuePaidAt: row.venue_paid_at,
    venueRefundedPence: row.venue_refunded_pence,
    isSplit,
    sharesPaidPence,
    totalPence: row.total_pence,
  });
  const paidPence =
    paymentKey === 'paid_online' || paymentKey === 'paid_at_venue'
      ? row.total_pence
      : paymentKey === 'split_part_paid'
        ? sharesPaidPence
        : 0;
  const first = times[0] ?? '00:00';
  const last = times.at(-1) ?? first;
  return {
    id: row.id,
    code: bookingCode(row.id),
    sport: row.sport,
    date: row.date,
    hours: times.map((time) => ({ time, courtId: courts?.get(time) ?? null })),
    startTime: first,
    endTime: formatHour(Number(last.slice(0, 2)) + 1),
    status: row.status as CalendarBooking['status'],
    paymentKey,
    paymentStatus: row.payment_status,
    source: row.source,
    venuePayment: row.venue_payment,
    customer: manual
      ? { name: row.customer_name ?? row.user_name, email: row.customer_email, phone: row.customer_phone }
      : { name: row.user_name, email: row.user_email, phone: row.mobile_number ?? row.user_phone },
    amountPence: row.total_pence,
    paidPence,
    isSplit,
    holdExpiresAt: row.status === 'pending' ? row.hold_expires_at : null,
    payLinkDeadline: row.pay_link_deadline,
    noShow: row.no_show_at !== null,
    note: row.owner_note,
  };
}
