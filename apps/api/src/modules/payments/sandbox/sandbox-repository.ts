import type { Database } from '@app/db';
import type { Insertable, Kysely, Selectable } from 'kysely';

/** The sandbox provider's own books: its customers, payment methods, payment intents and refunds. */
type Db = Kysely<Database>;
export type SandboxIntentRow = Selectable<Database['sandbox_payment_intents']>;

export async function insertSandboxMethod(db: Db, method: Insertable<Database['sandbox_payment_methods']>): Promise<void> {
  await db.insertInto('sandbox_payment_methods').values(method).execute();
}

export function findSandboxMethod(db: Db, id: string) {
  return db.selectFrom('sandbox_payment_methods').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function setSandboxMethodCustomer(db: Db, id: string, customerId: string | null): Promise<void> {
  await db.updateTable('sandbox_payment_methods').set({ customer_id: customerId }).where('id', '=', id).execute();
}

export async function insertSandboxCustomer(db: Db, customer: Insertable<Database['sandbox_customers']>): Promise<void> {
  await db.insertInto('sandbox_customers').values(customer).execute();
}

export function findSandboxIntent(db: Db, id: string): Promise<SandboxIntentRow | undefined> {
  return db.selectFrom('sandbox_payment_intents').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findSandboxIntentByKey(db: Db, idempotencyKey: string): Promise<SandboxIntentRow | undefined> {
  return db.selectFrom('sandbox_payment_intents').selectAll().where('idempotency_key', '=', idempotencyKey).executeTakeFirst();
}

export async function insertSandboxIntent(db: Db, intent: Insertable<Database['sandbox_payment_intents']>): Promise<void> {
  await db.insertInto('sandbox_payment_intents').values(intent).execute();
}

/** Moves an intent on, only from one of the states in `from`; false when it was elsewhere. */
export async function setSandboxIntentStatus(db: Db, id: string, change: { from: string[]; status: string; failureCode?: string | null; declineCode?: string | null; now: Date }): Promise<boolean> {
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

/** Adds a refund to what an intent has refunded, if nobody changed it since `before` was read. */
export async function addSandboxRefunded(db: Db, id: string, before: number, amount: number, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('sandbox_payment_intents')
    .set({ amount_refunded: before + amount, updated_at: now.toISOString() })
    .where('id', '=', id)
    .where('amount_refunded', '=', before)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export function findSandboxRefundByKey(db: Db, idempotencyKey: string) {
  return db.selectFrom('sandbox_refunds').selectAll().where('idempotency_key', '=', idempotencyKey).executeTakeFirst();
}

export async function insertSandboxRefund(db: Db, refund: Insertable<Database['sandbox_refunds']>): Promise<void> {
  await db.insertInto('sandbox_refunds').values(refund).execute();
}
