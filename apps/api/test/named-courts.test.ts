import { VENUE_MESSAGES as M } from '@app/contracts';
import { testEngines } from '@app/db/testing';
import { describe, expect, it } from 'vitest';
import { bearer, createUser, loginAs } from './support/accounts';
import { imageDataUrl, venueBody } from './support/owner-fixtures';
import { appSuite } from './support/app-suite';
import type { TestApp } from './support/test-app';
import { paymentSuite } from './support/payment-suite';
import { bookThroughCheckout, saveCard } from './support/payments';
import { createBookingWithClaims, createVenue } from './support/venue-fixtures';

/** Issue 30 §1: a venue sport's courts have names, and a booking keeps one court for all its hours. */
async function withSportImages(db: TestApp['database']['db'], venueId: number) {
  const sports = await db.selectFrom('venue_sports').select('sport').where('venue_id', '=', venueId).execute();
  for (const { sport } of sports)
    await db
      .insertInto('venue_images')
      .values({ venue_id: venueId, sport, url: `/media/demo/${sport}.svg`, created_at: '2026-11-01T09:00:00Z' })
      .execute();
  return venueId;
}

describe.each(testEngines())('named courts on %s', (engine) => {
  const suite = appSuite(engine);

  async function start() {
    const harness = await suite.start();
    const { db } = harness.database;
    const owner = await createUser(db, { email: 'owner@example.com', role: 'venue_owner' });
    await createUser(db, { email: 'rival@example.com', role: 'venue_owner' });
    const player = await createUser(db, { email: 'player@example.com' });
    return {
      harness,
      db,
      owner,
      player,
      tokens: {
        owner: await loginAs(harness.app, owner.email),
        rival: await loginAs(harness.app, 'rival@example.com'),
        player: await loginAs(harness.app, player.email),
      },
    };
  }

  const courtsOf = (venue: { courts: { sport: string; number: number; name: string }[] }, sport: string) =>
    venue.courts.filter((court) => court.sport === sport).map((court) => [court.number, court.name]);

  it('a new sport has "Court 1" to "Court N"; the owner renames them and adds one at the end', async () => {
    const { harness, tokens } = await start();
    const image = await imageDataUrl('jpeg');
    const created = await harness.app.inject({
      method: 'POST',
      url: '/api/venues/',
      headers: bearer(tokens.owner),
      payload: venueBody({ image, sports: [{ sport: 'Padel', price: 40, images: [image], courts: 2 }] }),
    });
    expect(created.statusCode).toBe(201);
    const venue = created.json().venue;
    expect(courtsOf(venue, 'Padel')).toEqual([
      [1, 'Court 1'],
      [2, 'Court 2'],
    ]);
    const ids = venue.courts.map((court: { id: number }) => court.id);

    const renamed = await harness.app.inject({
      method: 'PATCH',
      url: `/api/venues/${venue.id}/`,
      headers: bearer(tokens.owner),
      payload: {
        sportConfigs: [
          { sport: 'Padel', courts: [{ name: ' Centre  Court ' }, { name: 'Pista 2' }, { name: 'Pista 3' }] },
        ],
      },
    });
    expect(renamed.statusCode).toBe(200);
    const after = renamed.json().venue;
    expect(courtsOf(after, 'Padel')).toEqual([
      [1, 'Centre Court'],
      [2, 'Pista 2'],
      [3, 'Pista 3'],
    ]);
    expect(after.sportConfigs[0].courtCount).toBe(3);
    // A renamed court keeps its id: the calendar and bookings name it by id.
    expect(after.courts.slice(0, 2).map((court: { id: number }) => court.id)).toEqual(ids);

    const mine = await harness.app.inject({
      method: 'GET',
      url: '/api/venues/my-venues/',
      headers: bearer(tokens.owner),
    });
    expect(courtsOf(mine.json().venues[0], 'Padel')).toEqual(courtsOf(after, 'Padel'));
    // Another owner's list does not carry them.
    const rivals = await harness.app.inject({
      method: 'GET',
      url: '/api/venues/my-venues/',
      headers: bearer(tokens.rival),
    });
    expect(rivals.json().venues).toEqual([]);
  });

  it('refuses blank and repeated names with a clear message, and changes nothing', async () => {
    const { harness, db, owner, tokens } = await start();
    const venueId = await withSportImages(
      db,
      await createVenue(db, {
        name: 'Names Club',
        ownerId: owner.id,
        sports: [{ sport: 'Tennis', pricePence: 3000, courts: 2 }],
      }),
    );
    const patch = (courts: { name: string }[]) =>
      harness.app.inject({
        method: 'PATCH',
        url: `/api/venues/${venueId}/`,
        headers: bearer(tokens.owner),
        payload: { sportConfigs: [{ sport: 'Tennis', courts }] },
      });
    const repeated = await patch([{ name: 'Court A' }, { name: 'court a' }]);
    expect(repeated.statusCode).toBe(400);
    expect(repeated.json().error).toBe(M.courtNamesRepeated('Tennis', 'court a'));
    const blank = await patch([{ name: 'Court A' }, { name: '   ' }]);
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error).toBe(M.courtNameRequired('Tennis'));
    const tooLong = await patch([{ name: 'x'.repeat(41) }]);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error).toBe(M.courtNameRequired('Tennis'));
    const rows = await db.selectFrom('venue_courts').select(['number', 'name']).orderBy('number').execute();
    expect(rows).toEqual([
      { number: 1, name: 'Court 1' },
      { number: 2, name: 'Court 2' },
    ]);
  });

  it('will not remove a court that has bookings to come, and names it', async () => {
    const { harness, db, owner, player, tokens } = await start();
    const venueId = await withSportImages(
      db,
      await createVenue(db, {
        name: 'Busy Club',
        ownerId: owner.id,
        sports: [{ sport: 'Tennis', pricePence: 3000, courts: 3 }],
      }),
    );
    await db
      .updateTable('venue_courts')
      .set({ name: 'Clay Court' })
      .where('venue_id', '=', venueId)
      .where('number', '=', 3)
      .execute();
    await createBookingWithClaims(db, {
      userId: player.id,
      venueId,
      sport: 'Tennis',
      date: '2026-11-24',
      times: ['10:00'],
      court: 3,
    });
    const shrink = await harness.app.inject({
      method: 'PATCH',
      url: `/api/venues/${venueId}/`,
      headers: bearer(tokens.owner),
      payload: { sportConfigs: [{ sport: 'Tennis', courtCount: 2 }] },
    });
    expect(shrink.statusCode).toBe(409);
    expect(shrink.json().error).toBe(M.courtHasBookings('Tennis', 'Clay Court'));
    const count = await db.selectFrom('venue_courts').select('number').where('venue_id', '=', venueId).execute();
    expect(count).toHaveLength(3);
  });

  it('a removed sport takes its courts with it', async () => {
    const { harness, db, owner, tokens } = await start();
    const venueId = await createVenue(db, {
      name: 'Two Sports',
      ownerId: owner.id,
      sports: [
        { sport: 'Tennis', pricePence: 3000, courts: 2 },
        { sport: 'Squash', pricePence: 2000, courts: 1 },
      ],
    });
    await db
      .insertInto('venue_images')
      .values({ venue_id: venueId, sport: 'Tennis', url: '/media/demo/t.svg', created_at: '2026-11-01T09:00:00Z' })
      .execute();
    const response = await harness.app.inject({
      method: 'PATCH',
      url: `/api/venues/${venueId}/`,
      headers: bearer(tokens.owner),
      payload: { sports: ['Tennis'] },
    });
    expect(response.statusCode, response.body).toBe(200);
    const rows = await db
      .selectFrom('venue_courts')
      .select(['sport', 'number'])
      .where('venue_id', '=', venueId)
      .execute();
    expect(rows.map((row) => row.sport)).toEqual(['Tennis', 'Tennis']);
  });
});

describe.each(testEngines())('a booking on named courts on %s', (engine) => {
  const suite = paymentSuite(engine);

  async function start() {
    const harness = await suite.start();
    const { db } = harness.database;
    const player = await createUser(db, { email: 'player@example.com' });
    const other = await createUser(db, { email: 'other@example.com' });
    const tokens = { player: await loginAs(harness.app, player.email), other: await loginAs(harness.app, other.email) };
    const cards = {
      player: await saveCard(harness.app, tokens.player),
      other: await saveCard(harness.app, tokens.other),
    };
    const book = (who: 'player' | 'other', venueId: number, times: string[]) =>
      bookThroughCheckout(harness.app, tokens[who], {
        venueId,
        sport: 'Tennis',
        date: '2026-11-24',
        times,
        amount: 3000 * times.length,
        cardId: cards[who].id,
      });
    const claimsOf = (bookingId: number) =>
      db
        .selectFrom('booking_slots')
        .select(['start_time', 'court_number'])
        .where('booking_id', '=', bookingId)
        .orderBy('start_time')
        .execute();
    return { harness, db, book, claimsOf };
  }

  it('a booking keeps one court for all its hours where one is free at every hour', async () => {
    const { db, book, claimsOf } = await start();
    const venueId = await createVenue(db, {
      name: 'Three Courts',
      sports: [{ sport: 'Tennis', pricePence: 3000, courts: 3 }],
    });
    // Court 1 is taken at 19:00 only: the lowest court free at both hours is court 2.
    expect(await claimsOf(await book('other', venueId, ['19:00']))).toEqual([{ start_time: '19:00', court_number: 1 }]);
    expect(await claimsOf(await book('player', venueId, ['18:00', '19:00']))).toEqual([
      { start_time: '18:00', court_number: 2 },
      { start_time: '19:00', court_number: 2 },
    ]);
  });

  it('when no court is free at every hour, each hour takes its lowest free court', async () => {
    const { db, book, claimsOf } = await start();
    const venueId = await createVenue(db, {
      name: 'Two Courts',
      sports: [{ sport: 'Tennis', pricePence: 3000, courts: 2 }],
    });
    await book('other', venueId, ['18:00']);
    const late = await book('other', venueId, ['19:00']);
    // As if the owner had moved the 19:00 booking to court 2: court 1 is free at 19:00 only, court 2 at 18:00 only.
    await db.updateTable('booking_slots').set({ court_number: 2 }).where('booking_id', '=', late).execute();
    expect(await claimsOf(await book('player', venueId, ['18:00', '19:00']))).toEqual([
      { start_time: '18:00', court_number: 2 },
      { start_time: '19:00', court_number: 1 },
    ]);
  });
});
