import type { Kysely } from 'kysely';
import { withId } from './column-helpers';

/*
 * Owners hear about their venues (issue 30 item 7, docs/decisions/0057):
 *   - owner_events: one row per thing that happened to a booking at an owner's venue (booked, amended,
 *     cancellation requested, cancelled, refunded, …), written in the transaction of the event, with
 *     the facts the owner's e-mail and daily summary print (`details`, JSON) and how the owner wanted to
 *     hear of it when it happened (`delivery`: each, daily or none). `dedupe_key` makes an event that
 *     may be recorded twice (a confirmation mail sent again after a crash) one row.
 *   - pending_mails gains `owner_event_id`: an owner's per-event mail is a pending mail of kind
 *     'owner_event', sent after commit and swept until sent, as a booking's confirmation is (0031).
 *   - owner_notification_settings: the owner's choice; no row is 'each' (the default).
 *   - owner_summary_days: one row per owner and London day whose summary a server has claimed, so two
 *     servers never send one owner two summaries for a day.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('owner_events'))
    .addColumn('owner_id', 'integer', (c) => c.notNull())
    .addColumn('venue_id', 'integer', (c) => c.notNull())
    .addColumn('booking_id', 'integer', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('occurred_at', 'text', (c) => c.notNull())
    .addColumn('london_date', 'text', (c) => c.notNull())
    .addColumn('delivery', 'text', (c) => c.notNull())
    .addColumn('details', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('dedupe_key', 'text')
    .execute();
  await db.schema
    .createIndex('owner_events_dedupe_idx')
    .on('owner_events')
    .columns(['booking_id', 'dedupe_key'])
    .unique()
    .execute();
  await db.schema
    .createIndex('owner_events_owner_day_idx')
    .on('owner_events')
    .columns(['owner_id', 'london_date'])
    .execute();
  await db.schema
    .createIndex('owner_events_venue_idx')
    .on('owner_events')
    .columns(['venue_id', 'occurred_at'])
    .execute();

  await db.schema.alterTable('pending_mails').addColumn('owner_event_id', 'integer').execute();

  await db.schema
    .createTable('owner_notification_settings')
    .addColumn('owner_id', 'integer', (c) => c.primaryKey())
    .addColumn('delivery', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('owner_summary_days')
    .addColumn('owner_id', 'integer', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('claimed_until', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text')
    .addPrimaryKeyConstraint('owner_summary_days_pk', ['owner_id', 'day'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('owner_summary_days').ifExists().execute();
  await db.schema.dropTable('owner_notification_settings').ifExists().execute();
  await db.schema.alterTable('pending_mails').dropColumn('owner_event_id').execute();
  await db.schema.dropTable('owner_events').ifExists().execute();
}
