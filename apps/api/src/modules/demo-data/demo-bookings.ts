import { VENUE_TIME_ZONE } from '@app/contracts';
import { addDays, formatHour, toZonedParts, zonedTimeToUtc, seededRandom } from '@app/domain';
import { quoteSlot, type VenueCalendar } from './demo-availability';

/*
 * Plans the demo bookings: pure and deterministic for a given `now`. Every booking takes 1-3
 * consecutive hours the venue's calendar allows, on one court that is free for all of them.
 */

export type PlannedKind = 'past' | 'upcoming' | 'cancellation_requested' | 'cancelled_full' | 'cancelled_partial';

export interface PlannerVenue {
  key: string;
  calendar: VenueCalendar;
  sports: readonly { sport: string; courts: number }[];
}

export interface PlannedSlot {
  time: string;
  court: number;
  startsAt: Date;
  pricePence: number;
  isSpecial: boolean;
}

export interface PlannedBooking {
  kind: PlannedKind;
  playerIndex: number;
  venueKey: string;
  sport: string;
  date: string;
  slots: PlannedSlot[];
  totalPence: number;
  startsAt: Date;
  endsAt: Date;
  createdAt: Date;
}

export interface PlanOptions {
  venues: readonly PlannerVenue[];
  playerCount: number;
  now: Date;
  pastCount?: number;
  upcomingCount?: number;
}

const MINUTE_MS = 60_000;
const PAST_DAYS = 35;
const UPCOMING_DAYS = 14;
// Start hours weighted towards the evening, when most people play.
const START_HOURS = [8, 9, 10, 10, 11, 13, 14, 15, 16, 17, 17, 18, 18, 18, 19, 19, 19, 20, 20, 21];
const DURATIONS = [1, 1, 1, 2, 2, 2, 3];

interface Choice {
  playerIndex: number;
  venue: PlannerVenue;
  sport: string;
  courts: number;
  date: string;
  firstHour: number;
  duration: number;
}

const isPast = (kind: PlannedKind) => kind === 'past' || kind === 'cancelled_full' || kind === 'cancelled_partial';

export function planDemoBookings(options: PlanOptions): PlannedBooking[] {
  const { venues, playerCount, now } = options;
  const random = seededRandom(20_261_121);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const between = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));
  const today = toZonedParts(now, VENUE_TIME_ZONE).date;
  const claimed = new Set<string>();
  const playerBusy = new Set<string>();

  function randomChoice(kind: PlannedKind, playerIndex?: number): Choice {
    const venue = pick(venues);
    const { sport, courts } = pick(venue.sports);
    return {
      // Alex Morgan, the documented player, gets a good share of the bookings.
      playerIndex: playerIndex ?? (random() < 0.4 ? 0 : between(1, playerCount - 1)),
      venue,
      sport,
      courts,
      date: addDays(today, isPast(kind) ? -between(0, PAST_DAYS) : between(0, UPCOMING_DAYS)),
      firstHour: pick(START_HOURS),
      duration: pick(DURATIONS),
    };
  }

  function attempt(kind: PlannedKind, claims: boolean, choice: Choice): PlannedBooking | null {
    const { playerIndex, venue, sport, courts, date, firstHour } = choice;
    const hours = Array.from({ length: choice.duration }, (_, index) => firstHour + index);
    const quotes = hours.map((hour) => quoteSlot(venue.calendar, sport, date, hour));
    if (quotes.some((quote) => quote === null)) return null;
    if (hours.some((hour) => playerBusy.has(`${playerIndex}|${date}|${hour}`))) return null;
    const claimKey = (hour: number, court: number) => `${venue.key}|${sport}|${date}|${hour}|${court}`;
    const court = Array.from({ length: courts }, (_, index) => index + 1).find((candidate) =>
      hours.every((hour) => !claimed.has(claimKey(hour, candidate))),
    );
    if (court === undefined) return null;

    const lastHour = hours[hours.length - 1] as number;
    const startsAt = zonedTimeToUtc(date, formatHour(firstHour), VENUE_TIME_ZONE);
    const endsAt = zonedTimeToUtc(date, formatHour(lastHour + 1), VENUE_TIME_ZONE);
    if (isPast(kind) ? endsAt.getTime() > now.getTime() : startsAt.getTime() <= now.getTime()) return null;

    const slots = hours.map((hour, index) => {
      const quote = quotes[index] as NonNullable<(typeof quotes)[number]>;
      const time = formatHour(hour);
      return { time, court, startsAt: zonedTimeToUtc(date, time, VENUE_TIME_ZONE), ...quote };
    });
    // Booked between six hours and twelve days ahead, and never after `now`.
    let createdAt = startsAt.getTime() - between(6 * 60, 12 * 24 * 60) * MINUTE_MS;
    if (createdAt > now.getTime() - 30 * MINUTE_MS) createdAt = now.getTime() - between(30, 72 * 60) * MINUTE_MS;

    for (const hour of hours) {
      playerBusy.add(`${playerIndex}|${date}|${hour}`);
      if (claims) claimed.add(claimKey(hour, court));
    }
    return {
      kind,
      playerIndex,
      venueKey: venue.key,
      sport,
      date,
      slots,
      totalPence: slots.reduce((sum, slot) => sum + slot.pricePence, 0),
      startsAt,
      endsAt,
      createdAt: new Date(createdAt),
    };
  }

  function planMany(kind: PlannedKind, count: number, claims: boolean, playerIndex?: number): PlannedBooking[] {
    const planned: PlannedBooking[] = [];
    for (let tries = 0; planned.length < count && tries < count * 400; tries += 1) {
      const booking = attempt(kind, claims, randomChoice(kind, playerIndex));
      if (booking) planned.push(booking);
    }
    return planned;
  }

  /** One upcoming booking inside each priced special date, so special pricing shows up in the data. */
  function planOnSpecialDates(): PlannedBooking[] {
    const planned: PlannedBooking[] = [];
    for (const venue of venues) {
      for (const special of venue.calendar.specials) {
        if (!special.available || special.pricePence === null) continue;
        const config = venue.sports.find((candidate) => candidate.sport === (special.sport ?? venue.sports[0]?.sport));
        if (!config) continue;
        const firstHour = Number(special.startTime.slice(0, 2));
        const choice = {
          ...randomChoice('upcoming'),
          venue,
          sport: config.sport,
          courts: config.courts,
          date: special.date,
          firstHour,
          duration: 2,
        };
        const booking = attempt('upcoming', true, choice);
        if (booking) planned.push(booking);
      }
    }
    return planned;
  }

  const special = planOnSpecialDates();
  const bookings = [
    ...special,
    ...planMany('past', options.pastCount ?? 40, true),
    ...planMany('upcoming', (options.upcomingCount ?? 20) - special.length, true),
    // A pending cancellation request still holds its courts until it is decided.
    ...planMany('cancellation_requested', 1, true, 0),
    // Cancelled bookings gave their courts back.
    ...planMany('cancelled_full', 1, false, 0),
    ...planMany('cancelled_partial', 1, false),
  ];
  return bookings.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}
