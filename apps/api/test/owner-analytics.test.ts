import { ANALYTICS_DAYS, VENUE_MESSAGES } from '@app/contracts';
import { testEngines } from '@app/db/testing';
import { describe, expect, it } from 'vitest';
import { bearer, createUser, loginAs, manualClock } from './support/accounts';
import { appSuite } from './support/app-suite';
import { insertBooking } from './support/owner-fixtures';
import { createSharedReads } from '../src/modules/venues/shared-reads';
import { createVenue } from './support/venue-fixtures';

/**
 * The owner's Overview (GET /api/venues/dashboard/, issue 12 item 8) against figures worked out by
 * hand, in the week the clocks go back: British Summer Time ends at 02:00 on Sunday 25 October 2026,
 * and "now" is Wednesday 28 October 2026, 12:00. Weeks run Sunday to Saturday in Europe/London, so
 * this week is 25–31 October and starts at 2026-10-24T23:00Z (midnight BST), not at midnight UTC.
 */
describe.each(testEngines())('owner analytics on %s', (engine) => {
  const suite = appSuite(engine);
  const STAMP = '2026-10-01T09:00:00.000Z';

  async function start() {
    const harness = await suite.start();
    suite.clock = manualClock('2026-10-28T12:00:00.000Z');
    const { db } = harness.database;
    const owner = await createUser(db, { email: 'owner@example.com', role: 'venue_owner' });
    const rival = await createUser(db, { email: 'rival@example.com', role: 'venue_owner' });
    const pat = await createUser(db, { email: 'pat@example.com', name: 'Pat Player' });
    // Both venues: Monday–Saturday 08:00–22:00 with a 12:00–13:00 lunch break (13 open hours a day), Sunday closed.
    const arena = await createVenue(db, {
      name: 'Arena',
      ownerId: owner.id,
      sports: [
        { sport: 'Tennis', pricePence: 3000, courts: 2 },
        { sport: 'Padel', pricePence: 4000 },
      ],
    });
    const hall = await createVenue(db, {
      name: 'Hall',
      ownerId: owner.id,
      sports: [{ sport: 'Squash', pricePence: 2000 }],
    });
    const elsewhere = await createVenue(db, { name: 'Elsewhere', ownerId: rival.id });
    // Arena this week: Friday 18:00–22:00 closed for everything, Saturday closed for Padel, and on the
    // Sunday the clocks change Tennis opens 10:00–14:00 at a special price.
    await db
      .insertInto('blocked_periods')
      .values([
        {
          venue_id: arena,
          sport: null,
          start_date: '2026-10-30',
          end_date: '2026-10-30',
          all_day: 0,
          start_time: '18:00',
          end_time: '22:00',
          reason: 'Private Tournament',
          created_at: STAMP,
        },
        {
          venue_id: arena,
          sport: 'Padel',
          start_date: '2026-10-31',
          end_date: '2026-10-31',
          all_day: 1,
          start_time: '00:00',
          end_time: '23:59',
          reason: 'Padel unavailable',
          created_at: STAMP,
        },
      ])
      .execute();
    await db
      .insertInto('special_dates')
      .values({
        venue_id: arena,
        sport: 'Tennis',
        date: '2026-10-25',
        start_time: '10:00',
        end_time: '14:00',
        price_pence: 3500,
        available: 1,
        notes: 'Clocks-back Sunday',
        created_at: STAMP,
      })
      .execute();

    const book = (fixture: Omit<Parameters<typeof insertBooking>[1], 'userId'>) =>
      insertBooking(db, { userId: pat.id, ...fixture });
    const ids = {
      mondayPair: await book({
        venueId: arena,
        sport: 'Tennis',
        date: '2026-10-26',
        times: ['10:00', '11:00'],
        createdAt: '2026-10-20T10:00:00.000Z',
      }),
      mondayCourt2: await book({
        venueId: arena,
        sport: 'Tennis',
        date: '2026-10-26',
        times: ['10:00'],
        court: 2,
        createdAt: '2026-10-21T10:00:00.000Z',
      }),
      // Amended down from two hours to one: £40 kept after a partial refund.
      padel: await book({
        venueId: arena,
        sport: 'Padel',
        date: '2026-10-27',
        times: ['18:00'],
        totalPence: 4000,
        paymentStatus: 'partially_refunded',
        createdAt: '2026-10-22T10:00:00.000Z',
      }),
      sunday: await book({
        venueId: arena,
        sport: 'Tennis',
        date: '2026-10-25',
        times: ['10:00'],
        totalPence: 3500,
        createdAt: '2026-10-23T10:00:00.000Z',
      }),
      cancelled: await book({
        venueId: arena,
        sport: 'Tennis',
        date: '2026-10-29',
        times: ['09:00'],
        status: 'cancelled',
        paymentStatus: 'refunded',
        createdAt: '2026-10-24T10:00:00.000Z',
      }),
      unpaid: await book({
        venueId: arena,
        sport: 'Padel',
        date: '2026-10-29',
        times: ['09:00'],
        status: 'pending',
        createdAt: '2026-10-28T11:00:00.000Z',
      }),
      requested: await book({
        venueId: arena,
        sport: 'Tennis',
        date: '2026-10-28',
        times: ['20:00'],
        status: 'cancellation_requested',
        createdAt: '2026-10-25T10:00:00.000Z',
      }),
      lastSaturday: await book({
        venueId: arena,
        sport: 'Tennis',
        date: '2026-10-24',
        times: ['15:00'],
        createdAt: '2026-10-10T10:00:00.000Z',
      }),
      september: await book({
        venueId: arena,
        sport: 'Tennis',
        date: '2026-09-30',
        times: ['15:00'],
        createdAt: '2026-09-20T10:00:00.000Z',
      }),
      nextWeek: await book({
        venueId: arena,
        sport: 'Tennis',
        date: '2026-11-02',
        times: ['15:00'],
        createdAt: '2026-10-26T10:00:00.000Z',
      }),
      squash: await book({
        venueId: hall,
        sport: 'Squash',
        date: '2026-10-27',
        times: ['08:00', '09:00'],
        totalPence: 4000,
        createdAt: '2026-10-27T10:00:00.000Z',
      }),
    };
    await book({
      venueId: elsewhere,
      sport: 'Tennis',
      date: '2026-10-26',
      times: ['10:00'],
      totalPence: 9900,
      createdAt: '2026-10-28T11:30:00.000Z',
    });
    // Ratings: 2 stars at 00:30 BST on Sunday (this week, though still Saturday in UTC), 5 stars at
    // 23:30 BST on Saturday (last week), 4 stars on Sunday afternoon.
    await db
      .insertInto('reviews')
      .values([
        {
          booking_id: ids.lastSaturday,
          venue_id: arena,
          user_id: pat.id,
          rating: 2,
          comment: '',
          created_at: '2026-10-24T23:30:00.000Z',
        },
        {
          booking_id: ids.september,
          venue_id: arena,
          user_id: pat.id,
          rating: 5,
          comment: '',
          created_at: '2026-10-24T22:30:00.000Z',
        },
        {
          booking_id: ids.sunday,
          venue_id: arena,
          user_id: pat.id,
          rating: 4,
          comment: 'Great floodlights',
          created_at: '2026-10-25T12:00:00.000Z',
        },
      ])
      .execute();
    const token = await loginAs(harness.app, 'owner@example.com');
    const dashboard = async (query = '', as = token) => {
      const response = await harness.app.inject({
        method: 'GET',
        url: `/api/venues/dashboard/${query}`,
        headers: bearer(as),
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json();
    };
    return { harness, arena, hall, elsewhere, ids, dashboard };
  }

  it('computes one venue’s Overview from hand-worked figures in the week the clocks go back', async () => {
    const { arena, ids, dashboard } = await start();
    const answer = await dashboard(`?venue_id=${arena}`);
    expect(answer).toMatchObject({
      success: true,
      venue_id: arena,
      week: { start: '2026-10-25', end: '2026-10-31' },
      month: { start: '2026-10-01', end: '2026-10-31' },
      sports_available: 2,
      // Live bookings of any date: not the cancelled one, not the unpaid checkout.
      total_bookings: 8,
      // Played 25–31 October: the Monday pair, Monday court 2, Padel, the Sunday special, the one awaiting a cancellation decision.
      bookings_this_week: 5,
      // £60 + £30 + £40 (after the partial refund) + £35 + £30.
      revenue_this_week: 195,
      revenue_this_week_pence: 19_500,
      // This week's £195 and last Saturday's £30; September's booking is last month's.
      revenue_this_month: 225,
      revenue_this_month_pence: 22_500,
      // Open court-hours: Tennis 6 days × 13 h × 2 courts = 156, Padel 6 × 13 = 78; less Friday 18:00–22:00
      // (4 h × 3 courts = 12) and Padel's Saturday (13); plus the Sunday special (4 h × 2 courts = 8): 217.
      open_hours_this_week: 217,
      // Booked: 2 + 1 + 1 + 1 + 1 court-hours = 6; 6 / 217 = 2.76%.
      booked_hours_this_week: 6,
      utilization_this_week: 2.8,
      // (2 + 5 + 4) / 3 = 3.67; this week (from midnight BST) (2 + 4) / 2.
      avg_rating: 3.7,
      rating_count: 3,
      avg_rating_this_week: 3,
    });
    // The five latest bookings made (not the unpaid checkout), with amounts in pounds.
    expect(answer.recent_activity.map((item: { id: number }) => item.id)).toEqual([
      ids.nextWeek,
      ids.requested,
      ids.cancelled,
      ids.sunday,
      ids.padel,
    ]);
    // Bookings from before owner events were recorded show the state they are in.
    expect(answer.recent_activity.map((item: { activity: string }) => item.activity)).toEqual([
      'booked',
      'cancellation_requested',
      'refunded',
      'booked',
      'booked',
    ]);
    expect(answer.recent_activity[4]).toEqual({
      id: ids.padel,
      type: 'booking',
      activity: 'booked',
      activity_label: 'Booked',
      message: 'Pat Player booked Padel at Arena for £40.00',
      user: { name: 'Pat Player' },
      venue: { id: arena, name: 'Arena' },
      sport: 'Padel',
      total_amount: 40,
      total_amount_pence: 4000,
      refund_amount_pence: null,
      date: '2026-10-27',
      time_slots: ['18:00'],
      status: 'confirmed',
      created_at: '2026-10-22T10:00:00.000Z',
    });
    // The charts: 8 weeks of days to today, bookings and revenue by the date played.
    expect(answer.daily).toHaveLength(ANALYTICS_DAYS);
    expect(answer.daily[0].date).toBe('2026-09-03');
    expect(answer.daily.at(-1).date).toBe('2026-10-28');
    const busy = answer.daily.filter((day: { bookings: number }) => day.bookings > 0);
    expect(busy).toEqual([
      { date: '2026-09-30', bookings: 1, revenue: 30, revenue_pence: 3000 },
      { date: '2026-10-24', bookings: 1, revenue: 30, revenue_pence: 3000 },
      { date: '2026-10-25', bookings: 1, revenue: 35, revenue_pence: 3500 },
      { date: '2026-10-26', bookings: 2, revenue: 90, revenue_pence: 9000 },
      { date: '2026-10-27', bookings: 1, revenue: 40, revenue_pence: 4000 },
      { date: '2026-10-28', bookings: 1, revenue: 30, revenue_pence: 3000 },
    ]);
  });

  it("adds up all of an owner's venues and never another owner's", async () => {
    const { elsewhere, ids, dashboard } = await start();
    const all = await dashboard();
    expect(all).toMatchObject({
      venue_id: null,
      sports_available: 3,
      total_bookings: 9,
      bookings_this_week: 6,
      revenue_this_week: 235,
      revenue_this_month: 265,
      // Hall: 6 days × 13 h = 78 open, 2 booked. (6 + 2) / (217 + 78) = 2.71%.
      open_hours_this_week: 295,
      booked_hours_this_week: 8,
      utilization_this_week: 2.7,
      avg_rating: 3.7,
    });
    expect(all.recent_activity[0]).toMatchObject({ id: ids.squash, venue: { name: 'Hall' }, total_amount: 40 });
    expect(JSON.stringify(all)).not.toContain('Elsewhere');
    const theirs = await suite.harness!.app.inject({
      method: 'GET',
      url: `/api/venues/dashboard/?venue_id=${elsewhere}`,
      headers: bearer(await loginAs(suite.harness!.app, 'owner@example.com')),
    });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().error).toBe(VENUE_MESSAGES.venueNotFound);
  });

  it('answers an owner without venues with zeros, no ratings and no activity; players and unapproved owners are refused', async () => {
    const harness = await suite.start();
    const { db } = harness.database;
    await createUser(db, { email: 'new@example.com', role: 'venue_owner' });
    await createUser(db, { email: 'waiting@example.com', role: 'venue_owner', approved: false });
    await createUser(db, { email: 'player@example.com' });
    const empty = (
      await harness.app.inject({
        method: 'GET',
        url: '/api/venues/dashboard/',
        headers: bearer(await loginAs(harness.app, 'new@example.com')),
      })
    ).json();
    expect(empty).toMatchObject({
      sports_available: 0,
      avg_rating: null,
      total_bookings: 0,
      revenue_this_month: 0,
      bookings_this_week: 0,
      revenue_this_week: 0,
      utilization_this_week: null,
      avg_rating_this_week: null,
      recent_activity: [],
    });
    expect(empty.daily).toHaveLength(ANALYTICS_DAYS);
    const waiting = await harness.app.inject({
      method: 'GET',
      url: '/api/venues/dashboard/',
      headers: bearer(await loginAs(harness.app, 'waiting@example.com')),
    });
    expect(waiting.statusCode).toBe(403);
    expect(waiting.json()).toMatchObject({ code: 'ACCOUNT_NOT_APPROVED', error: VENUE_MESSAGES.ownerNotApproved });
    expect(
      (
        await harness.app.inject({
          method: 'GET',
          url: '/api/venues/dashboard/',
          headers: bearer(await loginAs(harness.app, 'player@example.com')),
        })
      ).statusCode,
    ).toBe(403);
  });
});

describe('shared owner reads', () => {
  it('shares a computation under way, keeps its answer a moment, forgets on a write, and never keeps a failure', async () => {
    const reads = createSharedReads({ keepMs: 60_000, maxKept: 2 });
    const releases: (() => void)[] = [];
    const compute = () => {
      const run = releases.length + 1;
      return new Promise<number>((resolve) => releases.push(() => resolve(run)));
    };
    const first = reads.share('dashboard|1|all', compute);
    const second = reads.share('dashboard|1|all', compute);
    const otherOwner = reads.share('dashboard|2|all', compute);
    expect(releases).toHaveLength(2);
    releases.forEach((release) => release());
    expect(await Promise.all([first, second, otherOwner])).toEqual([1, 1, 2]);
    // Kept: asked again, nothing is computed.
    expect(await reads.share('dashboard|1|all', compute)).toBe(1);
    expect(releases).toHaveLength(2);
    // The owner's write: the next read computes afresh.
    reads.forget();
    const afterWrite = reads.share('dashboard|1|all', compute);
    releases[2]!();
    expect(await afterWrite).toBe(3);
    // At most two kept: a third key pushes out the oldest.
    await reads.share('dashboard|3|all', async () => 30);
    expect(await reads.share('dashboard|1|all', async () => 99)).toBe(3);
    await reads.share('dashboard|4|all', async () => 40);
    expect(await reads.share('dashboard|3|all', async () => 31)).toBe(30);
    expect(await reads.share('dashboard|1|all', async () => 100)).toBe(100);
    await expect(reads.share('failing', () => Promise.reject(new Error('database down')))).rejects.toThrow(
      'database down',
    );
    expect(await reads.share('failing', async () => 'recovered')).toBe('recovered');
  });

  it('uses a kept answer only for its moment', async () => {
    const reads = createSharedReads({ keepMs: 0 });
    expect(await reads.share('dashboard|1|all', async () => 1)).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(await reads.share('dashboard|1|all', async () => 2)).toBe(2);
  });
});
