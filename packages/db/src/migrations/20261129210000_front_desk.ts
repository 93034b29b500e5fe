import { sql, type Kysely } from 'kysely';

/*
 * The front desk (issue 30 §3, §4): phone and walk-in bookings, the owner's own actions on a booking,
 * and each venue's cancellation policy (docs/decisions/0058).
 *
 * - `bookings.source`: 'online' (checkout) or 'manual' (entered by the venue's owner or an admin).
 * - `bookings.venue_payment`: how a manual booking is paid — 'paid_at_venue' (cash or card terminal,
 *   paid when entered), 'unpaid' (to be paid on arrival, later marked paid) or 'pay_link' (the customer
 *   pays online by an e-mailed link before `pay_link_deadline`, else the hours are released). Null for
 *   online bookings, whose money is the ledger's.
 * - `venue_paid_at`: when money paid at the venue was taken (at entry for 'paid_at_venue', when marked
 *   paid for 'unpaid'); `venue_refunded_pence`: cash given back at the venue when it was cancelled.
 * - `entered_by`: who typed a manual booking in; `customer_name` / `_email` / `_phone`: its customer
 *   as given. A manual booking belongs (`user_id`) to the player account with the customer's e-mail
 *   when there is one, so it appears in their My bookings; otherwise to the person who entered it,
 *   and My bookings leaves out bookings someone entered for a customer without an account.
 * - `price_reason`: why a manual booking's price differs from the venue's.
 * - `no_show_at`, `owner_note`: the owner's marks, never shown to the player.
 * - `venues.cancellation_free_hours` / `cancellation_auto_approve`: free cancellation up to N hours
 *   before the start (24 by default) and whether a request inside the policy is approved at once.
 * - `cancellation_requests.decided_by`: 'admin', 'owner' or 'policy'.
 */

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('bookings')
    .addColumn('source', 'text', (c) =>
      c
        .notNull()
        .defaultTo('online')
        .check(sql`source in ('online', 'manual')`),
    )
    .execute();
  await db.schema
    .alterTable('bookings')
    .addColumn('venue_payment', 'text', (c) => c.check(sql`venue_payment in ('paid_at_venue', 'unpaid', 'pay_link')`))
    .execute();
  await db.schema.alterTable('bookings').addColumn('pay_link_deadline', 'text').execute();
  await db.schema.alterTable('bookings').addColumn('venue_paid_at', 'text').execute();
  await db.schema
    .alterTable('bookings')
    .addColumn('venue_refunded_pence', 'integer', (c) => c.check(sql`venue_refunded_pence >= 0`))
    .execute();
  await db.schema
    .alterTable('bookings')
    .addColumn('entered_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .execute();
  for (const column of [
    'customer_name',
    'customer_email',
    'customer_phone',
    'price_reason',
    'no_show_at',
    'owner_note',
  ])
    await db.schema.alterTable('bookings').addColumn(column, 'text').execute();
  await db.schema
    .createIndex('bookings_venue_source_idx')
    .on('bookings')
    .columns(['venue_id', 'source', 'date'])
    .execute();

  await db.schema
    .alterTable('venues')
    .addColumn('cancellation_free_hours', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(24)
        .check(sql`cancellation_free_hours between 0 and 168`),
    )
    .execute();
  await db.schema
    .alterTable('venues')
    .addColumn('cancellation_auto_approve', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`cancellation_auto_approve in (0, 1)`),
    )
    .execute();
  await db.schema
    .alterTable('cancellation_requests')
    .addColumn('decided_by', 'text', (c) => c.check(sql`decided_by in ('admin', 'owner', 'policy')`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('cancellation_requests').dropColumn('decided_by').execute();
  await db.schema.alterTable('venues').dropColumn('cancellation_auto_approve').execute();
  await db.schema.alterTable('venues').dropColumn('cancellation_free_hours').execute();
  await db.schema.dropIndex('bookings_venue_source_idx').execute();
  for (const column of [
    'owner_note',
    'no_show_at',
    'price_reason',
    'customer_phone',
    'customer_email',
    'customer_name',
    'entered_by',
    'venue_refunded_pence',
    'venue_paid_at',
    'pay_link_deadline',
    'venue_payment',
    'source',
  ])
    await db.schema.alterTable('bookings').dropColumn(column).execute();
}
