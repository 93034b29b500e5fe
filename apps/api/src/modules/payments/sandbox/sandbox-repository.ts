import { isUniqueViolation, PREPARED, writeTransaction, type Database, type Engine } from '@app/db';
import { sql, type Insertable, type Kysely, type Selectable } from 'kysely';

/** The sandbox provider's own books: its customers, payment methods, payment intents and refunds. */
type Db = Kysely<Database>;
export type SandboxIntentRow = Selectable<Database['sandbox_payment_intents']>;

export async function insertSandboxMethod(
  db: Db,
  method: Insertable<Database['sandbox_payment_methods']>,
): Promise<void> {
  await db.insertInto('sandbox_payment_methods').values(method).execute();
}

export function findSandboxMethod(db: Db, id: string) {
  return db.selectFrom('sandbox_payment_methods').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function setSandboxMethodCustomer(db: Db, id: string, customerId: string | null): Promise<void> {
  await db.updateTable('sandbox_payment_methods').set({ customer_id: customerId }).where('id', '=', id).execute();
}

export async function insertSandboxCustomer(
  db: Db,
  customer: Insertable<Database['sandbox_customers']>,
): Promise<void> {
  await db.insertInto('sandbox_customers').values(customer).execute();
}

export function findSandboxIntent(db: Db, id: string): Promise<SandboxIntentRow | undefined> {
  return db.selectFrom('sandbox_payment_intents').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findSandboxIntentByKey(db: Db, idempotencyKey: string): Promise<SandboxIntentRow | undefined> {
  return db
    .selectFrom('sandbox_payment_intents')
    .selectAll()
    .where('idempotency_key', '=', idempotencyKey)
    .executeTakeFirst();
}

/** Inserts an intent unless its idempotency key is taken; answers the new row, or undefined when it was. */
export function insertSandboxIntentOnce(
  db: Db,
  intent: Insertable<Database['sandbox_payment_intents']>,
): Promise<SandboxIntentRow | undefined> {
  return db
    .insertInto('sandbox_payment_intents')
    .values(intent)
    .onConflict((oc) => oc.column('idempotency_key').doNothing())
    .returningAll()
    .executeTakeFirst();
}

/**
 * A succeeded intent for a card that simply succeeds (the usual test card), in one statement instead
 * of reading the card and then inserting (docs/decisions/0042): inserted only when the payment method
 * is the customer's and its behaviour is 'succeed', and unless the key is taken. Answers the new row,
 * or undefined: then nothing was written and the caller goes the long way, which answers every other
 * case (another card, another customer, a taken key). Every value is cast, as PostgreSQL cannot tell
 * a parameter's type from a select list; prepared by name there.
 */
export async function insertIntentForSucceedingCard(
  db: Db,
  intent: Omit<
    Insertable<Database['sandbox_payment_intents']>,
    'status' | 'failure_code' | 'decline_code' | 'amount_refunded'
  > & { customer_id: string; off_session: 0 | 1 },
): Promise<SandboxIntentRow | undefined> {
  const text = (value: string | null | undefined) => sql`cast(${value ?? null} as text)`;
  const { rows } = await sql<SandboxIntentRow>`${PREPARED}insert into sandbox_payment_intents
      (id, amount, currency, customer_id, payment_method_id, status, client_secret, idempotency_key, off_session, failure_code, decline_code, description, metadata, created_at, updated_at)
    select ${text(intent.id)}, cast(${intent.amount} as integer), ${text(intent.currency)}, ${text(intent.customer_id)}, ${text(intent.payment_method_id)}, 'succeeded',
      ${text(intent.client_secret)}, ${text(intent.idempotency_key)}, cast(${intent.off_session} as integer), null, null, ${text(intent.description)}, ${text(intent.metadata)},
      ${text(intent.created_at)}, ${text(intent.updated_at)}
    from sandbox_payment_methods m
    where m.id = ${text(intent.payment_method_id)} and m.customer_id = ${text(intent.customer_id)} and m.behaviour = 'succeed'
    on conflict (idempotency_key) do nothing
    returning *`.execute(db);
  return rows[0];
}

/** Moves an intent on, only from one of the states in `from`; false when it was elsewhere. */
export async function setSandboxIntentStatus(
  db: Db,
  id: string,
  change: { from: string[]; status: string; failureCode?: string | null; declineCode?: string | null; now: Date },
): Promise<boolean> {
  const result = await db
    .updateTable('sandbox_payment_intents')
    .set({
      status: change.status,
      ...(change.failureCode !== undefined ? { failure_code: change.failureCode } : {}),
      ...(change.declineCode !== undefined ? { decline_code: change.declineCode } : {}),
      updated_at: change.now.toISOString(),
    })
    .where('id', '=', id)
    .where('status', 'in', change.from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export function findSandboxRefundByKey(db: Db, idempotencyKey: string) {
  return db.selectFrom('sandbox_refunds').selectAll().where('idempotency_key', '=', idempotencyKey).executeTakeFirst();
}

type SandboxRefundRow = Selectable<Database['sandbox_refunds']>;

/**
 * One refund per key, in one transaction with the intent locked (SQLite's write transaction is a
 * lock already): the key is looked up, the amount checked against what is left, the refund written
 * and the intent's refunded total raised together, so parallel requests can neither refund twice
 * nor refund more than was paid.
 */
export async function refundOnce(
  db: Db,
  engine: Engine,
  input: { id: string; paymentIntentId: string; amountPence: number; idempotencyKey: string; now: Date },
): Promise<SandboxRefundRow | 'not_refundable' | 'too_large'> {
  try {
    return await writeTransaction(db, engine, async (trx) => {
      let intentQuery = trx
        .selectFrom('sandbox_payment_intents')
        .select(['id', 'status', 'amount', 'amount_refunded'])
        .where('id', '=', input.paymentIntentId);
      if (engine === 'postgres') intentQuery = intentQuery.forUpdate();
      const intent = await intentQuery.executeTakeFirst();
      const earlier = await findSandboxRefundByKey(trx, input.idempotencyKey);
      if (earlier) return earlier;
      if (!intent || intent.status !== 'succeeded') return 'not_refundable';
      if (input.amountPence <= 0 || input.amountPence > intent.amount - intent.amount_refunded) return 'too_large';
      const refund = {
        id: input.id,
        payment_intent_id: intent.id,
        amount: input.amountPence,
        status: 'succeeded',
        idempotency_key: input.idempotencyKey,
        created_at: input.now.toISOString(),
      };
      await trx.insertInto('sandbox_refunds').values(refund).execute();
      await trx
        .updateTable('sandbox_payment_intents')
        .set({ amount_refunded: intent.amount_refunded + input.amountPence, updated_at: input.now.toISOString() })
        .where('id', '=', intent.id)
        .execute();
      return refund;
    });
  } catch (error) {
    // The same key refunding another intent at the same moment: the first one's refund is the answer.
    const winner = isUniqueViolation(error) ? await findSandboxRefundByKey(db, input.idempotencyKey) : undefined;
    if (winner) return winner;
    throw error;
  }
}
