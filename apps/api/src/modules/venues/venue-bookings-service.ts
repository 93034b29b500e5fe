import {
  VENUE_MESSAGES as M,
  penceToPounds,
  type VenueBookingsResponse,
  type venueBookingsQuerySchema,
} from '@app/contracts';
import { readJsonList, type BookingStatus, type Database } from '@app/db';
import { bookingCode, ownerBookingDisplayStatus } from '@app/domain';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { notFound } from '../../errors/app-error';
import type { SessionUser } from '../auth/session-tokens';
import { fileSlug, toCsv } from './csv';
import { findVisibleVenue } from './venue-detail-service';
import { requireApprovedOwner } from './venue-editing-service';
import {
  LISTED_STATUSES,
  latestRequestStates,
  listVenueBookings,
  summariseVenueBookings,
  venueRequestStates,
} from './venue-bookings-repository';

type VenueBookings = Omit<VenueBookingsResponse, 'success'>;
type VenueBooking = VenueBookings['bookings'][number];
type Query = z.infer<typeof venueBookingsQuerySchema>;

/** The statuses a filter value stands for: 'confirmed' includes those with a cancellation request pending. */
function statusesFor(status: Query['status']): BookingStatus[] {
  if (status === 'all') return LISTED_STATUSES;
  if (status === 'confirmed') return ['confirmed', 'cancellation_requested'];
  return [status];
}

type BookingRow = Awaited<ReturnType<typeof listVenueBookings>>[number];
type RequestState = Awaited<ReturnType<typeof latestRequestStates>>[number];
/** The newest request of a booking (the list comes newest first). */
const latestOf = (requests: readonly RequestState[], bookingId: number) =>
  requests.find((candidate) => candidate.booking_id === bookingId);

/** One booking as the owner's table shows it; without the customer and money for anyone else. */
function toVenueBookingView(
  row: BookingRow,
  request: RequestState | undefined,
  privileged: boolean,
  now: Date,
): VenueBooking {
  return {
    id: row.id,
    code: bookingCode(row.id),
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
            shares:
              row.is_split === 1
                ? {
                    paidPence: Number(row.shares_paid_pence ?? 0),
                    totalPence: row.total_pence,
                    pending: Number(row.shares_pending ?? 0),
                  }
                : null,
          },
          now,
        )
      : null,
    isSplit: privileged ? row.is_split === 1 : null,
    paymentMethod: privileged
      ? row.source === 'online'
        ? 'online'
        : row.venue_paid_at
          ? 'paid_at_venue'
          : 'pay_on_arrival'
      : null,
    sharesPaid:
      privileged && row.is_split === 1
        ? { paidPence: Number(row.shares_paid_pence ?? 0), pending: Number(row.shares_pending ?? 0) }
        : null,
    createdAt: privileged ? row.created_at : null,
  };
}

/**
 * A venue's bookings, newest first. Anyone may see which hours are taken (they are not free anyway);
 * the customers, amounts, payment states and revenue only the venue's owner and admins.
 */
export async function readVenueBookings(
  db: Kysely<Database>,
  venueId: number,
  viewer: SessionUser | null,
  query: Query,
  now: Date,
): Promise<VenueBookings> {
  const venue = await findVisibleVenue(db, venueId, viewer);
  const privileged = viewer !== null && (viewer.role === 'admin' || viewer.id === venue.owner_id);
  const statuses = statusesFor(query.status);
  const dates = { dateFrom: query.date_from, dateTo: query.date_to, sport: query.sport };
  const [rows, perStatus] = await Promise.all([
    listVenueBookings(db, venue.id, { statuses, ...dates }, query.limit),
    summariseVenueBookings(db, venue.id, dates),
  ]);
  const requests = privileged
    ? await latestRequestStates(
        db,
        rows.map((row) => row.id),
      )
    : [];
  const bookings = rows.map((row) => toVenueBookingView(row, latestOf(requests, row.id), privileged, now));
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
      byStatus: privileged
        ? {
            confirmed: count('confirmed'),
            pending: count('pending'),
            cancelled: count('cancelled'),
            cancellation_requested: count('cancellation_requested'),
          }
        : null,
    },
  };
}

/** The CSV export holds at most this many bookings (years of a busy venue); the newest first. */
export const BOOKINGS_EXPORT_MAX_ROWS = 100_000;

const EXPORT_HEADER = [
  'Booking ID',
  'Date',
  'Time slots',
  'Sport',
  'Customer name',
  'Customer email',
  'Amount (GBP)',
  'Status',
  'Payment status',
  'Display status',
  'Booked at',
];

/**
 * GET /api/venues/{id}/bookings/export/: the whole filtered list as CSV, for the venue's owner and
 * admins only (another owner is told the venue does not exist). Same filters as the list.
 */
export async function exportVenueBookingsCsv(
  db: Kysely<Database>,
  venueId: number,
  viewer: SessionUser,
  query: Omit<Query, 'limit'>,
  now: Date,
): Promise<{ fileName: string; csv: string }> {
  requireApprovedOwner(viewer);
  const venue = await findVisibleVenue(db, venueId, viewer);
  if (viewer.role !== 'admin' && viewer.id !== venue.owner_id) throw notFound(M.venueNotFound);
  const rows = await listVenueBookings(
    db,
    venue.id,
    { statuses: statusesFor(query.status), dateFrom: query.date_from, dateTo: query.date_to, sport: query.sport },
    BOOKINGS_EXPORT_MAX_ROWS,
  );
  // Requests by venue, not by a list of ids: an export may hold more bookings than a query may name.
  const requests = new Map<number, RequestState>();
  for (const request of await venueRequestStates(db, venue.id))
    if (!requests.has(request.booking_id)) requests.set(request.booking_id, request);
  const lines = rows.map((row) => {
    const view = toVenueBookingView(row, requests.get(row.id), true, now);
    return [
      view.id,
      view.date,
      view.timeSlots.join(' '),
      view.sport,
      view.customer?.name,
      view.customer?.email,
      view.totalAmount,
      view.status,
      view.paymentStatus,
      view.displayStatus?.label,
      view.createdAt,
    ];
  });
  const range = [query.date_from, query.date_to].filter(Boolean).join('-to-');
  return {
    fileName: `bookings-${fileSlug(venue.name)}${range ? `-${range}` : ''}.csv`,
    csv: toCsv(EXPORT_HEADER, lines),
  };
}
