// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import {
  hasActiveFilters,
  readVenueListFilters,
  resultCountText,
  sortChoiceOf,
  venueSearchQuery,
  withSortChoice,
  writeVenueListFilters,
} from '@/features/venues/lib/venue-list-filters';

const read = (query: string) => readVenueListFilters(new URLSearchParams(query));

describe('venue list filters in the URL', () => {
  it('round-trips every filter', () => {
    const query = 'search=court&sport=Tennis&location=Camden%2C+London%2C+UK&lat=51.539&lng=-0.1426&sort=price&page=3';
    const filters = read(query);
    expect(filters).toEqual({
      search: 'court',
      sport: 'Tennis',
      location: 'Camden, London, UK',
      lat: 51.539,
      lng: -0.1426,
      sort: 'price',
      ranked: false,
      page: 3,
    });
    expect(writeVenueListFilters(filters).toString()).toBe(query);
  });

  it('ignores malformed values', () => {
    expect(read('lat=91&lng=0&sort=random&page=-2')).toMatchObject({ lat: null, lng: null, sort: null, page: 1 });
    // Half a coordinate pair is no coordinate.
    expect(read('lat=51.5')).toMatchObject({ lat: null, lng: null });
    expect(hasActiveFilters(read('sort=price&page=2'))).toBe(false);
    expect(hasActiveFilters(read('sport=Tennis'))).toBe(true);
  });

  it('ranked=true sorts by price until another sort is chosen', () => {
    const ranked = read('ranked=true');
    expect(sortChoiceOf(ranked)).toBe('price');
    expect(venueSearchQuery(ranked)).toMatchObject({ ranked: 'true', page: 1, pageSize: 24 });
    const byName = withSortChoice({ ...ranked, page: 4 }, 'name');
    expect(writeVenueListFilters(byName).toString()).toBe('sort=name');
    expect(sortChoiceOf(read('lat=51.5&lng=-0.1'))).toBe('distance');
    expect(sortChoiceOf(read(''))).toBe('name');
  });

  it('searches by distance for a chosen place and by text otherwise', () => {
    expect(venueSearchQuery(read('location=Camden%2C+London&lat=51.5&lng=-0.1'))).toMatchObject({
      location: undefined,
      lat: 51.5,
      lng: -0.1,
    });
    expect(venueSearchQuery(read('location=Camden'))).toMatchObject({
      location: 'Camden',
      lat: undefined,
      lng: undefined,
    });
  });

  it('describes the result count', () => {
    expect(resultCountText(12, 1)).toBe('12 venues found');
    expect(resultCountText(1, 1)).toBe('1 venue found');
    expect(resultCountText(0, 1)).toBe('0 venues found');
    expect(resultCountText(130, 1)).toBe('Showing 1–24 of 130 venues');
    expect(resultCountText(130, 6)).toBe('Showing 121–130 of 130 venues');
  });
});

describe('result count beyond the counted range', () => {
  it('reads 1,000+ when the server stopped counting', async () => {
    const { resultCountText } = await import('../src/features/venues/lib/venue-list-filters');
    expect(resultCountText(1000, 2, 24, true)).toBe('Showing 25–48 of 1,000+ venues');
    expect(resultCountText(12, 1, 24, false)).toBe('12 venues found');
  });
});
