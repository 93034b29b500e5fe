import type { ServiceDeps } from '../../service-deps';
import { methodReference } from '../payment-methods/payment-method-service';
import type { PaymentMethodRow } from '../payment-methods/payment-method-repository';
import { readVenueDay, venueDayFromRow, type VenueDay } from '../venues/availability-service';
import { findCheckoutParty } from './checkout-party-repository';

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
 * What a checkout reads before anything is held: the player's side and the venue's day
 * (checkout-party-repository.ts reads them, on PostgreSQL in one statement). The caller refuses in
 * the same order as before: it looks at the venue only after the player's side.
 */
export async function readCheckoutParty(
  deps: Pick<ServiceDeps, 'db' | 'engine' | 'now'>,
  userId: number,
  requestKey: string | undefined,
  cardReference: string | number | undefined,
  venue: { id: number; sport: string; date: string },
): Promise<CheckoutParty> {
  const rows = await findCheckoutParty(
    deps.db,
    deps.engine,
    { userId, requestKey, card: methodReference(cardReference) },
    venue,
  );
  return {
    earlierBookingId: rows.earlierBookingId,
    card: rows.card,
    customerId: rows.customerId,
    venueDay:
      rows.venueDayRow === undefined
        ? await readVenueDay(deps.db, deps.engine, venue.id, venue.sport, venue.date, deps.now)
        : venueDayFromRow(rows.venueDayRow ?? undefined, venue.sport, venue.date, deps.now),
  };
}
