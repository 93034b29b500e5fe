import { AVAILABILITY_MESSAGES } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '@app/db/testing';
import { createTestApp, type TestApp } from './support/test-app';
import { bearer, createUser, loginAs } from './support/accounts';
import { createBookingWithClaims, createVenue } from './support/venue-fixtures';
import { expectBooksToBalance, postCheckout, saveCard } from './support/payments';

// Saturday 21 November 2026, 10:00 in London (GMT).
const NOW = new Date('2026-11-21T10:00:00.000Z');

describe.each(testEngines())('venue discovery API on %s', (engine) => {
  let harness: TestApp;
  const ids = {} as Record<'player' | 'camden' | 'brixton' | 'manchester' | 'onRequest' | 'hidden', number>;
  const tokens = {} as Record<'owner' | 'stranger' | 'player' | 'admin', string>;

  beforeAll(async () => {
    harness = await createTestApp(engine, { clock: () => NOW });
    const { db } = harness.database;
    const owner = await createUser(db, { email: 'owner@example.com', role: 'venue_owner' });
    const stranger = await createUser(db, { email: 'stranger@example.com', role: 'venue_owner' });
    const player = await createUser(db, { email: 'player@example.com' });
    await createUser(db, { email: 'admin@example.com', role: 'admin' });
    ids.player = player.id;
    ids.camden = await createVenue(db, {
      name: 'Camden Courts',
      ownerId: owner.id,
      location: 'Camden, London',
      address: '10 Royal College Street, London NW1 0TH',
      lat: 51.5387,
      lng: -0.1366,
      sports: [
        { sport: 'Tennis', pricePence: 4000, courts: 2 },
        { sport: 'Squash', pricePence: 2500 },
      ],
    });
    ids.brixton = await createVenue(db, {
      name: 'Brixton Ballers',
      location: 'Brixton, London',
      address: 'Brixton Station Road, London SW9 8PD',
      lat: 51.4626,
      lng: -0.1149,
      sports: [{ sport: 'Basketball', pricePence: 5500 }],
    });
    ids.manchester = await createVenue(db, {
      name: 'Ancoats Arena 50%_off',
      location: 'Manchester',
      address: 'Great Ancoats Street, Manchester M4 6DE',
      lat: 53.4845,
      lng: -2.226,
      sports: [{ sport: 'Tennis', pricePence: 3000 }],
    });
    ids.onRequest = await createVenue(db, {
      name: 'Zed Fields',
      location: 'Leeds',
      lat: 53.8,
      lng: -1.55,
      sports: [{ sport: 'Cricket', pricePence: null }],
    });
    ids.hidden = await createVenue(db, {
      name: 'Hidden Hall',
      approved: false,
      ownerId: owner.id,
      sports: [{ sport: 'Tennis', pricePence: 2000 }],
    });
    tokens.owner = await loginAs(harness.app, owner.email);
    tokens.stranger = await loginAs(harness.app, stranger.email);
    tokens.player = await loginAs(harness.app, player.email);
    tokens.admin = await loginAs(harness.app, 'admin@example.com');
  });
  afterAll(() => harness.close());

  const get = (url: string, token?: string) =>
    harness.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
  const names = (body: { venues: { name: string }[] }) => body.venues.map((venue) => venue.name);

  describe('search', () => {
    it('lists approved venues only, by name, with the total', async () => {
      const body = (await get('/api/venues/')).json();
      expect(names(body)).toEqual(['Ancoats Arena 50%_off', 'Brixton Ballers', 'Camden Courts', 'Zed Fields']);
      expect(body.total).toBe(4);
    });

    it('filters by sport and by free-text location, case-insensitively', async () => {
      expect(names((await get('/api/venues/?sport=Tennis')).json())).toEqual([
        'Ancoats Arena 50%_off',
        'Camden Courts',
      ]);
      expect(names((await get('/api/venues/?location=manchester')).json())).toEqual(['Ancoats Arena 50%_off']);
      expect(names((await get('/api/venues/?location=SW9')).json())).toEqual(['Brixton Ballers']);
      expect(names((await get('/api/venues/?sport=Tennis&location=camden')).json())).toEqual(['Camden Courts']);
    });

    it('searches text literally, so % and _ match themselves', async () => {
      expect(names((await get('/api/venues/?search=50%25_off')).json())).toEqual(['Ancoats Arena 50%_off']);
      expect(names((await get('/api/venues/?search=%25')).json())).toEqual(['Ancoats Arena 50%_off']);
      expect((await get('/api/venues/?search=zzz-nothing')).json()).toMatchObject({ venues: [], total: 0 });
    });

    it('sorts by price (ranked) with the sport price when filtering, and no price last', async () => {
      const ranked = (await get('/api/venues/?ranked=true')).json();
      expect(names(ranked)).toEqual(['Camden Courts', 'Ancoats Arena 50%_off', 'Brixton Ballers', 'Zed Fields']);
      expect(ranked.venues[0].minPricePence).toBe(2500);
      expect(ranked.venues[3].minPricePence).toBeNull();
      expect(names((await get('/api/venues/?sport=Tennis&sort=price')).json())).toEqual([
        'Ancoats Arena 50%_off',
        'Camden Courts',
      ]);
    });

    it('orders by distance from a chosen place and keeps to the radius', async () => {
      const body = (await get('/api/venues/?lat=51.5407&lng=-0.1433&radiusKm=15')).json();
      expect(names(body)).toEqual(['Camden Courts', 'Brixton Ballers']);
      expect(body.venues[0].distanceKm).toBeLessThan(1);
      expect(body.venues[1].distanceKm).toBeGreaterThan(8);
      expect((await get('/api/venues/?lat=51.5407&lng=-0.1433&radiusKm=2')).json().total).toBe(1);
    });

    it('pages through results', async () => {
      const first = (await get('/api/venues/?pageSize=3&page=1')).json();
      const second = (await get('/api/venues/?pageSize=3&page=2')).json();
      expect(first).toMatchObject({ total: 4, page: 1, pageSize: 3 });
      expect(names(first)).toHaveLength(3);
      expect(names(second)).toEqual(['Zed Fields']);
    });

    it('rejects bad query values with a clear message', async () => {
      const response = await get('/api/venues/?pageSize=1000');
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatch(/pageSize/);
      expect((await get('/api/venues/?sort=random')).statusCode).toBe(400);
      expect((await get('/api/venues/?lat=200&lng=0')).statusCode).toBe(400);
    });
  });

  describe('detail and availability', () => {
    it('shows a venue with gallery, hours and sports; hides unapproved venues from others', async () => {
      const body = (await get(`/api/venues/${ids.camden}/`)).json();
      expect(body.venue).toMatchObject({
        name: 'Camden Courts',
        timeZone: 'Europe/London',
        sports: ['Tennis', 'Squash'],
      });
      expect(body.venue.openingHours).toHaveLength(7);
      expect(body.venue.openingHours.find((day: { dayOfWeek: number }) => day.dayOfWeek === 1).breakTimes).toEqual([
        { start: '12:00', end: '13:00', reason: 'Lunch Break' },
      ]);
      expect(body.venue.sportConfigs[0]).toMatchObject({ sport: 'Tennis', pricePerHour: 40, courtCount: 2 });

      const hidden = await get(`/api/venues/${ids.hidden}/`);
      expect(hidden.statusCode).toBe(404);
      expect(hidden.json().error).toBe(AVAILABILITY_MESSAGES.venueNotFound);
      expect((await get(`/api/venues/${ids.hidden}/`, tokens.player)).statusCode).toBe(404);
      expect((await get(`/api/venues/${ids.hidden}/`, tokens.stranger)).statusCode).toBe(404);
      expect((await get(`/api/venues/${ids.hidden}/`, tokens.owner)).statusCode).toBe(200);
      expect((await get(`/api/venues/${ids.hidden}/`, tokens.admin)).statusCode).toBe(200);
      expect((await get('/api/venues/99999/')).statusCode).toBe(404);
    });

    it('answers the availability structure with special dates and closures', async () => {
      const { db } = harness.database;
      await db
        .insertInto('special_dates')
        .values({
          venue_id: ids.camden,
          sport: 'Tennis',
          date: '2026-11-26',
          start_time: '18:00',
          end_time: '20:00',
          price_pence: 6000,
          available: 1,
          notes: 'Floodlit night',
          created_at: NOW.toISOString(),
        })
        .execute();
      await db
        .insertInto('blocked_periods')
        .values({
          venue_id: ids.camden,
          sport: null,
          start_date: '2026-11-27',
          end_date: '2026-11-28',
          all_day: 1,
          reason: 'Court Resurfacing',
          created_at: NOW.toISOString(),
        })
        .execute();
      await db
        .insertInto('blocked_periods')
        .values({
          venue_id: ids.camden,
          sport: 'Squash',
          start_date: '2026-11-30',
          end_date: '2026-11-30',
          all_day: 1,
          reason: 'Squash unavailable',
          created_at: NOW.toISOString(),
        })
        .execute();
      const { availability } = (await get(`/api/venues/${ids.camden}/availability/`)).json();
      expect(availability.generalSchedule).toHaveLength(7);
      expect(availability.specialDates[0]).toMatchObject({
        date: '2026-11-26',
        sport: 'Tennis',
        price: 60,
        pricePence: 6000,
        available: true,
        notes: 'Floodlit night',
      });
      expect(availability.bulkBlockedPeriods[0]).toMatchObject({
        startDate: '2026-11-27',
        endDate: '2026-11-28',
        allDay: true,
        reason: 'Court Resurfacing',
      });
      const squash = availability.sportAvailability.find((entry: { sport: string }) => entry.sport === 'Squash');
      expect(squash).toMatchObject({ schedule: [], blockedDates: ['2026-11-30'] });
      const detail = (await get(`/api/venues/${ids.camden}/`)).json().venue;
      expect(detail.upcomingSpecialDates[0].notes).toBe('Floodlit night');
      expect(detail.upcomingClosures.map((closure: { reason: string }) => closure.reason)).toEqual([
        'Court Resurfacing',
        'Squash unavailable',
      ]);
    });
  });

  describe('slots', () => {
    const slots = async (venueId: number, sport: string, date: string) => {
      const response = await get(`/api/venues/${venueId}/slots/?sport=${encodeURIComponent(sport)}&date=${date}`);
      expect(response.statusCode).toBe(200);
      const body = response.json();
      return Object.fromEntries(body.slots.map((slot: { time: string }) => [slot.time, slot])) as Record<
        string,
        Record<string, unknown>
      >;
    };

    it('computes past, break, closed, booked, blocked and special slots as the engine does', async () => {
      const today = await slots(ids.brixton, 'Basketball', '2026-11-21');
      expect(today['09:00']).toMatchObject({ available: false, unavailableReason: 'past' });
      expect(today['12:00']).toMatchObject({ available: false, unavailableReason: 'break' });
      expect(today['11:00']).toMatchObject({ available: true, pricePence: 5500, price: 55, priceLabel: '£55.00' });
      const sunday = await slots(ids.brixton, 'Basketball', '2026-11-22');
      expect(Object.values(sunday).every((slot) => slot.unavailableReason === 'closed')).toBe(true);

      await createBookingWithClaims(harness.database.db, {
        userId: ids.player,
        venueId: ids.brixton,
        sport: 'Basketball',
        date: '2026-11-24',
        times: ['18:00', '19:00'],
      });
      const booked = await slots(ids.brixton, 'Basketball', '2026-11-24');
      expect(booked['18:00']).toMatchObject({ available: false, unavailableReason: 'booked', courtsLeft: 0 });
      expect(booked['20:00']).toMatchObject({ available: true });

      const special = await slots(ids.camden, 'Tennis', '2026-11-26');
      expect(special['18:00']).toMatchObject({
        available: true,
        isSpecial: true,
        pricePence: 6000,
        notes: 'Floodlit night',
      });
      const closed = await slots(ids.camden, 'Tennis', '2026-11-27');
      expect(Object.values(closed).every((slot) => slot.unavailableReason === 'blocked')).toBe(true);
    });

    it('counts courts: a two-court sport stays available until both are held', async () => {
      const { db } = harness.database;
      await createBookingWithClaims(db, {
        userId: ids.player,
        venueId: ids.camden,
        sport: 'Tennis',
        date: '2026-11-25',
        times: ['10:00'],
        court: 1,
      });
      expect((await slots(ids.camden, 'Tennis', '2026-11-25'))['10:00']).toMatchObject({
        available: true,
        courtsLeft: 1,
        courtCount: 2,
      });
      await createBookingWithClaims(db, {
        userId: ids.player,
        venueId: ids.camden,
        sport: 'Tennis',
        date: '2026-11-25',
        times: ['10:00'],
        court: 2,
      });
      // Written straight to the database, past the API, so the read cache is told by hand.
      harness.app.publicReadCache.invalidate();
      expect((await slots(ids.camden, 'Tennis', '2026-11-25'))['10:00']).toMatchObject({
        available: false,
        unavailableReason: 'booked',
        courtsLeft: 0,
      });
    });

    it('refuses dates outside the booking window and sports the venue does not offer', async () => {
      const late = await get(`/api/venues/${ids.camden}/slots/?sport=Tennis&date=2026-12-22`);
      expect(late.statusCode).toBe(400);
      expect(late.json().error).toBe(AVAILABILITY_MESSAGES.dateOutsideWindow);
      expect((await get(`/api/venues/${ids.camden}/slots/?sport=Tennis&date=2026-11-20`)).statusCode).toBe(400);
      expect((await get(`/api/venues/${ids.camden}/slots/?sport=Tennis&date=2026-12-21`)).statusCode).toBe(200);
      expect((await get(`/api/venues/${ids.camden}/slots/?sport=Golf&date=2026-11-25`)).json().error).toBe(
        AVAILABILITY_MESSAGES.sportNotOffered,
      );
      expect((await get(`/api/venues/${ids.camden}/slots/?sport=Tennis&date=2026-02-30`)).statusCode).toBe(400);
      expect((await get(`/api/venues/${ids.hidden}/slots/?sport=Tennis&date=2026-11-25`)).statusCode).toBe(404);
    });
  });

  describe('bookings for slots', () => {
    it('tells anyone which slots are taken, but only the owner and admins who took them', async () => {
      const path = `/api/venues/${ids.brixton}/bookings/?status=confirmed&date_from=2026-11-24&date_to=2026-11-24&sport=Basketball`;
      const anonymous = (await get(path)).json();
      expect(anonymous.bookings).toHaveLength(1);
      expect(anonymous.bookings[0]).toMatchObject({ timeSlots: ['18:00', '19:00'], customer: null, totalAmount: null });
      expect(anonymous.summary).toMatchObject({ total: 1, slotsBooked: 2, revenue: null });
      expect(JSON.stringify(anonymous)).not.toContain('player@example.com');
      const admin = (await get(path, tokens.admin)).json();
      expect(admin.bookings[0].customer).toEqual({ name: 'player player', email: 'player@example.com' });
      expect(admin.summary.revenue).toBe(60);
      const owner = (
        await get(`/api/venues/${ids.camden}/bookings/?date_from=2026-11-25&date_to=2026-11-25`, tokens.owner)
      ).json();
      expect(owner.bookings[0].customer.email).toBe('player@example.com');
      const stranger = (
        await get(`/api/venues/${ids.camden}/bookings/?date_from=2026-11-25&date_to=2026-11-25`, tokens.stranger)
      ).json();
      expect(stranger.bookings[0].customer).toBeNull();
    });
  });

  describe('location autocomplete', () => {
    it('suggests UK places and venue streets from three characters, with or without a token', async () => {
      const camden = (await get('/api/google-maps/autocomplete/?query=camd')).json();
      expect(camden.suggestions[0]).toMatchObject({
        description: 'Camden, London',
        types: ['sublocality', 'political', 'geocode'],
      });
      expect(camden.suggestions[1]).toMatchObject({
        description: 'Camden Town, London',
        types: ['neighborhood', 'geocode'],
      });
      expect(camden.suggestions[0].lat).toBeCloseTo(51.54, 1);
      const manchester = (await get('/api/google-maps/autocomplete/?query=Manch', tokens.player)).json();
      expect(manchester.suggestions[0]).toMatchObject({
        description: 'Manchester, England',
        types: ['locality', 'political'],
      });
      const street = (await get('/api/google-maps/autocomplete/?query=royal college')).json();
      expect(
        street.suggestions.some(
          (s: { types: string[]; description: string }) =>
            s.types.includes('route') && s.description.startsWith('Royal College Street'),
        ),
      ).toBe(true);
      expect((await get('/api/google-maps/autocomplete/?query=ca')).json().suggestions).toEqual([]);
    });
  });
});

describe.each(testEngines())('public read cache on %s', (engine) => {
  it('serves repeated searches and slots from memory until a booking there changes them; a failed sign-in changes nothing', async () => {
    const harness = await createTestApp(engine, { clock: () => NOW });
    try {
      const { db } = harness.database;
      await createUser(db, { email: 'cache@example.com' });
      const venueId = await createVenue(db, { name: 'Cached Courts', sports: [{ sport: 'Tennis', pricePence: 3000 }] });
      const otherId = await createVenue(db, { name: 'Other Courts', sports: [{ sport: 'Tennis', pricePence: 3000 }] });
      const get = (url: string) => harness.app.inject({ method: 'GET', url });
      const slotsUrl = (id: number) => `/api/venues/${id}/slots/?sport=Tennis&date=2026-11-25`;
      expect((await get('/api/venues/')).headers['x-cache']).toBe('miss');
      expect((await get('/api/venues/')).headers['x-cache']).toBe('hit');
      const first = await get(slotsUrl(venueId));
      expect(first.headers['x-cache']).toBe('miss');
      expect(first.json().slots.find((slot: { time: string }) => slot.time === '10:00').available).toBe(true);
      expect((await get(slotsUrl(venueId))).headers['x-cache']).toBe('hit');
      expect((await get(slotsUrl(otherId))).headers['x-cache']).toBe('miss');

      // Anyone's failed sign-in is no reason to forget anything.
      expect(
        (
          await harness.app.inject({
            method: 'POST',
            url: '/api/auth/login',
            payload: { email: 'nobody@example.com', password: 'wrong-password' },
          })
        ).statusCode,
      ).toBe(401);
      expect((await get('/api/venues/')).headers['x-cache']).toBe('hit');

      // A booking made through the API forgets that venue's slots at once, and nothing else.
      const token = await loginAs(harness.app, 'cache@example.com');
      const card = await saveCard(harness.app, token);
      const booked = await postCheckout(harness.app, token, {
        venueId,
        sport: 'Tennis',
        date: '2026-11-25',
        times: ['10:00'],
        amount: 3000,
        cardId: card.id,
      });
      expect(booked.statusCode).toBe(200);
      const after = await get(slotsUrl(venueId));
      expect(after.headers['x-cache']).toBe('miss');
      expect(after.json().slots.find((slot: { time: string }) => slot.time === '10:00')).toMatchObject({
        available: false,
        unavailableReason: 'booked',
      });
      expect((await get(slotsUrl(otherId))).headers['x-cache']).toBe('hit');
      expect((await get('/api/venues/')).headers['x-cache']).toBe('hit');
      await expectBooksToBalance(db);
    } finally {
      await harness.close();
    }
  });

  it('keys answers on the validated query, so junk parameters and their order make no new entries', async () => {
    const harness = await createTestApp(engine, { clock: () => NOW });
    try {
      await createVenue(harness.database.db, {
        name: 'Cached Courts',
        sports: [{ sport: 'Tennis', pricePence: 3000 }],
      });
      const get = (url: string) => harness.app.inject({ method: 'GET', url });
      expect((await get('/api/venues/?sport=Tennis&location=camden')).headers['x-cache']).toBe('miss');
      const answers = await Promise.all(
        Array.from({ length: 500 }, (_, index) =>
          get(`/api/venues/?junk${index}=${'x'.repeat(200)}&location=%20camden%20&sport=Tennis&page=1&utm=${index}`),
        ),
      );
      expect(answers.every((answer) => answer.statusCode === 200 && answer.headers['x-cache'] === 'hit')).toBe(true);
      expect(harness.app.publicReadCache.size().entries).toBe(1);
    } finally {
      await harness.close();
    }
  });
});

describe.each(testEngines())('search counting on %s', (engine) => {
  it('counts matches up to the cap and stops there', async () => {
    const { createTestDatabase } = await import('@app/db/testing');
    const { countVenues } = await import('../src/modules/venues/venue-repository');
    const database = await createTestDatabase(engine);
    try {
      for (let index = 0; index < 5; index += 1) await createVenue(database.db, { name: `Counted ${index}` });
      expect(await countVenues(database.db, {}, 3)).toBe(4);
      expect(await countVenues(database.db, {}, 10)).toBe(5);
      expect(await countVenues(database.db, { location: 'camden' }, 10)).toBe(5);
    } finally {
      await database.destroy();
    }
  });
});
