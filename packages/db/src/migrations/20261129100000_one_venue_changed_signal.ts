import { PostgresAdapter, sql, type Kysely } from 'kysely';
import { createPageTriggers } from './20261124650000_venue_pages';

/*
 * One "venue changed" signal (issue 29 §2, docs/decisions/0053). Until now four schemes told what was
 * derived from a venue that it had changed: writers refreshed the search index in their transaction,
 * triggers versioned the stored pages (20261124650000), the read cache's callers announced their changes,
 * and owner reads were forgotten by the routes that changed them. From here the venue's version is the
 * one signal every derived read checks or is invalidated by:
 *
 * - `venue_page_versions` becomes `venue_versions` (venue_id, version, listing_version). Triggers bump
 *   the version in the writing transaction on every table a venue's public answers are made from — its
 *   row, sports, images, facilities, location words, hours and breaks, special dates, closures, reviews
 *   (and its reviewers' names), and the court-hours booked (booking_slots; on PostgreSQL announced, not
 *   counted: see venue_changed) — and set `listing_version` to
 *   the new version when the change touches what a search card shows (the venue, sports, images,
 *   facilities, location words): the search index and the search answers follow only those.
 * - SQLite: versions are one counter for the whole database (the largest so far plus one), so a process
 *   learns every venue changed since it last looked from one indexed range (`version > ?`). SQLite has
 *   one writer at a time, so the counter grows in commit order.
 * - PostgreSQL: a venue's version counts its own changes, and a trigger on venue_versions announces each
 *   bump: to a server's own connection by NOTICE (the server passes it on to the others by NOTIFY once
 *   the transaction has committed; a NOTIFY inside a writing transaction would make every booking commit
 *   one after another behind the notification queue's lock), or, from any other session (a script, a
 *   hand-typed UPDATE), by NOTIFY at once on the channel the servers listen on.
 * - Stored JSON carries the format it was written in (`venue_pages.format`, `venue_search_listings.format`);
 *   the application rebuilds what differs from its own, so a new shape needs no migration that copies it.
 *   What is stored now is format 1 of both, but for listings still in the shape from before 20261124660000.
 * - `venue_search_indexed` records the listing version each venue's search index rows were made at.
 * - `public_read_versions` (the read cache's counters, 20261124430000) is no longer read or written.
 */

interface Source {
  table: string;
  /** How a changed row names its venue. */
  venue: (row: 'NEW' | 'OLD') => string;
  /** Whether a change here changes what a search card shows. */
  listing: boolean;
}

const SOURCES: Source[] = [
  { table: 'venues', venue: (row) => `${row}.id`, listing: true },
  { table: 'venue_sports', venue: (row) => `${row}.venue_id`, listing: true },
  { table: 'venue_images', venue: (row) => `${row}.venue_id`, listing: true },
  { table: 'venue_facilities', venue: (row) => `${row}.venue_id`, listing: true },
  { table: 'venue_search_terms', venue: (row) => `${row}.venue_id`, listing: true },
  { table: 'venue_schedules', venue: (row) => `${row}.venue_id`, listing: false },
  {
    table: 'schedule_breaks',
    venue: (row) => `(select venue_id from venue_schedules where id = ${row}.schedule_id)`,
    listing: false,
  },
  { table: 'special_dates', venue: (row) => `${row}.venue_id`, listing: false },
  { table: 'blocked_periods', venue: (row) => `${row}.venue_id`, listing: false },
  { table: 'reviews', venue: (row) => `${row}.venue_id`, listing: false },
  { table: 'booking_slots', venue: (row) => `${row}.venue_id`, listing: false },
];

/** The tables 20261124650000 put its page triggers on. */
const OLD_SOURCES = [
  'venues',
  'venue_sports',
  'venue_images',
  'venue_facilities',
  'venue_schedules',
  'schedule_breaks',
  'special_dates',
  'blocked_periods',
];

const EVENTS = ['insert', 'update', 'delete'] as const;

const isPostgres = (db: Kysely<any>) => db.getExecutor().adapter instanceof PostgresAdapter;

/** SQLite: the next version of the whole database, for the venue `venue` names (a select's column). */
function sqliteBump(venue: string, listing: boolean): string {
  // `where v is not null` also lets SQLite parse an upsert after a select; a break whose schedule is
  // already gone names no venue (that schedule's own deletion has bumped it).
  return `insert into venue_versions (venue_id, version, listing_version)
    select v, n, ${listing ? 'n' : '0'} from (select ${venue} as v, (select coalesce(max(version), 0) + 1 from venue_versions) as n) s
    where v is not null
    on conflict (venue_id) do update set version = excluded.version${listing ? ', listing_version = excluded.version' : ''}`;
}

async function createSqliteTriggers(db: Kysely<any>): Promise<void> {
  for (const { table, venue, listing } of SOURCES) {
    for (const event of EVENTS) {
      const row = event === 'delete' ? 'OLD' : 'NEW';
      await sql
        .raw(
          `create trigger venue_changed_${table}_${event} after ${event} on ${table} begin ${sqliteBump(venue(row), listing)}; end`,
        )
        .execute(db);
    }
  }
  // A review shows its author's name, or that the account was deleted.
  await sql
    .raw(
      `create trigger venue_changed_reviewers after update of name, deleted_at on users
      when old.name is not new.name or old.deleted_at is not new.deleted_at
      begin
        insert into venue_versions (venue_id, version, listing_version)
          select venue_id, (select coalesce(max(version), 0) + 1 from venue_versions), 0
          from (select distinct venue_id from reviews where user_id = new.id) s where true
          on conflict (venue_id) do update set version = excluded.version;
      end`,
    )
    .execute(db);
}

async function createPostgresTriggers(db: Kysely<any>): Promise<void> {
  await sql
    .raw(
      `create function venue_changed() returns trigger language plpgsql as $$
      declare
        changed record;
        venue integer;
        listing boolean := TG_ARGV[0] = 'listing';
      begin
        if TG_OP = 'DELETE' then changed := OLD; else changed := NEW; end if;
        if TG_TABLE_NAME = 'venues' then venue := changed.id;
        elsif TG_TABLE_NAME = 'schedule_breaks' then select venue_id into venue from venue_schedules where id = changed.schedule_id;
        else venue := changed.venue_id;
        end if;
        -- A booked court-hour is announced as venue_version_announce announces a bump, but not counted:
        -- every hold and cancellation would otherwise lock the venue's version row in its transaction,
        -- and a closure, which locks that row first (blocked_periods) and the bookings after, deadlocked
        -- with them (40P01, found by the money interleaving test). No stored page holds claims (they are
        -- read live), so only the announced answers (a day's slots) need to hear of it.
        if venue is not null and TG_TABLE_NAME = 'booking_slots' then
          if current_setting('app.venue_changes', true) = 'relay' then
            raise notice 'venue_changed %', 'venue:' || venue;
          else
            perform pg_notify(left('public_reads:' || TG_TABLE_SCHEMA, 63), 'db 0 venue:' || venue);
          end if;
          return null;
        end if;
        if venue is not null then
          insert into venue_versions (venue_id, version, listing_version) values (venue, 1, case when listing then 1 else 0 end)
          on conflict (venue_id) do update set version = venue_versions.version + 1,
            listing_version = case when listing then venue_versions.version + 1 else venue_versions.listing_version end;
        end if;
        return null;
      end $$`,
    )
    .execute(db);
  for (const { table, listing } of SOURCES) {
    await sql
      .raw(
        `create trigger venue_changed after insert or update or delete on ${table} for each row execute function venue_changed('${listing ? 'listing' : 'venue'}')`,
      )
      .execute(db);
  }
  await sql
    .raw(
      `create function venue_changed_reviewers() returns trigger language plpgsql as $$
      begin
        insert into venue_versions (venue_id, version, listing_version)
          select distinct venue_id, 1, 0 from reviews where user_id = NEW.id
        on conflict (venue_id) do update set version = venue_versions.version + 1;
        return null;
      end $$`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger venue_changed_reviewers after update of name, deleted_at on users for each row
      when (OLD.name is distinct from NEW.name or OLD.deleted_at is distinct from NEW.deleted_at)
      execute function venue_changed_reviewers()`,
    )
    .execute(db);
  // Every bump is announced. A server's own connections say 'relay' (set by the server): the bump is told
  // to that connection alone, by NOTICE, and the server tells the others once it has committed. Any
  // other session NOTIFYs the servers itself, delivered when it commits. The payload is the servers'
  // own announcement form: '<origin> <sequence> <scope>', origin 'db'.
  await sql
    .raw(
      `create function venue_version_announce() returns trigger language plpgsql as $$
      declare
        scope text := case when NEW.listing_version = NEW.version then 'listing:' else 'venue:' end || NEW.venue_id;
      begin
        if current_setting('app.venue_changes', true) = 'relay' then
          raise notice 'venue_changed %', scope;
        else
          perform pg_notify(left('public_reads:' || TG_TABLE_SCHEMA, 63), 'db 0 ' || scope);
        end if;
        return null;
      end $$`,
    )
    .execute(db);
  await sql
    .raw(
      'create trigger venue_version_announce after insert or update on venue_versions for each row execute function venue_version_announce()',
    )
    .execute(db);
}

async function dropOldPageTriggers(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    for (const table of OLD_SOURCES) await sql.raw(`drop trigger if exists venue_page_touch on ${table}`).execute(db);
    await sql.raw('drop function if exists venue_page_touch()').execute(db);
    return;
  }
  for (const table of OLD_SOURCES)
    for (const event of EVENTS) await sql.raw(`drop trigger if exists venue_page_touch_${table}_${event}`).execute(db);
}

export async function up(db: Kysely<any>): Promise<void> {
  await dropOldPageTriggers(db);
  await sql.raw('alter table venue_page_versions rename to venue_versions').execute(db);
  await db.schema
    .alterTable('venue_versions')
    .addColumn('listing_version', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db
    .updateTable('venue_versions')
    .set({ listing_version: sql`version` })
    .execute();
  if (isPostgres(db)) await createPostgresTriggers(db);
  else {
    await db.schema.createIndex('venue_versions_by_version').on('venue_versions').column('version').execute();
    await createSqliteTriggers(db);
  }

  // Format 1 of both is what the application stores today.
  await db.schema
    .alterTable('venue_pages')
    .addColumn('format', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.updateTable('venue_pages').set({ format: 1 }).execute();
  await db.schema
    .alterTable('venue_search_listings')
    .addColumn('format', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  // Listings still of the shape before 20261124660000 (the venue's row and parts, {"venue":…}) are
  // format 0: the application makes their summaries.
  await sql`update venue_search_listings set format = 1 where listing not like '{"venue":%'`.execute(db);

  // Writers refreshed the index in their own transaction until now: it is current for every venue.
  await db.schema
    .createTable('venue_search_indexed')
    .addColumn('venue_id', 'integer', (c) => c.primaryKey())
    .addColumn('listing_version', 'integer', (c) => c.notNull())
    .execute();
  await sql`insert into venue_search_indexed (venue_id, listing_version) select venue_id, listing_version from venue_versions`.execute(
    db,
  );

  await db.schema.dropTable('public_read_versions').ifExists().execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('public_read_versions')
    .addColumn('scope', 'text', (c) => c.primaryKey())
    .addColumn('version', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.dropTable('venue_search_indexed').ifExists().execute();
  await db.schema.alterTable('venue_search_listings').dropColumn('format').execute();
  await db.schema.alterTable('venue_pages').dropColumn('format').execute();
  if (isPostgres(db)) {
    await sql.raw('drop trigger if exists venue_version_announce on venue_versions').execute(db);
    await sql.raw('drop function if exists venue_version_announce()').execute(db);
    for (const { table } of SOURCES) await sql.raw(`drop trigger if exists venue_changed on ${table}`).execute(db);
    await sql.raw('drop function if exists venue_changed()').execute(db);
    await sql.raw('drop trigger if exists venue_changed_reviewers on users').execute(db);
    await sql.raw('drop function if exists venue_changed_reviewers()').execute(db);
  } else {
    for (const { table } of SOURCES)
      for (const event of EVENTS) await sql.raw(`drop trigger if exists venue_changed_${table}_${event}`).execute(db);
    await sql.raw('drop trigger if exists venue_changed_reviewers').execute(db);
    await db.schema.dropIndex('venue_versions_by_version').ifExists().execute();
  }
  await db.schema.alterTable('venue_versions').dropColumn('listing_version').execute();
  await sql.raw('alter table venue_versions rename to venue_page_versions').execute(db);
  // The page triggers of 20261124650000 again.
  await createPageTriggers(db);
}
