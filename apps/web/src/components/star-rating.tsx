import { clsx } from 'clsx';
import { Star } from 'lucide-react';

/** A rating out of five as stars (read-only), with the number for screen readers and sighted users alike. */
export function StarRating({
  rating,
  className,
  size = 'size-4',
}: {
  rating: number;
  className?: string;
  size?: string;
}) {
  const full = Math.round(rating);
  return (
    <span
      className={clsx('inline-flex items-center gap-0.5', className)}
      role="img"
      aria-label={`${rating.toFixed(1).replace(/\.0$/, '')} out of 5 stars`}
    >
      {[1, 2, 3, 4, 5].map((value) => (
        <Star
          key={value}
          aria-hidden="true"
          className={clsx(size, value <= full ? 'fill-amber-400 text-amber-500' : 'fill-slate-100 text-slate-300')}
        />
      ))}
    </span>
  );
}
