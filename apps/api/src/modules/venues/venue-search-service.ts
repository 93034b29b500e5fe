import type { VenueSearchResponse } from '@app/contracts';
import { leadingSearchTerm, type Database } from '@app/db';
import { boundingBox, distanceKm } from '@app/domain';
import type { Kysely } from 'kysely';
import { gridSuits, nearestWithTotal } from './nearest-venues';
import {
  VENUE_COUNT_CAP,
  containsPattern,
  countVenues,
  findVenuesByIds,
  loadVenueParts,
  searchVenuePage,
  searchVenuePoints,
  type VenueFilters,
} from './venue-repository';
import { indexedSearchPage, listingsByIds, onlyTermPage, termsInRange } from './venue-search-repository';
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

type SearchAnswer = Omit<VenueSearchResponse, 'success'>;

/** More distinct terms than this under one location prefix (e.g. "ca") and the table is read instead. */
const MAX_MERGED_TERMS = 16;

/**
 * The public search (approved venues), as the JSON text of its answer: from the search index when it
 * can be — by location words in name or price order, or nearest first, with or without a sport,
 * without free text — and otherwise by searchVenues over the venues table (docs/decisions/0029).
 * Both give the same answer. The index stores each venue's summary as text, so an indexed page is
 * joined from stored texts rather than parsed, rebuilt and serialised again.
 */
export async function searchApprovedVenues(
  db: Kysely<Database>,
  query: Omit<VenueSearch, 'approval'>,
): Promise<string> {
  const approved = { ...query, approval: 'approved' as const };
  const hasPoint = query.lat !== undefined && query.lng !== undefined;
  if (
    !query.search &&
    hasPoint &&
    query.sort === undefined &&
    query.ranked !== 'true' &&
    gridSuits({ lat: query.lat!, lng: query.lng! }, query.radiusKm)
  ) {
    return nearestFromIndex(db, approved, { lat: query.lat!, lng: query.lng! });
  }
  const indexed = !query.search && !hasPoint ? await locationFromIndex(db, query) : null;
  return indexed ?? JSON.stringify({ success: true, ...(await searchVenues(db, approved)) });
}

/**
 * A search by location words from the index, or null when the index cannot answer it (no location,
 * or a prefix with more than MAX_MERGED_TERMS words under it).
 */
async function locationFromIndex(db: Kysely<Database>, query: Omit<VenueSearch, 'approval'>): Promise<string | null> {
  if (!query.location) return null;
  const term = leadingSearchTerm(query.location);
  if (!term) return null;
  const range = { from: term, to: term.slice(0, -1) + String.fromCharCode(term.charCodeAt(term.length - 1) + 1) };
  // One plain word is fully answered by its terms; longer queries check the whole text too.
  const search = {
    sport: query.sport ?? '',
    textPattern: term === query.location.trim().toLowerCase() ? null : containsPattern(query.location),
  };
  const options = {
    sort: query.ranked === 'true' ? ('price' as const) : (query.sort ?? 'name'),
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
    cap: VENUE_COUNT_CAP,
  };
  // Usually the range holds the one word searched for: one statement. Otherwise list its terms.
  let page = await onlyTermPage(db, range, search, options);
  if (!page) {
    const terms = await termsInRange(db, range.from, range.to, MAX_MERGED_TERMS);
    if (terms.length > MAX_MERGED_TERMS) return null;
    page = await indexedSearchPage(db, { ...search, terms }, options);
  }
  return answerText(
    page.listings.map((summary) => ({ summary, distanceKm: null })),
    {
      total: Math.min(page.total, VENUE_COUNT_CAP),
      totalCapped: page.total > VENUE_COUNT_CAP,
      page: query.page,
      pageSize: query.pageSize,
    },
  );
}

/** A search answer's text from stored summaries (each a JSON object), each given its distance. */
function answerText(
  cards: { summary: string; distanceKm: number | null }[],
  counts: { total: number; totalCapped: boolean; page: number; pageSize: number },
): string {
  const venues = cards.map(
    ({ summary, distanceKm }) => `${summary.slice(0, -1)},"distanceKm":${JSON.stringify(distanceKm)}}`,
  );
  return `{"success":true,"venues":[${venues.join(',')}],"total":${counts.total},"totalCapped":${counts.totalCapped},"page":${counts.page},"pageSize":${counts.pageSize}}`;
}

async function nearestFromIndex(
  db: Kysely<Database>,
  query: VenueSearch,
  centre: { lat: number; lng: number },
): Promise<string> {
  const offset = (query.page - 1) * query.pageSize;
  // The first page's listings come with its venues in one statement; later pages read theirs after.
  const counted = await nearestWithTotal(db, {
    sport: query.sport ?? '',
    centre,
    radiusKm: query.radiusKm,
    wanted: offset + query.pageSize,
    cap: VENUE_COUNT_CAP,
    withListings: offset === 0,
  });
  const page = counted.matches.slice(offset);
  const unread = page.map((point) => point.id).filter((id) => !counted.listings.has(id));
  const read = await listingsByIds(db, unread);
  for (const [index, id] of unread.entries()) {
    const listing = read[index];
    if (listing !== undefined) counted.listings.set(id, listing);
  }
  const cards = page.flatMap((point) => {
    const summary = counted.listings.get(point.id);
    return summary === undefined ? [] : [{ summary, distanceKm: Math.round(point.distance * 10) / 10 }];
  });
  return answerText(cards, {
    total: counted.total,
    totalCapped: counted.capped,
    page: query.page,
    pageSize: query.pageSize,
  });
}

/**
 * Any search over the venues table (admins, free text, name or price order around a point).
 * Filtering, sorting and paging happen in the database; a search around a chosen place narrows by a
 * bounding box in SQL, then measures and orders the few matches by true distance.
 */
export async function searchVenues(db: Kysely<Database>, query: VenueSearch): Promise<SearchAnswer> {
  const sort = query.ranked === 'true' ? 'price' : (query.sort ?? 'name');
  const offset = (query.page - 1) * query.pageSize;
  const hasPoint = query.lat !== undefined && query.lng !== undefined;
  const filters: VenueFilters = { approval: query.approval, search: query.search, sport: query.sport };

  if (hasPoint) {
    const centre = { lat: query.lat!, lng: query.lng! };
    const byPrice = query.sort === 'price' || query.ranked === 'true';
    const points = await searchVenuePoints(
      db,
      { ...filters, box: boundingBox(centre, query.radiusKm) },
      { withPrice: byPrice },
    );
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
    const summaries = toVenueSummaries(
      ordered,
      await loadVenueParts(
        db,
        pageIds.map((point) => point.id),
      ),
    );
    return {
      venues: summaries.map((venue, index) => ({
        ...venue,
        distanceKm: Math.round(pageIds[index]!.distance * 10) / 10,
      })),
      total: measured.length,
      totalCapped: false,
      page: query.page,
      pageSize: query.pageSize,
    };
  }

  const textFilters = { ...filters, location: query.location };
  const [total, rows] = await Promise.all([
    countVenues(db, textFilters),
    searchVenuePage(db, textFilters, { sort, limit: query.pageSize, offset }),
  ]);
  const summaries = toVenueSummaries(
    rows,
    await loadVenueParts(
      db,
      rows.map((row) => row.id),
    ),
  );
  return {
    venues: summaries.map((venue) => ({ ...venue, distanceKm: null })),
    total: Math.min(total, VENUE_COUNT_CAP),
    totalCapped: total > VENUE_COUNT_CAP,
    page: query.page,
    pageSize: query.pageSize,
  };
}
