import { testEngines } from '@app/db/testing';
import { sql } from 'kysely';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { bearer, createUser, loginAs } from './support/accounts';
import { appSuite } from './support/app-suite';
import { insertBooking } from './support/owner-fixtures';
import { createVenue } from './support/venue-fixtures';

/*
 * A venue's page (GET /api/venues/{id}/) is answered from memory while the venue's version is unchanged
 * (docs/decisions/0053): the triggers that bump it — on the venue's tables, its reviews and its reviewers'
 * names — drop the kept answer at once, whoever writes. An unapproved venue exists only for its owner
 * and admins, and their view of it is never kept. Clock: Saturday 21 November 2026, 10:00.
 */
describe.each(testEngines())('a venue page from memory on %s', (engine) => {
  const suite = appSuite(engine);

  async function start() {
    const harness = await suite.start();
    const { db } = harness.database;
    const owner = await createUser(db, { email: 'owner@example.com', role: 'venue_owner' });
    await createUser(db, { email: 'admin@example.com', role: 'admin' });
    const alex = await createUser(db, { email: 'alex@example.com', name: 'Alex Morgan' });
    const venueId = await createVenue(db, { name: 'Memory Courts', ownerId: owner.id });
    const page = async (id: number, token?: string) => {
      const response = await harness.app.inject({
        method: 'GET',
        url: `/api/venues/${id}/`,
        headers: token ? bearer(token) : {},
      });
      return { status: response.statusCode, cache: response.headers['x-cache'], venue: response.json().venue };
    };
    /** Asks until an answer comes from memory: on PostgreSQL only once the app listens for changes. */
    const kept = async (id: number) => {
      const deadline = Date.now() + 10_000;
      for (;;) {
        const answer = await page(id);
        if (answer.cache === 'hit') return answer;
        expect(Date.now()).toBeLessThan(deadline);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    };
    return { harness, db, owner, alex, venueId, page, kept };
  }

  it('answers from memory while nothing changes, and shows a new review and a renamed reviewer at once', async () => {
    const { harness, db, alex, venueId, page, kept } = await start();
    expect((await kept(venueId)).venue).toMatchObject({ name: 'Memory Courts', reviewCount: 0, averageRating: null });
    expect((await page(venueId)).cache).toBe('hit');

    const played = await insertBooking(db, {
      userId: alex.id,
      venueId,
      sport: 'Tennis',
      date: '2026-11-20',
      times: ['08:00'],
    });
    // The booking's court-hour is part of the venue's version too: the page is computed again once.
    await kept(venueId);
    const rated = await harness.app.inject({
      method: 'POST',
      url: `/api/bookings/${played}/review/`,
      headers: bearer(await loginAs(harness.app, 'alex@example.com')),
      payload: { rating: 4, comment: 'Good lights.' },
    });
    expect(rated.statusCode, rated.body).toBe(201);
    const reviewed = await page(venueId);
    expect(reviewed.cache).toBe('miss');
    expect(reviewed.venue).toMatchObject({
      reviewCount: 1,
      averageRating: 4,
      recentReviews: [{ rating: 4, comment: 'Good lights.', author: 'Alex M.' }],
    });

    await kept(venueId);
    await db.updateTable('users').set({ name: 'Alexandra Morgan' }).where('id', '=', alex.id).execute();
    expect((await page(venueId)).venue.recentReviews[0].author).toBe('Alexandra M.');
  });

  it("keeps no unapproved venue's page: only its owner and admins see it, each computed", async () => {
    const { harness, db, owner, page, kept } = await start();
    const hidden = await createVenue(db, { name: 'Hidden Courts', ownerId: owner.id, approved: false });
    const tokens = {
      owner: await loginAs(harness.app, 'owner@example.com'),
      admin: await loginAs(harness.app, 'admin@example.com'),
      alex: await loginAs(harness.app, 'alex@example.com'),
    };
    for (let round = 0; round < 3; round += 1) {
      expect(await page(hidden, tokens.owner)).toMatchObject({ status: 200, cache: 'miss' });
      expect(await page(hidden, tokens.admin)).toMatchObject({ status: 200, cache: 'miss' });
      expect((await page(hidden)).status).toBe(404);
      expect((await page(hidden, tokens.alex)).status).toBe(404);
    }
    // Approved (behind the app's back), it is everyone's, and kept.
    await sql`update venues set approved = 1 where id = ${hidden}`.execute(db);
    expect((await kept(hidden)).venue.name).toBe('Hidden Courts');
    expect(await page(hidden, tokens.alex)).toMatchObject({ status: 200, cache: 'hit' });
    // Unapproved again: gone for everyone else at once.
    await sql`update venues set approved = 0 where id = ${hidden}`.execute(db);
    expect((await page(hidden)).status).toBe(404);
    expect(await page(hidden, tokens.owner)).toMatchObject({ status: 200, cache: 'miss' });
  });

  it("keeps a page for the venue's today only", async () => {
    const { db, venueId, page, kept } = await start();
    await sql`insert into special_dates (venue_id, sport, date, start_time, end_time, price_pence, available, notes, created_at) values (${venueId}, 'Tennis', '2026-11-21', '18:00', '19:00', 5000, 1, 'Saturday special', '2026-11-01T09:00:00.000Z')`.execute(
      db,
    );
    expect((await kept(venueId)).venue.upcomingSpecialDates).toMatchObject([{ notes: 'Saturday special' }]);
    suite.clock.advance(13 * 60 * 60 * 1000 + 59 * 60 * 1000); // 23:59 in London, still Saturday
    expect(await page(venueId)).toMatchObject({ cache: 'hit' });
    suite.clock.advance(60 * 1000); // Sunday
    const sunday = await page(venueId);
    expect(sunday.cache).toBe('miss');
    expect(sunday.venue.upcomingSpecialDates).toEqual([]);
  });
});

/*
 * The owners' heavy reads (the Overview, a venue's bookings) are shared for a moment between those who
 * ask together (venues/shared-reads.ts); any venue's change forgets them, so a booking shows at once.
 */
describe.each(testEngines())("an owner's shared reads on %s", (engine) => {
  const suite = appSuite(engine);

  it('shows a booking made meanwhile at once, though the Overview was just read', async () => {
    const harness = await suite.start();
    const { db } = harness.database;
    const owner = await createUser(db, { email: 'owner@example.com', role: 'venue_owner' });
    const player = await createUser(db, { email: 'player@example.com' });
    const venueId = await createVenue(db, { name: 'Shared Courts', ownerId: owner.id });
    const token = await loginAs(harness.app, 'owner@example.com');
    const overview = async () => {
      const response = await harness.app.inject({
        method: 'GET',
        url: '/api/venues/dashboard/',
        headers: bearer(token),
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().total_bookings as number;
    };
    const bookings = async () => {
      const response = await harness.app.inject({
        method: 'GET',
        url: `/api/venues/${venueId}/bookings/`,
        headers: bearer(token),
      });
      expect(response.statusCode, response.body).toBe(200);
      return (response.json().bookings as unknown[]).length;
    };
    expect(await overview()).toBe(0);
    expect(await bookings()).toBe(0);
    await insertBooking(db, { userId: player.id, venueId, sport: 'Tennis', date: '2026-11-23', times: ['10:00'] });
    expect(await overview()).toBe(1);
    expect(await bookings()).toBe(1);
  });
});

/*
 * PostgreSQL: a session that is not a server's (a script, a hand-typed UPDATE) is announced by the
 * trigger's own NOTIFY, which every server hears when that session commits.
 */
describe.each(testEngines().filter((engine) => engine === 'postgres'))(
  'a venue page from memory and changes from other sessions (%s)',
  (engine) => {
    const suite = appSuite(engine);

    it("hears a change made on another session, outside the app's connections, and never serves the page after it", async () => {
      const harness = await suite.start();
      const owner = await createUser(harness.database.db, { email: 'owner@example.com', role: 'venue_owner' });
      const venueId = await createVenue(harness.database.db, { name: 'Memory Courts', ownerId: owner.id });
      const page = async () => {
        const response = await harness.app.inject({ method: 'GET', url: `/api/venues/${venueId}/` });
        return { cache: response.headers['x-cache'], venue: response.json().venue };
      };
      const deadline = Date.now() + 10_000;
      while ((await page()).cache !== 'hit') {
        expect(Date.now()).toBeLessThan(deadline);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      const url = new URL(harness.database.databaseUrl!);
      url.searchParams.set('options', `-c search_path=${harness.database.searchPath}`);
      const script = new pg.Client({ connectionString: url.toString() });
      await script.connect();
      try {
        await script.query(`update venues set name = 'Renamed by Hand' where id = $1`, [venueId]);
      } finally {
        await script.end();
      }
      // The trigger's own NOTIFY reaches the app when the script's statement commits, a moment later.
      const heardBy = Date.now() + 5_000;
      let answer = await page();
      while (answer.venue.name !== 'Renamed by Hand') {
        expect(Date.now()).toBeLessThan(heardBy);
        await new Promise((resolve) => setTimeout(resolve, 20));
        answer = await page();
      }
      for (let round = 0; round < 5; round += 1) expect((await page()).venue.name).toBe('Renamed by Hand');
    });
  },
);
