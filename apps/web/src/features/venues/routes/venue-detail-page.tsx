import { ArrowLeft, MapPin } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { PageTitle } from '@/components/page-title';
import { buttonStyles } from '@/components/ui/button';
import { LoadingStatus } from '@/components/ui/loading-status';
import { cameFromThisSite } from '@/lib/came-from-this-site';
import { useVenue } from '../api/get-venue';
import { BookingPanel, revealBookingPanel } from '../components/booking-panel';
import { PhoneBookBar } from '../components/phone-book-bar';
import { readPanelPreselection } from '../lib/booking-panel-state';
import { ALL_PHOTOS, VenueGallery } from '../components/venue-gallery';
import {
  VenueClosures,
  VenueFacilities,
  VenueOpeningHours,
  VenueSpecialDates,
  VenueSports,
} from '../components/venue-information';
import { clearVenuePageState, readVenuePageState } from '../lib/venue-page-state';
import { VenueReviews } from '../components/venue-reviews';

function BackButton() {
  const navigate = useNavigate();
  const location = useLocation();
  return (
    <button
      type="button"
      onClick={() => (cameFromThisSite(location.key) ? navigate(-1) : navigate('/venues'))}
      className={buttonStyles({ variant: 'ghost', size: 'sm', className: '-ml-3' })}
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      Back
    </button>
  );
}

export default function VenueDetailPage() {
  const { venueId = '' } = useParams();
  // A fresh page per venue, so moving between venues never carries one venue's selection to another.
  return <VenueDetail key={venueId} venueId={Number(venueId)} />;
}

function VenueDetail({ venueId }: { venueId: number }) {
  const venueQuery = useVenue(venueId);
  // The selection saved by 'Log In To Book' is read once and then removed (player.md §4 guest booking).
  const [restored] = useState(() => (Number.isInteger(venueId) ? readVenuePageState(venueId) : null));
  const [imageFilter, setImageFilter] = useState(restored?.selectedImageFilter ?? ALL_PHOTOS);
  const [searchParams] = useSearchParams();
  const preselect = useMemo(() => readPanelPreselection(searchParams), [searchParams]);
  const { hash } = useLocation();
  const loaded = Boolean(venueQuery.data);

  useEffect(() => {
    if (restored) clearVenuePageState();
  }, [restored]);

  // Back from 'Log In To Book' (or a link to #book): the player continues where they left off, at the
  // panel, not at the top of the page.
  useEffect(() => {
    if (loaded && (restored || hash === '#book')) revealBookingPanel('auto');
  }, [loaded, restored, hash]);

  useEffect(() => {
    // The page says 'Venue not found' whatever the cause (player.md §8); the cause goes to the console.
    if (venueQuery.error) console.error('Loading the venue failed', venueQuery.error);
  }, [venueQuery.error]);

  if (venueQuery.isPending && venueQuery.fetchStatus !== 'idle') {
    return (
      <>
        <PageTitle>Loading venue</PageTitle>
        <LoadingStatus size="page">Loading venue details...</LoadingStatus>
      </>
    );
  }

  const venue = venueQuery.data;
  if (!venue) {
    return (
      <section className="mx-auto flex w-full max-w-2xl flex-col items-center px-4 py-20 text-center">
        <PageTitle>Venue not found</PageTitle>
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">Venue not found</h1>
        <p className="mt-3 text-lg text-slate-700">This venue does not exist or is not available for booking.</p>
        <Link to="/venues" className={buttonStyles({ className: 'mt-8' })}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          Go back to venues
        </Link>
      </section>
    );
  }

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-6 sm:px-6 lg:px-8">
      <PageTitle>{venue.name}</PageTitle>
      <BackButton />
      {!venue.approved && (
        <p role="note" className="mt-3 rounded-lg border border-amber-300 bg-amber-50 px-4 py-2 text-sm text-amber-950">
          <span className="font-semibold">Preview.</span> This venue awaits approval: players cannot see or book it yet.
          This is how its listing will look.
        </p>
      )}
      <div className="mt-4 grid gap-8 lg:grid-cols-[minmax(0,1fr)_24rem] xl:grid-cols-[minmax(0,1fr)_28rem]">
        <div className="space-y-6">
          <header className="space-y-2">
            <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{venue.name}</h1>
            <p className="flex items-start gap-1.5 text-slate-700">
              <MapPin aria-hidden="true" className="mt-1 size-4 shrink-0 text-emerald-700" />
              <span>
                {venue.address}
                {venue.location && <span className="block text-sm">{venue.location}</span>}
              </span>
            </p>
          </header>
          <VenueGallery venue={venue} filter={imageFilter} onFilterChange={setImageFilter} />
          {venue.description && (
            <section aria-labelledby="venue-about-heading">
              <h2 id="venue-about-heading" className="text-xl font-semibold text-slate-900">
                About this venue
              </h2>
              <p className="mt-2 whitespace-pre-line text-slate-800">{venue.description}</p>
            </section>
          )}
          <VenueSports venue={venue} />
          <VenueFacilities venue={venue} />
          <VenueReviews venue={venue} />
          {venue.upcomingSpecialDates.length > 0 || venue.upcomingClosures.length > 0 ? (
            <div className="grid gap-6 md:grid-cols-2">
              <VenueOpeningHours venue={venue} />
              <div className="space-y-6">
                <VenueSpecialDates venue={venue} />
                <VenueClosures venue={venue} />
              </div>
            </div>
          ) : (
            <VenueOpeningHours venue={venue} />
          )}
        </div>
        <div className="lg:sticky lg:top-20 lg:self-start">
          <BookingPanel venue={venue} imageFilter={imageFilter} restored={restored} preselect={preselect} />
        </div>
      </div>
      {/* Room for the phone's Book bar, so it never covers the end of the page. */}
      <div aria-hidden="true" className="h-20 lg:hidden" />
      <PhoneBookBar venue={venue} />
    </div>
  );
}
