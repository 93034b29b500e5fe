import { penceToPounds, type VenueSummary } from '@app/contracts';
import { venueSummaryOf } from '@app/db';
import type { VenueParts, VenueRow } from './venue-repository';

/** A price in pounds for the answer; null where a price is not set yet ('Price TBD'). */
export function priceInPounds(pence: number | null): number | null {
  return pence === null ? null : penceToPounds(pence);
}

function groupBy<T extends { venue_id: number }>(rows: T[]): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    const list = groups.get(row.venue_id);
    if (list) list.push(row);
    else groups.set(row.venue_id, [row]);
  }
  return groups;
}

export function toVenueSummaries(venues: VenueRow[], parts: VenueParts): VenueSummary[] {
  const sportsByVenue = groupBy(parts.sports);
  const imagesByVenue = groupBy(parts.images);
  const facilitiesByVenue = groupBy(parts.facilities);
  return venues.map((venue) =>
    venueSummaryOf({ venue, sports: sportsByVenue.get(venue.id) ?? [], images: imagesByVenue.get(venue.id) ?? [], facilities: facilitiesByVenue.get(venue.id) ?? [] }),
  );
}
