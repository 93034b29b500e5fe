import { isUniqueViolation, type Database } from '@app/db';
import { sql, type Kysely } from 'kysely';

/** Ratings of played bookings: one per booking, by the player who booked it. */
type Db = Kysely<Database>;

/** The booking a player wants to rate, if it is theirs. */
export function findOwnBooking(db: Db, userId: number, bookingId: number) {
  return db
    .selectFrom('bookings')
    .select(['id', 'venue_id', 'status', 'ends_at'])
    .where('id', '=', bookingId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** Saves a review; false when the booking has one already (the unique key decides a race). */
export async function insertReview(
  db: Db,
  review: { bookingId: number; venueId: number; userId: number; rating: number; comment: string; now: Date },
): Promise<boolean> {
  try {
    await db
      .insertInto('reviews')
      .values({
        booking_id: review.bookingId,
        venue_id: review.venueId,
        user_id: review.userId,
        rating: review.rating,
        comment: review.comment,
        created_at: review.now.toISOString(),
      })
      .execute();
    return true;
  } catch (error) {
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}

export function reviewsOfBookings(db: Db, bookingIds: readonly number[]) {
  if (bookingIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('reviews')
    .select(['booking_id', 'rating', 'comment', 'created_at'])
    .where('booking_id', 'in', [...bookingIds])
    .execute();
}

/** How many ratings and their mean, for some venues, optionally only those given in [from, to). */
export async function ratingSummary(db: Db, venueIds: readonly number[], between?: { from: string; to: string }) {
  if (venueIds.length === 0) return { count: 0, average: null };
  let query = db
    .selectFrom('reviews')
    .select([(eb) => eb.fn.countAll<number>().as('count'), sql<number | null>`avg(rating)`.as('average')])
    .where('venue_id', 'in', [...venueIds]);
  if (between) query = query.where('created_at', '>=', between.from).where('created_at', '<', between.to);
  const row = await query.executeTakeFirstOrThrow();
  return { count: Number(row.count), average: row.average === null ? null : Number(row.average) };
}

/** A venue's latest reviews with their authors' names (the venue page shows a few). */
export function latestVenueReviews(db: Db, venueId: number, limit: number) {
  return db
    .selectFrom('reviews')
    .innerJoin('bookings', 'bookings.id', 'reviews.booking_id')
    .leftJoin('users', 'users.id', 'reviews.user_id')
    .select([
      'reviews.id',
      'reviews.rating',
      'reviews.comment',
      'reviews.created_at',
      'bookings.sport',
      'users.name as user_name',
      'users.deleted_at',
    ])
    .where('reviews.venue_id', '=', venueId)
    .orderBy('reviews.created_at', 'desc')
    .orderBy('reviews.id', 'desc')
    .limit(limit)
    .execute();
}
