import { SEARCH_SPORTS } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { readVenueListFilters } from '@/features/venues/lib/venue-list-filters';
import { buildVenueSearchPath } from '@/lib/venue-search-params';

describe('buildVenueSearchPath', () => {
  it('puts the chosen sport and location in the query', () => {
    expect(buildVenueSearchPath({ sport: 'Tennis', location: 'Camden' })).toBe('/venues?sport=Tennis&location=Camden');
  });

  it('omits empty and blank criteria', () => {
    expect(buildVenueSearchPath({})).toBe('/venues');
    expect(buildVenueSearchPath({ sport: '', location: '   ' })).toBe('/venues');
    expect(buildVenueSearchPath({ location: 'Hackney' })).toBe('/venues?location=Hackney');
    expect(buildVenueSearchPath({ sport: 'Squash' })).toBe('/venues?sport=Squash');
  });

  it("adds a chosen place's coordinates, but never without a location", () => {
    expect(buildVenueSearchPath({ location: 'Camden', coordinates: { lat: 51.539, lng: -0.135 } })).toBe(
      '/venues?location=Camden&lat=51.539&lng=-0.135',
    );
    expect(buildVenueSearchPath({ location: ' ', coordinates: { lat: 51.539, lng: -0.135 } })).toBe('/venues');
  });

  it('trims and encodes values so every offered sport reaches the venue list as chosen', () => {
    for (const sport of SEARCH_SPORTS) {
      const path = buildVenueSearchPath({
        sport: ` ${sport} `,
        location: ' King’s Cross & St Pancras ',
        coordinates: { lat: 51.53, lng: -0.12 },
      });
      const filters = readVenueListFilters(new URL(path, 'http://localhost').searchParams);
      expect(filters).toMatchObject({ sport, location: 'King’s Cross & St Pancras', lat: 51.53, lng: -0.12 });
    }
  });
});
