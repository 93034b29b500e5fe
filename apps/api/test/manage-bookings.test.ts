import { PAYMENT_MESSAGES as M } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { testEngines } from '@app/db/testing';
import { decideCancellation } from '../src/modules/bookings/cancellation-service';
import { findSessionUser } from '../src/modules/auth/session-tokens';
import { bearer, createUser, loginAs } from './support/accounts';
import { bookThroughCheckout, CARDS, postCheckout, saveCard } from './support/payments';
import { paymentSuite } from './support/payment-suite';
import { createVenue } from './support/venue-fixtures';

const DATE = '2026-11-25';

describe.each(testEngines())('my bookings, amendments and cancellations on %s', (engine) => {
  const suite = paymentSuite(engine);

  async function start() {
    const harness = await suite.start();
    const { db } = harness.database;
    const owner = await createUser(db, { email: 'owner@example.com', role: 'venue_owner' });
    await createUser(db, { email: 'other-owner@example.com', role: 'venue_owner' });
    await createUser(db, { email: 'admin@example.com', role: 'admin' });
    await createUser(db, { email: 'player@example.com', name: 'Pat Player' });
    await createUser(db, { email: 'rival@example.com' });
    const venueId = await createVenue(db, {
      name: 'Camden Courts',
      ownerId: owner.id,
      sports: [{ sport: 'Tennis', pricePence: 3000 }],
    });
    const token = await loginAs(harness.app, 'player@example.com');
    const card = await saveCard(harness.app, token);
    const book = (times: string[], amount = 3000 * times.length) =>
      bookThroughCheckout(suite.harness!.app, token, {
        venueId,
        sport: 'Tennis',
        date: DATE,
        times,
        amount,
        cardId: card.id,
      });
    return { venueId, token, book };
  }
  const get = (token: string) =>
    suite.harness!.app.inject({ method: 'GET', url: '/api/bookings/my-bookings/', headers: bearer(token) });
  const amend = (token: string, id: number, payload: object) =>
    suite.harness!.app.inject({ method: 'PATCH', url: `/api/bookings/${id}/edit/`, headers: bearer(token), payload });
  const cancel = (token: string, id: number, payload: object) =>
    suite.harness!.app.inject({ method: 'POST', url: `/api/bookings/${id}/cancel/`, headers: bearer(token), payload });
  const actor = async (email: string) =>
    (await findSessionUser(suite.harness!.database.db, await loginAs(suite.harness!.app, email), suite.clock.now()))!;
  const refunds = async () =>
    (await suite.harness!.database.db.selectFrom('sandbox_refunds').select('amount').execute())
      .map((row) => row.amount)
      .reduce((sum, amount) => sum + amount, 0);

  it("lists the player's bookings with server-computed status, and completes them after they end", async () => {
    const { token, book } = await start();
    const id = await book(['10:00', '11:00']);
    const [booking] = (await get(token)).json().bookings;
    expect(booking).toMatchObject({
      id,
      venue: { name: 'Camden Courts' },
      sport: 'Tennis',
      date: DATE,
      timeSlots: ['10:00', '11:00'],
      totalAmount: 60,
      totalAmountPence: 6000,
      status: 'confirmed',
      displayStatus: { code: 'confirmed', canCancel: true, canAmend: true, color: 'green' },
      cancellationRequest: null,
    });
    const rival = await loginAs(suite.harness!.app, 'rival@example.com');
    expect((await get(rival)).json().bookings).toEqual([]);
    suite.clock.advance(5 * 24 * 3_600_000);
    expect((await get(token)).json().bookings[0].displayStatus).toMatchObject({ code: 'completed', canCancel: false });
  });

  describe('amendments', () => {
    it('adds an hour, charging the difference to the booking card', async () => {
      const { token, book } = await start();
      const id = await book(['10:00']);
      const response = await amend(token, id, { timeSlots: ['10:00', '11:00'], date: DATE, sport: 'Tennis' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        message: M.bookingUpdated,
        priceDifference: { amountPence: 3000, direction: 'charged' },
        booking: { timeSlots: ['10:00', '11:00'], totalAmountPence: 6000, endsAt: '2026-11-25T12:00:00.000Z' },
      });
      const charges = await suite
        .harness!.database.db.selectFrom('sandbox_payment_intents')
        .select(['amount', 'status'])
        .orderBy('created_at')
        .execute();
      expect(charges.map((charge) => charge.amount)).toEqual([3000, 3000]);
    });

    it('moves and drops hours, refunding the difference and freeing the old slots', async () => {
      const { token, book } = await start();
      const id = await book(['10:00', '11:00']);
      const response = await amend(token, id, { timeSlots: ['15:00'] });
      expect(response.json()).toMatchObject({
        priceDifference: { amountPence: 3000, direction: 'refunded' },
        booking: { timeSlots: ['15:00'], totalAmountPence: 3000 },
      });
      expect(await refunds()).toBe(3000);
      const claims = await suite.harness!.database.db.selectFrom('booking_slots').select('start_time').execute();
      expect(claims.map((claim) => claim.start_time)).toEqual(['15:00']);
    });

    it("refuses no-op changes, date or sport changes, taken hours, and other players' bookings", async () => {
      const { token, book } = await start();
      const id = await book(['10:00']);
      expect((await amend(token, id, { timeSlots: ['10:00'] })).json()).toMatchObject({ error: M.noChanges });
      expect((await amend(token, id, { timeSlots: ['10:00'], date: '2026-11-26' })).statusCode).toBe(400);
      const rival = await loginAs(suite.harness!.app, 'rival@example.com');
      const rivalCard = await saveCard(suite.harness!.app, rival);
      const { venueId } = {
        venueId: (await suite.harness!.database.db.selectFrom('venues').select('id').executeTakeFirstOrThrow()).id,
      };
      await postCheckout(suite.harness!.app, rival, {
        venueId,
        sport: 'Tennis',
        date: DATE,
        times: ['11:00'],
        amount: 3000,
        cardId: rivalCard.id,
      });
      const taken = await amend(token, id, { timeSlots: ['10:00', '11:00'] });
      expect(taken.statusCode).toBe(409);
      expect(taken.json().error).toBe(M.slotTaken);
      expect((await amend(rival, id, { timeSlots: ['14:00'] })).statusCode).toBe(404);
    });

    it('puts everything back when the extra charge is declined', async () => {
      const { token, book } = await start();
      const id = await book(['10:00']);
      const declined = await saveCard(suite.harness!.app, token, CARDS.declined);
      await suite
        .harness!.database.db.updateTable('bookings')
        .set({ payment_method_id: declined.id })
        .where('id', '=', id)
        .execute();
      const response = await amend(token, id, { timeSlots: ['10:00', '11:00'] });
      expect(response.statusCode).toBe(402);
      expect(response.json().error).toBe(M.declined);
      const claims = await suite.harness!.database.db.selectFrom('booking_slots').select('start_time').execute();
      expect(claims.map((claim) => claim.start_time)).toEqual(['10:00']);
      expect((await get(token)).json().bookings[0].timeSlots).toEqual(['10:00']);
    });
  });

  describe('cancellation', () => {
    it('requires a reason and records the request', async () => {
      const { token, book } = await start();
      const id = await book(['10:00']);
      const blank = await cancel(token, id, { reason: '   ' });
      expect(blank.statusCode).toBe(400);
      expect(blank.json().error).toBe(M.cancellationReasonRequired);
      const missing = await cancel(token, id, {});
      expect(missing.statusCode).toBe(400);
      expect(missing.json()).toMatchObject({ error: M.cancellationReasonRequired, code: 'VALIDATION_ERROR' });
      const done = await cancel(token, id, { reason: 'Injured my wrist' });
      expect(done.json()).toMatchObject({
        message: M.cancellationSubmitted,
        booking: {
          status: 'cancellation_requested',
          displayStatus: { code: 'cancellation_requested', canCancel: false },
          cancellationRequest: { reason: 'Injured my wrist', status: 'pending' },
        },
      });
      expect((await cancel(token, id, { reason: 'again' })).statusCode).toBe(409);
      const rival = await loginAs(suite.harness!.app, 'rival@example.com');
      expect((await cancel(rival, id, { reason: 'not mine' })).statusCode).toBe(404);
    });

    it('approves with a full refund: money back, slots free, player e-mailed', async () => {
      const { token, book } = await start();
      const id = await book(['10:00', '11:00']);
      await cancel(token, id, { reason: 'Rain' });
      const request = await suite
        .harness!.database.db.selectFrom('cancellation_requests')
        .select('id')
        .executeTakeFirstOrThrow();
      const result = await decideCancellation(suite.harness!.app.serviceDeps(), await actor('admin@example.com'), {
        requestId: request.id,
        status: 'approved',
        refundType: 'full',
        adminNotes: 'Sorry about the weather',
      });
      expect(result.refundedPence).toBe(6000);
      expect(await refunds()).toBe(6000);
      const [booking] = (await get(token)).json().bookings;
      expect(booking).toMatchObject({
        status: 'cancelled',
        paymentStatus: 'refunded',
        refundedAmount: 60,
        displayStatus: { code: 'cancelled', description: 'Cancelled with a full refund' },
      });
      expect(await suite.harness!.database.db.selectFrom('booking_slots').selectAll().execute()).toEqual([]);
      const mail = await suite.mailbox.waitFor('player@example.com', /cancelled/);
      expect(mail.text).toContain('£60.00');
      expect(mail.text).toContain('5 to 7 business days');
      await expect(
        decideCancellation(suite.harness!.app.serviceDeps(), await actor('admin@example.com'), {
          requestId: request.id,
          status: 'rejected',
        }),
      ).rejects.toThrow(/already been decided/);
    });

    it("lets an admin or the venue's owner decide a partial refund, but no other owner (docs/decisions/0058)", async () => {
      const { token, book } = await start();
      const id = await book(['10:00', '11:00']);
      await cancel(token, id, { reason: 'Plans changed' });
      const request = await suite
        .harness!.database.db.selectFrom('cancellation_requests')
        .select('id')
        .executeTakeFirstOrThrow();
      await expect(
        decideCancellation(suite.harness!.app.serviceDeps(), await actor('other-owner@example.com'), {
          requestId: request.id,
          status: 'approved',
          refundType: 'full',
        }),
      ).rejects.toThrow(/not found/);
      await expect(
        decideCancellation(suite.harness!.app.serviceDeps(), await actor('owner@example.com'), {
          requestId: request.id,
          status: 'approved',
          refundType: 'partial',
          refundAmountPence: 6001,
        }),
      ).rejects.toThrow(/cannot be more than £60.00/);
      await expect(
        decideCancellation(suite.harness!.app.serviceDeps(), await actor('admin@example.com'), {
          requestId: request.id,
          status: 'approved',
          refundType: 'partial',
          refundAmountPence: 7000,
        }),
      ).rejects.toThrow(/cannot be more than £60.00/);
      const result = await decideCancellation(suite.harness!.app.serviceDeps(), await actor('admin@example.com'), {
        requestId: request.id,
        status: 'approved',
        refundType: 'partial',
        refundAmountPence: 2550,
      });
      expect(result.refundedPence).toBe(2550);
      expect((await get(token)).json().bookings[0]).toMatchObject({
        paymentStatus: 'partially_refunded',
        displayStatus: { description: 'Cancelled with a partial refund' },
      });
    });

    it('rejects a request, leaving the booking active', async () => {
      const { token, book } = await start();
      const id = await book(['10:00']);
      await cancel(token, id, { reason: 'Changed my mind' });
      const request = await suite
        .harness!.database.db.selectFrom('cancellation_requests')
        .select('id')
        .executeTakeFirstOrThrow();
      await decideCancellation(suite.harness!.app.serviceDeps(), await actor('admin@example.com'), {
        requestId: request.id,
        status: 'rejected',
        adminNotes: 'Within 24 hours',
      });
      const [booking] = (await get(token)).json().bookings;
      expect(booking).toMatchObject({
        status: 'confirmed',
        displayStatus: { code: 'rejected', canCancel: true },
        cancellationRequest: { status: 'rejected', adminNotes: 'Within 24 hours' },
      });
      expect(await refunds()).toBe(0);
      await suite.mailbox.waitFor('player@example.com', /declined/);
    });
  });
});
