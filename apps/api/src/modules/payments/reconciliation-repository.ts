import type { Database } from '@app/db';
import type { Kysely } from 'kysely';

/** Everything the money check compares: our ledger, the sandbox provider's books, and the bookings. */
export async function readBooks(db: Kysely<Database>) {
  const [payments, intents, refunds, bookings, participants] = await Promise.all([
    db.selectFrom('payments').selectAll().execute(),
    db.selectFrom('sandbox_payment_intents').select(['id', 'amount', 'amount_refunded', 'status']).execute(),
    db.selectFrom('sandbox_refunds').select(['id', 'amount', 'payment_intent_id']).execute(),
    db.selectFrom('bookings').select(['id', 'status', 'total_pence', 'is_split', 'split_status']).execute(),
    db.selectFrom('booking_participants').select(['booking_id', 'paid_pence']).execute(),
  ]);
  return { payments, intents, sandboxRefunds: refunds, bookings, participants };
}
