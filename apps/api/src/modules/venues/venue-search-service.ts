import type { VenueSearchResponse } from '@app/contracts';
import { leadingSearchTerm, type Database } from '@app/db';
import { boundingBox, distanceKm } from '@app/domain';
import type { Kysely } from 'kysely';
import { VENUE_COUNT_CAP, containsPattern, countVenues, findVenuesByIds, loadVenueParts, searchVenuePage, searchVenuePoints, type VenueFilters } from './venue-repository';
import { toVenueSummaries } from './venue-views';
import { countNearby, gridSuits, nearestMatches } from './nearest-venues';
import { countIndexedSearch, findVenueRowsByIds, indexedSearchPage, termsInRange, type IndexedSearch } from './venue-search-repository';

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

/** More distinct terms than this under one location prefix (e.g. "ca") and the plain query is used. */
const MAX_MERGED_TERMS = 16;

/**
 * The search index answers the public searches players make: approved venues, by location words
 * (name or price order) or nearest first, with or without a sport, no free-text filter
 * (docs/decisions/0029). Anything else (admins' review states, `search` text, name or price order
 * around a point) filters and sorts the venues table as before.
 */
async function indexedLocationSearch(db: Kysely<Database>, query: VenueSearch): Promise<IndexedSearch | null> {
  if (query.approval !== 'approved' || query.search || !query.location) return null;
  const term = leadingSearchTerm(query.location);
  if (!term) return null;
  const upper = term.slice(0, -1) + String.fromCharCode(term.charCodeAt(term.length - 1) + 1);
  const terms = await termsInRange(db, term, upper, MAX_MERGED_TERMS);
  if (terms.length > MAX_MERGED_TERMS) return null;
  // One plain word is fully answered by its terms; longer queries check the whole text too.
  const textPattern = term === query.location.trim().toLowerCase() ? null : containsPattern(query.location);
  return { terms, sport: query.sport ?? '', textPattern };
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

  if (hasPoint && query.approval === 'approved' && !query.search && query.sort === undefined && query.ranked !== 'true' && gridSuits({ lat: query.lat!, lng: query.lng! }, query.radiusKm)) {
    const centre = { lat: query.lat!, lng: query.lng! };
    const sport = query.sport ?? '';
    const [matches, total] = await Promise.all([nearestMatches(db, sport, centre, query.radiusKm, offset + query.pageSize), countNearby(db, sport, centre, query.radiusKm)]);
    const page = matches.slice(offset);
    const ids = page.map((point) => point.id);
    const [rows, parts] = await Promise.all([findVenueRowsByIds(db, ids), loadVenueParts(db, ids)]);
    const byId = new Map(rows.map((row) => [row.id, row]));
    const summaries = toVenueSummaries(
      ids.map((id) => byId.get(id)!),
      parts,
    );
    return {
      venues: summaries.map((venue, index) => ({ ...venue, distanceKm: Math.round(page[index]!.distance * 10) / 10 })),
      total,
      totalCapped: false,
      page: query.page,
      pageSize: query.pageSize,
    };
  }

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

  const indexed = hasPoint ? null : await indexedLocationSearch(db, query);
  if (indexed) {
    const [total, rows] = await Promise.all([countIndexedSearch(db, indexed, VENUE_COUNT_CAP), indexedSearchPage(db, indexed, { sort, limit: query.pageSize, offset })]);
    const summaries = toVenueSummaries(rows, await loadVenueParts(db, rows.map((row) => row.id)));
    return {
      venues: summaries.map((venue) => ({ ...venue, distanceKm: null })),
      total: Math.min(total, VENUE_COUNT_CAP),
      totalCapped: total > VENUE_COUNT_CAP,
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
