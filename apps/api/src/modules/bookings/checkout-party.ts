import { executePrepared } from '@app/db';
import { sql } from 'kysely';
import { jsonObjectFrom } from 'kysely/helpers/postgres';
import type { ServiceDeps } from '../../service-deps';
import { methodReference } from '../payment-methods/payment-method-service';
import {
  findCustomerId,
  findUserMethod,
  userMethodQuery,
  type PaymentMethodRow,
} from '../payment-methods/payment-method-repository';
import { readVenueDay, venueDayFromRow, venueDayQuery, type VenueDay } from '../venues/availability-service';
import { findBookingByRequestKey } from './booking-repository';

export interface CheckoutParty {
  /** The booking an earlier attempt with the same key made. */
  earlierBookingId: number | undefined;
  /** The saved card the checkout names, if it is the player's. */
  card: PaymentMethodRow | undefined;
  /** The player's customer at the provider, once there is one. */
  customerId: string | null;
  /** The venue and its day as readVenueDay answers them (undefined: no such venue). */
  venueDay: VenueDay;
}

/**
 * What a checkout reads before anything is held: the player's side and the venue's day. PostgreSQL:
 * one statement — the same queries as findBookingByRequestKey, findUsableMethod, findCustomerId and
 * readVenueDay's as subqueries — instead of two round trips (a checkout there is bound by round
 * trips, docs/decisions/0034, 0036 and 0042); SQLite: the separate reads, function calls there. The
 * caller refuses in the same order as before: it looks at the venue only after the player's side.
 */
export async function readCheckoutParty(
  deps: Pick<ServiceDeps, 'db' | 'engine' | 'now'>,
  userId: number,
  requestKey: string | undefined,
  cardReference: string | number | undefined,
  venue: { id: number; sport: string; date: string },
): Promise<CheckoutParty> {
  const reference = methodReference(cardReference);
  if (deps.engine === 'sqlite') {
    const earlier = requestKey ? await findBookingByRequestKey(deps.db, userId, requestKey) : undefined;
    const card = reference ? await findUserMethod(deps.db, userId, reference) : undefined;
    const customerId = await findCustomerId(deps.db, userId);
    return {
      earlierBookingId: earlier?.id,
      card,
      customerId,
      venueDay: await readVenueDay(deps.db, deps.engine, venue.id, venue.sport, venue.date, deps.now),
    };
  }
  const query = deps.db
    .selectFrom('users')
    .where('users.id', '=', userId)
    .select((eb) => [
      'users.payment_customer_id',
      requestKey
        ? eb
            .selectFrom('bookings')
            .select('bookings.id')
            .where('bookings.user_id', '=', userId)
            .where('bookings.request_key', '=', requestKey)
            .as('earlier_booking_id')
        : sql<number | null>`null`.as('earlier_booking_id'),
      reference
        ? jsonObjectFrom(userMethodQuery(deps.db, userId, reference)).as('card')
        : sql<PaymentMethodRow | null>`null`.as('card'),
      jsonObjectFrom(venueDayQuery(deps.db, venue.id, venue.sport, venue.date)).as('venue_day'),
    ]);
  // Prepared by name: the database plans it once per connection, not on every checkout.
  const [row] = await executePrepared(deps.db, query);
  if (!row) throw new Error(`user ${userId} not found`);
  return {
    earlierBookingId: row.earlier_booking_id ?? undefined,
    card: row.card ?? undefined,
    customerId: row.payment_customer_id,
    venueDay: venueDayFromRow(row.venue_day ?? undefined, venue.sport, venue.date, deps.now),
  };
}
