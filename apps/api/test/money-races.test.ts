import { ADMIN_MESSAGES, PAYMENT_MESSAGES as PM, SPLIT_LINK_MESSAGES } from '@app/contracts';
import { testEngines } from '@app/db/testing';
import { describe, expect, it } from 'vitest';
import { sweepExpiredHolds } from '../src/modules/bookings/hold-sweep';
import type { SandboxProvider } from '../src/modules/payments/sandbox/sandbox-provider';
import { bearer } from './support/accounts';
import { moneyCast } from './support/money-cast';
import { paymentSuite } from './support/payment-suite';
import { bookThroughCheckout, guestCard, payShareLink, postCheckout, saveCard, splitWith } from './support/payments';
import { shareLinkFor } from './support/test-mailbox';

/*
 * The races of issue 28, each set up on purpose, with the sandbox answering after 20–80 ms so the
 * calls overlap as in production (the interleaving test draws them at random; these pin each one):
 *   §1 an owner's closure while the player adds an hour;
 *   §3 a closure racing an admin's partial decision;
 *   §5 a crash-cut hold freed by the first sweep after the restart; a share payment retried after its
 *      answer was lost, answered from the first attempt.
 * The books are checked to balance after every test (paymentSuite).
 */
const DAY = '2026-11-25';
const PRICE = 2800;
const MINUTE = 60_000;

describe.each(testEngines())('money races on %s', (engine) => {
  const suite = paymentSuite(engine, { SANDBOX_LATENCY_MS: '20-80' });

  async function start() {
    const harness = await suite.start();
    const { app } = harness;
    const { db } = harness.database;
    const { venueId, tokens } = await moneyCast(app, db, {
      venueName: 'Race Courts',
      pricePence: PRICE,
      players: { pat: 'Pat Player' },
    });
    const card = await saveCard(app, tokens.pat);
    const book = (times: string[], split?: object) =>
      bookThroughCheckout(app, tokens.pat, {
        venueId,
        sport: 'Tennis',
        date: DAY,
        times,
        amount: split ? (PRICE * times.length) / 2 : PRICE * times.length,
        cardId: card.id,
        split,
      });
    // 10:00–12:00 and 14:00–16:00 closed: the hours the bookings hold, not the hour an edit adds.
    const block = {
      bulkBlockedPeriods: [
        { startDate: DAY, endDate: DAY, allDay: false, startTime: '10:00', endTime: '12:00', reason: 'Flood' },
        { startDate: DAY, endDate: DAY, allDay: false, startTime: '14:00', endTime: '16:00', reason: 'Flood' },
      ],
    };
    const closeDay = (ids: number[]) =>
      app.inject({
        method: 'PATCH',
        url: `/api/venues/${venueId}/availability/`,
        headers: bearer(tokens.owner),
        payload: { ...block, cancelAffectedBookings: ids },
      });
    const booking = (id: number) =>
      db
        .selectFrom('bookings')
        .select(['status', 'total_pence', 'time_slots', 'keep_pence'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
    const held = async () => {
      const row = await db
        .selectFrom('sandbox_payment_intents')
        .select((eb) =>
          eb.fn.coalesce(eb.fn.sum<number>(eb('amount', '-', eb.ref('amount_refunded'))), eb.lit(0)).as('held'),
        )
        .where('status', '=', 'succeeded')
        .executeTakeFirstOrThrow();
      return Number(row.held);
    };
    const claims = (id: number) =>
      db.selectFrom('booking_slots').select('start_time').where('booking_id', '=', id).orderBy('start_time').execute();
    return { app, db, tokens, venueId, book, closeDay, booking, held, claims };
  }

  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  it("§1 a closure confirmed while the player adds an hour: the edit's charge never stays with a cancelled booking, and no court stays claimed", async () => {
    for (const lead of [0, 10, 20, 30, 45, 60, 80]) {
      if (lead > 0) {
        await suite.harness!.close();
        suite.harness = undefined;
      }
      const { app, tokens, book, closeDay, booking, held, claims } = await start();
      const id = await book(['14:00', '15:00']);
      const [edit, closure] = await Promise.all([
        app.inject({
          method: 'PATCH',
          url: `/api/bookings/${id}/edit/`,
          headers: bearer(tokens.pat),
          payload: { timeSlots: ['14:00', '15:00', '16:00'] },
        }),
        pause(lead).then(() => closeDay([id])),
      ]);
      expect(closure.statusCode, closure.body).toBe(200);
      expect(closure.json().cancelledBookings).toEqual([expect.objectContaining({ id, refunded: true })]);
      // The edit went first (and its hour was refunded with the rest), or it was told the booking (or the hour, being closed) can no longer be had.
      if (edit.statusCode !== 200) expect([PM.cannotAmend, PM.slotTaken], edit.body).toContain(edit.json().error);
      else expect(closure.json().cancelledBookings[0].refundedPence).toBe(3 * PRICE);
      expect(await booking(id)).toMatchObject({ status: 'cancelled', keep_pence: 0 });
      expect(await held()).toBe(0);
      expect(await claims(id)).toEqual([]);
    }
  });

  it("§3 a closure racing an admin's £5 partial decision: the first decides, the second is told, and the figures count what was refunded", async () => {
    for (const lead of [0, 30]) {
      if (lead > 0) {
        await suite.harness!.close();
        suite.harness = undefined;
      }
      const { app, db, tokens, book, closeDay, booking, held } = await start();
      const id = await book(['10:00']);
      expect(
        (
          await app.inject({
            method: 'POST',
            url: `/api/bookings/${id}/cancel/`,
            headers: bearer(tokens.pat),
            payload: { reason: 'Ill' },
          })
        ).statusCode,
      ).toBe(200);
      const request = await db.selectFrom('cancellation_requests').select('id').executeTakeFirstOrThrow();
      const [decision, closure] = await Promise.all([
        app.inject({
          method: 'PATCH',
          url: `/api/cancellation-requests/${request.id}/`,
          headers: bearer(tokens.admin),
          payload: { status: 'approved', refund_type: 'partial', refund_amount: 5 },
        }),
        pause(lead).then(() => closeDay([id])),
      ]);
      const stored = await db
        .selectFrom('cancellation_requests')
        .select(['status', 'refund_type', 'refund_amount_pence'])
        .where('id', '=', request.id)
        .executeTakeFirstOrThrow();
      const summary = (
        await app.inject({ method: 'GET', url: '/api/cancellation-requests/', headers: bearer(tokens.admin) })
      ).json().summary;
      if (decision.statusCode === 200) {
        // The decision first: the booking keeps £23, and the closure found nothing left to close.
        expect(decision.json().message).toBe(ADMIN_MESSAGES.cancellationApproved('£5.00'));
        expect(closure.json().cancelledBookings).toEqual([]);
        expect(stored).toEqual({ status: 'approved', refund_type: 'partial', refund_amount_pence: 500 });
        expect(await booking(id)).toMatchObject({ status: 'cancelled', keep_pence: PRICE - 500 });
        expect(await held()).toBe(PRICE - 500);
        expect(summary.total_refund_amount).toBe(5);
      } else {
        // The closure first: everything back, the request answered in full, the admin told.
        expect(decision.statusCode, decision.body).toBe(409);
        expect(decision.json().error).toBe(PM.cancellationAlreadyDecided);
        expect(stored).toEqual({ status: 'approved', refund_type: 'full', refund_amount_pence: PRICE });
        expect(await held()).toBe(0);
        expect(summary.total_refund_amount).toBe(PRICE / 100);
      }
    }
  });

  it('§5 a hold cut off by a crash is freed by the first sweep after the restart, not after 15 minutes', async () => {
    const { app, db, tokens, venueId, claims } = await start();
    // A crash between the hold and the provider's answer: the booking pending, its charge row unanswered.
    const card = await db.selectFrom('payment_methods').select('id').executeTakeFirstOrThrow();
    const sandbox = app.payments as SandboxProvider;
    const original = sandbox.createPaymentIntent.bind(sandbox);
    // The provider is asked and never answers; the real one is put back once it has been asked (the
    // charge's row is written with the hold, before the provider is asked, so the row is no sign of it).
    let asked = false;
    sandbox.createPaymentIntent = () => {
      asked = true;
      return new Promise(() => undefined);
    };
    void postCheckout(app, tokens.pat, {
      venueId,
      sport: 'Tennis',
      date: DAY,
      times: ['15:00'],
      amount: PRICE,
      cardId: card.id,
    });
    for (let tries = 0; tries < 200 && !asked; tries += 1) await pause(10);
    expect(asked).toBe(true);
    sandbox.createPaymentIntent = original;
    const hold = await db
      .selectFrom('bookings')
      .select(['id', 'hold_expires_at'])
      .where('status', '=', 'pending')
      .executeTakeFirstOrThrow();
    expect(await claims(hold.id)).toEqual([{ start_time: '15:00' }]);

    // Within the first minute, a checkout may still be waiting for its answer: left alone.
    suite.clock.advance(30_000);
    expect(await sweepExpiredHolds(app.serviceDeps())).toEqual({ released: 0, confirmed: 0 });
    // After it — long before the hold's 15 minutes — the provider is asked (it never got the charge) and the hour is free.
    suite.clock.advance(MINUTE);
    expect(new Date(hold.hold_expires_at!).getTime()).toBeGreaterThan(suite.clock.now().getTime() + 10 * MINUTE);
    expect(await sweepExpiredHolds(app.serviceDeps())).toEqual({ released: 1, confirmed: 0 });
    expect(await claims(hold.id)).toEqual([]);
    expect(await db.selectFrom('payments').select('status').execute()).toEqual([{ status: 'failed' }]);
  });

  it('§5 a share payment retried after its answer was lost is answered from the first attempt, not charged again', async () => {
    const { app, db, book, held } = await start();
    const id = await book(['18:00', '19:00'], splitWith(['sam@example.com']));
    const link = await shareLinkFor(suite.mailbox, 'sam@example.com');
    const card = await guestCard(app);
    const pay = () => payShareLink(app, link, { name: 'Sam', email: 'sam@example.com' }, card);

    // The provider charges, then the connection breaks before its answer arrives.
    const sandbox = app.payments as SandboxProvider;
    const original = sandbox.createPaymentIntent.bind(sandbox);
    sandbox.createPaymentIntent = async (input) => {
      await original(input);
      throw new Error('socket hang up');
    };
    expect((await pay()).statusCode).toBe(500);
    sandbox.createPaymentIntent = original;
    expect(await held()).toBe(2 * PRICE);

    const retried = await pay();
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json()).toMatchObject({ status: 'paid', message: SPLIT_LINK_MESSAGES.paid, amount_pence: PRICE });
    // One charge for the share at the provider, and the share paid with it.
    expect(
      await db
        .selectFrom('sandbox_payment_intents')
        .select('amount')
        .where('status', '=', 'succeeded')
        .orderBy('created_at')
        .execute(),
    ).toEqual([{ amount: PRICE }, { amount: PRICE }]);
    expect(
      await db
        .selectFrom('booking_participants')
        .select(['status', 'paid_pence'])
        .where('booking_id', '=', id)
        .where('is_organiser', '=', 0)
        .executeTakeFirstOrThrow(),
    ).toEqual({ status: 'paid', paid_pence: PRICE });
  });
});
