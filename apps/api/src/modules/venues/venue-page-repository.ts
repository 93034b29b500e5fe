import { PREPARED, type Database } from '@app/db';
import { sql, type Kysely } from 'kysely';

/*
 * The stored venue pages (venue_pages, docs/decisions/0033) and the venue versions they are checked
 * against (venue_versions, bumped by triggers: docs/decisions/0053). What a page holds and when it is
 * used is venue-page-store.ts's part.
 */
type Db = Kysely<Database>;

/** One read of a venue's stored page, its version and format, the venue's current version, and what the caller reads live with it. */
export interface StoredPageRow {
  /** The stored text; null when there is none, or when its version is `heldVersion` (the caller has it). */
  page: string | null;
  version: number | null;
  format: number | null;
  current: number;
  rating_count: number;
  rating_average: number | null;
  /** Every held court's start time for the sport and date asked about ("10:00,10:00,11:00"). */
  claims: string | null;
}

/**
 * The stored page and whether it is current, in one statement, with what the caller also needs read
 * live (on PostgreSQL every statement is a round trip): the rating count and mean, or the courts held
 * per hour on one date for one sport. The text is left out when the stored version is `heldVersion`.
 */
export async function readStoredPage(
  db: Db,
  venueId: number,
  heldVersion: number | undefined,
  extras: { ratings?: true; claims?: { sport: string; date: string } },
): Promise<StoredPageRow> {
  const rated = extras.ratings ? sql`(select count(*) from reviews where venue_id = ${venueId})` : sql`0`;
  const mean = extras.ratings ? sql`(select avg(rating) from reviews where venue_id = ${venueId})` : sql`null`;
  // string_agg exists on both engines (SQLite 3.44 on), and without a GROUP BY the claim index is read
  // in one range scan.
  const claimed = extras.claims
    ? sql`(select string_agg(start_time, ',') from booking_slots where venue_id = ${venueId} and sport = ${extras.claims.sport} and date = ${extras.claims.date})`
    : sql`null`;
  const { rows } = await sql<StoredPageRow>`${PREPARED}
    select case when p.version = ${heldVersion ?? -1} then null else p.page end as page, p.version, p.format,
      coalesce(v.version, 0) as current, ${rated} as rating_count, ${mean} as rating_average, ${claimed} as claims
    from (select cast(${venueId} as integer) as venue_id) wanted
    left join venue_pages p on p.venue_id = wanted.venue_id
    left join venue_versions v on v.venue_id = wanted.venue_id`.execute(db);
  const row = rows[0]!;
  return {
    ...row,
    version: row.version === null ? null : Number(row.version),
    format: row.format === null ? null : Number(row.format),
    current: Number(row.current),
    rating_count: Number(row.rating_count),
    rating_average: row.rating_average === null ? null : Number(row.rating_average),
  };
}

/** The venue's current version (0 before its first change). */
export async function currentVenueVersion(db: Db, venueId: number): Promise<number> {
  const { rows } = await sql<{
    version: number;
  }>`select version from venue_versions where venue_id = ${venueId}`.execute(db);
  return Number(rows[0]?.version ?? 0);
}

/** Stores a page read at `version`, unless a page of a newer version is stored already. */
export async function storePage(
  db: Db,
  page: { venueId: number; version: number; format: number; text: string },
): Promise<void> {
  await sql`
    insert into venue_pages (venue_id, version, page, format) values (${page.venueId}, ${page.version}, ${page.text}, ${page.format})
    on conflict (venue_id) do update set version = excluded.version, page = excluded.page, format = excluded.format
    where excluded.version >= venue_pages.version`.execute(db);
}
