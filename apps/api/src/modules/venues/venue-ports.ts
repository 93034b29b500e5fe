import type { AffectedBooking } from '@app/contracts';
import type { Database } from '@app/db';
import type { Kysely } from 'kysely';
import type { ServiceDeps } from '../../service-deps';
import type { BookingClaim } from '../booking-claims/booking-claim';

/*
 * What the venues module needs from modules that depend on it (places reads venues for its
 * suggestions; bookings reads venues to price and hold slots). Importing them back would be a cycle,
 * so app.ts hands their implementations in when it registers the venue routes.
 */

/** Coordinates of a location text, or null when it cannot be found. */
export type Geocode = (text: string) => Promise<{ lat: number; lng: number } | null>;

export interface ClosureCancellation {
  /**
   * Takes each booking's claim and cancels it, freeing its hours, inside the caller's transaction (the
   * availability save). A booking another operation holds refuses the save (409 BOOKING_BUSY, to be
   * tried again); one no longer live is left out. Answers the bookings cancelled with their claims.
   */
  cancelInTransaction(
    trx: Kysely<Database>,
    bookingIds: readonly number[],
    now: Date,
  ): Promise<{ id: number; claim: BookingClaim }[]>;
  /** After the save: refunds each booking in full through the ledger (each payer their part), e-mails them and lets go of its claim. */
  refundAndNotify(
    deps: ServiceDeps,
    bookings: readonly (AffectedBooking & { claim: BookingClaim })[],
    venue: { id: number; name: string },
  ): Promise<{ id: number; refundedPence: number; refunded: boolean }[]>;
}

export interface VenueRouteOptions {
  geocode: Geocode;
  closures: ClosureCancellation;
}
