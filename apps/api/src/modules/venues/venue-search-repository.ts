import { PREPARED, SEARCH_GRID_BAND, type Database } from '@app/db';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import { executeByShape } from './statement-by-shape';

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
  // recursive query (dearer to plan on PostgreSQL) is left for real prefixes. (Each end is its own
  // subquery with an order and a limit: SQLite seeks the index for a lone min() or max(), but reads
  // the whole range when both are asked in one select.)
  const { rows } = await sql<{ first: string | null; last: string | null }>`${PREPARED}
    select (select term from venue_search_rows where term >= ${from} and term < ${to} order by term limit 1) as first,
           (select term from venue_search_rows where term >= ${from} and term < ${to} order by term desc limit 1) as last`.execute(db);
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
  return search.textPattern === null ? sql`venue_search_rows r` : sql`venue_search_rows r join venues v on v.id = r.venue_id`;
}

/** One term's matches in the answer's order, at most `limit` of them. */
function termMatches(search: IndexedSearch, term: string | RawBuilder<unknown>, order: 'name' | 'price', limit: number) {
  const orderBy = order === 'price' ? sql`r.price, r.name, r.venue_id` : sql`r.name, r.venue_id`;
  return sql`select r.venue_id, r.name, r.price from ${fromRows(search)} where r.term = ${term} and r.sport = ${search.sport} ${textCheck(search)} order by ${orderBy} limit ${limit}`;
}

function termMatchesUnion(search: IndexedSearch, perTerm: (term: string | RawBuilder<unknown>) => RawBuilder<unknown>): RawBuilder<unknown> {
  return search.terms.length === 1 ? perTerm(search.terms[0]!) : sql.join(search.terms.map((term, index) => sql`select * from (${perTerm(term)}) ${sql.raw(`t${index}`)}`), sql` union `);
}

/** Matches counted up to `cap + 1` at most per term (the answer says "1,000+" beyond the cap). */
function countMatches(search: IndexedSearch, cap: number): RawBuilder<unknown> {
  const perTerm = (term: string | RawBuilder<unknown>) => sql`select r.venue_id from ${fromRows(search)} where r.term = ${term} and r.sport = ${search.sport} ${textCheck(search)} limit ${cap + 1}`;
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
export async function indexedSearchPage(db: Db, search: IndexedSearch, options: { sort: 'name' | 'price'; limit: number; offset: number; cap: number }): Promise<{ listings: string[]; total: number }> {
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

const pointsPart = (sport: string, [low, high]: CellRange) =>
  sql`select venue_id, latitude, longitude from venue_search_points where sport = ${sport} and cell between ${low} and ${high}`;

/** The venues (for one sport, or '' for any) in these cell ranges, read from the covering index. */
export async function pointsInCells(db: Db, sport: string, ranges: readonly CellRange[]): Promise<GridPoint[]> {
  if (ranges.length === 0) return [];
  return executeByShape<GridPoint>(
    db,
    `points in ${ranges.length} ranges`,
    () => sql.join(ranges.map((range) => pointsPart(sport, range)), sql` union all `),
    ranges.flatMap(([low, high]) => [sport, low, high]),
  );
}

/** The band's running total at `cell` (venues from the band's west end to `cell`), 0 when none. */
const totalUpTo = (sport: string, bandStart: RawBuilder<unknown>, cell: RawBuilder<unknown>) =>
  sql`coalesce((select up_to from venue_search_band_totals t where t.sport = ${sport} and t.cell between ${bandStart} and ${cell} order by t.cell desc limit 1), 0)`;

/**
 * The count of venues in cell ranges, each within one latitude band: per range, the band's running
 * total at its east end less the total just west of it (venue_search_band_totals,
 * docs/decisions/0038) — two index seeks per band, however many venues. The ranges are a VALUES list
 * (columns column1… on both engines; the first row's casts type them all on PostgreSQL), so the
 * statement stays short whatever the number of bands.
 */
function countStatement(sport: string, ranges: readonly CellRange[]): { statement: () => RawBuilder<unknown>; values: unknown[] } {
  const bands = ranges.map(([low, high]) => [Math.floor(low / SEARCH_GRID_BAND) * SEARCH_GRID_BAND, low - 1, high] as const);
  const row = (band: readonly [number, number, number], index: number) =>
    index === 0 ? sql`(cast(${band[0]} as integer), cast(${band[1]} as integer), cast(${band[2]} as integer))` : sql`(${band[0]}, ${band[1]}, ${band[2]})`;
  const statement = () => sql`
    select coalesce(sum(${totalUpTo(sport, sql`r.column1`, sql`r.column3`)} - ${totalUpTo(sport, sql`r.column1`, sql`r.column2`)}), 0) as n
    from (values ${sql.join(bands.map(row))}) r`;
  return { statement, values: [sport, sport, ...bands.flat()] };
}

/** How many venues (for one sport, or '' for any) lie in these cell ranges (each within one band). */
async function countInCells(db: Db, sport: string, ranges: readonly CellRange[]): Promise<number> {
  if (ranges.length === 0) return 0;
  const { statement, values } = countStatement(sport, ranges);
  const rows = await executeByShape<{ n: number }>(db, `count in ${ranges.length} ranges`, statement, values);
  return Number(rows[0]?.n ?? 0);
}

/**
 * pointsInCells and countInCells (over other ranges) in one statement: on PostgreSQL every statement
 * is a round trip. The count is the one row without a venue.
 */
export async function pointsInCellsWithCount(db: Db, sport: string, ranges: readonly CellRange[], counted: readonly CellRange[]): Promise<{ points: GridPoint[]; count: number }> {
  if (ranges.length === 0 || counted.length === 0) return { points: await pointsInCells(db, sport, ranges), count: await countInCells(db, sport, counted) };
  const count = countStatement(sport, counted);
  // The count is its own arm of the union: as a column of the points' select, SQLite would compute
  // it once per arm.
  const rows = await executeByShape<{ venue_id: number | null; latitude: number; longitude: number; n: number | null }>(
    db,
    `points in ${ranges.length} ranges, count in ${counted.length}`,
    () => sql`select p.venue_id, p.latitude, p.longitude, null as n from (${sql.join(ranges.map((range) => pointsPart(sport, range)), sql` union all `)}) p union all select null, null, null, (${count.statement()})`,
    [...ranges.flatMap(([low, high]) => [sport, low, high]), ...count.values],
  );
  const points: GridPoint[] = [];
  let total = 0;
  for (const row of rows) {
    if (row.venue_id === null) total = Number(row.n);
    else points.push(row as GridPoint);
  }
  return { points, count: total };
}

/** The listings (VenueSummary JSON texts) of these venues, in the order given; undefined where none. */
export async function listingsByIds(db: Db, ids: readonly number[]): Promise<(string | undefined)[]> {
  if (ids.length === 0) return [];
  const result = await sql<{ venue_id: number; listing: string }>`${PREPARED}select venue_id, listing from venue_search_listings where venue_id in (${sql.join(ids.map((id) => sql`${id}`))})`.execute(db);
  const byId = new Map(result.rows.map((row) => [Number(row.venue_id), row.listing]));
  return ids.map((id) => byId.get(id));
}
