import type { Kysely } from 'kysely';

/*
 * The admin Overview counts bookings by the moment they were confirmed over the last 30 days
 * (apps/api/src/modules/admin/overview-repository.ts); without an index that reads every booking.
 * The ledger side (payments.created_at) and the activity feed (activity_log.created_at) are indexed
 * already.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('bookings_confirmed_at_idx').on('bookings').column('confirmed_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('bookings_confirmed_at_idx').ifExists().execute();
}
