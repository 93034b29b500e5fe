import { sql, type Kysely } from 'kysely';
import { flag } from './column-helpers';

/*
 * The built-in payment provider's own records (it behaves like the card provider's test mode and
 * keeps its state across restarts), and the booking fields the checkout needs: the saved card that
 * paid, and the client's request key so a retried checkout never charges twice.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('sandbox_customers')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('name', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('sandbox_payment_methods')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('customer_id', 'text', (c) => c.references('sandbox_customers.id'))
    .addColumn('behaviour', 'text', (c) => c.notNull())
    .addColumn('brand', 'text', (c) => c.notNull())
    .addColumn('last4', 'text', (c) => c.notNull())
    .addColumn('exp_month', 'integer', (c) => c.notNull())
    .addColumn('exp_year', 'integer', (c) => c.notNull())
    .addColumn('funding', 'text', (c) => c.notNull())
    .addColumn('country', 'text', (c) => c.notNull())
    .addColumn('billing_details', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('sandbox_payment_intents')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('amount', 'integer', (c) => c.notNull().check(sql`amount > 0`))
    .addColumn('amount_refunded', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('customer_id', 'text')
    .addColumn('payment_method_id', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('client_secret', 'text', (c) => c.notNull())
    .addColumn('idempotency_key', 'text', (c) => c.unique())
    .addColumn('off_session', 'integer', flag(0))
    .addColumn('failure_code', 'text')
    .addColumn('decline_code', 'text')
    .addColumn('description', 'text')
    .addColumn('metadata', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('sandbox_refunds')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('payment_intent_id', 'text', (c) => c.notNull().references('sandbox_payment_intents.id'))
    .addColumn('amount', 'integer', (c) => c.notNull().check(sql`amount > 0`))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('idempotency_key', 'text', (c) => c.unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema.alterTable('bookings').addColumn('payment_method_id', 'integer').execute();
  await db.schema.alterTable('bookings').addColumn('request_key', 'text').execute();
  await db.schema
    .createIndex('bookings_user_request_key_uq')
    .on('bookings')
    .columns(['user_id', 'request_key'])
    .unique()
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('bookings_user_request_key_uq').ifExists().execute();
  await db.schema.alterTable('bookings').dropColumn('request_key').execute();
  await db.schema.alterTable('bookings').dropColumn('payment_method_id').execute();
  for (const table of ['sandbox_refunds', 'sandbox_payment_intents', 'sandbox_payment_methods', 'sandbox_customers']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
