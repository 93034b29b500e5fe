import { penceToPounds, type VenueBookingsResponse, type venueBookingsQuerySchema } from '@app/contracts';
import { readJsonList, type BookingStatus, type Database } from '@app/db';
import { ownerBookingDisplayStatus } from '@app/domain';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { SessionUser } from '../auth/session-tokens';
import { findVisibleVenue } from './venue-detail-service';
import { LISTED_STATUSES, latestRequestStates, listVenueBookings, summariseVenueBookings } from './venue-bookings-repository';

type VenueBookings = Omit<VenueBookingsResponse, 'success'>;
type Query = z.infer<typeof venueBookingsQuerySchema>;

/** The statuses a filter value stands for: 'confirmed' includes those with a cancellation request pending. */
function statusesFor(status: Query['status']): BookingStatus[] {
  if (status === 'all') return LISTED_STATUSES;
  if (status === 'confirmed') return ['confirmed', 'cancellation_requested'];
  return [status];
}

/**
 * A venue's bookings, newest first. Anyone may see which hours are taken (they are not free anyway);
 * the customers, amounts, payment states and revenue only the venue's owner and admins.
 */
export async function readVenueBookings(db: Kysely<Database>, venueId: number, viewer: SessionUser | null, query: Query, now: Date): Promise<VenueBookings> {
  const venue = await findVisibleVenue(db, venueId, viewer);
  const privileged = viewer !== null && (viewer.role === 'admin' || viewer.id === venue.owner_id);
  const statuses = statusesFor(query.status);
  const dates = { dateFrom: query.date_from, dateTo: query.date_to, sport: query.sport };
  const [rows, perStatus] = await Promise.all([listVenueBookings(db, venue.id, { statuses, ...dates }, query.limit), summariseVenueBookings(db, venue.id, dates)]);
  const requests = privileged ? await latestRequestStates(db, rows.map((row) => row.id)) : [];
  const bookings = rows.map((row) => {
    const request = requests.find((candidate) => candidate.booking_id === row.id);
    return {
      id: row.id,
      date: row.date,
      sport: row.sport,
      timeSlots: readJsonList(row.time_slots),
      status: row.status,
      customer: privileged ? { name: row.customer_name, email: row.customer_email } : null,
      customerName: privileged ? row.customer_name : null,
      totalAmount: privileged ? penceToPounds(row.total_pence) : null,
      totalAmountPence: privileged ? row.total_pence : null,
      paymentStatus: privileged ? row.payment_status : null,
      displayStatus: privileged
        ? ownerBookingDisplayStatus(
            {
              status: row.status,
              paymentStatus: row.payment_status,
              startsAt: new Date(row.starts_at),
              endsAt: new Date(row.ends_at),
              cancellation: request ? { status: request.status, refundType: request.refund_type } : null,
            },
            now,
          )
        : null,
      isSplit: privileged ? row.is_split === 1 : null,
      createdAt: privileged ? row.created_at : null,
    };
  });
  const chosen = perStatus.filter((row) => statuses.includes(row.status));
  const count = (status: BookingStatus) => perStatus.find((row) => row.status === status)?.bookings ?? 0;
  const revenuePence = chosen.reduce((sum, row) => sum + row.revenuePence, 0);
  return {
    bookings,
    summary: {
      total: chosen.reduce((sum, row) => sum + row.bookings, 0),
      slotsBooked: chosen.reduce((sum, row) => sum + row.slots, 0),
      revenue: privileged ? penceToPounds(revenuePence) : null,
      revenuePence: privileged ? revenuePence : null,
      byStatus: privileged ? { confirmed: count('confirmed'), pending: count('pending'), cancelled: count('cancelled'), cancellation_requested: count('cancellation_requested') } : null,
    },
  };
}
