import type { Kysely } from 'kysely';

/*
 * Split payments: when the unpaid balance falls due (4 hours before the first slot), where the split
 * stands, and which sweep run has claimed a booking, so several API instances never charge twice.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('bookings').addColumn('split_deadline_at', 'text').execute();
  await db.schema.alterTable('bookings').addColumn('split_cutoff_at', 'text').execute();
  await db.schema.alterTable('bookings').addColumn('split_status', 'text').execute();
  await db.schema.alterTable('bookings').addColumn('split_claimed_at', 'text').execute();
  await db.schema
    .createIndex('bookings_split_due_idx')
    .on('bookings')
    .columns(['split_status', 'split_deadline_at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('bookings_split_due_idx').ifExists().execute();
  for (const column of ['split_claimed_at', 'split_status', 'split_cutoff_at', 'split_deadline_at']) {
    await db.schema.alterTable('bookings').dropColumn(column).execute();
  }
}
