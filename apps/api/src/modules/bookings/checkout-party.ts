import { executePrepared } from '@app/db';
import { sql } from 'kysely';
import { jsonObjectFrom } from 'kysely/helpers/postgres';
import type { ServiceDeps } from '../../plugins/app-context';
import { methodReference } from '../payment-methods/payment-method-service';
import { findCustomerId, findUserMethod, userMethodQuery, type PaymentMethodRow } from '../payment-methods/payment-method-repository';
import { findBookingByRequestKey } from './booking-repository';

export interface CheckoutParty {
  /** The booking an earlier attempt with the same key made. */
  earlierBookingId: number | undefined;
  /** The saved card the checkout names, if it is the player's. */
  card: PaymentMethodRow | undefined;
  /** The player's customer at the provider, once there is one. */
  customerId: string | null;
}

/**
 * The player's side of a checkout, read before anything is held. PostgreSQL: one statement — the same
 * queries as findBookingByRequestKey, findUsableMethod and findCustomerId as subqueries — instead of
 * three round trips (a checkout there is bound by round trips, docs/decisions/0034 and 0036); SQLite:
 * the three reads, function calls there.
 */
export async function readCheckoutParty(
  deps: Pick<ServiceDeps, 'db' | 'engine'>,
  userId: number,
  requestKey: string | undefined,
  cardReference: string | number | undefined,
): Promise<CheckoutParty> {
  const reference = methodReference(cardReference);
  if (deps.engine === 'sqlite') {
    const earlier = requestKey ? await findBookingByRequestKey(deps.db, userId, requestKey) : undefined;
    const card = reference ? await findUserMethod(deps.db, userId, reference) : undefined;
    return { earlierBookingId: earlier?.id, card, customerId: await findCustomerId(deps.db, userId) };
  }
  const query = deps.db
    .selectFrom('users')
    .where('users.id', '=', userId)
    .select((eb) => [
      'users.payment_customer_id',
      requestKey
        ? eb.selectFrom('bookings').select('bookings.id').where('bookings.user_id', '=', userId).where('bookings.request_key', '=', requestKey).as('earlier_booking_id')
        : sql<number | null>`null`.as('earlier_booking_id'),
      reference ? jsonObjectFrom(userMethodQuery(deps.db, userId, reference)).as('card') : sql<PaymentMethodRow | null>`null`.as('card'),
    ]);
  // Prepared by name: the database plans it once per connection, not on every checkout.
  const [row] = await executePrepared(deps.db, query);
  if (!row) throw new Error(`user ${userId} not found`);
  return { earlierBookingId: row.earlier_booking_id ?? undefined, card: row.card ?? undefined, customerId: row.payment_customer_id };
}
