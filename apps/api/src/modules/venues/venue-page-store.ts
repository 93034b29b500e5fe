import type { Database } from '@app/db';
import { toZonedParts } from '@app/domain';
import { sql, type Kysely } from 'kysely';
import { findVenue, loadBlockedPeriods, loadOneVenueParts, loadSchedules, loadSpecialDates, type VenueParts, type VenueRow } from './venue-repository';

/*
 * A venue's page rows, stored (docs/decisions/0033). The venue page and a day's slots are read far
 * more often than a venue changes, and each read used to gather the same rows with four to six
 * queries. `venue_pages` keeps them as one JSON text with the version of the venue's data they were
 * read at; triggers bump `venue_page_versions` in every transaction that writes a table the rows come
 * from (migration 20261124650000). A stored page is used only while its version is the current one —
 * checked in the same query that reads it — so it is never older than the database, on any number of
 * servers. Otherwise the rows are read from the tables and stored for the next reader.
 *
 * The version is read before the rows: a write that commits while they are read bumps it past the
 * stored one, so a page that might mix two states is never taken as current.
 */

type Db = Kysely<Database>;

export interface VenuePage {
  venue: VenueRow;
  parts: VenueParts;
  schedules: Awaited<ReturnType<typeof loadSchedules>>;
  /** Special dates and closures from `from` (the venue's date when the page was read) on. */
  from: string;
  specials: Awaited<ReturnType<typeof loadSpecialDates>>;
  blocks: Awaited<ReturnType<typeof loadBlockedPeriods>>;
}

export interface RatingSummary {
  count: number;
  average: number | null;
}

interface Extras {
  /** The venue's live rating count and mean. */
  ratings?: true;
  /** How many courts are held per hour for this sport and date, live. */
  claims?: { sport: string; date: string };
}

interface Stored {
  page: string | null;
  current: boolean;
  ratings: RatingSummary;
  claims: Record<string, number>;
}

/**
 * The stored page and whether it is current, in one read, with what the caller also needs read live
 * in the same statement (on PostgreSQL every statement is a round trip).
 */
async function storedPage(db: Db, venueId: number, extras: Extras): Promise<Stored> {
  const rated = extras.ratings ? sql`(select count(*) from reviews where venue_id = ${venueId})` : sql`0`;
  const mean = extras.ratings ? sql`(select avg(rating) from reviews where venue_id = ${venueId})` : sql`null`;
  // "10:00=2,11:00=1": string_agg exists on both engines (SQLite 3.44 on).
  const held = extras.claims
    ? sql`(select string_agg(c.start_time || '=' || c.held, ',') from (select start_time, count(*) as held from booking_slots where venue_id = ${venueId} and sport = ${extras.claims.sport} and date = ${extras.claims.date} group by start_time) c)`
    : sql`null`;
  const { rows } = await sql<{ page: string | null; version: number | null; current: number | null; rating_count: number; rating_average: number | null; claims: string | null }>`
    select p.page, p.version, coalesce(v.version, 0) as current, ${rated} as rating_count, ${mean} as rating_average, ${held} as claims
    from (select cast(${venueId} as integer) as venue_id) wanted
    left join venue_pages p on p.venue_id = wanted.venue_id
    left join venue_page_versions v on v.venue_id = wanted.venue_id`.execute(db);
  const row = rows[0]!;
  const claims: Record<string, number> = {};
  for (const pair of row.claims ? row.claims.split(',') : []) {
    const [time, count] = pair.split('=');
    claims[time!] = Number(count);
  }
  return {
    page: row.page,
    current: row.page !== null && Number(row.version) === Number(row.current),
    ratings: { count: Number(row.rating_count), average: row.rating_average === null ? null : Number(row.rating_average) },
    claims,
  };
}

async function currentVersion(db: Db, venueId: number): Promise<number> {
  const { rows } = await sql<{ version: number }>`select version from venue_page_versions where venue_id = ${venueId}`.execute(db);
  return Number(rows[0]?.version ?? 0);
}

/** Reads the page's rows from the tables and stores them (a newer stored page is left alone). */
async function rebuildPage(db: Db, venueId: number, now: Date): Promise<VenuePage | undefined> {
  const version = await currentVersion(db, venueId);
  const venue = await findVenue(db, venueId);
  if (!venue) return undefined;
  const from = toZonedParts(now, venue.time_zone).date;
  const [parts, schedules, specials, blocks] = await Promise.all([
    loadOneVenueParts(db, venueId),
    loadSchedules(db, venueId),
    loadSpecialDates(db, venueId, { from }),
    loadBlockedPeriods(db, venueId, { from }),
  ]);
  const page: VenuePage = { venue, parts, schedules, from, specials, blocks };
  await sql`
    insert into venue_pages (venue_id, version, page) values (${venueId}, ${version}, ${JSON.stringify(page)})
    on conflict (venue_id) do update set version = excluded.version, page = excluded.page
    where excluded.version >= venue_pages.version`.execute(db);
  return page;
}

/**
 * A venue's page rows as the database holds them now (page undefined: no such venue), with its
 * rating count and mean (the venue page). Special dates and closures are those from the venue's today
 * on; callers filter them further by date.
 */
export async function loadVenuePageWithRatings(db: Db, venueId: number, now: Date): Promise<{ page: VenuePage | undefined; ratings: RatingSummary }> {
  const stored = await storedPage(db, venueId, { ratings: true });
  return { page: await pageFrom(db, venueId, now, stored), ratings: stored.ratings };
}

/** The page rows and the courts held per hour for one sport and date (a day's slots), in one statement while the page is current. */
export async function loadVenuePageWithClaims(db: Db, venueId: number, now: Date, day: { sport: string; date: string }): Promise<{ page: VenuePage | undefined; claims: Record<string, number> }> {
  const stored = await storedPage(db, venueId, { claims: day });
  return { page: await pageFrom(db, venueId, now, stored), claims: stored.claims };
}

async function pageFrom(db: Db, venueId: number, now: Date, stored: { page: string | null; current: boolean }): Promise<VenuePage | undefined> {
  if (stored.page !== null && stored.current) {
    const page = JSON.parse(stored.page) as VenuePage;
    // A page read on a later day than this request's (a clock set back) may lack rows it needs.
    if (page.from <= toZonedParts(now, page.venue.time_zone).date) return page;
  }
  return rebuildPage(db, venueId, now);
}
