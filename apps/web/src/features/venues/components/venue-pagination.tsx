import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { buttonStyles } from '@/components/ui/button';

interface VenuePaginationProps {
  page: number;
  totalPages: number;
  /** The link to a given page, keeping the other filters. */
  hrefFor: (page: number) => string;
}

/** Previous/Next links between server-side pages; the page number is part of the URL. */
export function VenuePagination({ page, totalPages, hrefFor }: VenuePaginationProps) {
  if (totalPages <= 1) return null;
  const disabled = buttonStyles({ variant: 'secondary', className: 'pointer-events-none opacity-50' });
  return (
    <nav aria-label="Pagination" className="flex items-center justify-between gap-4 border-t border-slate-200 pt-6">
      {page > 1 ? (
        <Link to={hrefFor(page - 1)} rel="prev" className={buttonStyles({ variant: 'secondary' })}>
          <ChevronLeft aria-hidden="true" className="size-4" />
          Previous
        </Link>
      ) : (
        <span aria-disabled="true" className={disabled}>
          <ChevronLeft aria-hidden="true" className="size-4" />
          Previous
        </span>
      )}
      <p className="text-sm text-slate-700">
        Page {Math.min(page, totalPages)} of {totalPages}
      </p>
      {page < totalPages ? (
        <Link to={hrefFor(page + 1)} rel="next" className={buttonStyles({ variant: 'secondary' })}>
          Next
          <ChevronRight aria-hidden="true" className="size-4" />
        </Link>
      ) : (
        <span aria-disabled="true" className={disabled}>
          Next
          <ChevronRight aria-hidden="true" className="size-4" />
        </span>
      )}
    </nav>
  );
}
