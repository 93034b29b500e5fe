import { formatPence } from '@app/contracts';
import { MapPin, Navigation } from 'lucide-react';
import { Link } from 'react-router';
import { buttonStyles } from '@/components/ui/button';
import type { VenueSearchResult } from '../api/search-venues';
import { VenueImage } from './venue-image';
import { VENUE_CARD_IMAGE_SIZES } from '@/lib/responsive-image';

const MAX_SPORT_CHIPS = 3;

function formatDistance(km: number): string {
  return km < 10 ? `${km.toFixed(1)} km away` : `${Math.round(km)} km away`;
}

/**
 * The card's price line: with a sport searched, that sport's price ('Tennis from £65/hour', the
 * figure the list sorts by); otherwise the lowest of the venue's sports (player.md §2).
 */
export function venueCardPrice(
  venue: Pick<VenueSearchResult, 'sportConfigs' | 'minPricePence'>,
  searchedSport: string,
): string {
  const searched = searchedSport
    ? venue.sportConfigs.find((config) => config.sport.toLowerCase() === searchedSport.toLowerCase())
    : undefined;
  if (searched)
    return searched.pricePerHourPence === null
      ? `${searched.sport}: price on request`
      : `${searched.sport} from ${formatPence(searched.pricePerHourPence)}/hour`;
  return venue.minPricePence === null ? 'Price on request' : `From ${formatPence(venue.minPricePence)}/hour`;
}

/** The venue page, carrying the searched sport so the booking panel opens on it. */
export function venueHref(venueId: number, searchedSport: string): string {
  return searchedSport
    ? `/venue/${venueId}?${new URLSearchParams({ sport: searchedSport }).toString()}`
    : `/venue/${venueId}`;
}

interface VenueCardProps {
  venue: VenueSearchResult;
  /** The sport the list is filtered by ('' for all). */
  searchedSport?: string;
  /** The first cards are in the first screen: their images load at once instead of lazily. */
  eager?: boolean;
  /** The very first card's image is the page's largest paint: fetched before anything else. */
  priority?: boolean;
}

/**
 * One venue in the list (player.md §2 venue card). The whole card opens the venue: the name's link
 * stretches over it (image included); 'View Details' stays as the visible call to action.
 */
export function VenueCard({ venue, searchedSport = '', eager = false, priority = false }: VenueCardProps) {
  const shownSports = venue.sports.slice(0, MAX_SPORT_CHIPS);
  const moreSports = venue.sports.length - shownSports.length;
  const headingId = `venue-${venue.id}-name`;
  const href = venueHref(venue.id, searchedSport);

  return (
    <article
      aria-labelledby={headingId}
      className="relative flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow focus-within:ring-2 focus-within:ring-emerald-600 hover:shadow-md"
    >
      <VenueImage
        src={venue.images[0]}
        alt=""
        sizes={VENUE_CARD_IMAGE_SIZES}
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        width={640}
        height={400}
        className="aspect-[16/10] w-full bg-slate-100 object-cover"
      />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div>
          <h2 id={headingId} className="text-lg font-semibold text-slate-900">
            <Link to={href} className="after:absolute after:inset-0 focus:outline-none">
              {venue.name}
            </Link>
          </h2>
          <p className="mt-1 flex items-center gap-1.5 text-sm text-slate-700">
            <MapPin aria-hidden="true" className="size-4 shrink-0 text-emerald-700" />
            {venue.location}
          </p>
          {venue.distanceKm !== null && (
            <p className="mt-1 flex items-center gap-1.5 text-sm text-slate-700">
              <Navigation aria-hidden="true" className="size-4 shrink-0 text-emerald-700" />
              {formatDistance(venue.distanceKm)}
            </p>
          )}
        </div>
        <p className="line-clamp-3 text-sm text-slate-700">{venue.description}</p>
        {venue.sports.length > 0 && (
          <ul aria-label="Sports" className="flex flex-wrap gap-1.5">
            {shownSports.map((sport) => (
              <li key={sport} className="rounded-full bg-emerald-50 px-2.5 py-1 text-xs font-medium text-emerald-900">
                {sport}
              </li>
            ))}
            {moreSports > 0 && (
              <li className="rounded-full bg-slate-100 px-2.5 py-1 text-xs font-medium text-slate-800">
                +{moreSports} more
              </li>
            )}
          </ul>
        )}
        <div className="mt-auto flex items-center justify-between gap-3 pt-2">
          <p className="text-sm font-semibold text-slate-900">{venueCardPrice(venue, searchedSport)}</p>
          <Link
            to={href}
            aria-label={`View Details of ${venue.name}`}
            className={buttonStyles({ size: 'sm', className: 'relative z-10' })}
          >
            View Details
          </Link>
        </div>
      </div>
    </article>
  );
}

export function VenueCardSkeleton() {
  return (
    <div
      aria-hidden="true"
      className="overflow-hidden rounded-2xl border border-slate-200 bg-white motion-safe:animate-pulse"
    >
      <div className="aspect-[16/10] bg-slate-200" />
      <div className="space-y-3 p-5">
        <div className="h-5 w-2/3 rounded bg-slate-200" />
        <div className="h-4 w-1/3 rounded bg-slate-200" />
        <div className="h-4 w-full rounded bg-slate-200" />
        <div className="h-4 w-5/6 rounded bg-slate-200" />
        <div className="flex gap-2">
          <div className="h-6 w-16 rounded-full bg-slate-200" />
          <div className="h-6 w-16 rounded-full bg-slate-200" />
        </div>
      </div>
    </div>
  );
}
