import { executePrepared, type Database, type Engine } from '@app/db';
import { sql, type Kysely } from 'kysely';
import { jsonObjectFrom } from 'kysely/helpers/postgres';
import {
  findCustomerId,
  findUserMethod,
  userMethodQuery,
  type PaymentMethodRow,
} from '../payment-methods/payment-method-repository';
import { venueDayQuery } from '../venues/availability-service';
import type { VenueWithDayRowsRow } from '../venues/venue-repository';
import { findBookingByRequestKey } from './booking-repository';

type Db = Kysely<Database>;

/** The player's side of a checkout, and the venue's day when it could be read with it. */
export interface CheckoutPartyRows {
  earlierBookingId: number | undefined;
  card: PaymentMethodRow | undefined;
  customerId: string | null;
  /** The venue's day as venueDayQuery reads it (null: no such venue); undefined when it was not read here. */
  venueDayRow: NonNullable<VenueWithDayRowsRow> | null | undefined;
}

/**
 * What a checkout reads before anything is held. PostgreSQL: one statement — the same queries as
 * findBookingByRequestKey, findUserMethod, findCustomerId and the venue's day as subqueries — instead
 * of two round trips (a checkout there is bound by round trips, docs/decisions/0034, 0036 and 0042).
 * SQLite, where a statement is a function call: the separate reads, leaving the venue's day to the caller.
 */
export async function findCheckoutParty(
  db: Db,
  engine: Engine,
  party: { userId: number; requestKey: string | undefined; card: Parameters<typeof findUserMethod>[2] | undefined },
  venue: { id: number; sport: string; date: string },
): Promise<CheckoutPartyRows> {
  const { userId, requestKey, card: reference } = party;
  if (engine === 'sqlite') {
    const earlier = requestKey ? await findBookingByRequestKey(db, userId, requestKey) : undefined;
    return {
      earlierBookingId: earlier?.id,
      card: reference ? await findUserMethod(db, userId, reference) : undefined,
      customerId: await findCustomerId(db, userId),
      venueDayRow: undefined,
    };
  }
  const query = db
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
        ? jsonObjectFrom(userMethodQuery(db, userId, reference)).as('card')
        : sql<PaymentMethodRow | null>`null`.as('card'),
      jsonObjectFrom(venueDayQuery(db, venue.id, venue.sport, venue.date)).as('venue_day'),
    ]);
  // Prepared by name: the database plans it once per connection, not on every checkout.
  const [row] = await executePrepared(db, query);
  if (!row) throw new Error(`user ${userId} not found`);
  return {
    earlierBookingId: row.earlier_booking_id ?? undefined,
    card: row.card ?? undefined,
    customerId: row.payment_customer_id,
    venueDayRow: row.venue_day,
  };
}
