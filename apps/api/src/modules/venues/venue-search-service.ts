import type { VenueSearchResponse } from '@app/contracts';
import type { Database } from '@app/db';
import { boundingBox, distanceKm } from '@app/domain';
import type { Kysely } from 'kysely';
import { VENUE_COUNT_CAP, countVenues, findVenuesByIds, loadVenueParts, searchVenuePage, searchVenuePoints, type VenueFilters } from './venue-repository';
import { toVenueSummaries } from './venue-views';

export interface VenueSearch {
  /** Admins only; everyone else searches approved venues. */
  approval?: 'approved' | 'pending' | 'all' | undefined;
  search?: string | undefined;
  sport?: string | undefined;
  location?: string | undefined;
  lat?: number | undefined;
  lng?: number | undefined;
  radiusKm: number;
  sort?: 'name' | 'price' | undefined;
  ranked?: 'true' | 'false' | undefined;
  page: number;
  pageSize: number;
}

/**
 * Filtering, sorting and paging happen in the database; a search around a chosen place narrows by a
 * bounding box in SQL, then measures and orders the few matches by true distance.
 */
export async function searchVenues(db: Kysely<Database>, query: VenueSearch): Promise<Omit<VenueSearchResponse, 'success'>> {
  const sort = query.ranked === 'true' ? 'price' : (query.sort ?? 'name');
  const offset = (query.page - 1) * query.pageSize;
  const hasPoint = query.lat !== undefined && query.lng !== undefined;
  const filters: VenueFilters = { approval: query.approval, search: query.search, sport: query.sport };

  if (hasPoint) {
    const centre = { lat: query.lat!, lng: query.lng! };
    const byPrice = query.sort === 'price' || query.ranked === 'true';
    const points = await searchVenuePoints(db, { ...filters, box: boundingBox(centre, query.radiusKm) }, { withPrice: byPrice });
    const measured = points
      .map((point) => ({ ...point, distance: distanceKm(centre, { lat: point.latitude!, lng: point.longitude! }) }))
      .filter((point) => point.distance <= query.radiusKm)
      .sort((a, b) =>
        byPrice
          ? a.sort_price - b.sort_price || a.distance - b.distance
          : query.sort === 'name'
            ? a.name.localeCompare(b.name) || a.id - b.id
            : a.distance - b.distance || a.id - b.id,
      );
    const pageIds = measured.slice(offset, offset + query.pageSize);
    const rows = await findVenuesByIds(
      db,
      pageIds.map((point) => point.id),
    );
    const ordered = pageIds.map((point) => rows.find((row) => row.id === point.id)!).filter(Boolean);
    const summaries = toVenueSummaries(ordered, await loadVenueParts(db, pageIds.map((point) => point.id)));
    return {
      venues: summaries.map((venue, index) => ({ ...venue, distanceKm: Math.round(pageIds[index]!.distance * 10) / 10 })),
      total: measured.length,
      totalCapped: false,
      page: query.page,
      pageSize: query.pageSize,
    };
  }

  const textFilters = { ...filters, location: query.location };
  const [total, rows] = await Promise.all([countVenues(db, textFilters), searchVenuePage(db, textFilters, { sort, limit: query.pageSize, offset })]);
  const summaries = toVenueSummaries(rows, await loadVenueParts(db, rows.map((row) => row.id)));
  return {
    venues: summaries.map((venue) => ({ ...venue, distanceKm: null })),
    total: Math.min(total, VENUE_COUNT_CAP),
    totalCapped: total > VENUE_COUNT_CAP,
    page: query.page,
    pageSize: query.pageSize,
  };
}
