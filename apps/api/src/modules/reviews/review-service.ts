import {
  REVIEW_MESSAGES as M,
  PAYMENT_MESSAGES,
  oneDecimal,
  type BookingReview,
  type VenueReviews,
} from '@app/contracts';
import type { Database } from '@app/db';
import type { Kysely } from 'kysely';
import { conflict, notFound } from '../../errors/app-error';
import type { ServiceDeps } from '../../service-deps';
import type { SessionUser } from '../auth/session-tokens';
import {
  findOwnBooking,
  insertReview,
  latestVenueReviews,
  ratingSummary,
  reviewsOfBookings,
} from './review-repository';

/*
 * Ratings are real (issue 12, item 8): only the player who booked may rate, only once the booking has
 * been played (its last hour has ended and it was not cancelled), and only once.
 */

const PLAYED_STATUSES = ['confirmed', 'cancellation_requested'];

export function hasBeenPlayed(booking: { status: string; ends_at: string }, now: Date): boolean {
  return PLAYED_STATUSES.includes(booking.status) && new Date(booking.ends_at).getTime() <= now.getTime();
}

export async function reviewBooking(
  deps: Pick<ServiceDeps, 'db' | 'now'>,
  player: SessionUser,
  bookingId: number,
  review: { rating: number; comment: string },
): Promise<BookingReview> {
  const booking = await findOwnBooking(deps.db, player.id, bookingId);
  if (!booking) throw notFound(PAYMENT_MESSAGES.bookingNotFound);
  if (!hasBeenPlayed(booking, deps.now)) throw conflict(M.notPlayedYet, 'NOT_PLAYED_YET');
  const saved = await insertReview(deps.db, {
    bookingId,
    venueId: booking.venue_id,
    userId: player.id,
    rating: review.rating,
    comment: review.comment,
    now: deps.now,
  });
  if (!saved) throw conflict(M.alreadyRated, 'ALREADY_REVIEWED');
  return { rating: review.rating, comment: review.comment, createdAt: deps.now.toISOString() };
}

/** Each booking's review, for My Bookings. */
export async function bookingReviews(
  db: Kysely<Database>,
  bookingIds: readonly number[],
): Promise<Map<number, BookingReview>> {
  const rows = await reviewsOfBookings(db, bookingIds);
  return new Map(
    rows.map((row) => [row.booking_id, { rating: row.rating, comment: row.comment, createdAt: row.created_at }]),
  );
}

/** 'Alex Morgan' → 'Alex M.': enough to read as a person, not enough to find them. */
function reviewerName(name: string | null, deleted: boolean): string {
  if (!name || deleted) return 'A player';
  const [first, ...rest] = name.trim().split(/\s+/);
  const initial = rest.at(-1)?.[0];
  return initial ? `${first} ${initial.toUpperCase()}.` : (first ?? 'A player');
}

export async function venueReviews(
  db: Kysely<Database>,
  venueId: number,
  limit: number,
): Promise<Omit<VenueReviews, 'success'>> {
  return reviewsWithSummary(db, venueId, limit, await ratingSummary(db, [venueId]));
}

/**
 * A venue's reviews for its page, given its rating count and mean (read with the page itself): most
 * venues have none, and then nothing more is read. (One query with count(*) over () costs SQLite a
 * temporary table on every call, reviews or not.)
 */
export async function reviewsWithSummary(
  db: Kysely<Database>,
  venueId: number,
  limit: number,
  summary: { count: number; average: number | null },
): Promise<Omit<VenueReviews, 'success'>> {
  const rows = summary.count > 0 ? await latestVenueReviews(db, venueId, limit) : [];
  return {
    averageRating: summary.average === null ? null : oneDecimal(summary.average),
    reviewCount: summary.count,
    reviews: rows.map((row) => ({
      id: row.id,
      rating: row.rating,
      comment: row.comment,
      author: reviewerName(row.user_name, row.deleted_at !== null),
      sport: row.sport,
      createdAt: row.created_at,
    })),
  };
}
