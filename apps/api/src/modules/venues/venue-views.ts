import { penceToPounds, type VenueSummary } from '@app/contracts';
import type { VenueParts, VenueRow } from './venue-repository';
import { groupByVenue, venueSummaryOf } from './venue-summary';

/** A price in pounds for the answer; null where a price is not set yet ('Price TBD'). */
export function priceInPounds(pence: number | null): number | null {
  return pence === null ? null : penceToPounds(pence);
}

export function toVenueSummaries(venues: VenueRow[], parts: VenueParts): VenueSummary[] {
  const sportsByVenue = groupByVenue(parts.sports);
  const imagesByVenue = groupByVenue(parts.images);
  const facilitiesByVenue = groupByVenue(parts.facilities);
  return venues.map((venue) =>
    venueSummaryOf({
      venue,
      sports: sportsByVenue.get(venue.id) ?? [],
      images: imagesByVenue.get(venue.id) ?? [],
      facilities: facilitiesByVenue.get(venue.id) ?? [],
    }),
  );
}
