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

/** The stored page and whether it is current, in one read. */
async function storedPage(db: Db, venueId: number): Promise<{ page: string; current: boolean } | undefined> {
  const { rows } = await sql<{ page: string; version: number; current: number }>`
    select p.page, p.version, coalesce(v.version, 0) as current
    from venue_pages p left join venue_page_versions v on v.venue_id = p.venue_id
    where p.venue_id = ${venueId}`.execute(db);
  const row = rows[0];
  return row && { page: row.page, current: Number(row.version) === Number(row.current) };
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
 * A venue's page rows as the database holds them now (undefined: no such venue). Special dates and
 * closures are those from the venue's today on; callers filter them further by date.
 */
export async function loadVenuePage(db: Db, venueId: number, now: Date): Promise<VenuePage | undefined> {
  const stored = await storedPage(db, venueId);
  if (stored?.current) {
    const page = JSON.parse(stored.page) as VenuePage;
    // A page read on a later day than this request's (a clock set back) may lack rows it needs.
    if (page.from <= toZonedParts(now, page.venue.time_zone).date) return page;
  }
  return rebuildPage(db, venueId, now);
}
