import { sql, type Kysely } from 'kysely';
import { withId } from './column-helpers';

/*
 * The venue-owner dashboard (issue 12):
 * - reviews: one rating (1–5, optional comment) per played booking, by the player who booked it;
 * - the indexes the owner's reads need: a venue's bookings newest first, a venue's bookings by status
 *   and date for the analytics, and a venue's reviews newest first.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('reviews'))
    .addColumn('booking_id', 'integer', (c) => c.notNull().unique().references('bookings.id').onDelete('cascade'))
    .addColumn('venue_id', 'integer', (c) => c.notNull().references('venues.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('rating', 'integer', (c) => c.notNull().check(sql`rating between 1 and 5`))
    .addColumn('comment', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('reviews_venue_created_idx').on('reviews').columns(['venue_id', 'created_at']).execute();

  await db.schema
    .createIndex('bookings_venue_created_idx')
    .on('bookings')
    .columns(['venue_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('bookings_venue_status_date_idx')
    .on('bookings')
    .columns(['venue_id', 'status', 'date'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('bookings_venue_status_date_idx').ifExists().execute();
  await db.schema.dropIndex('bookings_venue_created_idx').ifExists().execute();
  await db.schema.dropTable('reviews').ifExists().execute();
}
