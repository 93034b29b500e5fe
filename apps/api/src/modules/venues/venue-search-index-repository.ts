import { PostgresAdapter, sql, type Kysely } from 'kysely';
import { writeTransaction, type Database, type Engine } from '@app/db';
import { NO_SEARCH_PRICE, SEARCH_GRID_BAND, searchGridCell } from './venue-search-grid';
import { LISTING_FORMAT, groupByVenue, venueSummaryOf } from './venue-summary';
import { loadVenueParts } from './venue-repository';

/*
 * Writes of the venue search index: venue_search_rows (location term × sport, in name and price order)
 * and venue_search_points (sport × grid cell, for nearest-first), for approved venues only,
 * venue_search_band_totals (running totals of the points along each latitude band, for counting
 * nearest-first matches; docs/decisions/0038) and venue_search_listings (each approved venue's summary
 * as text, in LISTING_FORMAT). All are derived from venues, venue_sports, venue_images,
 * venue_facilities and venue_search_terms (docs/decisions/0029).
 *
 * The index follows the venue's listing version (venue_versions.listing_version, bumped by triggers
 * whenever one of those tables changes; docs/decisions/0053): venue_search_indexed records the listing
 * version each venue's rows were made at, and venue-search-follower.ts refreshes the venues whose rows
 * are older, or whose listing is in another format — writers do not call anything. Seeding (demo data,
 * the bench, test fixtures) may refresh at once, in its own transaction or a Kysely transaction (not
 * in writeTransaction's SQLite connection, where a transaction of its own cannot start).
 */

type Db = Kysely<Database>;

const LISTING_VENUE_COLUMNS = [
  'id',
  'owner_id',
  'name',
  'description',
  'location',
  'address',
  'latitude',
  'longitude',
  'time_zone',
  'approved',
  'created_at',
] as const;

const BATCH = 200;

/**
 * Recomputes the index rows of these venues from what is stored now (none for unapproved ones) and
 * records the listing version they were made at. In the caller's transaction, or in one of its own.
 */
export async function refreshVenueSearchIndex(db: Db, venueIds: readonly number[]): Promise<void> {
  if (!db.isTransaction) return db.transaction().execute((trx) => refreshVenueSearchIndex(trx, venueIds));
  if (venueIds.length === 0) return;
  await takeTurnToRefresh(db);
  await refreshRows(db, venueIds);
}

/**
 * Refreshes the venues (of `venueIds`, or all) whose index is behind their listing, in a transaction of
 * its own that takes its turn with every other refresh first; answers those it refreshed. Behind is
 * judged inside, so a venue another server refreshed meanwhile is left alone.
 */
export async function refreshStaleSearchIndex(db: Db, engine: Engine, venueIds?: readonly number[]): Promise<number[]> {
  if (venueIds?.length === 0) return [];
  return writeTransaction(db, engine, async (trx) => {
    await takeTurnToRefresh(trx);
    const stale = await staleSearchIndex(trx, venueIds);
    await refreshRows(trx, stale);
    return stale;
  });
}

/** The refresh itself, inside a transaction that has taken its turn. */
async function refreshRows(db: Db, venueIds: readonly number[]): Promise<void> {
  const touched = new TouchedBands();
  for (let start = 0; start < venueIds.length; start += BATCH)
    await refreshBatch(db, venueIds.slice(start, start + BATCH), touched);
  await recountBands(db, touched);
}

/**
 * The venues (of `venueIds`, or all) whose index rows are older than their listing, or whose stored
 * listing is in another format than LISTING_FORMAT: those a refresh would change.
 */
export async function staleSearchIndex(db: Db, venueIds?: readonly number[]): Promise<number[]> {
  if (venueIds?.length === 0) return [];
  const among = (column: string) =>
    venueIds ? sql`and ${sql.ref(column)} in (${sql.join(venueIds.map((id) => sql`${id}`))})` : sql``;
  const { rows } = await sql<{ venue_id: number }>`
    select v.venue_id from venue_versions v left join venue_search_indexed i on i.venue_id = v.venue_id
    where coalesce(i.listing_version, 0) <> v.listing_version ${among('v.venue_id')}
    union
    select l.venue_id from venue_search_listings l where l.format <> ${LISTING_FORMAT} ${among('l.venue_id')}`.execute(
    db,
  );
  return rows.map((row) => Number(row.venue_id)).sort((a, b) => a - b);
}

/**
 * How often a server checks every venue's index against its listing version, or null for never. On
 * PostgreSQL a server that stopped between its commit and announcing it leaves the others unaware of
 * the change; on SQLite every process reads the versions themselves (packages/db venue-writes.ts).
 */
export function wholeIndexCheckEveryMs(engine: Engine): number | null {
  return engine === 'postgres' ? 60_000 : null;
}

/** The (sport, latitude band) pairs whose points a refresh removed or added. */
class TouchedBands {
  readonly bySport = new Map<string, Set<number>>();

  add(sport: string, cell: number): void {
    const band = Math.floor(cell / SEARCH_GRID_BAND);
    const bands = this.bySport.get(sport);
    if (bands) bands.add(band);
    else this.bySport.set(sport, new Set([band]));
  }
}

const BANDS_PER_RECOUNT = 100;

/** The advisory lock key of index refreshes (any fixed number no other code uses). */
const REFRESH_LOCK_KEY = 7_411_202_602;

/**
 * Refreshes take turns. Recounts rewrite whole bands, so two transactions refreshing venues in one band
 * must not recount it at the same time: on PostgreSQL (read committed) the second would insert totals
 * the first had just committed — a unique-key failure — or keep totals that miss the first one's
 * venues. And two refreshes of one venue (several servers following the same change) would each delete
 * the venue's rows and insert them again. A transaction-level advisory lock makes them take turns: the
 * second starts after the first has committed. SQLite has one writer at a time already.
 */
async function takeTurnToRefresh(db: Db): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  await sql`select pg_advisory_xact_lock(${REFRESH_LOCK_KEY})`.execute(db);
}

/**
 * Rewrites the running totals of the touched bands from their points: per cell, the venues in its
 * band at its column or west of it. Only the index refresh writes points, so this keeps the totals
 * exact.
 */
async function recountBands(db: Db, touched: TouchedBands): Promise<void> {
  if (touched.bySport.size === 0) return;
  for (const [sport, bandSet] of touched.bySport) {
    const bands = [...bandSet];
    for (let at = 0; at < bands.length; at += BANDS_PER_RECOUNT) {
      const inBands = sql.join(
        bands
          .slice(at, at + BANDS_PER_RECOUNT)
          .map((band) => sql`cell between ${band * SEARCH_GRID_BAND} and ${(band + 1) * SEARCH_GRID_BAND - 1}`),
        sql` or `,
      );
      await sql`delete from venue_search_band_totals where sport = ${sport} and (${inBands})`.execute(db);
      await sql`
        insert into venue_search_band_totals (sport, cell, up_to)
        select sport, cell, sum(count(*)) over (partition by cell / ${sql.lit(SEARCH_GRID_BAND)} order by cell)
        from venue_search_points where sport = ${sport} and (${inBands}) group by sport, cell`.execute(db);
    }
  }
}

/** Rebuilds the whole index (bench seeding, repairs). In the caller's transaction, or in one of its own. */
export async function rebuildVenueSearchIndex(db: Db): Promise<void> {
  if (!db.isTransaction) return db.transaction().execute((trx) => rebuildVenueSearchIndex(trx));
  await takeTurnToRefresh(db);
  await db.deleteFrom('venue_search_rows').execute();
  await db.deleteFrom('venue_search_points').execute();
  await db.deleteFrom('venue_search_listings').execute();
  await db.deleteFrom('venue_search_band_totals').execute();
  await db.deleteFrom('venue_search_indexed').execute();
  // Every venue, so each records the listing version its (absent) rows follow.
  const venues = await db.selectFrom('venues').select('id').orderBy('id').execute();
  await refreshRows(
    db,
    venues.map((venue) => venue.id),
  );
}

async function refreshBatch(db: Db, ids: number[], touched: TouchedBands): Promise<void> {
  if (ids.length === 0) return;
  // A write first: on SQLite a transaction that writes before it reads waits for the write lock rather
  // than failing to upgrade a read (another process's commit in between).
  await db.deleteFrom('venue_search_indexed').where('venue_id', 'in', ids).execute();
  // The listing versions before the rows: rows read after them are at least as new, so a change
  // committed in between leaves the recorded version behind the listing, and the venue is refreshed again.
  const versions = await db
    .selectFrom('venue_versions')
    .select(['venue_id', 'listing_version'])
    .where('venue_id', 'in', ids)
    .execute();
  const listingVersion = new Map(versions.map((row) => [row.venue_id, row.listing_version]));
  await db
    .insertInto('venue_search_indexed')
    .values(ids.map((id) => ({ venue_id: id, listing_version: listingVersion.get(id) ?? 0 })))
    .execute();
  for (const point of await db
    .selectFrom('venue_search_points')
    .select(['sport', 'cell'])
    .where('venue_id', 'in', ids)
    .execute())
    touched.add(point.sport, point.cell);
  await db.deleteFrom('venue_search_rows').where('venue_id', 'in', ids).execute();
  await db.deleteFrom('venue_search_points').where('venue_id', 'in', ids).execute();
  await db.deleteFrom('venue_search_listings').where('venue_id', 'in', ids).execute();
  const venues = await db
    .selectFrom('venues')
    .select(LISTING_VENUE_COLUMNS)
    .where('id', 'in', ids)
    .where('approved', '=', 1)
    .execute();
  if (venues.length === 0) return;
  const approvedIds = venues.map((venue) => venue.id);
  // The same parts, in the same order, as the venue's own reads (venue-repository.ts).
  const [{ sports, images, facilities }, terms] = await Promise.all([
    loadVenueParts(db, approvedIds),
    db.selectFrom('venue_search_terms').select(['venue_id', 'term']).where('venue_id', 'in', approvedIds).execute(),
  ]);
  const sportsByVenue = groupByVenue(sports);
  const imagesByVenue = groupByVenue(images);
  const facilitiesByVenue = groupByVenue(facilities);
  const termsByVenue = groupByVenue(terms);
  const rows: Database['venue_search_rows'][] = [];
  const points: Database['venue_search_points'][] = [];
  const listings: Database['venue_search_listings'][] = [];
  for (const venue of venues) {
    const own = sportsByVenue.get(venue.id) ?? [];
    const summary = venueSummaryOf({
      venue,
      sports: own,
      images: imagesByVenue.get(venue.id) ?? [],
      facilities: facilitiesByVenue.get(venue.id) ?? [],
    });
    listings.push({ venue_id: venue.id, listing: JSON.stringify(summary), format: LISTING_FORMAT });
    const prices = own.map((sport) => sport.price_per_hour_pence).filter((price): price is number => price !== null);
    // '' stands for "any sport": the venue's lowest price, as the search sorts without a sport.
    const priced = [
      { sport: '', price: prices.length > 0 ? Math.min(...prices) : NO_SEARCH_PRICE },
      ...own.map((sport) => ({ sport: sport.sport, price: sport.price_per_hour_pence ?? NO_SEARCH_PRICE })),
    ];
    for (const { term } of termsByVenue.get(venue.id) ?? []) {
      for (const { sport, price } of priced) rows.push({ term, sport, name: venue.name, venue_id: venue.id, price });
    }
    if (venue.latitude !== null && venue.longitude !== null) {
      const cell = searchGridCell(venue.latitude, venue.longitude);
      for (const { sport } of priced)
        points.push({ sport, cell, venue_id: venue.id, latitude: venue.latitude, longitude: venue.longitude });
    }
  }
  for (let at = 0; at < listings.length; at += 200)
    await db
      .insertInto('venue_search_listings')
      .values(listings.slice(at, at + 200))
      .execute();
  for (let at = 0; at < rows.length; at += 500)
    await db
      .insertInto('venue_search_rows')
      .values(rows.slice(at, at + 500))
      .execute();
  for (let at = 0; at < points.length; at += 500)
    await db
      .insertInto('venue_search_points')
      .values(points.slice(at, at + 500))
      .execute();
  for (const point of points) touched.add(point.sport, point.cell);
}
