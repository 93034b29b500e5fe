import { SEARCH_SPORTS } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { buildVenueSearchPath, readVenueSearchCriteria } from '../src/lib/venue-search-params';

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

  it('trims and encodes values so every offered sport round-trips', () => {
    for (const sport of SEARCH_SPORTS) {
      const path = buildVenueSearchPath({ sport: ` ${sport} `, location: ' King’s Cross & St Pancras ' });
      const params = new URL(path, 'http://localhost').searchParams;
      expect(readVenueSearchCriteria(params)).toEqual({ sport, location: 'King’s Cross & St Pancras' });
    }
  });
});

describe('readVenueSearchCriteria', () => {
  it('ignores missing and blank parameters', () => {
    expect(readVenueSearchCriteria(new URLSearchParams('sport=&location=%20&ranked=true'))).toEqual({});
  });
});
