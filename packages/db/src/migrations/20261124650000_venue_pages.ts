import { PostgresAdapter, sql, type Kysely } from 'kysely';

/*
 * A venue's page as stored data (issue 14, docs/decisions/0033). `venue_pages` holds, per venue, the
 * rows its page is made from — the venue, its sports, images, facilities, weekly hours with breaks,
 * special dates and closures — as one JSON text, with the version of the venue's data it was read at.
 * `venue_page_versions` holds each venue's current version. Triggers on every table the page is read
 * from bump that version in the writing transaction, so no write path — the app's, a script's or a
 * hand-typed UPDATE — can leave a stored page looking current. Reads use a stored page only when its
 * version is the current one and rebuild it otherwise (apps/api/src/modules/venues/venue-page-store.ts).
 *
 * No foreign keys: a venue's deletion cascades to its rows, whose triggers then bump a version whose
 * venue is gone; that row is harmless (ids are not reused) and makes any stored page stale.
 */

/** The tables a venue page is read from, and how a changed row names its venue. */
const SOURCES: { table: string; venue: (row: 'NEW' | 'OLD') => string }[] = [
  { table: 'venues', venue: (row) => `${row}.id` },
  { table: 'venue_sports', venue: (row) => `${row}.venue_id` },
  { table: 'venue_images', venue: (row) => `${row}.venue_id` },
  { table: 'venue_facilities', venue: (row) => `${row}.venue_id` },
  { table: 'venue_schedules', venue: (row) => `${row}.venue_id` },
  { table: 'schedule_breaks', venue: (row) => `(select venue_id from venue_schedules where id = ${row}.schedule_id)` },
  { table: 'special_dates', venue: (row) => `${row}.venue_id` },
  { table: 'blocked_periods', venue: (row) => `${row}.venue_id` },
];

const EVENTS = ['insert', 'update', 'delete'] as const;

function bumpFor(venue: string): string {
  // `where true` lets SQLite parse an upsert after a select; the select finds nothing for a break
  // whose schedule is already gone (that schedule's own deletion has bumped the version).
  return `insert into venue_page_versions (venue_id, version) select v, 1 from (select ${venue} as v) s where v is not null on conflict (venue_id) do update set version = venue_page_versions.version + 1`;
}

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('venue_page_versions')
    .addColumn('venue_id', 'integer', (c) => c.primaryKey())
    .addColumn('version', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('venue_pages')
    .addColumn('venue_id', 'integer', (c) => c.primaryKey())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('page', 'text', (c) => c.notNull())
    .execute();

  await createPageTriggers(db);
}

/** The page triggers (also put back by the down of 20261129100000, which replaced them). */
export async function createPageTriggers(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql
      .raw(
        `create function venue_page_touch() returns trigger language plpgsql as $$
        declare
          changed record;
          venue integer;
        begin
          if TG_OP = 'DELETE' then changed := OLD; else changed := NEW; end if;
          if TG_TABLE_NAME = 'venues' then venue := changed.id;
          elsif TG_TABLE_NAME = 'schedule_breaks' then select venue_id into venue from venue_schedules where id = changed.schedule_id;
          else venue := changed.venue_id;
          end if;
          if venue is not null then
            insert into venue_page_versions (venue_id, version) values (venue, 1)
            on conflict (venue_id) do update set version = venue_page_versions.version + 1;
          end if;
          return null;
        end $$`,
      )
      .execute(db);
    for (const { table } of SOURCES) {
      await sql
        .raw(
          `create trigger venue_page_touch after insert or update or delete on ${table} for each row execute function venue_page_touch()`,
        )
        .execute(db);
    }
    return;
  }
  for (const { table, venue } of SOURCES) {
    for (const event of EVENTS) {
      const row = event === 'delete' ? 'OLD' : 'NEW';
      await sql
        .raw(
          `create trigger venue_page_touch_${table}_${event} after ${event} on ${table} begin ${bumpFor(venue(row))}; end`,
        )
        .execute(db);
    }
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    for (const { table } of SOURCES) await sql.raw(`drop trigger if exists venue_page_touch on ${table}`).execute(db);
    await sql.raw('drop function if exists venue_page_touch()').execute(db);
  } else {
    for (const { table } of SOURCES)
      for (const event of EVENTS)
        await sql.raw(`drop trigger if exists venue_page_touch_${table}_${event}`).execute(db);
  }
  await db.schema.dropTable('venue_pages').ifExists().execute();
  await db.schema.dropTable('venue_page_versions').ifExists().execute();
}
