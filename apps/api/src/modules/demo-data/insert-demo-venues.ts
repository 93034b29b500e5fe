import { venueSearchTerms, type Database, type ScheduleBreaksTable, type VenueSchedulesTable } from '@app/db';
import type { Insertable, Transaction } from 'kysely';
import { refreshVenueSearchIndex } from '../venues/venue-search-index-repository';
import type { DemoClosure, DemoSpecialDate } from './demo-calendar';
import { insertDemoRows, insertVenueSchedules, insertVenues } from './demo-data-repository';
import type { DemoPersonKey } from './demo-people';
import { SCHEDULE_PLANS, type WeeklyPlan } from './demo-schedules';
import type { DemoVenue } from './demo-venues';

/*
 * Writes the demo venues and everything hanging off them: sport configurations, facilities, images,
 * weekly schedules with their breaks, special dates and closures.
 */

export interface VenueImageRef {
  url: string;
  sport: string;
}

export interface VenueInsertContext {
  trx: Transaction<Database>;
  now: Date;
  peopleIds: ReadonlyMap<DemoPersonKey, number>;
}

export interface VenueSeed {
  venues: readonly DemoVenue[];
  images: ReadonlyMap<string, readonly VenueImageRef[]>;
  sportSchedules: readonly { venue: string; sport: string; plan: WeeklyPlan }[];
  specials: readonly DemoSpecialDate[];
  closures: readonly DemoClosure[];
}

const DAY_MS = 86_400_000;

/** When each demo venue was listed and approved: spread over the months before `now`. */
export function venueTimeline(now: Date, index: number, approved: boolean) {
  const created = approved ? now.getTime() - (240 - index * 6) * DAY_MS : now.getTime() - (3 - (index % 2)) * DAY_MS;
  return { createdAt: new Date(created), approvedAt: approved ? new Date(created + 2 * DAY_MS) : null };
}

export async function insertDemoVenues(context: VenueInsertContext, seed: VenueSeed): Promise<Map<string, number>> {
  const { trx, now } = context;
  const iso = (instant: Date) => instant.toISOString();
  const createdAt = iso(now);

  const venueRows = seed.venues.map((venue, index) => {
    const ownerId = context.peopleIds.get(venue.owner);
    if (ownerId === undefined) throw new Error(`No demo owner ${venue.owner}`);
    const { createdAt: listed, approvedAt } = venueTimeline(now, index, venue.approved);
    return {
      owner_id: ownerId,
      name: venue.name,
      description: venue.description,
      location: venue.location,
      address: venue.address,
      latitude: venue.latitude,
      longitude: venue.longitude,
      approved: venue.approved ? 1 : 0,
      approval_date: approvedAt ? iso(approvedAt) : null,
      approval_notes: venue.approved ? 'Approved after review' : null,
      created_at: iso(listed),
      updated_at: iso(approvedAt ?? listed),
    };
  });
  const idsByName = new Map<string, number>();
  for (const row of await insertVenues(trx, venueRows)) idsByName.set(row.name, row.id);
  const venueIds = new Map<string, number>();
  for (const venue of seed.venues) {
    const id = idsByName.get(venue.name);
    if (id === undefined) throw new Error(`Demo venue ${venue.name} was not inserted`);
    venueIds.set(venue.key, id);
  }
  const idOf = (key: string) => {
    const id = venueIds.get(key);
    if (id === undefined) throw new Error(`No demo venue ${key}`);
    return id;
  };

  const sportRows = seed.venues.flatMap((venue) =>
    venue.sports.map((config, position) => ({
      venue_id: idOf(venue.key),
      sport: config.sport,
      price_per_hour_pence: config.pricePence,
      court_count: config.courts,
      description: config.description ?? '',
      facilities: JSON.stringify(config.facilities ?? []),
      position,
    })),
  );
  await insertDemoRows(trx, 'venue_sports', sportRows);

  const termRows = seed.venues.flatMap((venue) =>
    venueSearchTerms(venue.location, venue.address).map((term) => ({ venue_id: idOf(venue.key), term })),
  );
  await insertDemoRows(trx, 'venue_search_terms', termRows);

  const facilityRows = seed.venues.flatMap((venue) =>
    venue.facilities.map((name, position) => ({ venue_id: idOf(venue.key), name, position })),
  );
  await insertDemoRows(trx, 'venue_facilities', facilityRows);

  const imageRows = seed.venues.flatMap((venue) =>
    (seed.images.get(venue.key) ?? []).map((image, position) => ({
      venue_id: idOf(venue.key),
      sport: image.sport,
      url: image.url,
      position,
      created_at: createdAt,
    })),
  );
  await insertDemoRows(trx, 'venue_images', imageRows);
  // After everything a search result card shows: names, places, sports, facilities and images.
  await refreshVenueSearchIndex(trx, [...venueIds.values()]);

  await insertSchedules(trx, [
    ...seed.venues.map((venue) => ({ venueId: idOf(venue.key), sport: null, plan: SCHEDULE_PLANS[venue.schedule] })),
    ...seed.sportSchedules.map((entry) => ({ venueId: idOf(entry.venue), sport: entry.sport, plan: entry.plan })),
  ]);

  const specialRows = seed.specials.map((special) => ({
    venue_id: idOf(special.venue),
    sport: special.sport,
    date: special.date,
    start_time: special.startTime,
    end_time: special.endTime,
    price_pence: special.pricePence,
    available: special.available ? 1 : 0,
    notes: special.notes,
    created_at: createdAt,
  }));
  await insertDemoRows(trx, 'special_dates', specialRows);

  const closureRows = seed.closures.map((closure) => ({
    venue_id: idOf(closure.venue),
    sport: closure.sport,
    start_date: closure.startDate,
    end_date: closure.endDate,
    all_day: closure.allDay ? 1 : 0,
    start_time: closure.startTime,
    end_time: closure.endTime,
    reason: closure.reason,
    created_at: createdAt,
  }));
  await insertDemoRows(trx, 'blocked_periods', closureRows);

  return venueIds;
}

async function insertSchedules(
  trx: Transaction<Database>,
  schedules: readonly { venueId: number; sport: string | null; plan: WeeklyPlan }[],
) {
  const dayKey = (venueId: number, sport: string | null, day: number) => `${venueId}|${sport ?? ''}|${day}`;
  const rows: Insertable<VenueSchedulesTable>[] = schedules.flatMap(({ venueId, sport, plan }) =>
    plan.map((day, dayOfWeek) => ({
      venue_id: venueId,
      sport,
      day_of_week: dayOfWeek,
      is_open: day.open ? 1 : 0,
      open_time: day.openTime,
      close_time: day.closeTime,
    })),
  );
  const scheduleIds = new Map<string, number>();
  for (const row of await insertVenueSchedules(trx, rows))
    scheduleIds.set(dayKey(row.venue_id, row.sport, row.day_of_week), row.id);

  const breakRows: Insertable<ScheduleBreaksTable>[] = schedules.flatMap(({ venueId, sport, plan }) =>
    plan.flatMap((day, dayOfWeek) =>
      day.open
        ? day.breaks.map((pause) => ({
            schedule_id: scheduleIds.get(dayKey(venueId, sport, dayOfWeek)) as number,
            start_time: pause.start,
            end_time: pause.end,
            reason: pause.reason,
          }))
        : [],
    ),
  );
  await insertDemoRows(trx, 'schedule_breaks', breakRows);
}
