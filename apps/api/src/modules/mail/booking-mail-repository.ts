import { executePrepared, type Database } from '@app/db';
import type { Kysely } from 'kysely';

/**
 * What every e-mail about a booking says: the booking, its venue, and the player who booked it (for a
 * manual booking, the customer the desk typed in: bookingForMail).
 * Prepared by name: every confirmed booking reads it (docs/decisions/0042).
 */
export async function findBookingForMail(db: Kysely<Database>, bookingId: number) {
  const query = db
    .selectFrom('bookings')
    .innerJoin('venues', 'venues.id', 'bookings.venue_id')
    .innerJoin('users', 'users.id', 'bookings.user_id')
    .select([
      'bookings.id',
      'bookings.date',
      'bookings.sport',
      'bookings.time_slots',
      'bookings.starts_at',
      'bookings.ends_at',
      'bookings.time_zone',
      'bookings.total_pence',
      'bookings.source',
      'bookings.customer_name',
      'bookings.customer_email',
      'venues.name as venue_name',
      'venues.address as venue_address',
      'users.name as user_name',
      'users.email as user_email',
      'users.deleted_at',
    ])
    .where('bookings.id', '=', bookingId);
  const [row] = await executePrepared(db, query);
  return row;
}
