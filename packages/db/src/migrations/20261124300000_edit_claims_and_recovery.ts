import { sql, type Kysely } from 'kysely';
import { withId } from './column-helpers';

/*
 * What crash recovery and overlapping requests need (docs/decisions/0025–0027):
 *   - bookings.amending_since: the claim an edit takes on its booking for its whole length; a claim
 *     older than the stale limit (a crashed server) may be taken over after the edit is recovered;
 *   - booking_amendments: the journal of an edit in progress (hours added and removed, the totals
 *     before and after), so a crash at any step is rolled forward or back from what was recorded;
 *   - cancellation_requests.claimed_at: when a decision started, so only one decides and a decision
 *     that stopped half-way can be taken over;
 *   - auth_tokens.last_used_at: sliding expiry of idle sessions;
 *   - indexes for the scheduled repair: ledger rows still waiting for the provider's answer, and
 *     the money that moved recently.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('bookings').addColumn('amending_since', 'text').execute();

  await withId(db, db.schema.createTable('booking_amendments'))
    .addColumn('booking_id', 'integer', (c) => c.notNull().references('bookings.id').onDelete('cascade'))
    .addColumn('times_before', 'text', (c) => c.notNull())
    .addColumn('times_after', 'text', (c) => c.notNull())
    .addColumn('total_before_pence', 'integer', (c) => c.notNull())
    .addColumn('total_after_pence', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('open', 'done', 'undone')`))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('closed_at', 'text')
    .execute();
  await db.schema
    .createIndex('booking_amendments_booking_status_idx')
    .on('booking_amendments')
    .columns(['booking_id', 'status'])
    .execute();
  await db.schema.createIndex('bookings_amending_idx').on('bookings').column('amending_since').execute();

  await db.schema.alterTable('cancellation_requests').addColumn('claimed_at', 'text').execute();
  await db.schema.alterTable('auth_tokens').addColumn('last_used_at', 'text').execute();
  await db.schema.createIndex('payments_status_updated_idx').on('payments').columns(['status', 'updated_at']).execute();
  await db.schema.createIndex('payments_updated_idx').on('payments').column('updated_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('payments_updated_idx').ifExists().execute();
  await db.schema.dropIndex('payments_status_updated_idx').ifExists().execute();
  await db.schema.alterTable('auth_tokens').dropColumn('last_used_at').execute();
  await db.schema.alterTable('cancellation_requests').dropColumn('claimed_at').execute();
  await db.schema.dropIndex('bookings_amending_idx').ifExists().execute();
  await db.schema.dropTable('booking_amendments').ifExists().execute();
  await db.schema.alterTable('bookings').dropColumn('amending_since').execute();
}
