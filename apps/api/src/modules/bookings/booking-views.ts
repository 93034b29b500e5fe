import { penceToPounds, type BookingReview, type PlayerBooking } from '@app/contracts';
import { readJsonList, type Database } from '@app/db';
import { bookingCode, bookingDisplayStatus } from '@app/domain';
import type { Kysely } from 'kysely';
import { listPlayerBookings, participantsOf } from './booking-repository';
import { latestCancellationRequests } from './cancellation-repository';
import { bookingReviews, hasBeenPlayed } from '../reviews/review-service';

type Row = Awaited<ReturnType<typeof listPlayerBookings>>[number];
type RequestRow = Awaited<ReturnType<typeof latestCancellationRequests>>[number];
type ParticipantRow = Awaited<ReturnType<typeof participantsOf>>[number];

/** A split booking's payers: what they have paid of its total, and how many shares are unpaid. */
function sharesOf(row: Row, participants: ParticipantRow[]) {
  if (row.is_split !== 1) return null;
  return {
    paidPence: participants.reduce((sum, person) => sum + person.paid_pence, 0),
    totalPence: row.total_pence,
    pending: participants.filter((person) => person.status === 'pending').length,
  };
}

function toPlayerBooking(
  row: Row,
  request: RequestRow | undefined,
  participants: ParticipantRow[],
  review: BookingReview | undefined,
  now: Date,
): PlayerBooking {
  const cancellation = request ? { status: request.status, refundType: request.refund_type } : null;
  return {
    id: row.id,
    code: bookingCode(row.id),
    userId: row.user_id,
    venueId: row.venue_id,
    venue: row.venue_name
      ? { name: row.venue_name, location: row.venue_location ?? '', address: row.venue_address ?? '' }
      : null,
    date: row.date,
    sport: row.sport,
    timeSlots: readJsonList(row.time_slots),
    startsAt: row.starts_at,
    endsAt: row.ends_at,
    totalAmount: penceToPounds(row.total_pence),
    totalAmountPence: row.total_pence,
    status: row.status,
    paymentStatus: row.payment_status,
    mobileNumber: row.mobile_number,
    createdAt: row.created_at,
    confirmedAt: row.confirmed_at,
    paymentIntentId: row.payment_intent_id ?? null,
    refundedAmount: penceToPounds(Number(row.refunded_pence ?? 0)),
    displayStatus: bookingDisplayStatus(
      {
        status: row.status,
        paymentStatus: row.payment_status,
        startsAt: new Date(row.starts_at),
        endsAt: new Date(row.ends_at),
        cancellation,
        shares: sharesOf(row, participants),
      },
      now,
    ),
    cancellationRequest: request
      ? {
          reason: request.reason,
          createdAt: request.created_at,
          status: request.status,
          refundType: request.refund_type,
          refundAmount: request.refund_amount_pence === null ? null : penceToPounds(request.refund_amount_pence),
          refundReason: request.refund_reason,
          adminNotes: request.admin_notes,
        }
      : null,
    split:
      row.is_split === 1
        ? {
            status: row.split_status,
            deadline: row.split_deadline_at,
            cutoff: row.split_cutoff_at,
            participants: participants.map((participant) => ({
              id: participant.id,
              email: participant.email,
              name: participant.name,
              isOrganiser: participant.is_organiser === 1,
              sharePence: participant.share_pence,
              paidPence: participant.paid_pence,
              status: participant.status,
              paidAt: participant.paid_at,
              refundedPence: participant.refunded_pence,
              refundedAt: participant.refunded_at,
            })),
          }
        : null,
    review: review ?? null,
    canReview: !review && hasBeenPlayed(row, now),
  };
}

/** A player's bookings, newest first, each with its server-computed display status. */
export async function listMyBookings(db: Kysely<Database>, userId: number, now: Date): Promise<PlayerBooking[]> {
  const rows = await listPlayerBookings(db, userId);
  const requests = await latestCancellationRequests(
    db,
    rows.map((row) => row.id),
  );
  const latest = new Map<number, RequestRow>();
  for (const request of requests) if (!latest.has(request.booking_id)) latest.set(request.booking_id, request);
  const reviews = await bookingReviews(
    db,
    rows.map((row) => row.id),
  );
  const participants = await participantsOf(
    db,
    rows.filter((row) => row.is_split === 1).map((row) => row.id),
  );
  return rows.map((row) =>
    toPlayerBooking(
      row,
      latest.get(row.id),
      participants.filter((participant) => participant.booking_id === row.id),
      reviews.get(row.id),
      now,
    ),
  );
}

export async function findMyBooking(
  db: Kysely<Database>,
  userId: number,
  bookingId: number,
  now: Date,
): Promise<PlayerBooking | undefined> {
  return (await listMyBookings(db, userId, now)).find((booking) => booking.id === bookingId);
}
