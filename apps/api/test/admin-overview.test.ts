import { bookingCode } from '@app/domain';
import { ADMIN_CHART_DAYS, ADMIN_MESSAGES as A } from '@app/contracts';
import { testEngines } from '@app/db/testing';
import { describe, expect, it } from 'vitest';
import { bearer, createUser, loginAs } from './support/accounts';
import { paymentSuite } from './support/payment-suite';
import { bookThroughCheckout, saveCard } from './support/payments';
import { createVenue } from './support/venue-fixtures';

/*
 * GET /api/admin/overview/ (owner-admin.md §2 Overview, §3 Activity item and System health;
 * docs/decisions/0016). The suite clock starts on Saturday 21 November 2026 at 10:00 UTC (GMT, so
 * London days are UTC days here; the BST boundary is tested in packages/domain).
 */
describe.each(testEngines())('admin overview on %s', (engine) => {
  const suite = paymentSuite(engine);

  async function start() {
    const harness = await suite.start();
    const { db } = harness.database;
    const owner = await createUser(db, { email: 'owner@example.com', role: 'venue_owner' });
    await createUser(db, { email: 'pending.owner@example.com', role: 'venue_owner', approved: false });
    await createUser(db, { email: 'admin@example.com', role: 'admin' });
    await createUser(db, { email: 'player@example.com', name: 'Pat Player' });
    const venueId = await createVenue(db, {
      name: 'Camden Courts',
      ownerId: owner.id,
      sports: [{ sport: 'Tennis', pricePence: 3000 }],
    });
    await createVenue(db, { name: 'Waiting Arena', ownerId: owner.id, approved: false });
    const player = await loginAs(harness.app, 'player@example.com');
    const admin = await loginAs(harness.app, 'admin@example.com');
    const card = await saveCard(harness.app, player);
    let attempt = 0;
    const book = async (date: string, times: string[]) => {
      attempt += 1;
      return bookThroughCheckout(harness.app, player, {
        venueId,
        sport: 'Tennis',
        date,
        times,
        amount: 3000 * times.length,
        cardId: card.id,
        key: `overview-checkout-${attempt}-abcdef`,
      });
    };
    // A fresh sign-in each time: the clock jumps further than a session may sit idle.
    const overview = async () => {
      const response = await harness.app.inject({
        method: 'GET',
        url: '/api/admin/overview/',
        headers: bearer(await loginAs(harness.app, 'admin@example.com')),
      });
      expect(response.statusCode).toBe(200);
      return response.json();
    };
    return { harness, player, admin, book, overview };
  }

  it('shows an empty platform as zeros, with 30 days of empty figures', async () => {
    const { overview } = await start();
    const answer = await overview();
    expect(answer.system_health).toEqual({
      bookings_today: 0,
      revenue_today: 0,
      bookings_this_month: 0,
      revenue_this_month: 0,
      pending_cancellation_requests: 0,
      venues_pending_approval: 1,
      owners_pending_approval: 1,
      note: A.healthNote,
    });
    expect(answer.daily).toHaveLength(ADMIN_CHART_DAYS);
    expect(answer.daily[0].date).toBe('2026-10-23');
    expect(answer.daily.at(-1)).toEqual({ date: '2026-11-21', bookings: 0, revenue: 0, revenue_pence: 0 });
    expect(answer.recent_activity).toEqual([]);
  });

  it('counts bookings and net revenue by London day and month, and feeds bookings and requests into the activity', async () => {
    const { harness, player, admin, book, overview } = await start();
    const first = await book('2026-11-25', ['10:00', '11:00']);
    await harness.app.inject({
      method: 'POST',
      url: `/api/bookings/${first}/cancel/`,
      headers: bearer(player),
      payload: { reason: 'Rain' },
    });
    let answer = await overview();
    expect(answer.system_health).toMatchObject({
      bookings_today: 1,
      revenue_today: 60,
      pending_cancellation_requests: 1,
    });
    const request = await harness.database.db
      .selectFrom('cancellation_requests')
      .select('id')
      .executeTakeFirstOrThrow();
    await harness.app.inject({
      method: 'PATCH',
      url: `/api/cancellation-requests/${request.id}/`,
      headers: bearer(admin),
      payload: { status: 'approved', refund_type: 'partial', refund_amount: 25.5 },
    });
    // A ban is not platform activity for this feed.
    const someone = await createUser(harness.database.db, { email: 'someone@example.com' });
    await harness.app.inject({
      method: 'PATCH',
      url: `/api/auth/users/${someone.id}/status`,
      headers: bearer(admin),
      payload: { status: 'banned' },
    });

    suite.clock.advance(24 * 3_600_000); // Sunday 22 November.
    await book('2026-11-26', ['10:00']);
    answer = await overview();
    expect(answer.system_health).toMatchObject({
      bookings_today: 1,
      revenue_today: 30,
      bookings_this_month: 2,
      revenue_this_month: 64.5,
      pending_cancellation_requests: 0,
    });
    expect(answer.daily.at(-2)).toEqual({ date: '2026-11-21', bookings: 1, revenue: 34.5, revenue_pence: 3450 });
    expect(answer.daily.at(-1)).toEqual({ date: '2026-11-22', bookings: 1, revenue: 30, revenue_pence: 3000 });

    const types = answer.recent_activity.map((item: { type: string }) => item.type);
    expect(new Set(types)).toEqual(new Set(['booking', 'cancellation_request']));
    const booking = answer.recent_activity.find(
      (item: { type: string; id: number }) => item.type === 'booking' && item.id === first,
    );
    expect(booking).toMatchObject({
      id: first,
      data: { booking_id: first, total_amount: 60, payment_status: 'succeeded' },
      created_at: '2026-11-21T10:00:00.000Z',
    });
    expect(answer.recent_activity[0].created_at >= answer.recent_activity.at(-1).created_at).toBe(true);
    // The decision is in the feed with its refund in pounds.
    expect(
      answer.recent_activity.find((item: { message: string }) => item.message.startsWith('Cancellation approved')),
    ).toMatchObject({
      type: 'cancellation_request',
      id: request.id,
      message: `Cancellation approved for booking ${bookingCode(first)}: £25.50 refunded`,
      data: {
        booking_id: first,
        status: 'approved',
        refund_type: 'partial',
        refunded_pence: 2550,
        refunded_amount: 25.5,
      },
    });
  });

  it('starts a new month on the 1st in London while the chart keeps the last 30 days', async () => {
    const { book, overview } = await start();
    await book('2026-11-25', ['10:00']);
    suite.clock.advance(10 * 24 * 3_600_000); // Tuesday 1 December, 10:00.
    const answer = await overview();
    expect(answer.system_health).toMatchObject({ bookings_today: 0, bookings_this_month: 0, revenue_this_month: 0 });
    expect(answer.daily.find((day: { date: string }) => day.date === '2026-11-21')).toMatchObject({
      bookings: 1,
      revenue: 30,
    });
    expect(answer.daily.at(-1).date).toBe('2026-12-01');
  });
});
