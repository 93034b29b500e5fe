import type { Kysely } from 'kysely';

/*
 * Money on every refund path (issue 28, docs/decisions/0051):
 *   - bookings.keep_pence: what a cancelled booking may keep, written by the statement that cancels it
 *     (0 after a closure, a full refund or a split that never got paid; what an admin's partial or
 *     no-refund decision left). The reconciliation holds every cancelled booking to it.
 *   - booking_participants.refunded_pence / refunded_at: what each payer got back when the booking was
 *     cancelled, so a friend's pay link, e-mail and the organiser's booking can say it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('bookings').addColumn('keep_pence', 'integer').execute();
  await db.schema
    .alterTable('booking_participants')
    .addColumn('refunded_pence', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('booking_participants').addColumn('refunded_at', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('booking_participants').dropColumn('refunded_at').execute();
  await db.schema.alterTable('booking_participants').dropColumn('refunded_pence').execute();
  await db.schema.alterTable('bookings').dropColumn('keep_pence').execute();
}
