import type { Kysely } from 'kysely';

/*
 * The owner's reads at scale (issue 12 "Performance"; scripts/bench/owner-bench.mjs):
 * - bookings by venue, status and date, carrying every column the Bookings tab's summary and the
 *   Overview's counts, revenue and booked hours read, so those aggregates are answered from the index
 *   alone instead of one table lookup per booking (it replaces the narrower venue/status/date index,
 *   whose queries it serves the same way);
 * - booking_slots by venue and date: the unique key starts with the sport, so a week of a venue's
 *   claims over all its sports otherwise reads every claim the venue ever had.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('bookings_venue_status_date_cover_idx')
    .on('bookings')
    .columns([
      'venue_id',
      'status',
      'date',
      'sport',
      'payment_status',
      'is_split',
      'split_status',
      'total_pence',
      'time_slots',
    ])
    .execute();
  await db.schema.dropIndex('bookings_venue_status_date_idx').ifExists().execute();
  await db.schema
    .createIndex('booking_slots_venue_date_idx')
    .on('booking_slots')
    .columns(['venue_id', 'date'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('booking_slots_venue_date_idx').ifExists().execute();
  await db.schema
    .createIndex('bookings_venue_status_date_idx')
    .on('bookings')
    .columns(['venue_id', 'status', 'date'])
    .execute();
  await db.schema.dropIndex('bookings_venue_status_date_cover_idx').ifExists().execute();
}
