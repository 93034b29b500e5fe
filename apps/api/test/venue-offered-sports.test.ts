import { offeredSportsResponseSchema } from '@app/contracts';
import { testEngines } from '@app/db/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app';
import { createVenue } from './support/venue-fixtures';

describe.each(testEngines())('GET /api/venues/sports/ on %s', (engine) => {
  let harness: TestApp | undefined;
  afterEach(async () => {
    await harness?.close();
    harness = undefined;
  });

  it('lists every sport an approved venue offers, once each, A–Z, to anyone', async () => {
    harness = await createTestApp(engine);
    const { db } = harness.database;
    await createVenue(db, {
      name: 'Climb Hall',
      sports: [
        { sport: 'Climbing', pricePence: 2500 },
        { sport: 'Tennis', pricePence: 3000 },
      ],
    });
    await createVenue(db, {
      name: 'Court Two',
      sports: [
        { sport: 'Tennis', pricePence: 4000 },
        { sport: 'Golf', pricePence: 5000 },
      ],
    });
    // A venue still under review: its sport is not offered to players yet.
    await createVenue(db, { name: 'Pending Ring', approved: false, sports: [{ sport: 'Boxing', pricePence: 3500 }] });

    const response = await harness.app.inject({ method: 'GET', url: '/api/venues/sports/' });
    expect(response.statusCode).toBe(200);
    expect(offeredSportsResponseSchema.parse(response.json())).toEqual({
      success: true,
      sports: ['Climbing', 'Golf', 'Tennis'],
    });
  });

  it('answers an empty list on a marketplace without approved venues', async () => {
    harness = await createTestApp(engine);
    await createVenue(harness.database.db, {
      name: 'Pending Ring',
      approved: false,
      sports: [{ sport: 'Boxing', pricePence: 3500 }],
    });
    const response = await harness.app.inject({ method: 'GET', url: '/api/venues/sports/' });
    expect(response.json()).toEqual({ success: true, sports: [] });
  });
});
