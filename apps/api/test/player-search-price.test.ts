import { afterEach, describe, expect, it } from 'vitest';
import { testEngines } from '@app/db/testing';
import { createTestApp, type TestApp } from './support/test-app';
import { createVenue } from './support/venue-fixtures';

describe.each(testEngines())('price sorting follows the searched sport on %s', (engine) => {
  let harness: TestApp | undefined;
  afterEach(async () => {
    await harness?.close();
    harness = undefined;
  });

  it("orders by the searched sport's price (the card's 'Tennis from £X/hour'), and by the lowest price without a sport", async () => {
    harness = await createTestApp(engine);
    const { db } = harness.database;
    // Cheap football but dear tennis, against the reverse: the two orders differ.
    await createVenue(db, {
      name: 'Cheap Football Club',
      sports: [
        { sport: 'Football', pricePence: 2000 },
        { sport: 'Tennis', pricePence: 6500 },
      ],
    });
    await createVenue(db, {
      name: 'Cheap Tennis Centre',
      sports: [
        { sport: 'Football', pricePence: 5000 },
        { sport: 'Tennis', pricePence: 4000 },
      ],
    });
    await createVenue(db, { name: 'Football Only Ground', sports: [{ sport: 'Football', pricePence: 1000 }] });

    const names = async (query: string) => {
      const response = await harness!.app.inject({ method: 'GET', url: `/api/venues/?${query}` });
      expect(response.statusCode).toBe(200);
      return (
        response.json().venues as { name: string; sportConfigs: { sport: string; pricePerHourPence: number }[] }[]
      ).map((venue) => venue.name);
    };

    expect(await names('sport=Tennis&sort=price')).toEqual(['Cheap Tennis Centre', 'Cheap Football Club']);
    expect(await names('sport=Tennis&ranked=true')).toEqual(['Cheap Tennis Centre', 'Cheap Football Club']);
    expect(await names('sort=price')).toEqual(['Football Only Ground', 'Cheap Football Club', 'Cheap Tennis Centre']);
    // Searching around a place (lat/lng) orders by the same number.
    expect(await names('sport=Tennis&sort=price&lat=51.539&lng=-0.1426')).toEqual([
      'Cheap Tennis Centre',
      'Cheap Football Club',
    ]);
  });
});
