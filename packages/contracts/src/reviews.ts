import { z } from 'zod';
import { REVIEW_MESSAGES } from './review-messages';

/*
 * Ratings (issue 12, item 8): a player rates a booking once it has been played, 1–5 stars with an
 * optional comment, from My Bookings; the venue page shows the average and the latest reviews.
 */
export const REVIEW_COMMENT_MAX = 1000;

export const reviewRequestSchema = z.object({
  rating: z
    .number({ error: REVIEW_MESSAGES.ratingRequired })
    .int(REVIEW_MESSAGES.ratingRequired)
    .min(1, REVIEW_MESSAGES.ratingRequired)
    .max(5, REVIEW_MESSAGES.ratingRequired),
  comment: z.string().trim().max(REVIEW_COMMENT_MAX).default(''),
});
export type ReviewRequest = z.input<typeof reviewRequestSchema>;

/** A review as the booking that earned it shows it. */
export const bookingReviewSchema = z.object({ rating: z.number().int(), comment: z.string(), createdAt: z.string() });
export type BookingReview = z.infer<typeof bookingReviewSchema>;
export const reviewResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  review: bookingReviewSchema,
});

/** A review as the venue page shows it: the reviewer by first name and initial. */
export const venueReviewSchema = z.object({
  id: z.number().int(),
  rating: z.number().int(),
  comment: z.string(),
  author: z.string(),
  sport: z.string(),
  createdAt: z.string(),
});
export type VenueReview = z.infer<typeof venueReviewSchema>;
export const venueReviewsQuerySchema = z.object({ limit: z.coerce.number().int().min(1).max(50).default(10) });
export const venueReviewsResponseSchema = z.object({
  success: z.literal(true),
  /** One decimal; null before the first review. */
  averageRating: z.number().nullable(),
  reviewCount: z.number().int(),
  reviews: z.array(venueReviewSchema),
});
export type VenueReviews = z.infer<typeof venueReviewsResponseSchema>;

/** 4.25 → 4.3: ratings and averages are shown with one decimal. */
export function oneDecimal(value: number): number {
  return Math.round(value * 10) / 10;
}

export { REVIEW_MESSAGES };
