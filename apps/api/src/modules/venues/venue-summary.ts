import { penceToPounds, type VenueSummary } from '@app/contracts';
import { readJsonList } from '@app/db';

/** A venue's row with its sports, images and facilities: what a result card is made from. */
export interface VenueSummarySource {
  venue: {
    id: number;
    owner_id: number | null;
    name: string;
    description: string;
    location: string;
    address: string;
    latitude: number | null;
    longitude: number | null;
    time_zone: string;
    approved: number;
    created_at: string;
  };
  /** In the venue's order (position, then id), as answers list them. */
  sports: {
    venue_id: number;
    sport: string;
    price_per_hour_pence: number | null;
    court_count: number;
    description: string;
    facilities: string;
  }[];
  images: { venue_id: number; sport: string | null; url: string }[];
  facilities: { venue_id: number; name: string }[];
}

/**
 * The format of the summaries the search index stores (venue_search_listings.format). Change it with
 * venueSummaryOf's shape: the application then rebuilds every listing stored in another format, as it
 * starts (docs/decisions/0053). No migration copies the shape.
 */
export const LISTING_FORMAT = 1;

/**
 * A venue as every answer shows it (player.md §3) — search cards, the venue page, owners' lists. The
 * one place that shape is made: the API builds its answers with it, and the search index stores its
 * result as text (venue_search_listings, docs/decisions/0029), so a search page is sent without
 * being rebuilt.
 */
export function venueSummaryOf({ venue, sports, images, facilities }: VenueSummarySource): VenueSummary {
  const prices = sports.map((sport) => sport.price_per_hour_pence).filter((price): price is number => price !== null);
  return {
    id: venue.id,
    name: venue.name,
    description: venue.description,
    location: venue.location,
    address: venue.address,
    latitude: venue.latitude,
    longitude: venue.longitude,
    sports: sports.map((sport) => sport.sport),
    images: images.map((image) => image.url),
    facilities: facilities.map((facility) => facility.name),
    approved: venue.approved === 1,
    ownerId: venue.owner_id,
    sportConfigs: sports.map((sport) => ({
      sport: sport.sport,
      pricePerHour: sport.price_per_hour_pence === null ? null : penceToPounds(sport.price_per_hour_pence),
      pricePerHourPence: sport.price_per_hour_pence,
      courtCount: sport.court_count,
      images: images.filter((image) => image.sport === sport.sport).map((image) => image.url),
      description: sport.description,
      facilities: readJsonList(sport.facilities),
    })),
    minPricePence: prices.length > 0 ? Math.min(...prices) : null,
    createdAt: venue.created_at,
  };
}

/** Rows by their venue, each venue's in the order given. */
export function groupByVenue<T extends { venue_id: number }>(rows: T[]): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    const list = groups.get(row.venue_id);
    if (list) list.push(row);
    else groups.set(row.venue_id, [row]);
  }
  return groups;
}
