import { penceToPounds, type venueBookingsQuerySchema, type venueBookingsResponseSchema } from '@app/contracts';
import type { Database } from '@app/db';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { SessionUser } from '../auth/session-tokens';
import { findVisibleVenue } from './venue-detail-service';
import { listVenueBookings, readJsonList } from './venue-repository';

type VenueBookings = Omit<z.infer<typeof venueBookingsResponseSchema>, 'success'>;

/**
 * Which slots of a venue are booked. Anyone may see the hours (they are not free anyway); the
 * customers, amounts and revenue only the venue's owner and admins.
 */
export async function readVenueBookings(db: Kysely<Database>, venueId: number, viewer: SessionUser | null, query: z.infer<typeof venueBookingsQuerySchema>): Promise<VenueBookings> {
  const venue = await findVisibleVenue(db, venueId, viewer);
  const privileged = viewer !== null && (viewer.role === 'admin' || viewer.id === venue.owner_id);
  const rows = await listVenueBookings(db, venue.id, {
    statuses: query.status === 'all' ? null : query.status === 'confirmed' ? ['confirmed', 'cancellation_requested'] : [query.status],
    dateFrom: query.date_from,
    dateTo: query.date_to,
    sport: query.sport,
  });
  const bookings = rows.map((row) => ({
    id: row.id,
    date: row.date,
    sport: row.sport,
    timeSlots: readJsonList(row.time_slots),
    status: row.status,
    customer: privileged ? { name: row.customer_name, email: row.customer_email } : null,
    totalAmount: privileged ? penceToPounds(row.total_pence) : null,
    paymentStatus: privileged ? row.payment_status : null,
    createdAt: privileged ? row.created_at : null,
  }));
  const revenuePence = rows.filter((row) => row.status === 'confirmed' && row.payment_status === 'succeeded').reduce((sum, row) => sum + row.total_pence, 0);
  return {
    bookings,
    summary: {
      total: bookings.length,
      slotsBooked: bookings.reduce((sum, booking) => sum + booking.timeSlots.length, 0),
      revenue: privileged ? penceToPounds(revenuePence) : null,
    },
  };
}
