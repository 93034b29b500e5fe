import { executePrepared, type Database, type LedgerStatus } from '@app/db';
import { sql, type Insertable, type Kysely, type RawBuilder, type Selectable, type Updateable } from 'kysely';
import { BOOKING_CHARGE_KEY_PARTS, IDEMPOTENCY_KEYS } from './idempotency-keys';

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

/** A checkout charge's pending row without what the hold adds: its booking, its organiser and its key. */
export type PendingChargeColumns = Omit<Insertable<PaymentsTable>, 'booking_id' | 'participant_id' | 'idempotency_key'>;

/**
 * Step 1 of a checkout's charge (payment-ledger.ts), written in the hold's own transaction so the row
 * commits with the booking, before the provider is called (docs/decisions/0048). Answers its id.
 */
export async function insertCheckoutCharge(
  db: Db,
  charge: { bookingId: number; organiserParticipantId: number; columns: PendingChargeColumns },
): Promise<number> {
  const row = await db
    .insertInto('payments')
    .values({
      ...charge.columns,
      booking_id: charge.bookingId,
      participant_id: charge.organiserParticipantId,
      idempotency_key: IDEMPOTENCY_KEYS.bookingCharge(charge.bookingId),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * PostgreSQL: insertCheckoutCharge as the body of a CTE in the hold's one statement, which names the
 * new booking's CTE `booking` (with its `id`) and the participants' CTE `people` (with `id` and
 * `is_organiser`); the key is IDEMPOTENCY_KEYS.bookingCharge of the id the statement creates.
 */
export function checkoutChargeInsertStatement(columns: PendingChargeColumns): RawBuilder<unknown> {
  const names = Object.keys(columns) as (keyof PendingChargeColumns)[];
  return sql`insert into payments (booking_id, participant_id, idempotency_key, ${sql.join(names.map((name) => sql.ref(name)))})
      select booking.id, (select id from people where is_organiser = 1),
        ${BOOKING_CHARGE_KEY_PARTS.before}::text || booking.id || ${BOOKING_CHARGE_KEY_PARTS.after}::text,
        ${sql.join(names.map((name) => columns[name]))}
      from booking
      returning id`;
}

/** Step 3's columns: the provider's answer on a charge's row (payment-ledger.ts, chargeAnswerColumns). */
export interface ChargeAnswerColumns {
  provider_reference: string;
  amount_pence: number;
  status: LedgerStatus;
  failure_code: string | null;
  failure_message: string | null;
  updated_at: string;
}

/** PostgreSQL: step 3 of a charge as a statement to run inside another (the confirmation's). */
export function chargeAnswerUpdateStatement(paymentId: number, answer: ChargeAnswerColumns): RawBuilder<unknown> {
  return sql`update payments set provider_reference = ${answer.provider_reference}, amount_pence = ${answer.amount_pence},
        status = ${answer.status}, failure_code = ${answer.failure_code}, failure_message = ${answer.failure_message},
        updated_at = ${answer.updated_at}
      where id = ${paymentId}`;
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
