import type { BlogPost } from '@app/contracts';
import { clsx } from 'clsx';
import { VenueDate } from '@/components/venue-date';

const SHORT_DATE: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric' };

/** 'Emma Clarke · 18 Nov 2026 · 4 min read'. */
export function ArticleMeta({
  post,
  className,
}: {
  post: Pick<BlogPost, 'author' | 'date' | 'read_time'>;
  className?: string;
}) {
  return (
    <p className={clsx('flex flex-wrap items-center gap-x-2 text-sm text-slate-600', className)}>
      <span className="font-medium text-slate-800">{post.author}</span>
      <span aria-hidden="true">·</span>
      <time dateTime={post.date}>
        <VenueDate date={post.date} options={SHORT_DATE} />
      </time>
      <span aria-hidden="true">·</span>
      <span>{post.read_time}</span>
    </p>
  );
}

export function CategoryBadge({ category, className }: { category: string; className?: string }) {
  return (
    <span
      className={clsx(
        'inline-flex rounded-full bg-emerald-50 px-3 py-1 text-xs font-semibold text-emerald-800 ring-1 ring-emerald-200',
        className,
      )}
    >
      {category}
    </span>
  );
}
