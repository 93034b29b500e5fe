import { venueSearchTerms } from '@app/db';
import { testEngines } from '@app/db/testing';
import { describe, expect, it } from 'vitest';
import { refreshVenueSearchIndex } from '../src/modules/venues/venue-search-index-repository';
import { appSuite } from './support/app-suite';

/*
 * Counting stops past 1,000 matches ("1,000+"): by place and by distance alike, so a dense city costs
 * a search no more than a town does. Below the cap the count is exact.
 */
describe.each(testEngines())('search counts on %s', (engine) => {
  const suite = appSuite(engine);
  const CAMDEN = { lat: 51.539, lng: -0.1426 };
  const STAMP = '2026-11-01T09:00:00.000Z';

  it('answers 1,000 and capped beyond 1,000 matches, by place and nearest first, and exact counts below', async () => {
    const harness = await suite.start();
    const { db } = harness.database;
    // 1,005 tennis venues spread over about 4 km around Camden, and 3 in Leeds.
    const places = [
      ...Array.from({ length: 1005 }, (_, index) => ({
        name: `Camden Court ${String(index).padStart(4, '0')}`,
        location: 'Camden, London',
        lat: CAMDEN.lat + ((index % 37) - 18) * 0.001,
        lng: CAMDEN.lng + (Math.floor(index / 37) - 13) * 0.0015,
      })),
      ...Array.from({ length: 3 }, (_, index) => ({
        name: `Leeds Court ${index}`,
        location: 'Leeds',
        lat: 53.8 + index * 0.001,
        lng: -1.55,
      })),
    ];
    const ids: number[] = [];
    for (let start = 0; start < places.length; start += 200) {
      const batch = places.slice(start, start + 200);
      const rows = await db
        .insertInto('venues')
        .values(
          batch.map((place) => ({
            name: place.name,
            description: 'Courts',
            location: place.location,
            address: '1 Test Street',
            latitude: place.lat,
            longitude: place.lng,
            approved: 1,
            created_at: STAMP,
            updated_at: STAMP,
          })),
        )
        .returning('id')
        .execute();
      const batchIds = rows.map((row) => row.id);
      ids.push(...batchIds);
      await db
        .insertInto('venue_sports')
        .values(
          batchIds.map((venueId) => ({
            venue_id: venueId,
            sport: 'Tennis',
            price_per_hour_pence: 3000,
            court_count: 1,
            position: 0,
          })),
        )
        .execute();
      await db
        .insertInto('venue_search_terms')
        .values(
          batch.flatMap((place, index) =>
            venueSearchTerms(place.location, '1 Test Street').map((term) => ({ venue_id: batchIds[index]!, term })),
          ),
        )
        .execute();
    }
    await refreshVenueSearchIndex(db, ids);

    const search = async (query: string) => {
      const response = await harness.app.inject({
        method: 'GET',
        url: `/api/venues/?${query}&pageSize=5`,
        headers: { 'cache-control': 'no-cache' },
      });
      expect(response.statusCode).toBe(200);
      return response.json() as {
        total: number;
        totalCapped: boolean;
        venues: { name: string; distanceKm: number | null }[];
      };
    };

    expect(await search('sport=Tennis&location=camden')).toMatchObject({ total: 1000, totalCapped: true });
    const nearest = await search(`sport=Tennis&lat=${CAMDEN.lat}&lng=${CAMDEN.lng}`);
    expect(nearest).toMatchObject({ total: 1000, totalCapped: true });
    expect(nearest.venues).toHaveLength(5);
    expect(nearest.venues[0]!.distanceKm).toBe(0);
    // A radius that holds only part of the cluster is counted exactly: 1.2 km takes in some hundreds.
    const part = await search(`sport=Tennis&lat=${CAMDEN.lat}&lng=${CAMDEN.lng}&radiusKm=1.2`);
    expect(part.totalCapped).toBe(false);
    expect(part.total).toBeGreaterThan(100);
    expect(part.total).toBeLessThan(1000);
    const exact = places.filter(
      (place) => place.location.startsWith('Camden') && haversineKm(CAMDEN, place) <= 1.2,
    ).length;
    expect(part.total).toBe(exact);

    expect(await search('sport=Tennis&location=leeds')).toMatchObject({ total: 3, totalCapped: false });
    expect(await search('sport=Tennis&lat=53.8&lng=-1.55')).toMatchObject({ total: 3, totalCapped: false });
  });
});

function haversineKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = (degrees: number) => (degrees * Math.PI) / 180;
  const h =
    Math.sin(rad(b.lat - a.lat) / 2) ** 2 +
    Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(rad(b.lng - a.lng) / 2) ** 2;
  return 2 * 6371.0088 * Math.asin(Math.sqrt(h));
}
