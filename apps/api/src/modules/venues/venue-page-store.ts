import type { Database } from '@app/db';
import { toZonedParts } from '@app/domain';
import type { Kysely } from 'kysely';
import { currentVenueVersion, readStoredPage, storePage } from './venue-page-repository';
import {
  findVenue,
  loadBlockedPeriods,
  loadOneVenueParts,
  loadSchedules,
  loadSpecialDates,
  type VenueParts,
  type VenueRow,
} from './venue-repository';

/*
 * A venue's page rows, stored (docs/decisions/0033). The venue page and a day's slots are read far
 * more often than a venue changes, and each read used to gather the same rows with four to six
 * queries. `venue_pages` keeps them as one JSON text with the version of the venue's data they were
 * read at and the format they were written in; triggers bump the venue's version (`venue_versions`) in
 * every transaction that writes a table the rows come from (docs/decisions/0053). A stored page is used
 * only while its version is the current one and its format is PAGE_FORMAT — checked in the same query
 * that reads it — so it is never older than the database, on any number of servers. Otherwise the rows
 * are read from the tables and stored for the next reader.
 *
 * The version is read before the rows: a write that commits while they are read bumps it past the
 * stored one, so a page that might mix two states is never taken as current.
 *
 * Parsing the stored text was a tenth of a day's slots' time, so each process keeps the pages it has
 * parsed (docs/decisions/0037). The query still checks the versions every time; it only leaves the text
 * out when this process already holds the page at the stored version, and that copy is used only while
 * the stored version is the current one — exactly when the stored text would have been.
 */

/**
 * The format of the stored pages (venue_pages.format). Change it with VenuePage's shape: pages stored
 * in another format are read again from the tables, as if stale; no migration copies the shape.
 */
export const PAGE_FORMAT = 1;

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
  /** The stored text; null when there is none, or when it is the page this process already holds (`held`). */
  page: string | null;
  /** The stored page's version (null: none stored), whether it is in PAGE_FORMAT, and the venue's current version. */
  version: number | null;
  ourFormat: boolean;
  current: number;
  ratings: RatingSummary;
  claims: Record<string, number>;
  /** The same claims as one text, the same for the same claims ("10:00=2,11:00=1"). */
  claimed: string;
}

/** A page this process parsed, with the version it was stored at. */
interface Held {
  version: number;
  page: VenuePage;
}

/**
 * How many parsed pages a process keeps per database (the most recently read; a page is a few KB).
 * Beyond it the oldest goes, and its next read parses the stored text again.
 */
export const HELD_PAGES = 2_000;

// Per database handle: tests run many apps, each on its own database, in one process.
const heldPages = new WeakMap<Db, Map<number, Held>>();

function heldPagesOf(db: Db): Map<number, Held> {
  let pages = heldPages.get(db);
  if (!pages) {
    pages = new Map();
    heldPages.set(db, pages);
  }
  return pages;
}

function hold(db: Db, venueId: number, held: Held) {
  const pages = heldPagesOf(db);
  pages.delete(venueId);
  pages.set(venueId, held);
  if (pages.size > HELD_PAGES) pages.delete(pages.keys().next().value!);
}

/** The stored page and whether it is current, in one read, with what the caller also needs read live. */
async function storedPage(db: Db, venueId: number, held: Held | undefined, extras: Extras): Promise<Stored> {
  const row = await readStoredPage(db, venueId, held?.version, extras);
  const claims: Record<string, number> = {};
  const times = row.claims ? row.claims.split(',').sort() : [];
  for (const time of times) claims[time] = (claims[time] ?? 0) + 1;
  return {
    page: row.page,
    version: row.version,
    ourFormat: row.format === PAGE_FORMAT,
    current: row.current,
    ratings: { count: row.rating_count, average: row.rating_average },
    claims,
    claimed: Object.entries(claims)
      .map(([time, count]) => `${time}=${count}`)
      .join(','),
  };
}

/** Reads the page's rows from the tables and stores them (a newer stored page is left alone). */
async function rebuildPage(db: Db, venueId: number, now: Date): Promise<VenuePage | undefined> {
  const version = await currentVenueVersion(db, venueId);
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
  await storePage(db, { venueId, version, format: PAGE_FORMAT, text: JSON.stringify(page) });
  // Held at the version read before the rows: if a write committed meanwhile, the current version is
  // already past it and this copy is never used.
  hold(db, venueId, { version, page });
  return page;
}

/**
 * A venue's page rows as the database holds them now (page undefined: no such venue), with its
 * rating count and mean (the venue page). Special dates and closures are those from the venue's today
 * on; callers filter them further by date. The page may be shared with other requests: read it, never change it.
 */
export async function loadVenuePageWithRatings(
  db: Db,
  venueId: number,
  now: Date,
): Promise<{ page: VenuePage | undefined; ratings: RatingSummary }> {
  const held = heldPagesOf(db).get(venueId);
  const stored = await storedPage(db, venueId, held, { ratings: true });
  return { page: await pageFrom(db, venueId, now, stored, held), ratings: stored.ratings };
}

/** The page rows and the courts held per hour for one sport and date (a day's slots), in one statement while the page is current. */
export async function loadVenuePageWithClaims(
  db: Db,
  venueId: number,
  now: Date,
  day: { sport: string; date: string },
): Promise<{ page: VenuePage | undefined; claims: Record<string, number>; claimed: string }> {
  const held = heldPagesOf(db).get(venueId);
  const stored = await storedPage(db, venueId, held, { claims: day });
  return { page: await pageFrom(db, venueId, now, stored, held), claims: stored.claims, claimed: stored.claimed };
}

async function pageFrom(
  db: Db,
  venueId: number,
  now: Date,
  stored: Stored,
  held: Held | undefined,
): Promise<VenuePage | undefined> {
  if (stored.version !== null && stored.version === stored.current) {
    let page: VenuePage | undefined;
    if (stored.page !== null && stored.ourFormat) {
      page = JSON.parse(stored.page) as VenuePage;
      hold(db, venueId, { version: stored.version, page });
    } else if (held?.version === stored.version) {
      page = held.page;
    }
    // A page read on a later day than this request's (a clock set back) may lack rows it needs.
    if (page && page.from <= toZonedParts(now, page.venue.time_zone).date) return page;
  }
  return rebuildPage(db, venueId, now);
}

/**
 * How many values derived from pages (`derivedFrom`) a process keeps, the least recently used going
 * first: a venue page's view per day, a day's slots answer per sport, date and claims (a few KB each).
 */
export const DERIVED_VALUES = 4_000;

// Pages are told apart by a number of their own (a page object is never changed), so a value derived
// from a page that is no longer current is never found again and ages out.
const pageSerials = new WeakMap<VenuePage, number>();
let lastSerial = 0;
const derived = new Map<string, unknown>();

/**
 * A value computed from a page alone and `key`, which must name everything else it depends on
 * (the day, the sport, what was read live): made once while the page is current, as every request
 * then gets the same page object. The value is shared: read it, never change it.
 */
export function derivedFrom<T>(page: VenuePage, key: string, build: () => T): T {
  let serial = pageSerials.get(page);
  if (serial === undefined) {
    serial = ++lastSerial;
    pageSerials.set(page, serial);
  }
  const fullKey = `${serial} ${key}`;
  if (derived.has(fullKey)) {
    const value = derived.get(fullKey) as T;
    derived.delete(fullKey);
    derived.set(fullKey, value);
    return value;
  }
  const value = build();
  derived.set(fullKey, value);
  if (derived.size > DERIVED_VALUES) derived.delete(derived.keys().next().value!);
  return value;
}
