import {
  ALL_DAY,
  CONFIRM_CLOSURE_FIELD,
  DEFAULT_BLOCK_REASON,
  VENUE_MESSAGES as M,
  penceToPounds,
  priceInputToPence,
  sportBlockReason,
  type AffectedBooking,
  type Availability,
  type AvailabilityUpdateRequest,
  type BlockedPeriodInput,
  type ScheduleDayInput,
  type SpecialDateInput,
} from '@app/contracts';
import { readJsonList, writeTransaction, type Database } from '@app/db';
import {
  availabilityWindowProblems,
  type BlockedPeriod,
  bookingCode,
  type DayRules,
  hoursClosedByChange,
  type ScheduleDay,
  type SpecialDate,
  toZonedParts,
} from '@app/domain';
import type { Kysely } from 'kysely';
import { AppError, badRequest } from '../../errors/app-error';
import type { ServiceDeps } from '../../service-deps';
import { recordActivity } from '../activity/activity-repository';
import type { SessionUser } from '../auth/session-tokens';
import {
  replaceBlockedPeriods,
  replaceSpecialDates,
  replaceWeeklySchedule,
  storedAvailabilityDates,
  upcomingBookedHours,
  type BlockedPeriodRow,
  type ScheduleDayRow,
  type SpecialDateRow,
} from './availability-repository';
import { readAvailability, toBlock, toScheduleDays, toSpecial } from './availability-service';
import { findOwnedVenue, requireApprovedOwner } from './venue-editing-service';
import type { ClosureCancellation } from './venue-ports';
import { loadBlockedPeriods, loadSchedules, loadSpecialDates, loadVenueParts } from './venue-repository';

/*
 * PATCH /api/venues/{id}/availability/: the owner's hours, special dates and closures, saved in one
 * transaction into the tables the availability engine reads. A save that would close an hour a live
 * booking holds is refused with 409 and the bookings it meets, unless the request confirms exactly
 * those bookings; then they are cancelled in the same transaction and refunded in full after it
 * (docs/decisions/0012).
 */

type Db = Kysely<Database>;

/** Everything the save changes, read from the request into rows. */
interface AvailabilityChange {
  general: ScheduleDayRow[] | null;
  sportSchedules: Map<string, ScheduleDayRow[]>;
  specials: { scope: 'all' | string; rows: SpecialDateRow[] }[];
  blocks: { sport: string | null; rows: BlockedPeriodRow[] }[];
}

const toDayRow = (day: ScheduleDayInput): ScheduleDayRow => ({
  dayOfWeek: day.dayOfWeek,
  isOpen: day.isOpen,
  openTime: day.openTime,
  closeTime: day.closeTime,
  breaks: day.isOpen ? day.breakTimes : [],
});

const toSpecialRow = (special: SpecialDateInput, sport: string | null): SpecialDateRow => ({
  sport,
  date: special.date,
  startTime: special.startTime,
  endTime: special.endTime,
  pricePence: priceInputToPence(special.price),
  available: special.available,
  notes: special.notes,
});

const toBlockRow = (block: BlockedPeriodInput, sport: string | null): BlockedPeriodRow => ({
  startDate: block.startDate,
  endDate: block.endDate,
  allDay: block.allDay,
  startTime: block.allDay ? ALL_DAY.startTime : block.startTime,
  endTime: block.allDay ? ALL_DAY.endTime : block.endTime,
  reason: block.reason || (sport === null ? DEFAULT_BLOCK_REASON : sportBlockReason(sport)),
});

/** A sport's blocks: its periods, plus its blocked dates not already among them as all-day single days. */
function sportBlockRows(
  sport: string,
  periods: readonly BlockedPeriodInput[],
  dates: readonly string[],
): BlockedPeriodRow[] {
  const rows = periods.map((block) => toBlockRow(block, sport));
  for (const date of new Set(dates)) {
    if (!rows.some((row) => row.allDay && row.startDate === date && row.endDate === date))
      rows.push(toBlockRow({ startDate: date, endDate: date, allDay: true, ...ALL_DAY, reason: '' }, sport));
  }
  return rows;
}

function readChange(update: AvailabilityUpdateRequest, offered: readonly string[]): AvailabilityChange {
  const sportNamed = (name: string | null | undefined): string | null => {
    if (name == null || name === '') return null;
    const sport = offered.find((candidate) => candidate.toLowerCase() === name.toLowerCase());
    if (!sport) throw badRequest(M.unknownSport(name));
    return sport;
  };
  const change: AvailabilityChange = {
    general: update.generalSchedule?.map(toDayRow) ?? null,
    sportSchedules: new Map(),
    specials: [],
    blocks: [],
  };
  if (update.specialDates)
    change.specials.push({
      scope: 'all',
      rows: update.specialDates.map((special) => toSpecialRow(special, sportNamed(special.sport))),
    });
  if (update.bulkBlockedPeriods)
    change.blocks.push({ sport: null, rows: update.bulkBlockedPeriods.map((block) => toBlockRow(block, null)) });
  for (const entry of update.sportAvailability ?? []) {
    const sport = sportNamed(entry.sport)!;
    if (entry.schedule) change.sportSchedules.set(sport, entry.schedule.map(toDayRow));
    if (entry.specialDates && !update.specialDates)
      change.specials.push({ scope: sport, rows: entry.specialDates.map((special) => toSpecialRow(special, sport)) });
    if (entry.blockedPeriods || entry.blockedDates)
      change.blocks.push({ sport, rows: sportBlockRows(sport, entry.blockedPeriods ?? [], entry.blockedDates ?? []) });
  }
  return change;
}

/** The rules in force from today, as the engine takes them. */
interface Rules {
  general: ScheduleDay[];
  sportSchedules: Map<string, ScheduleDay[]>;
  specials: SpecialDate[];
  blocks: BlockedPeriod[];
}

async function currentRules(db: Db, venueId: number, today: string): Promise<Rules> {
  const [schedules, specials, blocks] = await Promise.all([
    loadSchedules(db, venueId),
    loadSpecialDates(db, venueId, { from: today }),
    loadBlockedPeriods(db, venueId, { from: today }),
  ]);
  const sports = [
    ...new Set(schedules.schedules.map((row) => row.sport).filter((sport): sport is string => sport !== null)),
  ];
  return {
    general: toScheduleDays(schedules, null),
    sportSchedules: new Map(sports.map((sport) => [sport, toScheduleDays(schedules, sport)])),
    specials: specials.map(toSpecial),
    blocks: blocks.map(toBlock),
  };
}

const dayFromRow = (row: ScheduleDayRow): ScheduleDay => ({ ...row, breaks: [...row.breaks] });

function applyChange(before: Rules, change: AvailabilityChange): Rules {
  const after: Rules = {
    general: change.general ? change.general.map(dayFromRow) : before.general,
    sportSchedules: new Map(before.sportSchedules),
    specials: before.specials,
    blocks: before.blocks,
  };
  for (const [sport, days] of change.sportSchedules) after.sportSchedules.set(sport, days.map(dayFromRow));
  for (const { scope, rows } of change.specials) {
    after.specials = [
      ...after.specials.filter((special) => scope !== 'all' && special.sport !== scope),
      ...rows.map((row) => ({ ...row })),
    ];
  }
  for (const { sport, rows } of change.blocks) {
    after.blocks = [
      ...after.blocks.filter((block) => block.sport !== sport),
      ...rows.map((row) => ({ ...row, sport })),
    ];
  }
  return after;
}

/** The live bookings whose hours the change would close (hours not yet started). */
async function bookingsClosedBy(
  db: Db,
  venue: { id: number; time_zone: string },
  before: Rules,
  after: Rules,
  today: string,
  now: Date,
): Promise<AffectedBooking[]> {
  const booked = (await upcomingBookedHours(db, venue.id, today)).filter(
    (row) => new Date(row.starts_at).getTime() > now.getTime(),
  );
  if (booked.length === 0) return [];
  const { sports } = await loadVenueParts(db, [venue.id]);
  const rulesOf = (rules: Rules, sport: string, date: string): DayRules => {
    const config = sports.find((candidate) => candidate.sport === sport);
    return {
      date,
      sport,
      timeZone: venue.time_zone,
      generalSchedule: rules.general,
      sportSchedule: rules.sportSchedules.get(sport) ?? [],
      specialDates: rules.specials,
      blockedPeriods: rules.blocks,
      sportPricePence: config?.price_per_hour_pence ?? null,
      courtCount: config?.court_count ?? 1,
    };
  };
  const days = new Map<string, typeof booked>();
  for (const row of booked)
    days.set(`${row.sport}|${row.date}`, [...(days.get(`${row.sport}|${row.date}`) ?? []), row]);
  const affected = new Map<number, AffectedBooking>();
  for (const rows of days.values()) {
    const { sport, date } = rows[0]!;
    const closed = new Set(
      hoursClosedByChange(
        rulesOf(before, sport, date),
        rulesOf(after, sport, date),
        rows.map((row) => row.start_time),
      ),
    );
    for (const row of rows.filter((candidate) => closed.has(candidate.start_time))) {
      affected.set(row.booking_id, {
        id: row.booking_id,
        code: bookingCode(row.booking_id),
        player: { name: row.player_name, email: row.player_email },
        date: row.date,
        sport: row.sport,
        timeSlots: readJsonList(row.time_slots),
        amount: penceToPounds(row.total_pence),
        amountPence: row.total_pence,
        isSplit: row.is_split === 1,
      });
    }
  }
  return [...affected.values()].sort(
    (a, b) => a.date.localeCompare(b.date) || (a.timeSlots[0] ?? '').localeCompare(b.timeSlots[0] ?? '') || a.id - b.id,
  );
}

const sameIds = (affected: readonly AffectedBooking[], confirmed: readonly number[] | undefined) =>
  confirmed !== undefined &&
  confirmed.length === affected.length &&
  affected.every((booking) => confirmed.includes(booking.id));

async function writeChange(
  trx: Db,
  venueId: number,
  change: AvailabilityChange,
  today: string,
  now: Date,
): Promise<void> {
  if (change.general) await replaceWeeklySchedule(trx, venueId, null, change.general);
  for (const [sport, days] of change.sportSchedules) await replaceWeeklySchedule(trx, venueId, sport, days);
  for (const { scope, rows } of change.specials) await replaceSpecialDates(trx, venueId, scope, today, rows, now);
  for (const { sport, rows } of change.blocks) await replaceBlockedPeriods(trx, venueId, sport, today, rows, now);
}

export interface AvailabilitySaved {
  availability: Availability;
  cancelledBookings: { id: number; refundedPence: number; refunded: boolean }[];
}

/** How long a closure waits for a booking another operation holds (a player's edit, a payment) to be let go. */
const BUSY_WAIT_MS = 8_000;

/**
 * Runs the save again while a booking it would cancel is held by another operation, for up to
 * BUSY_WAIT_MS: such an operation lasts as long as a few provider calls. Then the owner is told.
 */
async function saveWhenBookingsFree<T>(save: () => Promise<T>): Promise<T> {
  const started = Date.now();
  for (;;) {
    try {
      return await save();
    } catch (error) {
      if (!(error instanceof AppError && error.code === 'BOOKING_BUSY') || Date.now() - started >= BUSY_WAIT_MS)
        throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 + Math.floor(Math.random() * 100)));
    }
  }
}

export async function updateVenueAvailability(
  deps: ServiceDeps,
  closures: ClosureCancellation,
  owner: SessionUser,
  venueId: number,
  update: AvailabilityUpdateRequest,
): Promise<AvailabilitySaved> {
  requireApprovedOwner(owner);
  // A venue awaiting approval is made ready too: hours, closures and special dates before it goes live (docs/decisions/0056).
  const venue = await findOwnedVenue(deps.db, owner, venueId);
  const today = toZonedParts(deps.now, venue.time_zone).date;
  const { sports } = await loadVenueParts(deps.db, [venueId]);
  const offered = sports.map((sport) => sport.sport);
  const change = readChange(update, offered);
  const windows = availabilityWindowProblems(
    {
      blocks: [
        ...(update.bulkBlockedPeriods ?? []),
        ...(update.sportAvailability ?? []).flatMap((entry) => [
          ...(entry.blockedPeriods ?? []),
          ...(entry.blockedDates ?? []).map((date) => ({ startDate: date, endDate: date })),
        ]),
      ],
      specials: [
        ...(update.specialDates ?? []),
        ...(update.specialDates ? [] : (update.sportAvailability ?? []).flatMap((entry) => entry.specialDates ?? [])),
      ],
    },
    today,
    await storedAvailabilityDates(deps.db, venueId, today),
  );
  if (windows.length) throw badRequest(windows.join('; '));

  const cancelled = await saveWhenBookingsFree(() =>
    writeTransaction(deps.db, deps.engine, async (trx) => {
      // Read and decided inside the write transaction, so a booking made meanwhile is seen.
      const before = await currentRules(trx, venueId, today);
      const affected = await bookingsClosedBy(trx, venue, before, applyChange(before, change), today, deps.now);
      if (affected.length > 0 && !sameIds(affected, update[CONFIRM_CLOSURE_FIELD])) {
        throw new AppError(409, 'CLOSURE_AFFECTS_BOOKINGS', M.closureAffectsBookings(affected.length), {
          affectedBookings: affected,
          confirmField: CONFIRM_CLOSURE_FIELD,
          confirmWith: { [CONFIRM_CLOSURE_FIELD]: affected.map((booking) => booking.id) },
        });
      }
      await writeChange(trx, venueId, change, today, deps.now);
      if (affected.length === 0) return [];
      const claimed = await closures.cancelInTransaction(
        trx,
        affected.map((booking) => booking.id),
        deps.now,
      );
      const cancelledNow = affected.flatMap((booking) => {
        const claim = claimed.find((entry) => entry.id === booking.id)?.claim;
        return claim ? [{ ...booking, claim }] : [];
      });
      if (cancelledNow.length > 0) {
        await recordActivity(trx, {
          type: 'venue',
          subjectId: venueId,
          actorId: owner.id,
          message: `${venue.name} closed hours that ${cancelledNow.length} booking(s) held; they were cancelled and refunded`,
          data: {
            venue_id: venueId,
            name: venue.name,
            booking_ids: cancelledNow.map((booking) => booking.id),
            owner_id: owner.id,
          },
          at: deps.now,
        });
      }
      return cancelledNow;
    }),
  );
  const cancelledBookings = cancelled.length
    ? await closures.refundAndNotify(deps, cancelled, { id: venueId, name: venue.name })
    : [];
  return { availability: await readAvailability(deps.db, venue, offered, deps.now), cancelledBookings };
}
