import { SEARCH_GRID_BAND, type Database } from '@app/db';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import { executePerRange } from './statement-per-range';

/*
 * Reads of the venue search index (venue_search_rows, venue_search_points, venue_search_band_totals, venue_search_listings; packages/db
 * venue-search-index.ts, docs/decisions/0029): approved venues only, already in the answer's order.
 */
type Db = Kysely<Database>;

/**
 * The distinct terms in [from, to), at most `max + 1` (so the caller can tell there are more): a
 * loose index scan, one index seek per term, however many venues each term has.
 */
export async function termsInRange(db: Db, from: string, to: string, max: number): Promise<string[]> {
  // Usually the range holds one word (the query was a whole word): two index seeks tell, and the
  // recursive query (dearer to plan on PostgreSQL) is left for real prefixes.
  // (Each end is its own statement: SQLite seeks the index for a lone min() or max(), but reads the
  // whole range when both are asked in one select.)
  const [lowest, highest] = await Promise.all([
    sql<{ term: string }>`select term from venue_search_rows where term >= ${from} and term < ${to} order by term limit 1`.execute(db),
    sql<{ term: string }>`select term from venue_search_rows where term >= ${from} and term < ${to} order by term desc limit 1`.execute(db),
  ]);
  const first = lowest.rows[0]?.term ?? null;
  const last = highest.rows[0]?.term ?? null;
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
  terms: string[];
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
  return search.textPattern === null ? sql`venue_search_rows r` : sql`venue_search_rows r join venues v on v.id = r.venue_id`;
}

/** One term's matches in the answer's order, at most `limit` of them. */
function termMatches(search: IndexedSearch, term: string, order: 'name' | 'price', limit: number) {
  const orderBy = order === 'price' ? sql`r.price, r.name, r.venue_id` : sql`r.name, r.venue_id`;
  return sql`select r.venue_id, r.name, r.price from ${fromRows(search)} where r.term = ${term} and r.sport = ${search.sport} ${textCheck(search)} order by ${orderBy} limit ${limit}`;
}

/**
 * A page of matches in name or price order: each term's index range is already in that order, so
 * the database reads `offset + limit` rows per term and stops; several terms (a prefix like "cam")
 * are merged from their own first rows.
 */
export async function indexedSearchPage(db: Db, search: IndexedSearch, options: { sort: 'name' | 'price'; limit: number; offset: number }): Promise<string[]> {
  if (search.terms.length === 0) return [];
  const wanted = options.offset + options.limit;
  const orderBy = options.sort === 'price' ? sql`m.price, m.name, m.venue_id` : sql`m.name, m.venue_id`;
  const matches =
    search.terms.length === 1
      ? termMatches(search, search.terms[0]!, options.sort, wanted)
      : sql.join(
          search.terms.map((term, index) => sql`select * from (${termMatches(search, term, options.sort, wanted)}) ${sql.raw(`t${index}`)}`),
          sql` union `,
        );
  const result = await sql<{ listing: string }>`select l.listing from (${matches}) m join venue_search_listings l on l.venue_id = m.venue_id order by ${orderBy} limit ${options.limit} offset ${options.offset}`.execute(db);
  return result.rows.map((row) => row.listing);
}

/** Matches counted up to `cap + 1` at most per term (the answer says "1,000+" beyond the cap). */
export async function countIndexedSearch(db: Db, search: IndexedSearch, cap: number): Promise<number> {
  if (search.terms.length === 0) return 0;
  const perTerm = (term: string) => sql`select r.venue_id from ${fromRows(search)} where r.term = ${term} and r.sport = ${search.sport} ${textCheck(search)} limit ${cap + 1}`;
  const matches = search.terms.length === 1 ? perTerm(search.terms[0]!) : sql.join(search.terms.map((term, index) => sql`select * from (${perTerm(term)}) ${sql.raw(`t${index}`)}`), sql` union `);
  const result = await sql<{ n: number }>`select count(*) as n from (${matches}) m`.execute(db);
  return Number(result.rows[0]?.n ?? 0);
}

/** An inclusive range of grid cell keys (one latitude band's columns). */
export type CellRange = readonly [number, number];

export interface GridPoint {
  venue_id: number;
  latitude: number;
  longitude: number;
}

/** The venues (for one sport, or '' for any) in these cell ranges, read from the covering index. */
export async function pointsInCells(db: Db, sport: string, ranges: readonly CellRange[]): Promise<GridPoint[]> {
  if (ranges.length === 0) return [];
  return executePerRange<GridPoint>(
    db,
    'points in cells',
    ranges.map(([low, high]) => [sport, low, high]),
    ([partSport, low, high]) => sql`select venue_id, latitude, longitude from venue_search_points where sport = ${partSport} and cell between ${low} and ${high}`,
    (parts) => sql.join(parts, sql` union all `),
  );
}

/** The band's running total at `cell` (venues from the band's west end to `cell`), 0 when none. */
const totalUpTo = (sport: unknown, bandStart: unknown, cell: unknown) =>
  sql`coalesce((select up_to from venue_search_band_totals where sport = ${sport} and cell between ${bandStart} and ${cell} order by cell desc limit 1), 0)`;

/**
 * How many venues (for one sport, or '' for any) lie in these cell ranges, each within one latitude
 * band: per range, the band's running total at its east end less the total just west of it
 * (venue_search_band_totals, docs/decisions/0038) — two index seeks per band, however many venues.
 */
export async function countInCells(db: Db, sport: string, ranges: readonly CellRange[]): Promise<number> {
  if (ranges.length === 0) return 0;
  const rows = await executePerRange<{ n: number }>(
    db,
    'count in cells',
    ranges.map(([low, high]) => {
      const bandStart = Math.floor(low / SEARCH_GRID_BAND) * SEARCH_GRID_BAND;
      return [sport, bandStart, high, sport, bandStart, low - 1];
    }),
    ([eastSport, eastStart, east, westSport, westStart, west]) => sql`${totalUpTo(eastSport, eastStart, east)} - ${totalUpTo(westSport, westStart, west)}`,
    (parts) => sql`select ${sql.join(parts, sql` + `)} as n`,
  );
  return Number(rows[0]?.n ?? 0);
}

/** The listings (VenueSummary JSON texts) of these venues, in the order given; undefined where none. */
export async function listingsByIds(db: Db, ids: readonly number[]): Promise<(string | undefined)[]> {
  if (ids.length === 0) return [];
  const result = await sql<{ venue_id: number; listing: string }>`select venue_id, listing from venue_search_listings where venue_id in (${sql.join(ids.map((id) => sql`${id}`))})`.execute(db);
  const byId = new Map(result.rows.map((row) => [Number(row.venue_id), row.listing]));
  return ids.map((id) => byId.get(id));
}
