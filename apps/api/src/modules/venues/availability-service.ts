import { AVAILABILITY_MESSAGES as M, formatPence, type Availability, type Slot } from '@app/contracts';
import type { Database, Engine } from '@app/db';
import {
  bookingWindow,
  computeDaySlots,
  isValidDate,
  isWithinBookingWindow,
  toZonedParts,
  type BlockedPeriod,
  type ComputedSlot,
  type ScheduleDay,
  type SpecialDate,
} from '@app/domain';
import type { Kysely } from 'kysely';
import { badRequest, notFound } from '../../errors/app-error';
import type { SessionUser } from '../auth/session-tokens';
import { derivedFrom, loadVenuePageWithClaims } from './venue-page-store';
import {
  countClaims,
  findVenueDayReader,
  findVenueSport,
  loadBlockedPeriods,
  loadSchedules,
  loadSpecialDates,
  venueWithDayRowsFrom,
  venueWithDayRowsQuery,
  type VenueDayRows,
  type VenueRow,
  type VenueWithDayRowsRow,
} from './venue-repository';
import { priceInPounds } from './venue-views';

type Db = Kysely<Database>;
type ScheduleRows = Awaited<ReturnType<typeof loadSchedules>>;
type SpecialRow = Awaited<ReturnType<typeof loadSpecialDates>>[number];
type BlockRow = Awaited<ReturnType<typeof loadBlockedPeriods>>[number];

export function toScheduleDays(rows: ScheduleRows, sport: string | null): (ScheduleDay & { id: number })[] {
  return rows.schedules
    .filter((schedule) => schedule.sport === sport)
    .map((schedule) => ({
      id: schedule.id,
      dayOfWeek: schedule.day_of_week,
      isOpen: schedule.is_open === 1,
      openTime: schedule.open_time,
      closeTime: schedule.close_time,
      breaks: rows.breaks
        .filter((item) => item.schedule_id === schedule.id)
        .map((item) => ({ start: item.start_time, end: item.end_time, reason: item.reason })),
    }));
}

export const toSpecial = (row: SpecialRow): SpecialDate => ({
  date: row.date,
  sport: row.sport,
  startTime: row.start_time,
  endTime: row.end_time,
  pricePence: row.price_pence,
  available: row.available === 1,
  notes: row.notes,
});

export const toBlock = (row: BlockRow): BlockedPeriod => ({
  startDate: row.start_date,
  endDate: row.end_date,
  allDay: row.all_day === 1,
  startTime: row.start_time,
  endTime: row.end_time,
  reason: row.reason,
  sport: row.sport,
});

/** The rows a venue's availability is built from: its schedules, and special dates and closures from today on. */
export async function loadAvailabilityRows(db: Db, venue: { id: number; time_zone: string }, now: Date) {
  const today = toZonedParts(now, venue.time_zone).date;
  const [schedules, specials, blocks] = await Promise.all([
    loadSchedules(db, venue.id),
    loadSpecialDates(db, venue.id, { from: today }),
    loadBlockedPeriods(db, venue.id, { from: today }),
  ]);
  return { schedules, specials, blocks };
}

/** The spec's availability structure for the venue page and the owner's editor. */
export async function readAvailability(
  db: Db,
  venue: { id: number; time_zone: string },
  sports: string[],
  now: Date,
): Promise<Availability> {
  return toAvailability(venue, sports, await loadAvailabilityRows(db, venue, now));
}

export function toAvailability(
  venue: { id: number },
  sports: string[],
  { schedules, specials, blocks }: Awaited<ReturnType<typeof loadAvailabilityRows>>,
): Availability {
  const scheduleView = (days: ReturnType<typeof toScheduleDays>) =>
    days.map((day) => ({
      id: day.id,
      venueId: venue.id,
      dayOfWeek: day.dayOfWeek,
      isOpen: day.isOpen,
      openTime: day.openTime,
      closeTime: day.closeTime,
      breakTimes: day.breaks,
    }));
  const specialView = (row: SpecialRow) => ({ id: row.id, ...toSpecial(row), price: priceInPounds(row.price_pence) });
  const blockView = (row: BlockRow) => ({ id: row.id, ...toBlock(row) });
  return {
    generalSchedule: scheduleView(toScheduleDays(schedules, null)),
    sportAvailability: sports.map((sport) => {
      const sportBlocks = blocks.filter((row) => row.sport === sport);
      return {
        sport,
        schedule: scheduleView(toScheduleDays(schedules, sport)),
        specialDates: specials.filter((row) => row.sport === sport).map(specialView),
        blockedDates: sportBlocks
          .filter((row) => row.all_day === 1 && row.start_date === row.end_date)
          .map((row) => row.start_date),
        blockedPeriods: sportBlocks.map(blockView),
      };
    }),
    specialDates: specials.map(specialView),
    bulkBlockedPeriods: blocks.filter((row) => row.sport === null).map(blockView),
  };
}

export interface DaySlots {
  timeZone: string;
  bookingWindow: { first: string; last: string };
  slots: ComputedSlot[];
}

/**
 * The engine's slots for one venue, sport and date, from the database as it is now. Booking calls
 * this inside its transaction so the price charged is the price computed here.
 */
export async function computeVenueDaySlots(
  db: Db,
  venue: { id: number; time_zone: string },
  sport: string,
  date: string,
  now: Date,
): Promise<DaySlots> {
  checkDate(venue, date, now);
  const sportConfig = await findVenueSport(db, venue.id, sport);
  if (!sportConfig) throw notFound(M.sportNotOffered);
  return daySlotsOf(
    db,
    venue,
    { sport, pricePence: sportConfig.price_per_hour_pence, courtCount: sportConfig.court_count },
    date,
    now,
  );
}

/**
 * A venue and a way to its slots for one sport and date, as checkout and amendments need them:
 * undefined when there is no such venue; `day()` answers or refuses exactly as computeVenueDaySlots
 * (date first, then the sport). How the rows are read on each engine is the repository's choice
 * (findVenueDayReader: one statement on PostgreSQL, one per part on SQLite).
 */
export async function readVenueDay(
  db: Db,
  engine: Engine,
  venueId: number,
  sport: string,
  date: string,
  now: Date,
): Promise<VenueDay> {
  const found = await findVenueDayReader(db, engine, venueId, sport, date);
  return found && venueDayFrom(found.venue, found.rows, sport, date, now);
}

export type VenueDay = { venue: VenueRow; day: () => Promise<DaySlots> } | undefined;

/**
 * PostgreSQL: readVenueDay's statement, for a caller that reads it inside a statement of its own
 * (the checkout reads it with the player's side, docs/decisions/0042); venueDayFromRow turns its row
 * into readVenueDay's answer.
 */
export const venueDayQuery = venueWithDayRowsQuery;

export function venueDayFromRow(row: VenueWithDayRowsRow, sport: string, date: string, now: Date): VenueDay {
  const found = venueWithDayRowsFrom(row);
  return found && venueDayFrom(found.venue, () => Promise.resolve(found.rows), sport, date, now);
}

function venueDayFrom(
  venue: VenueRow,
  readRows: () => Promise<VenueDayRows>,
  sport: string,
  date: string,
  now: Date,
): NonNullable<VenueDay> {
  const day = async () => {
    checkDate(venue, date, now);
    const rows = await readRows();
    if (!rows.sportConfig) throw notFound(M.sportNotOffered);
    const config = rows.sportConfig;
    return daySlotsFrom(
      venue,
      { sport, pricePence: config.price_per_hour_pence, courtCount: config.court_count },
      date,
      now,
      rows,
    );
  };
  return { venue, day };
}

function checkDate(venue: { time_zone: string }, date: string, now: Date): void {
  if (!isValidDate(date) || !isWithinBookingWindow(date, now, venue.time_zone))
    throw badRequest(M.dateOutsideWindow, 'DATE_OUTSIDE_WINDOW');
}

/** Whether a venue exists for this viewer: unapproved ones only for their owner and admins. */
export function isVisibleTo(venue: Pick<VenueRow, 'approved' | 'owner_id'>, viewer: SessionUser | null): boolean {
  return venue.approved === 1 || (viewer !== null && (viewer.role === 'admin' || viewer.id === venue.owner_id));
}

/**
 * A day's slots as the slot picker asks for them, presented by `present` (the route's answer): the
 * venue's stored page rows (venue-page-store.ts) and the day's claims — the same checks in the same
 * order as findVisibleVenue followed by computeVenueDaySlots, which booking uses inside its transaction.
 *
 * The answer follows from the page, the sport, the date, the claims read with it and the clock: the
 * venue's date (the booking window), and for today's slots the minute (an hour is 'past' from its
 * start, always a whole minute). So it is made once for those and reused while they are the same
 * (docs/decisions/0037); every request still reads the page's version and the claims from the database.
 */
export async function readVenueDaySlots<T>(
  db: Db,
  id: number,
  viewer: SessionUser | null,
  day: { sport: string; date: string },
  now: Date,
  present: (venue: VenueRow, slots: DaySlots) => T,
): Promise<{ venue: VenueRow; answer: T }> {
  const { sport, date } = day;
  const { page, claims, claimed } = await loadVenuePageWithClaims(db, id, now, day);
  if (!page || !isVisibleTo(page.venue, viewer)) throw notFound(M.venueNotFound);
  const { venue } = page;
  if (!isValidDate(date) || !isWithinBookingWindow(date, now, venue.time_zone))
    throw badRequest(M.dateOutsideWindow, 'DATE_OUTSIDE_WINDOW');
  const config = page.parts.sports.find((offered) => offered.sport === sport);
  if (!config) throw notFound(M.sportNotOffered);
  const today = toZonedParts(now, venue.time_zone).date;
  const clock = date === today ? `${today} ${Math.floor(now.getTime() / 60_000)}` : today;
  const answer = derivedFrom(page, `slots ${JSON.stringify([sport, date, clock, claimed])}`, () => {
    // The page holds special dates and closures from the venue's today on, and the window starts today.
    const rows = {
      schedules: page.schedules,
      specials: page.specials.filter((special) => special.date === date),
      blocks: page.blocks.filter((block) => block.start_date <= date && block.end_date >= date),
      claims,
    };
    return present(
      venue,
      daySlotsFrom(
        venue,
        { sport, pricePence: config.price_per_hour_pence, courtCount: config.court_count },
        date,
        now,
        rows,
      ),
    );
  });
  return { venue, answer };
}

interface DayRows {
  schedules: ScheduleRows;
  specials: SpecialRow[];
  blocks: BlockRow[];
  claims: Record<string, number>;
}

async function daySlotsOf(
  db: Db,
  venue: { id: number; time_zone: string },
  sport: { sport: string; pricePence: number | null; courtCount: number },
  date: string,
  now: Date,
): Promise<DaySlots> {
  const [schedules, specials, blocks, claims] = await Promise.all([
    loadSchedules(db, venue.id, sport.sport),
    loadSpecialDates(db, venue.id, { from: date, to: date }),
    loadBlockedPeriods(db, venue.id, { from: date, to: date }),
    countClaims(db, venue.id, sport.sport, date),
  ]);
  return daySlotsFrom(venue, sport, date, now, { schedules, specials, blocks, claims });
}

function daySlotsFrom(
  venue: { time_zone: string },
  sport: { sport: string; pricePence: number | null; courtCount: number },
  date: string,
  now: Date,
  rows: DayRows,
): DaySlots {
  const slots = computeDaySlots({
    date,
    sport: sport.sport,
    timeZone: venue.time_zone,
    now,
    generalSchedule: toScheduleDays(rows.schedules, null),
    sportSchedule: toScheduleDays(rows.schedules, sport.sport),
    specialDates: rows.specials.map(toSpecial),
    blockedPeriods: rows.blocks.map(toBlock),
    sportPricePence: sport.pricePence,
    courtCount: sport.courtCount,
    claimedCourts: rows.claims,
  });
  return { timeZone: venue.time_zone, bookingWindow: bookingWindow(now, venue.time_zone), slots };
}

export function toSlotView(slot: ComputedSlot): Slot {
  return {
    time: slot.time,
    endTime: slot.endTime,
    available: slot.available,
    price: priceInPounds(slot.pricePence),
    pricePence: slot.pricePence,
    priceLabel: slot.pricePence === null ? 'Price TBD' : formatPence(slot.pricePence),
    isSpecial: slot.isSpecial,
    notes: slot.notes,
    unavailableReason: slot.unavailableReason,
    courtCount: slot.courtCount,
    courtsLeft: slot.courtsLeft,
  };
}
