import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@app/db/testing';
import { Gazetteer, placesFromTable } from '../src/modules/places/gazetteer';
import { createGooglePlaces } from '../src/modules/places/google-places';
import { createPlacesService } from '../src/modules/places/places-service';

describe('Google Places adapter (offline)', () => {
  it('asks the Places Autocomplete API for UK results and maps its answer', async () => {
    const calls: { url: string; init: RequestInit }[] = [];
    const fetchImpl = (async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return new Response(
        JSON.stringify({
          suggestions: [
            {
              placePrediction: {
                placeId: 'ChIJ1',
                text: { text: 'Camden Town, London, UK' },
                types: ['neighborhood', 'political', 'geocode'],
              },
            },
            { queryPrediction: { text: { text: 'camden market' } } },
          ],
        }),
        { status: 200, headers: { 'content-type': 'application/json' } },
      );
    }) as unknown as typeof fetch;
    const google = createGooglePlaces({ apiKey: 'test-key', fetchImpl });
    const suggestions = await google.search('camden');
    expect(calls[0]!.url).toBe('https://places.googleapis.com/v1/places:autocomplete');
    expect(calls[0]!.init.method).toBe('POST');
    expect((calls[0]!.init.headers as Record<string, string>)['x-goog-api-key']).toBe('test-key');
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual({
      input: 'camden',
      includedRegionCodes: ['gb'],
      languageCode: 'en-GB',
    });
    expect(suggestions).toEqual([
      {
        description: 'Camden Town, London, UK',
        place_id: 'ChIJ1',
        types: ['neighborhood', 'political', 'geocode'],
        lat: null,
        lng: null,
      },
    ]);
  });

  describe('with a database', () => {
    let database: TestDatabase | undefined;
    afterEach(async () => {
      await database?.destroy();
      database = undefined;
    });

    it('falls back to the built-in gazetteer when Google fails', async () => {
      database = await createTestDatabase('sqlite');
      const warnings: unknown[] = [];
      const failing = (async () => new Response('quota', { status: 429 })) as unknown as typeof fetch;
      const places = createPlacesService({
        db: database.db,
        googleApiKey: 'k',
        fetchImpl: failing,
        log: { warn: (...args: unknown[]) => warnings.push(args) } as never,
        clock: () => new Date(),
      });
      const suggestions = await places.autocomplete('Manchester');
      expect(suggestions[0]).toMatchObject({ description: 'Manchester, England', types: ['locality', 'political'] });
      expect(warnings).toHaveLength(1);
      expect(await places.autocomplete('  ma ')).toEqual([]);
    });
  });
});

describe('gazetteer', () => {
  const gazetteer = new Gazetteer(
    placesFromTable([
      ['London', 'England', 51.50853, -0.12574, 8_961_989, 'town'],
      ['Camden Town', 'England', 51.54057, -0.14334, 26_122, 'town'],
      ['Camden', 'England', 51.54, -0.14, 0, 'district'],
      ['Cambridge', 'England', 52.2, 0.11667, 128_515, 'town'],
      ['Newcastle upon Tyne', 'England', 54.97328, -1.61396, 192_382, 'town'],
    ]),
  );

  it('finds places by the start of any word, exact names first, then the larger', () => {
    expect(gazetteer.search('cam').map((s) => s.description)).toEqual([
      'Cambridge, England',
      'Camden Town, London',
      'Camden, London',
    ]);
    expect(gazetteer.search('camden')[0]!.description).toBe('Camden, London');
    expect(gazetteer.search('tyne')[0]!.description).toBe('Newcastle upon Tyne, England');
    expect(gazetteer.search('town')[0]!.description).toBe('Camden Town, London');
    expect(gazetteer.search('xyz')).toEqual([]);
  });

  it('labels London districts as neighbourhoods and towns as localities', () => {
    expect(gazetteer.search('camden town')[0]!.types).toEqual(['neighborhood', 'geocode']);
    expect(gazetteer.search('cambridge')[0]!.types).toEqual(['locality', 'political']);
  });

  it('geocodes a free-text location', () => {
    expect(gazetteer.geocode('Cambridge CB2 1TN')).toEqual({ lat: 52.2, lng: 0.11667 });
    expect(gazetteer.geocode('Nowhere at all')).toBeNull();
  });
});
