import type { Database } from '@app/db';
import { PostgresAdapter, sql, type Kysely } from 'kysely';
import { NO_SEARCH_PRICE, SEARCH_GRID_BAND, searchGridCell } from './venue-search-grid';
import { groupByVenue, venueSummaryOf } from './venue-summary';

/*
 * Writes of the venue search index: venue_search_rows (location term × sport, in name and price order)
 * and venue_search_points (sport × grid cell, for nearest-first), for approved venues only, and
 * venue_search_band_totals (running totals of the points along each latitude band, for counting
 * nearest-first matches; docs/decisions/0038). All are derived from venues, venue_sports and
 * venue_search_terms, so every write that changes a venue's name, coordinates, sports, prices, terms or
 * approval calls refreshVenueSearchIndex for that venue in the same transaction (owner create/edit,
 * admin decision, demo seeding, bench seeding, test fixtures). See docs/decisions/0029. It lives with
 * the venues module (issue 29 §2); the demo data and the bench scripts import it from here.
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

/** Recomputes the index rows of these venues from what is stored now (none for unapproved ones). */
export async function refreshVenueSearchIndex(db: Db, venueIds: readonly number[]): Promise<void> {
  const touched = new TouchedBands();
  for (let start = 0; start < venueIds.length; start += BATCH)
    await refreshBatch(db, venueIds.slice(start, start + BATCH), touched);
  await recountBands(db, touched);
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

/** The advisory lock key of band recounts (any fixed number no other code uses). */
const BAND_RECOUNT_LOCK_KEY = 7_411_202_602;

/**
 * Recounts rewrite whole bands, so two transactions refreshing venues in one band must not recount
 * it at the same time. On PostgreSQL (read committed) the second would insert totals the first had
 * just committed — a unique-key failure — or keep totals that miss the first one's venues. A
 * transaction-level advisory lock makes them take turns: the second recounts after the first has
 * committed, from points that include its venues. SQLite has one writer at a time already.
 */
async function takeTurnToRecount(db: Db): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  await sql`select pg_advisory_xact_lock(${BAND_RECOUNT_LOCK_KEY})`.execute(db);
}

/**
 * Rewrites the running totals of the touched bands from their points: per cell, the venues in its
 * band at its column or west of it. Only the index refresh writes points, so this keeps the totals
 * exact.
 */
async function recountBands(db: Db, touched: TouchedBands): Promise<void> {
  if (touched.bySport.size === 0) return;
  await takeTurnToRecount(db);
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

/** Rebuilds the whole index (bench seeding, repairs). */
export async function rebuildVenueSearchIndex(db: Db): Promise<void> {
  await db.deleteFrom('venue_search_rows').execute();
  await db.deleteFrom('venue_search_points').execute();
  await db.deleteFrom('venue_search_listings').execute();
  await db.deleteFrom('venue_search_band_totals').execute();
  const venues = await db.selectFrom('venues').select('id').where('approved', '=', 1).orderBy('id').execute();
  await refreshVenueSearchIndex(
    db,
    venues.map((venue) => venue.id),
  );
}

async function refreshBatch(db: Db, ids: number[], touched: TouchedBands): Promise<void> {
  if (ids.length === 0) return;
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
  const [sports, images, facilities, terms] = await Promise.all([
    db
      .selectFrom('venue_sports')
      .select(['venue_id', 'sport', 'price_per_hour_pence', 'court_count', 'description', 'facilities'])
      .where('venue_id', 'in', approvedIds)
      .orderBy('venue_id')
      .orderBy('position')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('venue_images')
      .select(['venue_id', 'sport', 'url'])
      .where('venue_id', 'in', approvedIds)
      .orderBy('venue_id')
      .orderBy('position')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('venue_facilities')
      .select(['venue_id', 'name'])
      .where('venue_id', 'in', approvedIds)
      .orderBy('venue_id')
      .orderBy('position')
      .execute(),
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
    listings.push({ venue_id: venue.id, listing: JSON.stringify(summary) });
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
