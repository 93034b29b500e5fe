import { ADMIN_MESSAGES as A, PAYMENT_MESSAGES as M } from '@app/contracts';
import { testEngines } from '@app/db/testing';
import { describe, expect, it } from 'vitest';
import { bearer, createUser, loginAs } from './support/accounts';
import { paymentSuite } from './support/payment-suite';
import { bookThroughCheckout, payShareLink, postCheckout, saveCard, splitWith } from './support/payments';
import { shareLinkFor } from './support/test-mailbox';
import { createVenue } from './support/venue-fixtures';

/*
 * The admin's Refunds tab through HTTP (owner-admin.md §2 Refunds, §3 Cancellation request and summary,
 * §4 states, §5 partial refund, §7): list and summary, full, partial and no refunds and rejections on
 * single and split bookings, bad amounts, and one refund only however often or at once a decision comes.
 * The books are checked to balance after every test; mails arrive through the real SMTP server.
 */
const DATE = '2026-11-25';

describe.each(testEngines())('cancellation requests decided by an admin on %s', (engine) => {
  const suite = paymentSuite(engine, { SANDBOX_LATENCY_MS: '5-25' });

  async function start() {
    const harness = await suite.start();
    const { db } = harness.database;
    const owner = await createUser(db, { email: 'owner@example.com', role: 'venue_owner' });
    await createUser(db, { email: 'admin@example.com', role: 'admin' });
    await createUser(db, { email: 'player@example.com', name: 'Pat Player' });
    const venueId = await createVenue(db, {
      name: 'Camden Courts',
      ownerId: owner.id,
      sports: [
        { sport: 'Tennis', pricePence: 3000 },
        { sport: 'Football', pricePence: 5000 },
      ],
    });
    const player = await loginAs(harness.app, 'player@example.com');
    const admin = await loginAs(harness.app, 'admin@example.com');
    const card = await saveCard(harness.app, player);
    return { db, venueId, player, admin, card, ownerToken: await loginAs(harness.app, 'owner@example.com') };
  }
  type Context = Awaited<ReturnType<typeof start>>;

  const inject = (method: 'GET' | 'PATCH' | 'POST', url: string, token: string, payload?: object) =>
    suite.harness!.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

  /** A booking the player asked to cancel; answers the booking and its request id. */
  async function requested(context: Context, times = ['10:00', '11:00'], reason = 'Injured my wrist') {
    const bookingId = await bookThroughCheckout(suite.harness!.app, context.player, {
      venueId: context.venueId,
      sport: 'Tennis',
      date: DATE,
      times,
      amount: 3000 * times.length,
      cardId: context.card.id,
    });
    expect((await inject('POST', `/api/bookings/${bookingId}/cancel/`, context.player, { reason })).statusCode).toBe(
      200,
    );
    const request = await context.db
      .selectFrom('cancellation_requests')
      .select('id')
      .where('booking_id', '=', bookingId)
      .executeTakeFirstOrThrow();
    return { bookingId, requestId: request.id };
  }
  const decide = (context: Context, requestId: number, payload: object) =>
    inject('PATCH', `/api/cancellation-requests/${requestId}/`, context.admin, payload);
  const refundedPence = async (context: Context) =>
    (await context.db.selectFrom('sandbox_refunds').select('amount').execute()).reduce(
      (sum, row) => sum + row.amount,
      0,
    );
  const myBooking = async (context: Context, id: number) =>
    (await inject('GET', '/api/bookings/my-bookings/', context.player))
      .json()
      .bookings.find((booking: { id: number }) => booking.id === id);

  it('lists requests with booking, venue and requester, and a summary per status', async () => {
    const context = await start();
    const first = await requested(context, ['10:00'], 'Rain forecast');
    const second = await requested(context, ['14:00', '15:00'], 'Work trip');
    await decide(context, first.requestId, { status: 'rejected', admin_notes: 'Inside 24 hours' });

    const response = await inject('GET', '/api/cancellation-requests/', context.admin);
    expect(response.statusCode).toBe(200);
    const { cancellation_requests: requests, summary } = response.json();
    expect(summary).toEqual({
      total_requests: 2,
      pending_requests: 1,
      approved_requests: 0,
      rejected_requests: 1,
      processing_requests: 0,
      total_refund_amount: 0,
    });
    expect(requests.map((request: { id: number }) => request.id)).toEqual(
      [second.requestId, first.requestId].sort((a, b) => b - a),
    );
    const pending = requests.find((request: { id: number }) => request.id === second.requestId);
    expect(pending).toMatchObject({
      status: 'pending',
      reason: 'Work trip',
      refundType: null,
      refundAmount: null,
      requestedBy: { name: 'Pat Player', email: 'player@example.com' },
      booking: {
        id: second.bookingId,
        totalAmount: 60,
        totalAmountPence: 6000,
        refundableAmountPence: 6000,
        paymentStatus: 'succeeded',
        status: 'cancellation_requested',
        isSplit: false,
        date: DATE,
        sport: 'Tennis',
        timeSlots: ['14:00', '15:00'],
        startsAt: '2026-11-25T14:00:00.000Z',
        venue: { name: 'Camden Courts', location: 'Camden, London' },
      },
    });
    expect(requests.find((request: { id: number }) => request.id === first.requestId)).toMatchObject({
      status: 'rejected',
      adminNotes: 'Inside 24 hours',
      reviewedAt: expect.any(String),
    });
    const onlyPending = await inject('GET', '/api/cancellation-requests/?status=pending', context.admin);
    expect(onlyPending.json().cancellation_requests.map((request: { id: number }) => request.id)).toEqual([
      second.requestId,
    ]);
    expect((await inject('GET', '/api/cancellation-requests/?status=lost', context.admin)).statusCode).toBe(400);
  });

  it('approves a full refund: the booking total back, the booking cancelled, its slots free, the player e-mailed', async () => {
    const context = await start();
    const { bookingId, requestId } = await requested(context);
    const response = await decide(context, requestId, {
      status: 'approved',
      refund_type: 'full',
      refund_reason: 'Injury',
      admin_notes: 'Get well soon',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: A.cancellationApproved('£60.00'),
      cancellation_request: {
        status: 'approved',
        refundType: 'full',
        refundAmount: 60,
        refundReason: 'Injury',
        adminNotes: 'Get well soon',
        booking: { status: 'cancelled', paymentStatus: 'refunded' },
      },
    });
    expect(await refundedPence(context)).toBe(6000);
    expect(
      await context.db.selectFrom('booking_slots').selectAll().where('booking_id', '=', bookingId).execute(),
    ).toEqual([]);
    expect(await myBooking(context, bookingId)).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'refunded',
      refundedAmount: 60,
      displayStatus: { description: 'Cancelled with a full refund' },
    });
    const mail = await suite.mailbox.waitFor('player@example.com', /cancelled/);
    expect(mail.text).toContain('£60.00');
    expect(mail.text).toContain('Get well soon');
    // The freed hours can be booked again.
    const again = await postCheckout(suite.harness!.app, context.player, {
      venueId: context.venueId,
      sport: 'Tennis',
      date: DATE,
      times: ['10:00'],
      amount: 3000,
      cardId: context.card.id,
      key: 'rebook-after-cancellation-0001',
    });
    expect(again.json()).toMatchObject({ success: true });
    const summary = (await inject('GET', '/api/cancellation-requests/', context.admin)).json().summary;
    expect(summary).toMatchObject({ approved_requests: 1, pending_requests: 0, total_refund_amount: 60 });
  });

  it('approves a partial refund in pounds and pence, and with no refund', async () => {
    const context = await start();
    const partial = await requested(context, ['10:00', '11:00']);
    const response = await decide(context, partial.requestId, {
      status: 'approved',
      refund_type: 'partial',
      refund_amount: 25.5,
      refund_reason: 'Late notice',
    });
    expect(response.json()).toMatchObject({
      message: A.cancellationApproved('£25.50'),
      cancellation_request: {
        refundType: 'partial',
        refundAmount: 25.5,
        booking: { paymentStatus: 'partially_refunded' },
      },
    });
    expect(await refundedPence(context)).toBe(2550);
    expect((await suite.mailbox.waitFor('player@example.com', /cancelled/)).text).toContain('£25.50');
    suite.mailbox.clear();

    const none = await requested(context, ['16:00']);
    const noRefund = await decide(context, none.requestId, {
      status: 'approved',
      refund_type: 'none',
      refund_reason: 'Cancelled 2 hours before the start',
      admin_notes: 'No-show policy',
    });
    expect(noRefund.json()).toMatchObject({
      message: A.cancellationApprovedNoRefund,
      cancellation_request: {
        refundType: 'none',
        refundAmount: 0,
        booking: { status: 'cancelled', paymentStatus: 'succeeded' },
      },
    });
    expect(await refundedPence(context)).toBe(2550);
    expect(
      await context.db.selectFrom('booking_slots').selectAll().where('booking_id', '=', none.bookingId).execute(),
    ).toEqual([]);
    // The player is told why, by e-mail and in My bookings (issue 33 §6).
    const told = await suite.mailbox.waitFor('player@example.com', /cancelled/);
    expect(told.text).toContain('No refund applies to this booking.');
    expect(told.text).toContain('Why: Cancelled 2 hours before the start');
    expect((await myBooking(context, none.bookingId)).cancellationRequest).toMatchObject({
      status: 'approved',
      refundType: 'none',
      refundAmount: 0,
      refundReason: 'Cancelled 2 hours before the start',
    });
  });

  it('rejects with notes: the booking stays confirmed with its slots, nothing refunded, the player told', async () => {
    const context = await start();
    const { bookingId, requestId } = await requested(context, ['10:00']);
    const response = await decide(context, requestId, { status: 'rejected', admin_notes: 'Less than 24 hours before' });
    expect(response.json()).toMatchObject({
      message: A.cancellationRejected,
      cancellation_request: {
        status: 'rejected',
        adminNotes: 'Less than 24 hours before',
        booking: { status: 'confirmed' },
      },
    });
    expect(await refundedPence(context)).toBe(0);
    expect(
      await context.db.selectFrom('booking_slots').selectAll().where('booking_id', '=', bookingId).execute(),
    ).toHaveLength(1);
    expect(await myBooking(context, bookingId)).toMatchObject({
      status: 'confirmed',
      displayStatus: { code: 'rejected' },
    });
    expect((await suite.mailbox.waitFor('player@example.com', /declined/)).text).toContain('Less than 24 hours before');
  });

  it('refuses bad decisions with clear messages and leaves the request pending', async () => {
    const context = await start();
    const { requestId } = await requested(context, ['10:00', '11:00']);
    const refused = async (payload: object, status: number, error: string | RegExp) => {
      const response = await decide(context, requestId, payload);
      expect(response.statusCode).toBe(status);
      if (typeof error === 'string') expect(response.json().error).toContain(error);
      else expect(response.json().error).toMatch(error);
    };
    await refused({ status: 'approved', refund_type: 'partial' }, 400, A.refundAmountRequired);
    await refused({ status: 'approved', refund_type: 'partial', refund_amount: 0 }, 400, A.refundAmountRequired);
    await refused({ status: 'approved', refund_type: 'partial', refund_amount: -5 }, 400, A.refundAmountRequired);
    await refused({ status: 'approved', refund_type: 'partial', refund_amount: 10.555 }, 400, A.refundAmountInvalid);
    await refused({ status: 'approved', refund_type: 'partial', refund_amount: '12.5.0' }, 400, A.refundAmountInvalid);
    await refused(
      { status: 'approved', refund_type: 'partial', refund_amount: 60.01 },
      400,
      A.refundAboveRefundable('£60.00'),
    );
    await refused({ status: 'approved', refund_type: 'half' }, 400, /refund_type/);
    await refused({ status: 'approved' }, 400, /refund_type/);
    await refused({ status: 'maybe' }, 400, /approved or rejected/);
    await refused({ status: 'rejected', admin_notes: 'x', refund_type: 'full' }, 400, /refund_type/);
    expect(
      (await inject('PATCH', '/api/cancellation-requests/99999/', context.admin, { status: 'rejected' })).json(),
    ).toMatchObject({ error: M.cancellationRequestNotFound, code: 'NOT_FOUND' });
    expect(
      (await inject('PATCH', '/api/cancellation-requests/99999/', context.admin, { status: 'rejected' })).statusCode,
    ).toBe(404);
    // Another venue's owner cannot decide it (the request does not exist for them: docs/decisions/0058),
    // and a player may not call the route at all.
    await createUser(context.db, { email: 'rival-owner@example.com', role: 'venue_owner' });
    const rival = await loginAs(suite.harness!.app, 'rival-owner@example.com');
    expect(
      (
        await inject('PATCH', `/api/cancellation-requests/${requestId}/`, rival, {
          status: 'approved',
          refund_type: 'full',
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await inject('PATCH', `/api/cancellation-requests/${requestId}/`, context.player, {
          status: 'approved',
          refund_type: 'full',
        })
      ).statusCode,
    ).toBe(403);
    expect((await inject('GET', '/api/cancellation-requests/', context.player)).statusCode).toBe(403);
    expect(await refundedPence(context)).toBe(0);
    const request = await context.db
      .selectFrom('cancellation_requests')
      .selectAll()
      .where('id', '=', requestId)
      .executeTakeFirstOrThrow();
    expect(request.status).toBe('pending');
    // A partial refund of exactly what is refundable, as a string of pounds, is accepted.
    expect(
      (await decide(context, requestId, { status: 'approved', refund_type: 'partial', refund_amount: '60.00' }))
        .statusCode,
    ).toBe(200);
    expect(await refundedPence(context)).toBe(6000);
  });

  it('refuses a second decision with 409 and refunds once (double submit)', async () => {
    const context = await start();
    const { requestId } = await requested(context);
    const first = await decide(context, requestId, { status: 'approved', refund_type: 'full' });
    const second = await decide(context, requestId, { status: 'approved', refund_type: 'full' });
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ error: M.cancellationAlreadyDecided, code: 'ALREADY_DECIDED' });
    expect((await decide(context, requestId, { status: 'rejected' })).statusCode).toBe(409);
    expect(await refundedPence(context)).toBe(6000);
    expect(await context.db.selectFrom('payments').selectAll().where('kind', '=', 'refund').execute()).toHaveLength(1);
    await suite.mailbox.waitFor('player@example.com', /cancelled/);
    expect(
      suite.mailbox.messagesTo('player@example.com').filter((mail) => /cancelled|declined/.test(mail.subject)),
    ).toHaveLength(1);
  });

  it('marks a decision that stopped part-way more than 10 minutes ago as stalled, and lets it be taken again once', async () => {
    const context = await start();
    const stalled = await requested(context, ['10:00']);
    const recent = await requested(context, ['14:00']);
    const minutesAgo = (minutes: number) => new Date(suite.clock.now().getTime() - minutes * 60_000).toISOString();
    await context.db
      .updateTable('cancellation_requests')
      .set({ status: 'processing', claimed_at: minutesAgo(11) })
      .where('id', '=', stalled.requestId)
      .execute();
    await context.db
      .updateTable('cancellation_requests')
      .set({ status: 'processing', claimed_at: minutesAgo(1) })
      .where('id', '=', recent.requestId)
      .execute();

    const listed = (await inject('GET', '/api/cancellation-requests/', context.admin)).json().cancellation_requests as {
      id: number;
      decisionStalled: boolean;
    }[];
    expect(listed.find((request) => request.id === stalled.requestId)?.decisionStalled).toBe(true);
    expect(listed.find((request) => request.id === recent.requestId)?.decisionStalled).toBe(false);

    expect((await decide(context, recent.requestId, { status: 'approved', refund_type: 'full' })).statusCode).toBe(409);
    const retried = await decide(context, stalled.requestId, { status: 'approved', refund_type: 'full' });
    expect(retried.statusCode).toBe(200);
    expect(retried.json().cancellation_request).toMatchObject({ status: 'approved', decisionStalled: false });
    expect((await decide(context, stalled.requestId, { status: 'approved', refund_type: 'full' })).statusCode).toBe(
      409,
    );
    expect(await refundedPence(context)).toBe(3000);
  });

  it('carries out exactly one of 20 decisions sent at once, refunding once', async () => {
    const context = await start();
    const { bookingId, requestId } = await requested(context);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        decide(
          context,
          requestId,
          index % 3 === 0
            ? { status: 'rejected' }
            : index % 3 === 1
              ? { status: 'approved', refund_type: 'full' }
              : { status: 'approved', refund_type: 'partial', refund_amount: 10 + index },
        ),
      ),
    );
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    const losers = answers.filter((answer) => answer.statusCode !== 200);
    expect(losers.map((answer) => answer.statusCode)).toEqual(Array(19).fill(409));
    const winner = answers.find((answer) => answer.statusCode === 200)!.json().cancellation_request;
    const refunds = await context.db
      .selectFrom('payments')
      .select('amount_pence')
      .where('kind', '=', 'refund')
      .execute();
    expect(refunds.reduce((sum, row) => sum + row.amount_pence, 0)).toBe(Math.round((winner.refundAmount ?? 0) * 100));
    expect(await refundedPence(context)).toBe(Math.round((winner.refundAmount ?? 0) * 100));
    expect(refunds.length).toBeLessThanOrEqual(1);
    const booking = await context.db
      .selectFrom('bookings')
      .select('status')
      .where('id', '=', bookingId)
      .executeTakeFirstOrThrow();
    expect(booking.status).toBe(winner.status === 'rejected' ? 'confirmed' : 'cancelled');
  }, 60_000);
});

describe.each(testEngines())('split-booking refunds decided by an admin on %s', (engine) => {
  const suite = paymentSuite(engine, { SANDBOX_LATENCY_MS: '5-25' });

  /** A £100 football booking split three ways, the organiser's and Sam's shares paid. */
  async function splitRequested() {
    const harness = await suite.start();
    const { db } = harness.database;
    await createUser(db, { email: 'admin@example.com', role: 'admin' });
    await createUser(db, { email: 'organiser@example.com', name: 'Olive Organiser' });
    const venueId = await createVenue(db, { name: 'Split Courts', sports: [{ sport: 'Football', pricePence: 5000 }] });
    const organiser = await loginAs(harness.app, 'organiser@example.com');
    const admin = await loginAs(harness.app, 'admin@example.com');
    const card = await saveCard(harness.app, organiser);
    const bookingId = await bookThroughCheckout(harness.app, organiser, {
      venueId,
      sport: 'Football',
      date: DATE,
      times: ['18:00', '19:00'],
      amount: 3334,
      cardId: card.id,
      split: splitWith(['sam@example.com', 'kim@example.com']),
    });
    const link = await shareLinkFor(suite.mailbox, 'sam@example.com');
    const paid = await payShareLink(harness.app, link, { name: 'Sam', email: 'sam@example.com' });
    expect(paid.statusCode).toBe(200);
    expect(
      (
        await harness.app.inject({
          method: 'POST',
          url: `/api/bookings/${bookingId}/cancel/`,
          headers: bearer(organiser),
          payload: { reason: 'Pitch flooded' },
        })
      ).statusCode,
    ).toBe(200);
    const request = await db.selectFrom('cancellation_requests').select('id').executeTakeFirstOrThrow();
    suite.mailbox.clear();
    return { db, admin, bookingId, requestId: request.id };
  }
  const decide = (admin: string, requestId: number, payload: object) =>
    suite.harness!.app.inject({
      method: 'PATCH',
      url: `/api/cancellation-requests/${requestId}/`,
      headers: bearer(admin),
      payload,
    });
  const refundsByPayer = async (db: Awaited<ReturnType<typeof splitRequested>>['db']) =>
    (
      await db
        .selectFrom('payments')
        .select(['participant_id', 'amount_pence', 'idempotency_key'])
        .where('kind', '=', 'refund')
        .where('status', '=', 'succeeded')
        .execute()
    ).sort((a, b) => a.amount_pence - b.amount_pence);

  it('lists what was paid as refundable and refunds each payer in full', async () => {
    const { db, admin, requestId } = await splitRequested();
    const listed = (
      await suite.harness!.app.inject({ method: 'GET', url: '/api/cancellation-requests/', headers: bearer(admin) })
    ).json().cancellation_requests[0];
    expect(listed.booking).toMatchObject({ isSplit: true, totalAmountPence: 10000, refundableAmountPence: 6667 });
    const response = await decide(admin, requestId, { status: 'approved', refund_type: 'full' });
    expect(response.json().message).toBe(A.cancellationApproved('£66.67'));
    const refunds = await refundsByPayer(db);
    expect(refunds.map((refund) => refund.amount_pence)).toEqual([3333, 3334]);
    expect(new Set(refunds.map((refund) => refund.idempotency_key)).size).toBe(2);
    expect(refunds.every((refund) => refund.idempotency_key.startsWith(`cancellation-${requestId}-`))).toBe(true);
    await suite.mailbox.waitFor('organiser@example.com', /cancelled/);
  });

  it('spreads a partial refund over the payers in proportion, and only once when decided twice at once', async () => {
    const { db, admin, requestId } = await splitRequested();
    const [one, two] = await Promise.all([
      decide(admin, requestId, { status: 'approved', refund_type: 'partial', refund_amount: 33.33 }),
      decide(admin, requestId, { status: 'approved', refund_type: 'partial', refund_amount: 33.33 }),
    ]);
    expect([one.statusCode, two.statusCode].sort()).toEqual([200, 409]);
    expect((await refundsByPayer(db)).map((refund) => refund.amount_pence)).toEqual([1666, 1667]);
  });

  it('refuses a partial refund above what the payers paid', async () => {
    const { admin, requestId } = await splitRequested();
    const response = await decide(admin, requestId, { status: 'approved', refund_type: 'partial', refund_amount: 100 });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: A.refundAboveRefundable('£66.67'), code: 'INVALID_REFUND' });
  });
});
