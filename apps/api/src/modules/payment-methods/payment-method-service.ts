import { PAYMENT_MESSAGES as M, type SavedPaymentMethod } from '@app/contracts';
import type { Database } from '@app/db';
import type { Kysely } from 'kysely';
import { AppError, notFound } from '../../errors/app-error';
import { ProviderRequestError, type PaymentProvider } from '../payments/payment-provider';

type Db = Kysely<Database>;
type MethodRow = Awaited<ReturnType<typeof listRows>>[number];

const listRows = (db: Db, userId: number) =>
  db.selectFrom('payment_methods').selectAll().where('user_id', '=', userId).orderBy('is_default', 'desc').orderBy('created_at').orderBy('id').execute();

function toView(row: MethodRow, isDefault: boolean): SavedPaymentMethod {
  return {
    id: row.id,
    stripePaymentMethodId: row.provider_payment_method_id,
    last4: row.last4,
    exp_month: row.exp_month,
    exp_year: row.exp_year,
    cardholder_name: row.cardholder_name,
    brand: row.brand,
    funding: row.funding,
    country: row.country,
    created: row.created_at,
    is_default: isDefault,
  };
}

/** A player's saved cards, the default first; with none flagged the first one is the default. */
export async function listPaymentMethods(db: Db, userId: number): Promise<SavedPaymentMethod[]> {
  const rows = await listRows(db, userId);
  const hasDefault = rows.some((row) => row.is_default === 1);
  return rows.map((row, index) => toView(row, hasDefault ? row.is_default === 1 : index === 0));
}

/** The provider customer of a user, created on first need. */
export async function ensureCustomer(db: Db, provider: PaymentProvider, user: { id: number; email: string; name: string }): Promise<string> {
  const row = await db.selectFrom('users').select('payment_customer_id').where('id', '=', user.id).executeTakeFirstOrThrow();
  if (row.payment_customer_id) return row.payment_customer_id;
  const customerId = await provider.createCustomer({ email: user.email, name: user.name, userId: user.id });
  await db.updateTable('users').set({ payment_customer_id: customerId }).where('id', '=', user.id).where('payment_customer_id', 'is', null).execute();
  const stored = await db.selectFrom('users').select('payment_customer_id').where('id', '=', user.id).executeTakeFirstOrThrow();
  return stored.payment_customer_id ?? customerId;
}

export async function addPaymentMethod(
  deps: { db: Db; provider: PaymentProvider; now: Date },
  user: { id: number; email: string; name: string },
  input: { paymentMethodId: string; setDefault?: boolean | undefined },
): Promise<SavedPaymentMethod> {
  const existing = await deps.db
    .selectFrom('payment_methods')
    .selectAll()
    .where('provider', '=', deps.provider.name)
    .where('provider_payment_method_id', '=', input.paymentMethodId)
    .executeTakeFirst();
  if (existing && existing.user_id !== user.id) throw new AppError(400, 'PAYMENT_METHOD_UNAVAILABLE', M.saveMethodFailed);
  const customerId = await ensureCustomer(deps.db, deps.provider, user);
  let card;
  try {
    card = await deps.provider.attachPaymentMethod(input.paymentMethodId, customerId);
  } catch (error) {
    if (error instanceof ProviderRequestError) throw new AppError(400, 'PAYMENT_METHOD_REJECTED', error.message);
    throw error;
  }
  const count = (await listRows(deps.db, user.id)).length;
  const makeDefault = input.setDefault === true || count === 0;
  if (makeDefault) await deps.db.updateTable('payment_methods').set({ is_default: 0 }).where('user_id', '=', user.id).execute();
  const row = existing
    ? await deps.db.updateTable('payment_methods').set({ is_default: makeDefault ? 1 : existing.is_default }).where('id', '=', existing.id).returningAll().executeTakeFirstOrThrow()
    : await deps.db
        .insertInto('payment_methods')
        .values({
          user_id: user.id,
          provider: deps.provider.name,
          provider_payment_method_id: card.id,
          brand: card.brand,
          last4: card.last4,
          exp_month: card.expMonth,
          exp_year: card.expYear,
          funding: card.funding,
          country: card.country,
          cardholder_name: card.cardholderName,
          billing_address: JSON.stringify(card.billingAddress),
          is_default: makeDefault ? 1 : 0,
          created_at: deps.now.toISOString(),
        })
        .returningAll()
        .executeTakeFirstOrThrow();
  return toView(row, makeDefault || row.is_default === 1);
}

async function ownMethod(db: Db, userId: number, id: number) {
  const row = await db.selectFrom('payment_methods').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  if (!row) throw notFound(M.paymentMethodNotFound);
  return row;
}

export async function setDefaultPaymentMethod(db: Db, userId: number, id: number): Promise<void> {
  await ownMethod(db, userId, id);
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('payment_methods').set({ is_default: 0 }).where('user_id', '=', userId).execute();
    await trx.updateTable('payment_methods').set({ is_default: 1 }).where('id', '=', id).execute();
  });
}

/** Removes a card here and at the provider; if it was the default, the oldest remaining takes over. */
export async function removePaymentMethod(deps: { db: Db; provider: PaymentProvider }, userId: number, id: number): Promise<void> {
  const row = await ownMethod(deps.db, userId, id);
  await deps.provider.detachPaymentMethod(row.provider_payment_method_id).catch(() => undefined);
  await deps.db.deleteFrom('payment_methods').where('id', '=', id).execute();
  if (row.is_default === 1) {
    const next = await deps.db.selectFrom('payment_methods').select('id').where('user_id', '=', userId).orderBy('created_at').orderBy('id').executeTakeFirst();
    if (next) await deps.db.updateTable('payment_methods').set({ is_default: 1 }).where('id', '=', next.id).execute();
  }
}

/** A saved card of this user by our id or the provider's id; the one a checkout will charge. */
export async function findUsableMethod(db: Db, userId: number, reference: string | number | undefined) {
  if (reference === undefined || reference === '') return undefined;
  const asNumber = typeof reference === 'number' ? reference : /^\d+$/.test(reference) ? Number(reference) : null;
  let query = db.selectFrom('payment_methods').selectAll().where('user_id', '=', userId);
  query = asNumber !== null ? query.where('id', '=', asNumber) : query.where('provider_payment_method_id', '=', String(reference));
  return query.executeTakeFirst();
}
