import { PAYMENT_MESSAGES, REVIEW_MESSAGES as M } from '@app/contracts';
import { testEngines } from '@app/db/testing';
import { describe, expect, it } from 'vitest';
import { bearer, createUser, loginAs } from './support/accounts';
import { appSuite } from './support/app-suite';
import { insertBooking } from './support/owner-fixtures';
import { createVenue } from './support/venue-fixtures';

/**
 * Ratings are real (issue 12 item 8): a player rates a booking they have played, 1–5 stars with an
 * optional comment, once; the venue page shows the average and the latest reviews; the owner's
 * Overview takes its average from them. Clock: Saturday 21 November 2026, 10:00.
 */
describe.each(testEngines())('reviews on %s', (engine) => {
  const suite = appSuite(engine);

  async function start() {
    const harness = await suite.start();
    const { db } = harness.database;
    const owner = await createUser(db, { email: 'owner@example.com', role: 'venue_owner' });
    const alex = await createUser(db, { email: 'alex@example.com', name: 'Alex Morgan' });
    const sam = await createUser(db, { email: 'sam@example.com', name: 'Sam' });
    const venueId = await createVenue(db, { name: 'Stars Arena', ownerId: owner.id });
    const hidden = await createVenue(db, { name: 'Hidden', ownerId: owner.id, approved: false });
    const ids = {
      // Played this morning 08:00–09:00; it is now 10:00.
      played: await insertBooking(db, {
        userId: alex.id,
        venueId,
        sport: 'Tennis',
        date: '2026-11-21',
        times: ['08:00'],
      }),
      playedEarlier: await insertBooking(db, {
        userId: alex.id,
        venueId,
        sport: 'Tennis',
        date: '2026-11-20',
        times: ['18:00', '19:00'],
      }),
      // 09:00–10:00 ends exactly now: played.
      justEnded: await insertBooking(db, {
        userId: sam.id,
        venueId,
        sport: 'Tennis',
        date: '2026-11-21',
        times: ['09:00'],
      }),
      inProgress: await insertBooking(db, {
        userId: alex.id,
        venueId,
        sport: 'Tennis',
        date: '2026-11-21',
        times: ['10:00'],
      }),
      future: await insertBooking(db, {
        userId: alex.id,
        venueId,
        sport: 'Tennis',
        date: '2026-11-25',
        times: ['10:00'],
      }),
      cancelled: await insertBooking(db, {
        userId: alex.id,
        venueId,
        sport: 'Tennis',
        date: '2026-11-19',
        times: ['10:00'],
        status: 'cancelled',
        paymentStatus: 'refunded',
      }),
      sams: await insertBooking(db, { userId: sam.id, venueId, sport: 'Tennis', date: '2026-11-19', times: ['11:00'] }),
    };
    const tokens = {
      alex: await loginAs(harness.app, 'alex@example.com'),
      sam: await loginAs(harness.app, 'sam@example.com'),
      owner: await loginAs(harness.app, 'owner@example.com'),
    };
    const rate = (bookingId: number, payload: object, token: string | null = tokens.alex) =>
      harness.app.inject({
        method: 'POST',
        url: `/api/bookings/${bookingId}/review/`,
        headers: token ? bearer(token) : {},
        payload,
      });
    const get = async (url: string, token?: string) =>
      harness.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
    return { harness, venueId, hidden, ids, tokens, rate, get };
  }

  it('lets a player rate a played booking once, with the stars and an optional comment', async () => {
    const { harness, ids, rate } = await start();
    const first = await rate(ids.played, { rating: 5, comment: '  Lovely courts, friendly staff.  ' });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toEqual({
      success: true,
      message: M.thanks,
      review: { rating: 5, comment: 'Lovely courts, friendly staff.', createdAt: '2026-11-21T10:00:00.000Z' },
    });
    const again = await rate(ids.played, { rating: 1 });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'ALREADY_REVIEWED', error: M.alreadyRated });
    // Without a comment.
    expect((await rate(ids.playedEarlier, { rating: 3 })).json().review).toMatchObject({ rating: 3, comment: '' });
    const stored = await harness.database.db
      .selectFrom('reviews')
      .select(['booking_id', 'rating', 'comment'])
      .orderBy('id')
      .execute();
    expect(stored).toEqual([
      { booking_id: ids.played, rating: 5, comment: 'Lovely courts, friendly staff.' },
      { booking_id: ids.playedEarlier, rating: 3, comment: '' },
    ]);
    // My Bookings shows the rating given, and offers Rate only where it may be used.
    const mine = (
      await harness.app.inject({
        method: 'GET',
        url: '/api/bookings/my-bookings/',
        headers: bearer(await loginAs(harness.app, 'alex@example.com')),
      })
    ).json().bookings;
    const byId = (id: number) => mine.find((booking: { id: number }) => booking.id === id);
    expect(byId(ids.played)).toMatchObject({ review: { rating: 5 }, canReview: false });
    expect(byId(ids.future)).toMatchObject({ review: null, canReview: false });
    expect(byId(ids.cancelled)).toMatchObject({ review: null, canReview: false });
  });

  it('refuses bad ratings, unplayed, cancelled and other players’ bookings, and anyone but a player', async () => {
    const { harness, ids, tokens, rate } = await start();
    for (const payload of [{}, { rating: 0 }, { rating: 6 }, { rating: 3.5 }, { rating: '5' }]) {
      const response = await rate(ids.played, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().error).toContain(M.ratingRequired);
    }
    expect((await rate(ids.played, { rating: 4, comment: 'x'.repeat(1001) })).statusCode).toBe(400);
    for (const id of [ids.future, ids.inProgress, ids.cancelled]) {
      const response = await rate(id, { rating: 4 });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ code: 'NOT_PLAYED_YET', error: M.notPlayedYet });
    }
    const theirs = await rate(ids.sams, { rating: 1, comment: 'Sabotage' });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().error).toBe(PAYMENT_MESSAGES.bookingNotFound);
    expect((await rate(99_999, { rating: 4 })).statusCode).toBe(404);
    expect((await rate(ids.played, { rating: 5 }, tokens.owner)).statusCode).toBe(403);
    expect((await rate(ids.played, { rating: 5 }, null)).statusCode).toBe(401);
    expect(await harness.database.db.selectFrom('reviews').select('id').execute()).toEqual([]);
    // A booking that ended this very minute has been played.
    expect((await rate(ids.justEnded, { rating: 4 }, tokens.sam)).statusCode).toBe(201);
  });

  it("shows the average and the latest reviews on the venue page and in the owner's Overview", async () => {
    const { venueId, hidden, ids, tokens, rate, get } = await start();
    const before = (await get(`/api/venues/${venueId}/`)).json().venue;
    expect(before).toMatchObject({ averageRating: null, reviewCount: 0, recentReviews: [] });
    await rate(ids.playedEarlier, { rating: 4, comment: 'Good lights' });
    await rate(ids.played, { rating: 5, comment: 'Lovely courts' });
    await rate(ids.justEnded, { rating: 4 }, tokens.sam);
    await rate(ids.sams, { rating: 2, comment: 'Cold showers' }, tokens.sam);

    const page = (await get(`/api/venues/${venueId}/`)).json().venue;
    // (4 + 5 + 4 + 2) / 4 = 3.75 → 3.8; the reviewer by first name and initial.
    expect(page).toMatchObject({ averageRating: 3.8, reviewCount: 4 });
    expect(page.recentReviews).toHaveLength(4);
    expect(page.recentReviews).toContainEqual(
      expect.objectContaining({ rating: 5, comment: 'Lovely courts', author: 'Alex M.', sport: 'Tennis' }),
    );
    expect(page.recentReviews).toContainEqual(
      expect.objectContaining({ rating: 2, comment: 'Cold showers', author: 'Sam' }),
    );
    expect(JSON.stringify(page.recentReviews)).not.toContain('@example.com');

    const list = (await get(`/api/venues/${venueId}/reviews/?limit=2`)).json();
    expect(list).toMatchObject({ success: true, averageRating: 3.8, reviewCount: 4 });
    expect(list.reviews).toHaveLength(2);
    expect((await get(`/api/venues/${hidden}/reviews/`)).statusCode).toBe(404);

    const overview = (await get('/api/venues/dashboard/', tokens.owner)).json();
    expect(overview).toMatchObject({ avg_rating: 3.8, rating_count: 4, avg_rating_this_week: 3.8 });
  });
});
