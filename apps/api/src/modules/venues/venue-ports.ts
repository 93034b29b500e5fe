import type { AffectedBooking } from '@app/contracts';
import type { Database } from '@app/db';
import type { Kysely } from 'kysely';
import type { ServiceDeps } from '../../plugins/app-context';

/*
 * What the venues module needs from modules that depend on it (places reads venues for its
 * suggestions; bookings reads venues to price and hold slots). Importing them back would be a cycle,
 * so app.ts hands their implementations in when it registers the venue routes.
 */

/** Coordinates of a location text, or null when it cannot be found. */
export type Geocode = (text: string) => Promise<{ lat: number; lng: number } | null>;

export interface ClosureCancellation {
  /** Cancels the bookings and frees their hours, inside the caller's transaction (the availability save). */
  cancelInTransaction(trx: Kysely<Database>, bookingIds: readonly number[], now: Date): Promise<void>;
  /** After the save: refunds each booking in full through the ledger (each payer their part) and e-mails them. */
  refundAndNotify(deps: ServiceDeps, bookings: readonly AffectedBooking[], venue: { id: number; name: string }): Promise<{ id: number; refundedPence: number; refunded: boolean }[]>;
}

export interface VenueRouteOptions {
  geocode: Geocode;
  closures: ClosureCancellation;
}
