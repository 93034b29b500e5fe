import { executePrepared, type Database, type LedgerStatus } from '@app/db';
import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';

/** The payments ledger table: one row per charge or refund, named for good by its idempotency key. */
type Db = Kysely<Database>;
type PaymentsTable = Database['payments'];

export type PaymentRow = Selectable<PaymentsTable>;

export function findPaymentByKey(db: Db, idempotencyKey: string): Promise<PaymentRow | undefined> {
  return db.selectFrom('payments').selectAll().where('idempotency_key', '=', idempotencyKey).executeTakeFirst();
}

/**
 * Inserts a row unless one with its key exists, in one statement; answers the new row, or undefined
 * when the key was taken (the caller reads the earlier row).
 */
// The ledger's two statements of every charge are prepared by name (planned once per connection on PostgreSQL).
export async function insertPaymentOnce(db: Db, row: Insertable<PaymentsTable>): Promise<PaymentRow | undefined> {
  const [inserted] = await executePrepared(
    db,
    db
      .insertInto('payments')
      .values(row)
      .onConflict((oc) => oc.column('idempotency_key').doNothing())
      .returningAll(),
  );
  return inserted;
}

export async function updatePayment(db: Db, id: number, changes: Updateable<PaymentsTable>): Promise<void> {
  await executePrepared(db, db.updateTable('payments').set(changes).where('id', '=', id));
}

export async function updateChargeByReference(
  db: Db,
  providerReference: string,
  changes: { status: LedgerStatus; failure_code: string | null; failure_message: string | null; updated_at: string },
): Promise<void> {
  await db
    .updateTable('payments')
    .set(changes)
    .where('provider_reference', '=', providerReference)
    .where('kind', '=', 'charge')
    .execute();
}

export function findChargeByReference(db: Db, providerReference: string) {
  return db
    .selectFrom('payments')
    .selectAll()
    .where('provider_reference', '=', providerReference)
    .where('kind', '=', 'charge')
    .executeTakeFirst();
}

export function findPayment(db: Db, id: number): Promise<PaymentRow | undefined> {
  return db.selectFrom('payments').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Charges and refunds still waiting for the provider's answer since before `before`: their answer was lost. */
export function listUnanswered(db: Db, before: Date, limit: number) {
  return db
    .selectFrom('payments')
    .selectAll()
    .where('status', 'in', ['pending', 'processing'])
    .where('updated_at', '<', before.toISOString())
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** The bookings whose money moved between `from` and `to`. */
export async function listBookingsWithPaymentsBetween(db: Db, from: Date, to: Date, limit: number): Promise<number[]> {
  const rows = await db
    .selectFrom('payments')
    .select('booking_id')
    .distinct()
    .where('booking_id', 'is not', null)
    .where('updated_at', '>=', from.toISOString())
    .where('updated_at', '<', to.toISOString())
    .limit(limit)
    .execute();
  return rows.map((row) => row.booking_id!);
}

/** Every charge and refund of a booking, oldest first. */
export function listBookingPayments(db: Db, bookingId: number) {
  return db.selectFrom('payments').selectAll().where('booking_id', '=', bookingId).orderBy('id').execute();
}

/** The booking's first charge: the checkout's own. */
export function findFirstCharge(db: Db, bookingId: number) {
  return db
    .selectFrom('payments')
    .selectAll()
    .where('booking_id', '=', bookingId)
    .where('kind', '=', 'charge')
    .orderBy('id')
    .executeTakeFirst();
}

/** The charges one split participant has attempted, oldest first. */
export function listParticipantCharges(db: Db, participantId: number) {
  return db
    .selectFrom('payments')
    .selectAll()
    .where('participant_id', '=', participantId)
    .where('kind', '=', 'charge')
    .orderBy('id')
    .execute();
}

/** The refunds made of one charge. */
export function listRefundsOf(db: Db, chargeId: number) {
  return db
    .selectFrom('payments')
    .selectAll()
    .where('parent_payment_id', '=', chargeId)
    .where('kind', '=', 'refund')
    .execute();
}
