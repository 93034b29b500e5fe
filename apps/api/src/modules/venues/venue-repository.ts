import {
  executePrepared,
  leadingSearchTerm,
  readJsonList,
  venueSearchTerms,
  type Database,
  type Engine,
} from '@app/db';
import { sql, type Kysely } from 'kysely';

type Db = Kysely<Database>;

export interface VenueRow {
  id: number;
  owner_id: number | null;
  name: string;
  description: string;
  location: string;
  address: string;
  latitude: number | null;
  longitude: number | null;
  time_zone: string;
  approved: number;
  created_at: string;
}

export interface VenueSportRow {
  venue_id: number;
  sport: string;
  price_per_hour_pence: number | null;
  court_count: number;
  description: string;
  facilities: string;
}

export interface VenueImageRow {
  venue_id: number;
  sport: string | null;
  url: string;
}

export interface VenueParts {
  sports: VenueSportRow[];
  images: VenueImageRow[];
  facilities: { venue_id: number; name: string }[];
}

export const VENUE_COLUMNS = [
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
const NO_PRICE = 2_147_483_647;

export interface VenueFilters {
  /** Which venues by review state; players and visitors only ever get 'approved' (the default). */
  approval?: 'approved' | 'pending' | 'all' | undefined;
  search?: string | undefined;
  sport?: string | undefined;
  location?: string | undefined;
  box?: { minLat: number; maxLat: number; minLng: number; maxLng: number } | undefined;
}

/** `%text%` for LIKE with the user's own % and _ taken literally. */
export function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

function filteredVenues(db: Db, filters: VenueFilters) {
  let query = db.selectFrom('venues');
  if (filters.approval !== 'all') query = query.where('venues.approved', '=', filters.approval === 'pending' ? 0 : 1);
  if (filters.search) {
    const pattern = containsPattern(filters.search);
    query = query.where(
      sql<boolean>`(lower(venues.name) like ${pattern} escape '\\' or lower(venues.description) like ${pattern} escape '\\' or lower(venues.location) like ${pattern} escape '\\')`,
    );
  }
  if (filters.location) {
    // The term index narrows to venues with a word starting like the query's longest word; the
    // full text is then checked on those few rows.
    const term = leadingSearchTerm(filters.location);
    if (term) {
      const upper = term.slice(0, -1) + String.fromCharCode(term.charCodeAt(term.length - 1) + 1);
      query = query.where('venues.id', 'in', (eb) =>
        eb
          .selectFrom('venue_search_terms')
          .select('venue_search_terms.venue_id')
          .where('venue_search_terms.term', '>=', term)
          .where('venue_search_terms.term', '<', upper),
      );
    }
    // One plain word is fully answered by the term index (a word of the location or address
    // starting with it contains it); the text check matters only for longer queries.
    if (!term || term !== filters.location.trim().toLowerCase()) {
      const pattern = containsPattern(filters.location);
      query = query.where(
        sql<boolean>`(lower(venues.location) like ${pattern} escape '\\' or lower(venues.address) like ${pattern} escape '\\')`,
      );
    }
  }
  if (filters.sport) {
    const sport = filters.sport;
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('venue_sports')
          .select(sql.lit(1).as('one'))
          .whereRef('venue_sports.venue_id', '=', 'venues.id')
          .where('venue_sports.sport', '=', sport),
      ),
    );
  }
  if (filters.box) {
    const { minLat, maxLat, minLng, maxLng } = filters.box;
    query = query
      .where('venues.latitude', '>=', minLat)
      .where('venues.latitude', '<=', maxLat)
      .where('venues.longitude', '>=', minLng)
      .where('venues.longitude', '<=', maxLng);
  }
  return query;
}

/** The price a search sorts by: the chosen sport's price, else the venue's lowest; no price sorts last. */
function sortPrice(sport: string | undefined) {
  return sql<number>`coalesce((select min(vs.price_per_hour_pence) from venue_sports vs where vs.venue_id = venues.id ${sport ? sql`and vs.sport = ${sport}` : sql``}), ${NO_PRICE})`;
}

/**
 * Counts matches up to `cap` and stops there, so a broad search costs the same however large the
 * marketplace grows; the list then says "1,000+ venues".
 */
export async function countVenues(db: Db, filters: VenueFilters, cap = VENUE_COUNT_CAP): Promise<number> {
  const capped = filteredVenues(db, filters)
    .select('venues.id')
    .limit(cap + 1);
  const row = await db
    .selectFrom(capped.as('matches'))
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export const VENUE_COUNT_CAP = 1000;

export async function searchVenuePage(
  db: Db,
  filters: VenueFilters,
  options: { sort: 'name' | 'price'; limit: number; offset: number },
): Promise<VenueRow[]> {
  let query = filteredVenues(db, filters).select(VENUE_COLUMNS.map((column) => `venues.${column}` as const));
  query =
    options.sort === 'price'
      ? query.orderBy(sortPrice(filters.sport)).orderBy('venues.name')
      : query.orderBy('venues.name');
  return query.orderBy('venues.id').limit(options.limit).offset(options.offset).execute();
}

/**
 * Every match with what distance ordering needs; used only with a bounding box. The price each
 * venue sorts by costs a lookup per match, so it is read only when the order needs it.
 */
export async function searchVenuePoints(db: Db, filters: VenueFilters, options: { withPrice: boolean }) {
  return filteredVenues(db, filters)
    .select([
      'venues.id',
      'venues.name',
      'venues.latitude',
      'venues.longitude',
      (options.withPrice ? sortPrice(filters.sport) : sql<number>`0`).as('sort_price'),
    ])
    .execute();
}

export async function findVenuesByIds(db: Db, ids: number[]): Promise<VenueRow[]> {
  if (ids.length === 0) return [];
  return db.selectFrom('venues').select(VENUE_COLUMNS).where('id', 'in', ids).execute();
}

export function findVenue(db: Db, id: number): Promise<VenueRow | undefined> {
  return db.selectFrom('venues').select(VENUE_COLUMNS).where('id', '=', id).executeTakeFirst();
}

export async function listApprovedVenues(db: Db): Promise<VenueRow[]> {
  return db
    .selectFrom('venues')
    .select(VENUE_COLUMNS)
    .where('approved', '=', 1)
    .orderBy('name')
    .orderBy('id')
    .execute();
}

/** Sports, images and facilities of many venues in three queries rather than three per venue. */
export async function loadVenueParts(db: Db, venueIds: number[]): Promise<VenueParts> {
  if (venueIds.length === 0) return { sports: [], images: [], facilities: [] };
  const [sports, images, facilities] = await Promise.all([
    db
      .selectFrom('venue_sports')
      .select(['venue_id', 'sport', 'price_per_hour_pence', 'court_count', 'description', 'facilities'])
      .where('venue_id', 'in', venueIds)
      .orderBy('venue_id')
      .orderBy('position')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('venue_images')
      .select(['venue_id', 'sport', 'url'])
      .where('venue_id', 'in', venueIds)
      .orderBy('venue_id')
      .orderBy('position')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('venue_facilities')
      .select(['venue_id', 'name'])
      .where('venue_id', 'in', venueIds)
      .orderBy('venue_id')
      .orderBy('position')
      .execute(),
  ]);
  return { sports, images, facilities };
}

interface VenuePartRow {
  kind: 'sport' | 'image' | 'facility';
  name: string | null;
  price_per_hour_pence: number | null;
  court_count: number | null;
  text: string | null;
  facilities: string | null;
}

/**
 * One venue's sports, images and facilities in one query (its page reads them on every request),
 * in the order loadVenueParts gives them.
 */
export async function loadOneVenueParts(db: Db, venueId: number): Promise<VenueParts> {
  const { rows } = await sql<VenuePartRow>`
    select 'sport' as kind, sport as name, price_per_hour_pence, court_count, description as text, facilities, position, id
      from venue_sports where venue_id = ${venueId}
    union all
    select 'image', sport, cast(null as integer), cast(null as integer), url, cast(null as text), position, id
      from venue_images where venue_id = ${venueId}
    union all
    select 'facility', name, cast(null as integer), cast(null as integer), cast(null as text), cast(null as text), position, 0
      from venue_facilities where venue_id = ${venueId}
    order by kind, position, id`.execute(db);
  const parts: VenueParts = { sports: [], images: [], facilities: [] };
  for (const row of rows) {
    if (row.kind === 'sport') {
      parts.sports.push({
        venue_id: venueId,
        sport: row.name!,
        price_per_hour_pence: row.price_per_hour_pence,
        court_count: row.court_count!,
        description: row.text!,
        facilities: row.facilities!,
      });
    } else if (row.kind === 'image') {
      parts.images.push({ venue_id: venueId, sport: row.name, url: row.text! });
    } else {
      parts.facilities.push({ venue_id: venueId, name: row.name! });
    }
  }
  return parts;
}

export interface ScheduleWithBreakRow {
  id: number;
  sport: string | null;
  day_of_week: number;
  is_open: number;
  open_time: string;
  close_time: string;
  break_start: string | null;
  break_end: string | null;
  break_reason: string | null;
}

/**
 * The weekly schedules (general and per sport) with their breaks, in one query (a venue page and a
 * day's slots read them on every request): one row per break, or one with no break for a day without.
 */
export async function loadSchedules(db: Db, venueId: number, sport?: string) {
  const forSport = sport === undefined ? sql`` : sql` and (s.sport is null or s.sport = ${sport})`;
  const { rows } = await sql<ScheduleWithBreakRow>`
    select s.id, s.sport, s.day_of_week, s.is_open, s.open_time, s.close_time,
           b.start_time as break_start, b.end_time as break_end, b.reason as break_reason
    from venue_schedules s left join schedule_breaks b on b.schedule_id = s.id
    where s.venue_id = ${venueId}${forSport}
    order by s.day_of_week, s.id, b.start_time`.execute(db);
  return groupScheduleRows(rows);
}

/** loadSchedules' rows (one per break, in its order) as the schedules and their breaks. */
export function groupScheduleRows(rows: readonly ScheduleWithBreakRow[]) {
  const schedules: {
    id: number;
    sport: string | null;
    day_of_week: number;
    is_open: number;
    open_time: string;
    close_time: string;
  }[] = [];
  const breaks: { schedule_id: number; start_time: string; end_time: string; reason: string }[] = [];
  for (const row of rows) {
    if (schedules.at(-1)?.id !== row.id) {
      schedules.push({
        id: row.id,
        sport: row.sport,
        day_of_week: row.day_of_week,
        is_open: row.is_open,
        open_time: row.open_time,
        close_time: row.close_time,
      });
    }
    if (row.break_start !== null)
      breaks.push({
        schedule_id: row.id,
        start_time: row.break_start,
        end_time: row.break_end!,
        reason: row.break_reason!,
      });
  }
  // Earliest first across schedules, as each day's breaks are read in that order.
  breaks.sort((a, b) => (a.start_time < b.start_time ? -1 : a.start_time > b.start_time ? 1 : 0));
  return { schedules, breaks };
}

/** The breaks of these schedules, earliest first (none for no schedules, without a query). */
export async function loadScheduleBreaks(db: Db, scheduleIds: number[]) {
  if (scheduleIds.length === 0) return [];
  return db
    .selectFrom('schedule_breaks')
    .select(['schedule_id', 'start_time', 'end_time', 'reason'])
    .where('schedule_id', 'in', scheduleIds)
    .orderBy('start_time')
    .execute();
}

export function loadSpecialDates(db: Db, venueId: number, range: { from: string; to?: string }) {
  let query = db
    .selectFrom('special_dates')
    .select(['id', 'sport', 'date', 'start_time', 'end_time', 'price_pence', 'available', 'notes'])
    .where('venue_id', '=', venueId)
    .where('date', '>=', range.from);
  if (range.to) query = query.where('date', '<=', range.to);
  return query.orderBy('date').orderBy('start_time').execute();
}

export function loadBlockedPeriods(db: Db, venueId: number, range: { from: string; to?: string }) {
  let query = db
    .selectFrom('blocked_periods')
    .select(['id', 'sport', 'start_date', 'end_date', 'all_day', 'start_time', 'end_time', 'reason'])
    .where('venue_id', '=', venueId)
    .where('end_date', '>=', range.from);
  if (range.to) query = query.where('start_date', '<=', range.to);
  return query.orderBy('start_date').execute();
}

export function findVenueSport(db: Db, venueId: number, sport: string) {
  return db
    .selectFrom('venue_sports')
    .select(['sport', 'price_per_hour_pence', 'court_count'])
    .where('venue_id', '=', venueId)
    .where('sport', '=', sport)
    .executeTakeFirst();
}

/** A venue's rows for one sport and date: those findVenueSport, loadSchedules, loadSpecialDates, loadBlockedPeriods and countClaims read. */
export interface VenueDayRows {
  sportConfig: { sport: string; price_per_hour_pence: number | null; court_count: number } | null;
  schedules: ReturnType<typeof groupScheduleRows>;
  specials: Awaited<ReturnType<typeof loadSpecialDates>>;
  blocks: Awaited<ReturnType<typeof loadBlockedPeriods>>;
  claims: Record<string, number>;
}

/**
 * PostgreSQL: a venue and its rows for one sport and date in one statement (a checkout's reads as a
 * single round trip instead of six): the same columns, filters and order as findVenue,
 * findVenueSport, loadSchedules(…, sport), loadSpecialDates and loadBlockedPeriods for that date, and
 * countClaims, each as a JSON value (integers and text survive JSON unchanged). Undefined when there
 * is no such venue.
 */
export async function findVenueWithDayRows(
  db: Db,
  venueId: number,
  sport: string,
  date: string,
): Promise<{ venue: VenueRow; rows: VenueDayRows } | undefined> {
  // Prepared by name (a checkout's plan is the same every time): planned once per connection.
  const [row] = await executePrepared(db, venueWithDayRowsQuery(db, venueId, sport, date));
  return venueWithDayRowsFrom(row);
}

/**
 * A venue and a way to its rows for one sport and date (readVenueDay's reads): undefined when there is
 * no such venue. On PostgreSQL every row is read at once in one statement (findVenueWithDayRows), so a
 * checkout's venue and availability cost one round trip, not six; on SQLite, where a statement is a
 * function call, the venue first and its day's rows only when asked for (after the caller checked the date).
 */
export async function findVenueDayReader(
  db: Db,
  engine: Engine,
  venueId: number,
  sport: string,
  date: string,
): Promise<{ venue: VenueRow; rows: () => Promise<VenueDayRows> } | undefined> {
  if (engine === 'postgres') {
    const found = await findVenueWithDayRows(db, venueId, sport, date);
    return found && { venue: found.venue, rows: () => Promise.resolve(found.rows) };
  }
  const venue = await findVenue(db, venueId);
  return venue && { venue, rows: () => loadVenueDayRows(db, venueId, sport, date) };
}

/** One statement per part: the rows findVenueWithDayRows reads at once; the sport's first, the rest only for an offered sport. */
async function loadVenueDayRows(db: Db, venueId: number, sport: string, date: string): Promise<VenueDayRows> {
  const sportConfig = (await findVenueSport(db, venueId, sport)) ?? null;
  if (!sportConfig) return { sportConfig, schedules: groupScheduleRows([]), specials: [], blocks: [], claims: {} };
  const [schedules, specials, blocks, claims] = await Promise.all([
    loadSchedules(db, venueId, sport),
    loadSpecialDates(db, venueId, { from: date, to: date }),
    loadBlockedPeriods(db, venueId, { from: date, to: date }),
    countClaims(db, venueId, sport, date),
  ]);
  return { sportConfig, schedules, specials, blocks, claims };
}

/** findVenueWithDayRows' statement, for a caller that reads it inside its own (the checkout's, docs/decisions/0042). */
export function venueWithDayRowsQuery(db: Db, venueId: number, sport: string, date: string) {
  return db
    .selectFrom('venues as v')
    .select(VENUE_COLUMNS.map((column) => `v.${column}` as const))
    .select([
      sql<
        VenueDayRows['sportConfig']
      >`(select json_build_object('sport', vs.sport, 'price_per_hour_pence', vs.price_per_hour_pence, 'court_count', vs.court_count)
        from venue_sports vs where vs.venue_id = v.id and vs.sport = ${sport})`.as('sport_config'),
      sql<
        ScheduleWithBreakRow[]
      >`(select coalesce(json_agg(json_build_object('id', s.id, 'sport', s.sport, 'day_of_week', s.day_of_week, 'is_open', s.is_open,
          'open_time', s.open_time, 'close_time', s.close_time, 'break_start', b.start_time, 'break_end', b.end_time, 'break_reason', b.reason)
          order by s.day_of_week, s.id, b.start_time), '[]')
        from venue_schedules s left join schedule_breaks b on b.schedule_id = s.id
        where s.venue_id = v.id and (s.sport is null or s.sport = ${sport}))`.as('schedule_rows'),
      sql<
        VenueDayRows['specials']
      >`(select coalesce(json_agg(json_build_object('id', d.id, 'sport', d.sport, 'date', d.date, 'start_time', d.start_time, 'end_time', d.end_time,
          'price_pence', d.price_pence, 'available', d.available, 'notes', d.notes) order by d.date, d.start_time), '[]')
        from special_dates d where d.venue_id = v.id and d.date >= ${date} and d.date <= ${date})`.as('specials'),
      sql<
        VenueDayRows['blocks']
      >`(select coalesce(json_agg(json_build_object('id', p.id, 'sport', p.sport, 'start_date', p.start_date, 'end_date', p.end_date,
          'all_day', p.all_day, 'start_time', p.start_time, 'end_time', p.end_time, 'reason', p.reason) order by p.start_date), '[]')
        from blocked_periods p where p.venue_id = v.id and p.end_date >= ${date} and p.start_date <= ${date})`.as(
        'blocks',
      ),
      sql<Record<string, number>>`(select coalesce(json_object_agg(c.start_time, c.held), '{}') from (
          select start_time, count(*) as held from booking_slots where venue_id = v.id and sport = ${sport} and date = ${date} group by start_time) c)`.as(
        'claims',
      ),
    ])
    .where('v.id', '=', venueId);
}

export type VenueWithDayRowsRow = Awaited<ReturnType<ReturnType<typeof venueWithDayRowsQuery>['executeTakeFirst']>>;

/** The venue and its day's rows from a row of venueWithDayRowsQuery; undefined when there is no such venue. */
export function venueWithDayRowsFrom(row: VenueWithDayRowsRow): { venue: VenueRow; rows: VenueDayRows } | undefined {
  if (!row) return undefined;
  const { sport_config: sportConfig, schedule_rows: scheduleRows, specials, blocks, claims, ...venue } = row;
  return { venue, rows: { sportConfig, schedules: groupScheduleRows(scheduleRows), specials, blocks, claims } };
}

/** How many courts are held per hour on one date for one sport. */
export async function countClaims(
  db: Db,
  venueId: number,
  sport: string,
  date: string,
): Promise<Record<string, number>> {
  const rows = await db
    .selectFrom('booking_slots')
    .select(['start_time', (eb) => eb.fn.countAll<number>().as('held')])
    .where('venue_id', '=', venueId)
    .where('sport', '=', sport)
    .where('date', '=', date)
    .groupBy('start_time')
    .execute();
  return Object.fromEntries(rows.map((row) => [row.start_time, Number(row.held)]));
}

export { readJsonList };

/** Keeps the location-search index in step with a venue's location and address. */
export async function replaceVenueSearchTerms(
  db: Db,
  venueId: number,
  location: string,
  address: string,
): Promise<void> {
  await db.deleteFrom('venue_search_terms').where('venue_id', '=', venueId).execute();
  const terms = venueSearchTerms(location, address);
  if (terms.length > 0)
    await db
      .insertInto('venue_search_terms')
      .values(terms.map((term) => ({ venue_id: venueId, term })))
      .execute();
}

/**
 * Every sport at least one approved venue offers, A–Z, for the search's sport choice: a sport no
 * listed venue offers would only lead to an empty list, and a sport an owner adds shows up without a
 * release (issue 15 §7).
 */
export async function listOfferedSports(db: Db): Promise<string[]> {
  const rows = await db
    .selectFrom('venue_sports')
    .innerJoin('venues', 'venues.id', 'venue_sports.venue_id')
    .where('venues.approved', '=', 1)
    .select('venue_sports.sport')
    .distinct()
    .orderBy('venue_sports.sport')
    .execute();
  return rows.map((row) => row.sport);
}

/** What the served venue page's <head> says before the app runs: title, description, first photo. */
export interface VenuePageHead {
  name: string;
  description: string;
  location: string;
  firstImage: string | null;
}

/** An approved venue's head, or undefined (unknown or unapproved venues get the plain shell). */
export async function findVenuePageHead(db: Db, venueId: number): Promise<VenuePageHead | undefined> {
  const venue = await db
    .selectFrom('venues')
    .select(['name', 'description', 'location'])
    .where('id', '=', venueId)
    .where('approved', '=', 1)
    .executeTakeFirst();
  if (!venue) return undefined;
  const image = await db
    .selectFrom('venue_images')
    .select('url')
    .where('venue_id', '=', venueId)
    .orderBy('position')
    .orderBy('id')
    .executeTakeFirst();
  return { ...venue, firstImage: image?.url ?? null };
}
