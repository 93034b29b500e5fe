import { PAYMENT_MESSAGES as M } from '@app/contracts';
import { testEngines } from '@app/db/testing';
import { describe, expect, it } from 'vitest';
import { findSessionUser } from '../src/modules/auth/session-tokens';
import { decideCancellation } from '../src/modules/bookings/cancellation-service';
import { sweepExpiredHolds } from '../src/modules/bookings/hold-sweep';
import type { SandboxProvider } from '../src/modules/payments/sandbox/sandbox-provider';
import { reconcileMoney } from '../src/modules/payments/reconciliation';
import { repairMoney } from '../src/modules/recovery/money-repair';
import { bearer, createUser, loginAs } from './support/accounts';
import { paymentSuite } from './support/payment-suite';
import { checkoutPayload, postCheckout, saveCard } from './support/payments';
import { createVenue } from './support/venue-fixtures';

/*
 * Answers that never arrive: the provider did what it was asked, but the connection broke before its
 * answer reached the ledger (the crash test does the same with a killed server). The hold sweep and
 * the scheduled reconciliation find out from the provider, by the ledger's key, and put things right.
 */
const DATE = '2026-11-25';
const MINUTE = 60_000;

describe.each(testEngines())('money repair on %s', (engine) => {
  const suite = paymentSuite(engine);

  async function start() {
    const harness = await suite.start();
    const { db } = harness.database;
    await createUser(db, { email: 'player@example.com' });
    await createUser(db, { email: 'admin@example.com', role: 'admin' });
    const venueId = await createVenue(db, { name: 'Repair Courts', sports: [{ sport: 'Tennis', pricePence: 3000 }] });
    const token = await loginAs(harness.app, 'player@example.com');
    const card = await saveCard(harness.app, token);
    const sandbox = harness.app.payments as SandboxProvider;
    const checkout = (times: string[]) =>
      postCheckout(harness.app, token, {
        venueId,
        sport: 'Tennis',
        date: DATE,
        times,
        amount: 3000 * times.length,
        cardId: card.id,
      });
    /** The provider does the call, then the connection breaks before its answer arrives. */
    const loseAnswers = (method: 'createPaymentIntent' | 'refund') => {
      const original = sandbox[method].bind(sandbox) as (input: never) => Promise<unknown>;
      (sandbox as unknown as Record<string, unknown>)[method] = async (input: never) => {
        await original(input);
        throw new Error('socket hang up');
      };
      return () => {
        (sandbox as unknown as Record<string, unknown>)[method] = original;
      };
    };
    return { db, venueId, token, checkout, loseAnswers };
  }

  it('confirms a hold whose charge went through though its answer was lost', async () => {
    const { db, checkout, loseAnswers } = await start();
    const restore = loseAnswers('createPaymentIntent');
    const answer = await checkout(['10:00']);
    restore();
    expect(answer.statusCode).toBe(502);
    expect(answer.json().error).toBe(M.processingError);
    // The money may have moved, so the courts stay held until the provider has been asked.
    expect(await db.selectFrom('bookings').select(['status']).execute()).toEqual([{ status: 'pending' }]);
    expect(await db.selectFrom('payments').select(['status', 'provider_reference']).execute()).toEqual([
      { status: 'pending', provider_reference: null },
    ]);

    suite.clock.advance(16 * MINUTE);
    expect(await sweepExpiredHolds(suite.harness!.app.serviceDeps())).toEqual({ released: 0, confirmed: 1 });
    expect(await db.selectFrom('bookings').select(['status', 'payment_status']).execute()).toEqual([
      { status: 'confirmed', payment_status: 'succeeded' },
    ]);
    expect(await db.selectFrom('payments').select(['status']).execute()).toEqual([{ status: 'succeeded' }]);
  });

  it('refunds an orphan charge: money taken for a booking that never became one', async () => {
    const { db, checkout } = await start();
    const booked = await checkout(['10:00']);
    // What the old hold sweep did after a crash: the hold expired though its charge had gone through.
    await db.updateTable('bookings').set({ status: 'expired' }).where('id', '=', booked.json().booking.id).execute();
    await db.deleteFrom('booking_slots').execute();
    expect((await reconcileMoney(db)).problems).toEqual([expect.stringContaining('holds 3000p, its state allows 0p')]);

    suite.clock.advance(11 * MINUTE);
    const report = await repairMoney(suite.harness!.app.serviceDeps());
    expect(report).toMatchObject({ refundedPence: 3000, problems: [] });
    expect(await db.selectFrom('sandbox_refunds').select('amount').execute()).toEqual([{ amount: 3000 }]);
    expect((await repairMoney(suite.harness!.app.serviceDeps())).refundedPence).toBe(0);
  });

  it('records a refund whose answer was lost, and the retried decision completes without refunding twice', async () => {
    const { db, token, checkout, loseAnswers } = await start();
    const bookingId = (await checkout(['10:00', '11:00'])).json().booking.id as number;
    await suite.harness!.app.inject({
      method: 'POST',
      url: `/api/bookings/${bookingId}/cancel/`,
      headers: bearer(token),
      payload: { reason: 'Rain' },
    });
    const request = await db.selectFrom('cancellation_requests').select('id').executeTakeFirstOrThrow();
    const admin = (await findSessionUser(
      db,
      await loginAs(suite.harness!.app, 'admin@example.com'),
      suite.clock.now(),
    ))!;
    const restore = loseAnswers('refund');
    await expect(
      decideCancellation(suite.harness!.app.serviceDeps(), admin, {
        requestId: request.id,
        status: 'approved',
        refundType: 'full',
      }),
    ).rejects.toThrow('socket hang up');
    restore();

    suite.clock.advance(11 * MINUTE);
    const report = await repairMoney(suite.harness!.app.serviceDeps());
    expect(report.resolved).toBe(1);
    // The booking is still being cancelled, with its money back: that the repair reports, not decides.
    expect(report.problems).toEqual([
      `booking ${bookingId} (cancellation_requested) holds £0.00 for a total of £60.00`,
    ]);
    const retried = await decideCancellation(suite.harness!.app.serviceDeps(), admin, {
      requestId: request.id,
      status: 'approved',
      refundType: 'full',
    });
    expect(retried.refundedPence).toBe(6000);
    expect(await db.selectFrom('sandbox_refunds').select('amount').execute()).toEqual([{ amount: 6000 }]);
    expect(await db.selectFrom('bookings').select(['status', 'payment_status']).execute()).toEqual([
      { status: 'cancelled', payment_status: 'refunded' },
    ]);
  });

  it('logs what it cannot repair at error level, with the amounts', async () => {
    const { db, checkout } = await start();
    const bookingId = (await checkout(['10:00'])).json().booking.id as number;
    await db.updateTable('bookings').set({ total_pence: 4500 }).where('id', '=', bookingId).execute();
    suite.clock.advance(11 * MINUTE);
    const logged: string[] = [];
    const deps = {
      ...suite.harness!.app.serviceDeps(),
      log: {
        info: () => undefined,
        warn: () => undefined,
        error: (_: unknown, message: string) => logged.push(message),
      },
    };
    const report = await repairMoney(deps as never);
    expect(report.problems).toEqual([`booking ${bookingId} (confirmed) holds £30.00 for a total of £45.00`]);
    expect(logged).toEqual([
      `money needs attention: booking ${bookingId} (confirmed) holds £30.00 for a total of £45.00`,
    ]);
    await db.updateTable('bookings').set({ total_pence: 3000 }).where('id', '=', bookingId).execute();
  });

  it("holds a cancelled booking to what its cancellation kept: an edit's charge kept after a closure goes back, stray claims and unpaid shares go (issue 28 §1, §4)", async () => {
    const { db, venueId, checkout } = await start();
    const owner = await createUser(db, { email: 'owner@example.com', role: 'venue_owner' });
    await db.updateTable('venues').set({ owner_id: owner.id }).where('id', '=', venueId).execute();
    const bookingId = (await checkout(['10:00'])).json().booking.id as number;
    const ownerToken = await loginAs(suite.harness!.app, 'owner@example.com');
    const block = { bulkBlockedPeriods: [{ startDate: DATE, endDate: DATE, allDay: true, reason: 'Flood' }] };
    const patch = (payload: object) =>
      suite.harness!.app.inject({
        method: 'PATCH',
        url: `/api/venues/${venueId}/availability/`,
        headers: bearer(ownerToken),
        payload,
      });
    expect((await patch({ ...block, cancelAffectedBookings: [bookingId] })).statusCode).toBe(200);
    expect(
      await db
        .selectFrom('bookings')
        .select(['status', 'keep_pence'])
        .where('id', '=', bookingId)
        .executeTakeFirstOrThrow(),
    ).toEqual({ status: 'cancelled', keep_pence: 0 });

    // What the old race left (issue 28 §1): the edit's £28 charge landed after the closure's refund, and
    // the edit put a court claim back on the cancelled booking.
    const { chargeAndRecord } = await import('../src/modules/payments/payment-ledger');
    const deps = suite.harness!.app.serviceDeps();
    const card = await db
      .selectFrom('payment_methods')
      .select(['provider_payment_method_id'])
      .executeTakeFirstOrThrow();
    const customer = await db
      .selectFrom('users')
      .select('payment_customer_id')
      .where('email', '=', 'player@example.com')
      .executeTakeFirstOrThrow();
    await chargeAndRecord(deps, {
      bookingId,
      participantId: null,
      userId: null,
      amountPence: 2800,
      customerId: customer.payment_customer_id!,
      paymentMethodId: card.provider_payment_method_id,
      idempotencyKey: `booking-${bookingId}-amend-99`,
      description: 'late edit',
      metadata: {},
    });
    await db
      .insertInto('booking_slots')
      .values({
        booking_id: bookingId,
        venue_id: venueId,
        sport: 'Tennis',
        date: DATE,
        start_time: '11:00',
        court_number: 1,
        starts_at: '2026-11-25T11:00:00.000Z',
        price_pence: 2800,
        is_special: 0,
      })
      .execute();
    expect((await reconcileMoney(db)).problems).toEqual([
      `booking ${bookingId} (cancelled): holds 2800p, its state allows 0p`,
      expect.stringContaining(`booking ${bookingId}: participant`),
      `booking ${bookingId} (cancelled) claims courts at [11:00] for hours it does not hold`,
    ]);

    suite.clock.advance(11 * MINUTE);
    const report = await repairMoney(suite.harness!.app.serviceDeps());
    expect(report).toMatchObject({ refundedPence: 2800, problems: [] });
    expect(await db.selectFrom('booking_slots').select('id').where('booking_id', '=', bookingId).execute()).toEqual([]);
    expect(
      await db
        .selectFrom('booking_participants')
        .select(['status', 'paid_pence', 'refunded_pence'])
        .where('booking_id', '=', bookingId)
        .execute(),
    ).toEqual([{ status: 'refunded', paid_pence: 3000, refunded_pence: 3000 }]);
    expect((await reconcileMoney(db)).problems).toEqual([]);
    // Repaired once: the next run finds nothing.
    expect((await repairMoney(suite.harness!.app.serviceDeps())).refundedPence).toBe(0);
  });

  it('repairs what an old decision left on a split booking: a friend charged after the cancellation is refunded, and shares left pending are closed (issue 28 §2, §4)', async () => {
    const { db } = await start();
    const organiser = await loginAs(suite.harness!.app, 'player@example.com');
    const card = await db
      .selectFrom('payment_methods')
      .select(['id', 'provider_payment_method_id'])
      .executeTakeFirstOrThrow();
    const venue = await db.selectFrom('venues').select('id').executeTakeFirstOrThrow();
    const booked = await suite.harness!.app.inject({
      method: 'POST',
      url: '/api/bookings/process-payment/',
      headers: bearer(organiser),
      payload: checkoutPayload({
        venueId: venue.id,
        sport: 'Tennis',
        date: DATE,
        times: ['14:00', '15:00'],
        amount: 3000,
        cardId: card.id,
        split: {
          enabled: true,
          number_of_people: 2,
          invite_emails: ['sam@example.com'],
          payment_link_generated: true,
          is_main_payer: true,
        },
      }),
    });
    const bookingId = booked.json().booking.id as number;
    await suite.harness!.app.inject({
      method: 'POST',
      url: `/api/bookings/${bookingId}/cancel/`,
      headers: bearer(organiser),
      payload: { reason: 'Rain' },
    });
    const request = await db.selectFrom('cancellation_requests').select('id').executeTakeFirstOrThrow();
    const admin = await loginAs(suite.harness!.app, 'admin@example.com');
    expect(
      (
        await suite.harness!.app.inject({
          method: 'PATCH',
          url: `/api/cancellation-requests/${request.id}/`,
          headers: bearer(admin),
          payload: { status: 'approved', refund_type: 'full' },
        })
      ).statusCode,
    ).toBe(200);

    // What the old code left: Sam's share still pending on the cancelled booking, and his payment taken after it.
    const sam = await db
      .selectFrom('booking_participants')
      .select('id')
      .where('email', '=', 'sam@example.com')
      .executeTakeFirstOrThrow();
    await db.updateTable('booking_participants').set({ status: 'pending' }).where('id', '=', sam.id).execute();
    const { chargeAndRecord } = await import('../src/modules/payments/payment-ledger');
    const customer = await db
      .selectFrom('users')
      .select('payment_customer_id')
      .where('email', '=', 'player@example.com')
      .executeTakeFirstOrThrow();
    await chargeAndRecord(suite.harness!.app.serviceDeps(), {
      bookingId,
      participantId: sam.id,
      userId: null,
      amountPence: 3000,
      customerId: customer.payment_customer_id!,
      paymentMethodId: card.provider_payment_method_id,
      idempotencyKey: `participant-${sam.id}-share-1`,
      description: 'late share',
      metadata: {},
    });
    const problems = (await reconcileMoney(db)).problems;
    expect(problems).toContain(`booking ${bookingId} (cancelled): holds 3000p, its state allows 0p`);
    expect(problems).toContain(`booking ${bookingId}: participant ${sam.id} is still pending on a cancelled booking`);

    suite.clock.advance(11 * MINUTE);
    expect(await repairMoney(suite.harness!.app.serviceDeps())).toMatchObject({ refundedPence: 3000, problems: [] });
    expect(
      await db.selectFrom('booking_participants').select(['status']).where('id', '=', sam.id).executeTakeFirstOrThrow(),
    ).toEqual({ status: 'cancelled' });
    expect((await reconcileMoney(db)).problems).toEqual([]);
  });
});
