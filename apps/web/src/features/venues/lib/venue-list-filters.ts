import { VENUE_SORTS } from '@app/contracts';

/** Server-side pages of this many venues. */
const VENUE_LIST_PAGE_SIZE = 24;

type VenueSort = (typeof VENUE_SORTS)[number];
/** What the sort select shows; 'distance' is the server's default order when coordinates are given. */
export type VenueSortChoice = VenueSort | 'distance';

/**
 * Every venue-list filter lives in the URL (search, sport, location, lat, lng, sort, ranked, page) so a
 * search can be shared and Back returns to it. This module is the only reader and writer of them.
 */
export interface VenueListFilters {
  search: string;
  sport: string;
  location: string;
  lat: number | null;
  lng: number | null;
  sort: VenueSort | null;
  /** `ranked=true` (the account area's Find Venues) means sort by price. */
  ranked: boolean;
  page: number;
}

function readNumber(value: string | null, min: number, max: number): number | null {
  if (value === null || value.trim() === '') return null;
  const number = Number(value);
  return Number.isFinite(number) && number >= min && number <= max ? number : null;
}

export function readVenueListFilters(params: URLSearchParams): VenueListFilters {
  const lat = readNumber(params.get('lat'), -90, 90);
  const lng = readNumber(params.get('lng'), -180, 180);
  const sort = params.get('sort');
  const page = Number(params.get('page'));
  const hasCoordinates = lat !== null && lng !== null;
  return {
    search: params.get('search')?.trim() ?? '',
    sport: params.get('sport')?.trim() ?? '',
    location: params.get('location')?.trim() ?? '',
    lat: hasCoordinates ? lat : null,
    lng: hasCoordinates ? lng : null,
    sort: (VENUE_SORTS as readonly string[]).includes(sort ?? '') ? (sort as VenueSort) : null,
    ranked: params.get('ranked') === 'true',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

export function writeVenueListFilters(filters: VenueListFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.search) params.set('search', filters.search);
  if (filters.sport) params.set('sport', filters.sport);
  if (filters.location) params.set('location', filters.location);
  if (filters.lat !== null && filters.lng !== null) {
    params.set('lat', String(filters.lat));
    params.set('lng', String(filters.lng));
  }
  if (filters.sort) params.set('sort', filters.sort);
  if (filters.ranked) params.set('ranked', 'true');
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

export function hasCoordinates(filters: VenueListFilters): boolean {
  return filters.lat !== null && filters.lng !== null;
}

export function hasActiveFilters(filters: VenueListFilters): boolean {
  return Boolean(filters.search || filters.sport || filters.location || hasCoordinates(filters));
}

export function sortChoiceOf(filters: VenueListFilters): VenueSortChoice {
  if (filters.sort) return filters.sort;
  if (filters.ranked) return 'price';
  return hasCoordinates(filters) ? 'distance' : 'name';
}

/** A new sort replaces `ranked` (which only ever meant "by price") and starts again at page 1. */
export function withSortChoice(filters: VenueListFilters, choice: VenueSortChoice): VenueListFilters {
  return { ...filters, sort: choice === 'distance' ? null : choice, ranked: false, page: 1 };
}

/** The query sent to GET /api/venues/. */
export function venueSearchQuery(filters: VenueListFilters) {
  const coordinates = hasCoordinates(filters);
  return {
    search: filters.search || undefined,
    sport: filters.sport || undefined,
    // A chosen suggestion searches by distance; its description would rarely match an address as text.
    location: coordinates ? undefined : filters.location || undefined,
    lat: coordinates ? (filters.lat ?? undefined) : undefined,
    lng: coordinates ? (filters.lng ?? undefined) : undefined,
    sort: filters.sort ?? undefined,
    ranked: filters.ranked ? ('true' as const) : undefined,
    page: filters.page,
    pageSize: VENUE_LIST_PAGE_SIZE,
  };
}
export type VenueSearchQuery = ReturnType<typeof venueSearchQuery>;

/**
 * '12 venues found', or 'Showing 1–24 of 130 venues' when there is more than one page. The server
 * counts up to 1,000 matches; beyond that (`capped`) the count reads '1,000+'.
 */
export function resultCountText(
  total: number,
  page: number,
  pageSize: number = VENUE_LIST_PAGE_SIZE,
  capped = false,
): string {
  const shown = capped ? `${total.toLocaleString('en-GB')}+` : String(total);
  if (total <= pageSize && !capped) return `${total} ${total === 1 ? 'venue' : 'venues'} found`;
  const first = Math.min((page - 1) * pageSize + 1, total);
  const last = Math.min(page * pageSize, total);
  return `Showing ${first}–${last} of ${shown} venues`;
}
