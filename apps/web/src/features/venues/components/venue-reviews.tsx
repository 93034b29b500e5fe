import { REVIEW_MESSAGES, VENUE_TIME_ZONE, type VenueDetail } from '@app/contracts';
import { toZonedParts } from '@app/domain';
import { StarRating } from '@/components/star-rating';
import { VenueDate } from '@/components/venue-date';

/** The venue page's ratings (issue 12, item 8): the average of every review and the latest ones, from the venue answer. */
export function VenueReviews({ venue }: { venue: VenueDetail }) {
  const averageRating = venue.averageRating ?? null;
  const reviewCount = venue.reviewCount ?? 0;
  const reviews = venue.recentReviews ?? [];
  return (
    <section aria-labelledby="venue-reviews-heading">
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <h2 id="venue-reviews-heading" className="text-xl font-semibold text-slate-900">
          Reviews
        </h2>
        {averageRating !== null && (
          <p className="flex items-center gap-2 text-slate-800">
            <StarRating rating={averageRating} />
            <span className="font-semibold">{averageRating.toFixed(1)}</span>
            <span className="text-sm text-slate-600">
              ({reviewCount} review{reviewCount === 1 ? '' : 's'})
            </span>
          </p>
        )}
      </div>
      {reviews.length === 0 ? (
        <p className="mt-2 text-slate-600">{REVIEW_MESSAGES.noReviews}</p>
      ) : (
        <ul className="mt-3 space-y-3">
          {reviews.map((review) => (
            <li key={review.id} className="rounded-xl border border-slate-200 p-4">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <StarRating rating={review.rating} />
                <span className="text-xs text-slate-600">
                  {review.author} · {review.sport} ·{' '}
                  <VenueDate date={toZonedParts(new Date(review.createdAt), VENUE_TIME_ZONE).date} />
                </span>
              </div>
              {review.comment && <p className="mt-2 whitespace-pre-line text-slate-800">{review.comment}</p>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
