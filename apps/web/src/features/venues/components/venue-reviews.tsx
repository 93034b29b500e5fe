import { REVIEW_MESSAGES } from '@app/contracts';
import { StarRating } from '@/components/star-rating';
import { formatLondonDateTime } from '@/lib/format-date';
import { useVenueReviews } from '../api/get-venue-reviews';

/** The venue page's ratings (issue 12, item 8): the average of every review and the latest ones. */
export function VenueReviews({ venueId }: { venueId: number }) {
  const reviews = useVenueReviews(venueId);
  // Reviews add to the page; when they cannot be loaded the rest of the page still serves.
  if (!reviews.isSuccess) return null;
  const { averageRating, reviewCount } = reviews.data;
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
      {reviews.data.reviews.length === 0 ? (
        <p className="mt-2 text-slate-600">{REVIEW_MESSAGES.noReviews}</p>
      ) : (
        <ul className="mt-3 space-y-3">
          {reviews.data.reviews.map((review) => (
            <li key={review.id} className="rounded-xl border border-slate-200 p-4">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <StarRating rating={review.rating} />
                <span className="text-xs text-slate-600">
                  {review.author} · {review.sport} · {formatLondonDateTime(review.createdAt).split(',')[0]}
                </span>
              </div>
              {review.comment && <p className="mt-2 text-slate-800">{review.comment}</p>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
