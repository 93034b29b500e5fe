import { RefreshCw, SearchX } from 'lucide-react';
import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PageTitle } from '@/components/page-title';
import { Button, buttonStyles } from '@/components/ui/button';
import { useVenueSearch } from '../api/search-venues';
import { EmailVerifiedBanner } from '../components/email-verified-banner';
import { VenueCard, VenueCardSkeleton } from '../components/venue-card';
import { VenueFilters } from '../components/venue-filters';
import { VenuePagination } from '../components/venue-pagination';
import {
  hasActiveFilters,
  readVenueListFilters,
  resultCountText,
  venueSearchQuery,
  writeVenueListFilters,
  type VenueListFilters,
} from '../lib/venue-list-filters';

const SKELETON_CARDS = 6;

export default function VenueListPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => readVenueListFilters(searchParams), [searchParams]);
  const query = useMemo(() => venueSearchQuery(filters), [filters]);
  const search = useVenueSearch(query);
  const filtered = hasActiveFilters(filters);

  const applyFilters = (next: VenueListFilters) => {
    const params = writeVenueListFilters(next);
    if (params.toString() !== searchParams.toString()) setSearchParams(params, { preventScrollReset: true });
  };
  const clearFilters = () => setSearchParams(new URLSearchParams(), { preventScrollReset: true });
  const pageHref = (page: number) => `/venues?${writeVenueListFilters({ ...filters, page }).toString()}`;

  const data = search.isError ? undefined : search.data;
  const venues = data?.venues ?? [];
  const totalPages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  return (
    <div className="mx-auto w-full max-w-7xl space-y-6 px-4 py-10 sm:px-6 lg:px-8">
      <PageTitle>Venues</PageTitle>
      <div>
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">Venues</h1>
        <p className="mt-2 text-lg text-slate-700">Find a court, pitch or hall near you and book it by the hour.</p>
      </div>

      <EmailVerifiedBanner />

      <VenueFilters
        filters={filters}
        onApply={applyFilters}
        onClear={clearFilters}
        canClear={filtered || filters.sort !== null || filters.ranked}
      />

      <section aria-labelledby="venue-results-heading" aria-busy={search.isFetching} className="space-y-6">
        <h2 id="venue-results-heading" className="sr-only">
          Results
        </h2>
        <p role="status" className="min-h-6 text-sm font-medium text-slate-700">
          {search.isPending
            ? 'Loading venues...'
            : data
              ? resultCountText(data.total, filters.page, data.pageSize, data.totalCapped)
              : ''}
        </p>

        {search.isError && (
          <div className="flex flex-col items-start gap-3 rounded-xl border border-amber-200 bg-amber-50 p-4 text-amber-950 sm:flex-row sm:items-center">
            <p className="flex-1">We couldn't load venues right now.</p>
            <Button variant="secondary" size="sm" onClick={() => void search.refetch()} disabled={search.isFetching}>
              <RefreshCw aria-hidden="true" className="size-4" />
              Retry
            </Button>
          </div>
        )}

        {search.isPending ? (
          <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {Array.from({ length: SKELETON_CARDS }, (_, index) => (
              <VenueCardSkeleton key={index} />
            ))}
          </div>
        ) : venues.length > 0 ? (
          <ul className={`grid gap-6 sm:grid-cols-2 lg:grid-cols-3 ${search.isPlaceholderData ? 'opacity-60' : ''}`}>
            {venues.map((venue, index) => (
              <li key={venue.id} className="flex">
                <VenueCard venue={venue} searchedSport={filters.sport} eager={index < 2} priority={index === 0} />
              </li>
            ))}
          </ul>
        ) : data && data.total > 0 ? (
          <div className="rounded-2xl border border-dashed border-slate-300 p-10 text-center">
            <h2 className="text-xl font-semibold text-slate-900">No venues on this page</h2>
            <Link to={pageHref(1)} className={buttonStyles({ variant: 'secondary', className: 'mt-4' })}>
              Go to the first page
            </Link>
          </div>
        ) : (
          !search.isError && (
            <div className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 p-10 text-center">
              <SearchX aria-hidden="true" className="size-10 text-slate-500" />
              {filtered ? (
                <>
                  <h2 className="mt-3 text-xl font-semibold text-slate-900">No venues found</h2>
                  <p className="mt-1 text-slate-700">Try another search, sport or location.</p>
                  <Button variant="secondary" className="mt-4" onClick={clearFilters}>
                    Clear filters
                  </Button>
                </>
              ) : (
                <>
                  <h2 className="mt-3 text-xl font-semibold text-slate-900">No venues available yet</h2>
                  <p className="mt-1 text-slate-700">New venues are joining all the time. Please check back soon.</p>
                </>
              )}
            </div>
          )
        )}

        {data && <VenuePagination page={filters.page} totalPages={totalPages} hrefFor={pageHref} />}
      </section>
    </div>
  );
}
