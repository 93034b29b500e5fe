import { PREPARED, executeByShape, type Database } from '@app/db';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import { SEARCH_GRID_BAND } from './venue-search-grid';

/*
 * Reads of the venue search index (venue_search_rows, venue_search_points, venue_search_band_totals,
 * venue_search_listings; written by venue-search-index-repository.ts, docs/decisions/0029 and 0053):
 * approved venues only, already in the answer's order.
 */
type Db = Kysely<Database>;

/**
 * The distinct terms in [from, to), at most `max + 1` (so the caller can tell there are more): a
 * loose index scan, one index seek per term, however many venues each term has.
 */
export async function termsInRange(db: Db, from: string, to: string, max: number): Promise<string[]> {
  // Usually the range holds one word (the query was a whole word): two index seeks tell, and the
  // recursive query (dearer to plan on PostgreSQL) is left for real prefixes. (Each end is its own
  // subquery with an order and a limit: SQLite seeks the index for a lone min() or max(), but reads
  // the whole range when both are asked in one select.)
  const { rows } = await sql<{ first: string | null; last: string | null }>`${PREPARED}
    select (select term from venue_search_rows where term >= ${from} and term < ${to} order by term limit 1) as first,
           (select term from venue_search_rows where term >= ${from} and term < ${to} order by term desc limit 1) as last`.execute(
    db,
  );
  const first = rows[0]?.first ?? null;
  const last = rows[0]?.last ?? null;
  if (first === null || last === null) return [];
  if (first === last) return [first];
  const result = await sql<{ term: string }>`
    with recursive found(term, n) as (
      select (select min(term) from venue_search_rows where term >= ${from} and term < ${to}), 1
      union all
      select (select min(r.term) from venue_search_rows r where r.term > found.term and r.term < ${to}), found.n + 1
      from found where found.term is not null and found.n <= ${max}
    )
    select term from found where term is not null`.execute(db);
  return result.rows.map((row) => row.term);
}

export interface IndexedSearch {
  /** The terms, or a subquery giving the one term. */
  terms: (string | RawBuilder<unknown>)[];
  /** '' for any sport. */
  sport: string;
  /** `%text%` the venue's location or address must contain as well (longer location queries). */
  textPattern: string | null;
}

function textCheck(search: IndexedSearch): RawBuilder<unknown> {
  return search.textPattern === null
    ? sql``
    : sql`and (lower(v.location) like ${search.textPattern} escape '\\' or lower(v.address) like ${search.textPattern} escape '\\')`;
}

function fromRows(search: IndexedSearch): RawBuilder<unknown> {
  return search.textPattern === null
    ? sql`venue_search_rows r`
    : sql`venue_search_rows r join venues v on v.id = r.venue_id`;
}

/** One term's matches in the answer's order, at most `limit` of them. */
function termMatches(
  search: IndexedSearch,
  term: string | RawBuilder<unknown>,
  order: 'name' | 'price',
  limit: number,
) {
  const orderBy = order === 'price' ? sql`r.price, r.name, r.venue_id` : sql`r.name, r.venue_id`;
  return sql`select r.venue_id, r.name, r.price from ${fromRows(search)} where r.term = ${term} and r.sport = ${search.sport} ${textCheck(search)} order by ${orderBy} limit ${limit}`;
}

function termMatchesUnion(
  search: IndexedSearch,
  perTerm: (term: string | RawBuilder<unknown>) => RawBuilder<unknown>,
): RawBuilder<unknown> {
  return search.terms.length === 1
    ? perTerm(search.terms[0]!)
    : sql.join(
        search.terms.map((term, index) => sql`select * from (${perTerm(term)}) ${sql.raw(`t${index}`)}`),
        sql` union `,
      );
}

/** Matches counted up to `cap + 1` at most per term (the answer says "1,000+" beyond the cap). */
function countMatches(search: IndexedSearch, cap: number): RawBuilder<unknown> {
  const perTerm = (term: string | RawBuilder<unknown>) =>
    sql`select r.venue_id from ${fromRows(search)} where r.term = ${term} and r.sport = ${search.sport} ${textCheck(search)} limit ${cap + 1}`;
  return sql`select count(*) from (${termMatchesUnion(search, perTerm)}) counted`;
}

/** How many match, up to `cap + 1`. */
async function countIndexedSearch(db: Db, search: IndexedSearch, cap: number): Promise<number> {
  if (search.terms.length === 0) return 0;
  const result = await sql<{ n: number }>`select (${countMatches(search, cap)}) as n`.execute(db);
  return Number(result.rows[0]?.n ?? 0);
}

/**
 * A page of matches in name or price order, and how many match (up to `cap + 1`): each term's index
 * range is already in that order, so the database reads `offset + limit` rows per term and stops;
 * several terms (a prefix like "cam") are merged from their own first rows. The count rides on the
 * page's rows (one statement: on PostgreSQL each is a round trip); a page past the end counts alone.
 */
export async function indexedSearchPage(
  db: Db,
  search: IndexedSearch,
  options: { sort: 'name' | 'price'; limit: number; offset: number; cap: number },
): Promise<{ listings: string[]; total: number }> {
  if (search.terms.length === 0) return { listings: [], total: 0 };
  const wanted = options.offset + options.limit;
  const orderBy = options.sort === 'price' ? sql`m.price, m.name, m.venue_id` : sql`m.name, m.venue_id`;
  const matches = termMatchesUnion(search, (term) => termMatches(search, term, options.sort, wanted));
  const result = await sql<{ listing: string; n: number }>`${PREPARED}
    select l.listing, (${countMatches(search, options.cap)}) as n
    from (${matches}) m join venue_search_listings l on l.venue_id = m.venue_id
    order by ${orderBy} limit ${options.limit} offset ${options.offset}`.execute(db);
  const listings = result.rows.map((row) => row.listing);
  if (result.rows.length > 0) return { listings, total: Number(result.rows[0]!.n) };
  return { listings, total: options.offset === 0 ? 0 : await countIndexedSearch(db, search, options.cap) };
}

/**
 * The page when [from, to) holds exactly one term — the usual case, a whole word like "camden" — in
 * one statement: the term is a subquery (its first term), and the last term comes back beside the
 * page to tell whether it was the only one. Null when it was not, or when the page is empty: the
 * caller then lists the terms and asks again.
 */
export async function onlyTermPage(
  db: Db,
  range: { from: string; to: string },
  search: Omit<IndexedSearch, 'terms'>,
  options: { sort: 'name' | 'price'; limit: number; offset: number; cap: number },
): Promise<{ listings: string[]; total: number } | null> {
  const first = sql`(select term from venue_search_rows where term >= ${range.from} and term < ${range.to} order by term limit 1)`;
  const last = sql`(select term from venue_search_rows where term >= ${range.from} and term < ${range.to} order by term desc limit 1)`;
  const one = { ...search, terms: [first] };
  const orderBy = options.sort === 'price' ? sql`m.price, m.name, m.venue_id` : sql`m.name, m.venue_id`;
  const result = await sql<{ listing: string; n: number; first: string; last: string }>`${PREPARED}
    select l.listing, (${countMatches(one, options.cap)}) as n, ${first} as first, ${last} as last
    from (${termMatches(one, first, options.sort, options.offset + options.limit)}) m join venue_search_listings l on l.venue_id = m.venue_id
    order by ${orderBy} limit ${options.limit} offset ${options.offset}`.execute(db);
  const head = result.rows[0];
  if (!head || head.first !== head.last) return null;
  return { listings: result.rows.map((row) => row.listing), total: Number(head.n) };
}

/** An inclusive range of grid cell keys (one latitude band's columns). */
export type CellRange = readonly [number, number];

export interface GridPoint {
  venue_id: number;
  latitude: number;
  longitude: number;
}

/*
 * Bound values in the grid statements are never bare comparands of an indexed column: they are
 * one-row subqueries `(select cast(? as …))`, VALUES rows, or columns of the one-row select `a`.
 * - SQLite with sqlite_stat4 (after ANALYZE) plans `cell between ? and ?` or `sport = ?` from the
 *   bound values, and so prepares the statement again at every run: that was 45 % of the first
 *   nearest-first statement's time on the bench data (docs/decisions/0041). The server now drops
 *   SQLite's statistics at start (0044); the subqueries stay for PostgreSQL's sake, below.
 * - PostgreSQL estimates a subquery's value alike in custom and generic plans, so after five runs it
 *   keeps the generic plan for every shape. With bare parameters it planned some shapes anew at every
 *   run (its custom plans, from the histogram, looked cheaper). It still sees a range of one column,
 *   where a VALUES list joined to the points would be estimated at a third of the rows per bound and,
 *   without all-visible pages, read every venue of the sport.
 */

/** `(values (?, ?), …) r`: columns column1 (low) and column2 (high) on both engines; the first row's casts type them on PostgreSQL. */
function rangeRows(ranges: readonly CellRange[]): RawBuilder<unknown> {
  return sql`(values ${sql.join(ranges.map(([low, high], index) => (index === 0 ? sql`(cast(${low} as integer), cast(${high} as integer))` : sql`(${low}, ${high})`)))}) r`;
}

/** The points of these cell ranges, one index range each (values: sport, low, high per range). */
function pointsIn(sport: string, ranges: readonly CellRange[]): RawBuilder<unknown> {
  return sql.join(
    ranges.map(
      ([low, high]) =>
        sql`select venue_id, latitude, longitude from venue_search_points where sport = (select cast(${sport} as text)) and cell between (select cast(${low} as integer)) and (select cast(${high} as integer))`,
    ),
    sql` union all `,
  );
}

const pointsInValues = (sport: string, ranges: readonly CellRange[]) =>
  ranges.flatMap(([low, high]) => [sport, low, high]);

/** The venues (for one sport, or '' for any) in these cell ranges, read from the covering index. */
export async function pointsInCells(db: Db, sport: string, ranges: readonly CellRange[]): Promise<GridPoint[]> {
  if (ranges.length === 0) return [];
  return executeByShape<GridPoint>(
    db,
    `points in ${ranges.length} ranges`,
    () => pointsIn(sport, ranges),
    pointsInValues(sport, ranges),
  );
}

/** The band's running total at `cell` (venues from the band's west end to `cell`), 0 when none. */
const totalUpTo = (cell: RawBuilder<unknown>) =>
  sql`coalesce((select t.up_to from venue_search_band_totals t where t.sport = a.sport and t.cell between r.column2 - r.column2 % ${sql.lit(SEARCH_GRID_BAND)} and ${cell} order by t.cell desc limit 1), 0)`;

/**
 * The count of venues in cell ranges, each within one latitude band, for the sport `a.sport` of the
 * enclosing statement: per range, the band's running total at its east end less the total just
 * west of it (venue_search_band_totals, docs/decisions/0038) — two index seeks per band, however many
 * venues. Each VALUES row is (low − 1, high); the band starts at the multiple of SEARCH_GRID_BAND at or
 * below high.
 */
function countInRanges(ranges: readonly CellRange[]): { statement: () => RawBuilder<unknown>; values: number[] } {
  const rows = ranges.map(([low, high]) => [low - 1, high] as const);
  return {
    statement: () =>
      sql`(select coalesce(sum(${totalUpTo(sql`r.column2`)} - ${totalUpTo(sql`r.column1`)}), 0) from ${rangeRows(rows)})`,
    values: rows.flat(),
  };
}

/** A point of the first square, with `h`, the haversine term of its distance from the centre. */
export interface RankedPoint extends GridPoint {
  h: number;
}

export interface NearestHead {
  /** The square's points nearest first (by the database's haversine), at most `limit` of them. */
  points: RankedPoint[];
  /** The listings of `points`, by venue, when asked for. */
  listings: Map<number, string>;
  /** How many venues lie in the `counted` ranges. */
  count: number;
}

/**
 * The first square of a nearest-first search in one statement (on PostgreSQL every statement is a
 * round trip): its `limit` points nearest the centre, ordered by the database's own haversine (the
 * caller measures them again and checks the order; see nearest-venues.ts), with their listings when
 * `withListings`, and the count of venues in `counted` (the cells inside the circle), as the one row
 * without a venue. The limit is part of the text, not a parameter: PostgreSQL's generic plan takes a
 * parameter limit for a tenth of the rows, which made it dearer than a custom plan for 26 rows, so
 * PostgreSQL planned the statement afresh at every run (0.3 ms). Callers round it (nearest-venues.ts),
 * so there are few texts.
 */
export async function nearestInCellsWithCount(
  db: Db,
  search: {
    sport: string;
    centre: { lat: number; lng: number };
    ranges: readonly CellRange[];
    counted: readonly CellRange[];
    limit: number;
    withListings: boolean;
  },
): Promise<NearestHead> {
  const { sport, centre, ranges, counted, limit, withListings } = search;
  const count = countInRanges(counted);
  const cosLat = Math.cos((centre.lat * Math.PI) / 180);
  const rows = await executeByShape<{
    venue_id: number | null;
    latitude: number;
    longitude: number;
    h: number;
    listing: string | null;
    n: number | null;
  }>(
    db,
    `nearest ${limit} in ${ranges.length} ranges${withListings ? ' with listings' : ''}, count in ${counted.length}`,
    () => {
      // h = sin²(Δφ/2) + cos φ₁ cos φ₂ sin²(Δλ/2), as distanceKm computes it, written with
      // sin²(x/2) = (1 − cos x)/2: three function calls a point instead of five (SQLite calls each
      // through its function table). The cancellation costs at most 0.2 m, within the floor's margin.
      const h = sql`(1 - cos((p.latitude - a.lat) * a.rad)) / 2 + a.cos_lat * cos(p.latitude * a.rad) * (1 - cos((p.longitude - a.lng) * a.rad)) / 2`;
      const listing = withListings
        ? sql`(select l.listing from venue_search_listings l where l.venue_id = m.venue_id)`
        : sql`null`;
      const countColumn = counted.length === 0 ? sql`0` : count.statement();
      return sql`with a as (select cast(${sport} as text) as sport, cast(${centre.lat} as double precision) as lat, cast(${centre.lng} as double precision) as lng,
        cast(${cosLat} as double precision) as cos_lat, cast(${Math.PI / 180} as double precision) as rad)
      select m.venue_id, m.latitude, m.longitude, m.h, ${listing} as listing, null as n
      from (select p.venue_id, p.latitude, p.longitude, ${h} as h from a cross join (${pointsIn(sport, ranges)}) p order by h, p.venue_id limit ${sql.lit(limit)}) m
      union all
      select null, null, null, null, null, ${countColumn} from a`;
    },
    [sport, centre.lat, centre.lng, cosLat, Math.PI / 180, ...pointsInValues(sport, ranges), ...count.values],
  );
  const points: RankedPoint[] = [];
  const listings = new Map<number, string>();
  let total = 0;
  for (const row of rows) {
    if (row.venue_id === null) {
      total = Number(row.n);
      continue;
    }
    points.push({ venue_id: row.venue_id, latitude: row.latitude, longitude: row.longitude, h: Number(row.h) });
    if (row.listing !== null) listings.set(row.venue_id, row.listing);
  }
  return { points, listings, count: total };
}

/** The listings (VenueSummary JSON texts) of these venues, in the order given; undefined where none. */
export async function listingsByIds(db: Db, ids: readonly number[]): Promise<(string | undefined)[]> {
  if (ids.length === 0) return [];
  const result = await sql<{
    venue_id: number;
    listing: string;
  }>`${PREPARED}select venue_id, listing from venue_search_listings where venue_id in (${sql.join(ids.map((id) => sql`${id}`))})`.execute(
    db,
  );
  const byId = new Map(result.rows.map((row) => [Number(row.venue_id), row.listing]));
  return ids.map((id) => byId.get(id));
}
