import { PostgresAdapter, sql, type Kysely } from 'kysely';
import { withId } from './column-helpers';

/*
 * Named courts (issue 30 §1, docs/decisions/0055). A venue sport's courts become rows with an id and a
 * name ("Court 1" until the owner renames it: "Centre Court", "Pitch A"). A court's number is the
 * `booking_slots.court_number` its claims already carry, so nothing about holding a court-hour changes;
 * the id is what the owner's calendar, manual bookings and "move to another court" name.
 *
 * `venue_sports.court_count` stays the capacity. Triggers keep the courts in step with it on every path
 * that writes a sport (the owner's form, demo data, fixtures): the missing numbers up to the count are
 * added as "Court N", numbers above it are removed. A sport's rows are replaced on every edit of the
 * venue (delete, then insert), so a removed sport's courts are not removed by a trigger but by the
 * editing service, and its names survive the replace. `court_numbers` (1..50) lets SQLite, which has
 * no generate_series and no WITH inside a trigger, write the same rows as PostgreSQL.
 */

const MAX_COURTS = 50;
const isPostgres = (db: Kysely<any>) => db.getExecutor().adapter instanceof PostgresAdapter;

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('court_numbers')
    .addColumn('n', 'integer', (c) => c.primaryKey())
    .execute();
  await db
    .insertInto('court_numbers')
    .values(Array.from({ length: MAX_COURTS }, (_, index) => ({ n: index + 1 })))
    .execute();

  await withId(db, db.schema.createTable('venue_courts'))
    .addColumn('venue_id', 'integer', (c) => c.notNull().references('venues.id').onDelete('cascade'))
    .addColumn('sport', 'text', (c) => c.notNull())
    .addColumn('number', 'integer', (c) => c.notNull().check(sql`number >= 1`))
    .addColumn('name', 'text', (c) => c.notNull())
    .addUniqueConstraint('venue_courts_number_uq', ['venue_id', 'sport', 'number'])
    .execute();

  const fill = (row: string) => `insert into venue_courts (venue_id, sport, number, name)
      select ${row}.venue_id, ${row}.sport, n, 'Court ' || n from court_numbers where n <= ${row}.court_count
      on conflict (venue_id, sport, number) do nothing`;
  const trim = (row: string) =>
    `delete from venue_courts where venue_id = ${row}.venue_id and sport = ${row}.sport and number > ${row}.court_count`;

  if (isPostgres(db)) {
    await sql
      .raw(
        `create function venue_courts_follow() returns trigger language plpgsql as $$
        begin
          ${fill('NEW')};
          ${trim('NEW')};
          return null;
        end $$`,
      )
      .execute(db);
    await sql
      .raw(
        'create trigger venue_courts_follow after insert or update of court_count, sport on venue_sports for each row execute function venue_courts_follow()',
      )
      .execute(db);
  } else {
    for (const event of ['insert', 'update of court_count, sport'])
      await sql
        .raw(
          `create trigger venue_courts_follow_${event.split(' ')[0]} after ${event} on venue_sports begin ${fill('NEW')}; ${trim('NEW')}; end`,
        )
        .execute(db);
  }

  await sql
    .raw(
      `insert into venue_courts (venue_id, sport, number, name)
       select vs.venue_id, vs.sport, n, 'Court ' || n from venue_sports vs join court_numbers on n <= vs.court_count`,
    )
    .execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    await sql.raw('drop trigger venue_courts_follow on venue_sports').execute(db);
    await sql.raw('drop function venue_courts_follow()').execute(db);
  } else {
    await sql.raw('drop trigger venue_courts_follow_insert').execute(db);
    await sql.raw('drop trigger venue_courts_follow_update').execute(db);
  }
  await db.schema.dropTable('venue_courts').execute();
  await db.schema.dropTable('court_numbers').execute();
}
