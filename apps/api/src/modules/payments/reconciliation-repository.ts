import type { Database } from '@app/db';
import type { Kysely } from 'kysely';

/** Everything the money check compares: our ledger, the sandbox provider's books, and the bookings. */
export async function readBooks(db: Kysely<Database>) {
  const [payments, intents, refunds, bookings, participants, claims] = await Promise.all([
    db.selectFrom('payments').selectAll().execute(),
    db.selectFrom('sandbox_payment_intents').select(['id', 'amount', 'amount_refunded', 'status']).execute(),
    db.selectFrom('sandbox_refunds').select(['id', 'amount', 'payment_intent_id']).execute(),
    db
      .selectFrom('bookings')
      .select([
        'id',
        'source',
        'status',
        'total_pence',
        'is_split',
        'split_status',
        'keep_pence',
        'time_slots',
        'amending_since',
      ])
      .execute(),
    db
      .selectFrom('booking_participants')
      .select(['id', 'booking_id', 'is_organiser', 'status', 'paid_pence', 'refunded_pence'])
      .execute(),
    db.selectFrom('booking_slots').select(['booking_id', 'start_time']).execute(),
  ]);
  return { payments, intents, sandboxRefunds: refunds, bookings, participants, claims };
}
