import { PAYMENT_MESSAGES as M } from '@app/contracts';
import { testEngines } from '@app/db/testing';
import { describe, expect, it } from 'vitest';
import { findSessionUser } from '../src/modules/auth/session-tokens';
import { decideCancellation } from '../src/modules/bookings/cancellation-service';
import { createUser, loginAs } from './support/accounts';
import { paymentSuite } from './support/payment-suite';
import { checkoutPayload, saveCard } from './support/payments';
import { createVenue } from './support/venue-fixtures';

/*
 * Requests that overlap as they do in production: the sandbox answers after 20–80 ms, as a card
 * provider over the network does, and 20 requests on one booking arrive at once through the real HTTP
 * stack. Whatever wins, the booking ends consistent: every hour it lists is held and paid for, no
 * hour is held that it does not list, nothing is charged twice (the books are checked after each test).
 */
const DATE = '2026-11-25';
const PRICE = 3000;

describe.each(testEngines())('overlapping requests on one booking on %s', (engine) => {
  const suite = paymentSuite(engine, { SANDBOX_LATENCY_MS: '20-80' });

  async function start() {
    const harness = await suite.start();
    const { db } = harness.database;
    await createUser(db, { email: 'player@example.com' });
    await createUser(db, { email: 'admin@example.com', role: 'admin' });
    const venueId = await createVenue(db, { name: 'Busy Courts', sports: [{ sport: 'Tennis', pricePence: PRICE }] });
    const token = await loginAs(harness.app, 'player@example.com');
    const card = await saveCard(harness.app, token);
    const address = await harness.app.listen({ port: 0, host: '127.0.0.1' });
    const send = (method: string, path: string, body: object) =>
      fetch(`${address}${path}`, {
        method,
        headers: { 'content-type': 'application/json', authorization: `Token ${token}` },
        body: JSON.stringify(body),
      }).then(async (response) => ({
        status: response.status,
        body: (await response.json()) as { error?: string; code?: string },
      }));
    const book = async (times: string[]) => {
      const answer = await send(
        'POST',
        '/api/bookings/process-payment/',
        checkoutPayload({ venueId, sport: 'Tennis', date: DATE, times, amount: PRICE * times.length, cardId: card.id }),
      );
      if (answer.status !== 200) throw new Error(JSON.stringify(answer.body));
      return (answer.body as unknown as { booking: { id: number } }).booking.id;
    };
    return { db, send, book };
  }

  /** The booking as the database has it: its hours, the hours it holds, and the money it holds. */
  async function bookingState(bookingId: number) {
    const { db } = suite.harness!.database;
    const booking = await db.selectFrom('bookings').selectAll().where('id', '=', bookingId).executeTakeFirstOrThrow();
    const claims = await db
      .selectFrom('booking_slots')
      .select(['start_time', 'price_pence'])
      .where('booking_id', '=', bookingId)
      .orderBy('start_time')
      .execute();
    const intents = await db
      .selectFrom('sandbox_payment_intents')
      .select(['amount', 'amount_refunded'])
      .where('status', '=', 'succeeded')
      .execute();
    return {
      times: JSON.parse(booking.time_slots) as string[],
      total: booking.total_pence,
      held: claims.map((claim) => claim.start_time),
      heldPence: claims.reduce((sum, claim) => sum + claim.price_pence, 0),
      paidPence: intents.reduce((sum, intent) => sum + intent.amount - intent.amount_refunded, 0),
      charges: intents.length,
      editing: booking.amending_since,
    };
  }

  it('takes 20 edits at once one at a time: the booking ends with every hour it lists held and paid, once', async () => {
    const { send, book } = await start();
    const bookingId = await book(['10:00']);
    const wanted = (index: number): string[] => {
      const hours = ['09:00', '10:00', '11:00', '13:00', '14:00', '15:00', '16:00', '17:00', '18:00', '19:00'];
      // Longer and shorter bookings, some keeping 10:00 and some moving away from it.
      return hours.slice(index % hours.length, (index % hours.length) + 1 + (index % 4));
    };
    for (const round of [0, 1]) {
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, index) =>
          send('PATCH', `/api/bookings/${bookingId}/edit/`, { timeSlots: wanted(index + round * 3) }),
        ),
      );
      const statuses = answers.map((answer) => answer.status);
      expect(
        statuses.every((status) => status === 200 || status === 409 || status === 400),
        JSON.stringify(answers),
      ).toBe(true);
      expect(statuses.filter((status) => status === 200).length).toBeGreaterThanOrEqual(1);
      for (const refused of answers.filter((answer) => answer.status === 409))
        expect([M.bookingBeingChanged, M.slotTaken]).toContain(refused.body.error);
      for (const refused of answers.filter((answer) => answer.status === 400))
        expect(refused.body.error).toBe(M.noChanges);

      const state = await bookingState(bookingId);
      expect(state.held).toEqual(state.times);
      expect(state.heldPence).toBe(state.total);
      expect(state.total).toBe(PRICE * state.times.length);
      expect(state.paidPence).toBe(state.total);
      expect(state.editing).toBeNull();
    }
  }, 60_000);

  it('records exactly one of 20 cancellation requests at once, and carries out exactly one of 20 decisions', async () => {
    const { db, send, book } = await start();
    const bookingId = await book(['10:00', '11:00']);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        send('POST', `/api/bookings/${bookingId}/cancel/`, { reason: `Reason ${index}` }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 409).map((answer) => answer.body.error)).toEqual(
      Array(19).fill(M.cannotCancel),
    );
    const requests = await db
      .selectFrom('cancellation_requests')
      .selectAll()
      .where('booking_id', '=', bookingId)
      .execute();
    expect(requests).toHaveLength(1);

    const admin = (await findSessionUser(
      db,
      await loginAs(suite.harness!.app, 'admin@example.com'),
      suite.clock.now(),
    ))!;
    const decisions = await Promise.allSettled(
      Array.from({ length: 20 }, (_, index) =>
        decideCancellation(
          suite.harness!.app.serviceDeps(),
          admin,
          index % 2
            ? { requestId: requests[0]!.id, status: 'approved', refundType: 'partial', refundAmountPence: 1000 + index }
            : { requestId: requests[0]!.id, status: 'approved', refundType: 'full' },
        ),
      ),
    );
    const done = decisions.filter((decision) => decision.status === 'fulfilled');
    expect(done).toHaveLength(1);
    for (const refused of decisions.filter((decision) => decision.status === 'rejected'))
      expect(String(refused.reason)).toContain(M.cancellationAlreadyDecided);
    const refunds = await db.selectFrom('sandbox_refunds').select('amount').execute();
    const refunded = (done[0] as PromiseFulfilledResult<{ refundedPence: number }>).value.refundedPence;
    expect(refunds.reduce((sum, refund) => sum + refund.amount, 0)).toBe(refunded);
    expect(await db.selectFrom('booking_slots').selectAll().where('booking_id', '=', bookingId).execute()).toEqual([]);
  }, 60_000);

  it('refuses a cancellation while an edit holds the booking, and an edit while the booking is being cancelled', async () => {
    const { send, book } = await start();
    const bookingId = await book(['10:00']);
    const [edit, cancel] = await Promise.all([
      send('PATCH', `/api/bookings/${bookingId}/edit/`, { timeSlots: ['10:00', '11:00'] }),
      send('POST', `/api/bookings/${bookingId}/cancel/`, { reason: 'Rain' }),
    ]);
    // Either order is fine; both at once is not.
    expect([edit.status, cancel.status].sort()).toEqual([200, 409]);
    if (cancel.status === 409) expect([M.bookingBeingChanged, M.cannotCancel]).toContain(cancel.body.error);
    if (edit.status === 409) expect([M.bookingBeingChanged, M.cannotAmend]).toContain(edit.body.error);
    const state = await bookingState(bookingId);
    expect(state.held).toEqual(state.times);
    expect(state.paidPence).toBe(state.total);
  }, 60_000);
});
