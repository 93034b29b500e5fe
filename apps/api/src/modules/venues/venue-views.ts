import { penceToPounds, type VenueSummary } from '@app/contracts';
import { readJsonList, type VenueParts, type VenueRow } from './venue-repository';

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
  return venues.map((venue) => {
    const sports = sportsByVenue.get(venue.id) ?? [];
    const images = imagesByVenue.get(venue.id) ?? [];
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
      facilities: (facilitiesByVenue.get(venue.id) ?? []).map((facility) => facility.name),
      approved: venue.approved === 1,
      ownerId: venue.owner_id,
      sportConfigs: sports.map((sport) => ({
        sport: sport.sport,
        pricePerHour: priceInPounds(sport.price_per_hour_pence),
        pricePerHourPence: sport.price_per_hour_pence,
        courtCount: sport.court_count,
        images: images.filter((image) => image.sport === sport.sport).map((image) => image.url),
        description: sport.description,
        facilities: readJsonList(sport.facilities),
      })),
      minPricePence: prices.length > 0 ? Math.min(...prices) : null,
      createdAt: venue.created_at,
    };
  });
}
