import { REVIEW_COMMENT_MAX, REVIEW_MESSAGES, type PlayerBooking } from '@app/contracts';
import { clsx } from 'clsx';
import { Star } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { StarRating } from '@/components/star-rating';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { DialogActions } from '@/components/ui/dialog-actions';
import { FormMessage } from '@/components/ui/form-field';
import { Label } from '@/components/ui/label';
import { serverErrorText } from '@/lib/api-error-text';
import { useReviewBooking } from '../api/review-booking';

/**
 * A played booking's rating in My Bookings (issue 12, item 8): 'Rate' once it has been played, and the
 * rating given afterwards.
 */
export function BookingRating({ booking }: { booking: PlayerBooking }) {
  const [open, setOpen] = useState(false);
  if (booking.review) {
    return (
      <div className="mt-3 rounded-lg bg-slate-50 px-3 py-2 text-sm">
        <p className="flex items-center gap-2 text-slate-800">
          Your rating <StarRating rating={booking.review.rating} />
        </p>
        {booking.review.comment && <p className="mt-1 text-slate-700">“{booking.review.comment}”</p>}
      </div>
    );
  }
  if (!booking.canReview) return null;
  return (
    <>
      <Button size="sm" variant="secondary" className="mt-3" onClick={() => setOpen(true)}>
        <Star aria-hidden="true" className="size-4" />
        Rate
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent>{open && <RatingForm booking={booking} onDone={() => setOpen(false)} />}</DialogContent>
      </Dialog>
    </>
  );
}

function RatingForm({ booking, onDone }: { booking: PlayerBooking; onDone: () => void }) {
  const commentId = useId();
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const review = useReviewBooking();
  const submit = () => {
    if (rating < 1) return setProblem(REVIEW_MESSAGES.ratingRequired);
    review.mutate(
      { bookingId: booking.id, review: { rating, comment } },
      {
        onSuccess: () => {
          toast.success(REVIEW_MESSAGES.thanks);
          onDone();
        },
        onError: (error) => setProblem(serverErrorText(error) ?? REVIEW_MESSAGES.failed),
      },
    );
  };
  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <div className="pr-10">
        <DialogTitle>Rate your booking</DialogTitle>
        <DialogDescription className="mt-1">
          {booking.venue?.name ?? 'The venue'} · {booking.sport}
        </DialogDescription>
      </div>
      {problem && <FormMessage>{problem}</FormMessage>}
      <fieldset>
        <legend className="text-sm font-medium text-slate-900">Your rating</legend>
        <div className="mt-2 flex gap-1" role="radiogroup" aria-label="Stars">
          {[1, 2, 3, 4, 5].map((value) => (
            <label
              key={value}
              className="cursor-pointer rounded-md p-1 focus-within:outline-2 focus-within:outline-emerald-600"
            >
              <input
                type="radio"
                name="rating"
                value={value}
                className="sr-only"
                checked={rating === value}
                onChange={() => (setRating(value), setProblem(null))}
                aria-label={`${value} star${value === 1 ? '' : 's'}`}
              />
              <Star
                aria-hidden="true"
                className={clsx(
                  'size-8',
                  value <= rating ? 'fill-amber-400 text-amber-500' : 'fill-white text-slate-400',
                )}
              />
            </label>
          ))}
        </div>
      </fieldset>
      <div className="space-y-1.5">
        <Label htmlFor={commentId}>Comment (optional)</Label>
        <textarea
          id={commentId}
          className="block min-h-24 w-full rounded-lg border border-slate-300 px-3 py-2 text-base focus-visible:outline-2 focus-visible:outline-emerald-600"
          maxLength={REVIEW_COMMENT_MAX}
          value={comment}
          onChange={(event) => setComment(event.target.value)}
        />
      </div>
      <DialogActions busy={review.isPending}>
        <Button type="submit" disabled={review.isPending}>
          {review.isPending ? 'Sending…' : 'Submit rating'}
        </Button>
      </DialogActions>
    </form>
  );
}
