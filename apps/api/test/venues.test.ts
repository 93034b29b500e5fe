import { afterEach, describe, expect, it } from 'vitest';
import { testEngines } from '@app/db/testing';
import { createTestApp, type TestApp } from './support/test-app';

const now = '2026-11-21T10:00:00.000Z';

describe.each(testEngines())('GET /api/venues/ on %s', (engine) => {
  let harness: TestApp | undefined;
  afterEach(async () => {
    await harness?.close();
    harness = undefined;
  });

  async function addVenue(name: string, approved: 0 | 1, sports: [string, number | null][]) {
    const { db } = harness!.database;
    const venue = await db
      .insertInto('venues')
      .values({ name, location: 'Camden, London', address: '1 Test Road, London NW1 1AA', approved, created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const [position, [sport, price]] of sports.entries()) {
      await db.insertInto('venue_sports').values({ venue_id: venue.id, sport, price_per_hour_pence: price, position }).execute();
    }
    await db.insertInto('venue_images').values({ venue_id: venue.id, sport: sports[0]?.[0] ?? null, url: `/media/v${venue.id}.svg`, created_at: now }).execute();
    await db.insertInto('venue_facilities').values({ venue_id: venue.id, name: 'Parking' }).execute();
    return venue.id;
  }

  it('lists approved venues only, with sports, prices in pounds and pence, images and facilities', async () => {
    harness = await createTestApp(engine);
    const visible = await addVenue('Camden Courts', 1, [
      ['Tennis', 3250],
      ['Squash', 2500],
    ]);
    await addVenue('Hidden Hall', 0, [['Football', 4000]]);
    const onRequest = await addVenue('Abbey Fields', 1, [['Cricket', null]]);

    const response = await harness.app.inject({ method: 'GET', url: '/api/venues/' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.success).toBe(true);
    expect(body.total).toBe(2);
    expect(body.venues.map((venue: { name: string }) => venue.name)).toEqual(['Abbey Fields', 'Camden Courts']);

    const camden = body.venues.find((venue: { id: number }) => venue.id === visible);
    expect(camden).toMatchObject({
      approved: true,
      sports: ['Tennis', 'Squash'],
      images: [`/media/v${visible}.svg`],
      facilities: ['Parking'],
      minPricePence: 2500,
    });
    expect(camden.sportConfigs[0]).toMatchObject({ sport: 'Tennis', pricePerHour: 32.5, pricePerHourPence: 3250, courtCount: 1, images: [`/media/v${visible}.svg`] });

    const abbey = body.venues.find((venue: { id: number }) => venue.id === onRequest);
    expect(abbey.minPricePence).toBeNull();
    expect(abbey.sportConfigs[0].pricePerHour).toBeNull();
  });

  it('answers an empty list on an empty marketplace', async () => {
    harness = await createTestApp(engine);
    const response = await harness.app.inject({ method: 'GET', url: '/api/venues/' });
    expect(response.json()).toEqual({ success: true, venues: [], total: 0 });
  });
});
