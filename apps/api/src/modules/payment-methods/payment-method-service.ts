import { PAYMENT_MESSAGES as M, isDatabaseId, type SavedPaymentMethod } from '@app/contracts';
import { writeTransaction } from '@app/db';
import { AppError, notFound } from '../../errors/app-error';
import type { ServiceDeps } from '../../service-deps';
import { ProviderRequestError, type PaymentProvider } from '../payments/payment-provider';
import {
  clearDefaultMethod,
  deleteMethod,
  findCustomerId,
  findMethodByProviderId,
  findUserMethod,
  insertMethod,
  keepCustomerId,
  listUserMethods,
  setMethodDefault,
  type MethodReference,
  type PaymentMethodRow,
} from './payment-method-repository';

type Db = ServiceDeps['db'];

function toView(row: PaymentMethodRow, isDefault: boolean): SavedPaymentMethod {
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
  const rows = await listUserMethods(db, userId);
  const hasDefault = rows.some((row) => row.is_default === 1);
  return rows.map((row, index) => toView(row, hasDefault ? row.is_default === 1 : index === 0));
}

/** The provider customer of a user, created on first need. */
export async function ensureCustomer(
  db: Db,
  provider: PaymentProvider,
  user: { id: number; email: string; name: string },
): Promise<string> {
  const existing = await findCustomerId(db, user.id);
  if (existing) return existing;
  return keepCustomerId(
    db,
    user.id,
    await provider.createCustomer({ email: user.email, name: user.name, userId: user.id }),
  );
}

export async function addPaymentMethod(
  deps: Pick<ServiceDeps, 'db' | 'provider' | 'now'>,
  user: { id: number; email: string; name: string },
  input: { paymentMethodId: string; setDefault?: boolean | undefined },
): Promise<SavedPaymentMethod> {
  const existing = await findMethodByProviderId(deps.db, deps.provider.name, input.paymentMethodId);
  if (existing && existing.user_id !== user.id)
    throw new AppError(400, 'PAYMENT_METHOD_UNAVAILABLE', M.saveMethodFailed);
  const customerId = await ensureCustomer(deps.db, deps.provider, user);
  let card;
  try {
    card = await deps.provider.attachPaymentMethod(input.paymentMethodId, customerId);
  } catch (error) {
    if (error instanceof ProviderRequestError) throw new AppError(400, 'PAYMENT_METHOD_REJECTED', error.message);
    throw error;
  }
  const count = (await listUserMethods(deps.db, user.id)).length;
  const makeDefault = input.setDefault === true || count === 0;
  if (makeDefault) await clearDefaultMethod(deps.db, user.id);
  const row = existing
    ? await setMethodDefault(deps.db, existing.id, makeDefault || existing.is_default === 1)
    : await insertMethod(deps.db, {
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
      });
  return toView(row, makeDefault || row.is_default === 1);
}

async function ownMethod(db: Db, userId: number, id: number) {
  const row = await findUserMethod(db, userId, { id });
  if (!row) throw notFound(M.paymentMethodNotFound);
  return row;
}

export async function setDefaultPaymentMethod(
  deps: Pick<ServiceDeps, 'db' | 'engine'>,
  userId: number,
  id: number,
): Promise<void> {
  await ownMethod(deps.db, userId, id);
  await writeTransaction(deps.db, deps.engine, async (trx) => {
    await clearDefaultMethod(trx, userId);
    await setMethodDefault(trx, id, true);
  });
}

/** Removes a card here and at the provider; if it was the default, the oldest remaining takes over. */
export async function removePaymentMethod(
  deps: Pick<ServiceDeps, 'db' | 'provider'>,
  userId: number,
  id: number,
): Promise<void> {
  const row = await ownMethod(deps.db, userId, id);
  await deps.provider.detachPaymentMethod(row.provider_payment_method_id).catch(() => undefined);
  await deleteMethod(deps.db, id);
  if (row.is_default === 1) {
    // The remaining cards are none of them default, so the oldest comes first.
    const [next] = await listUserMethods(deps.db, userId);
    if (next) await setMethodDefault(deps.db, next.id, true);
  }
}

/** A saved card of this user by our id or the provider's id; the one a checkout will charge. */
export async function findUsableMethod(db: Db, userId: number, reference: string | number | undefined) {
  const named = methodReference(reference);
  return named && findUserMethod(db, userId, named);
}

/**
 * Which card a checkout names: our id (a number, or digits) or the provider's id; none for nothing.
 * A number that cannot be one of our ids (1.5, 2147483648: isDatabaseId) is looked up as the
 * provider's id, where it names no card, so it answers as any unknown card does, on both engines.
 */
export function methodReference(reference: string | number | undefined): MethodReference | undefined {
  if (reference === undefined || reference === '') return undefined;
  const asNumber = typeof reference === 'number' ? reference : /^\d+$/.test(reference) ? Number(reference) : null;
  return isDatabaseId(asNumber) ? { id: asNumber } : { providerId: String(reference) };
}
