import type { Database } from '@app/db';
import type { Insertable, Kysely, Selectable } from 'kysely';

/** Saved cards (our rows of the provider's payment methods) and the provider customer of a user. */
type Db = Kysely<Database>;
export type PaymentMethodRow = Selectable<Database['payment_methods']>;

/** A player's cards, the default first, then oldest first. */
export function listUserMethods(db: Db, userId: number): Promise<PaymentMethodRow[]> {
  return db
    .selectFrom('payment_methods')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('is_default', 'desc')
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

export function findMethodByProviderId(db: Db, provider: string, providerPaymentMethodId: string) {
  return db
    .selectFrom('payment_methods')
    .selectAll()
    .where('provider', '=', provider)
    .where('provider_payment_method_id', '=', providerPaymentMethodId)
    .executeTakeFirst();
}

/** A card of this user by our id or by the provider's id. */
export function findUserMethod(db: Db, userId: number, reference: MethodReference) {
  return userMethodQuery(db, userId, reference).executeTakeFirst();
}

export type MethodReference = { id: number } | { providerId: string };

/** findUserMethod's query, for a caller that reads it together with others (checkout on PostgreSQL). */
export function userMethodQuery(db: Db, userId: number, reference: MethodReference) {
  const query = db.selectFrom('payment_methods').selectAll().where('user_id', '=', userId);
  return 'id' in reference
    ? query.where('id', '=', reference.id)
    : query.where('provider_payment_method_id', '=', reference.providerId);
}

export function insertMethod(db: Db, method: Insertable<Database['payment_methods']>): Promise<PaymentMethodRow> {
  return db.insertInto('payment_methods').values(method).returningAll().executeTakeFirstOrThrow();
}

export function setMethodDefault(db: Db, id: number, isDefault: boolean): Promise<PaymentMethodRow> {
  return db
    .updateTable('payment_methods')
    .set({ is_default: isDefault ? 1 : 0 })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function clearDefaultMethod(db: Db, userId: number): Promise<void> {
  await db.updateTable('payment_methods').set({ is_default: 0 }).where('user_id', '=', userId).execute();
}

export async function deleteMethod(db: Db, id: number): Promise<void> {
  await db.deleteFrom('payment_methods').where('id', '=', id).execute();
}

export async function findCustomerId(db: Db, userId: number): Promise<string | null> {
  const row = await db
    .selectFrom('users')
    .select('payment_customer_id')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return row.payment_customer_id;
}

/** Stores the user's provider customer unless one was stored first; answers the one that stands. */
export async function keepCustomerId(db: Db, userId: number, customerId: string): Promise<string> {
  await db
    .updateTable('users')
    .set({ payment_customer_id: customerId })
    .where('id', '=', userId)
    .where('payment_customer_id', 'is', null)
    .execute();
  return (await findCustomerId(db, userId)) ?? customerId;
}
