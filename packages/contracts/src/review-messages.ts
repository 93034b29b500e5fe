// Apart from reviews.ts's schemas, so the venue page shows them without loading zod (docs/decisions/0035).
export const REVIEW_MESSAGES = {
  ratingRequired: 'Please choose a rating from 1 to 5 stars.',
  notPlayedYet: 'You can rate a booking once it has been played.',
  alreadyRated: 'You have already rated this booking.',
  thanks: 'Thank you for your review!',
  failed: 'Failed to save your review. Please try again.',
  noReviews: 'No reviews yet',
} as const;
