import type { BookingStatus } from '@app/db';
import { describe, expect, it } from 'vitest';
import { testEngines } from '@app/db/testing';
import { ensureCustomer } from '../src/modules/payment-methods/payment-method-service';
import {
  chargeAndRecord,
  chargeStatus,
  refundablePence,
  refundAndRecord,
  spreadRefund,
  type ChargeInput,
} from '../src/modules/payments/payment-ledger';
import type { PaymentProvider } from '../src/modules/payments/payment-provider';
import { createUser, loginAs } from './support/accounts';
import { paymentSuite } from './support/payment-suite';
import { CARDS, saveCard } from './support/payments';
import { createVenue } from './support/venue-fixtures';

/*
 * The rules of the one payments ledger, each against the real sandbox provider and database. The
 * suite checks after every test that the ledger and the provider's books agree.
 */
describe.each(testEngines())('payments ledger on %s', (engine) => {
  const suite = paymentSuite(engine);

  async function start(card: string = CARDS.visa) {
    const harness = await suite.start();
    const { db } = harness.database;
    const user = await createUser(db, { email: 'payer@example.com', name: 'Pat Payer' });
    const venueId = await createVenue(db, { name: 'Ledger Courts' });
    const saved = await saveCard(harness.app, await loginAs(harness.app, user.email), card);
    const deps = harness.app.serviceDeps();
    const customerId = await ensureCustomer(db, deps.provider, { id: user.id, email: user.email, name: 'Pat Payer' });
    const booking = async (status: BookingStatus, totalPence: number) => {
      const row = await db
        .insertInto('bookings')
        .values({
          user_id: user.id,
          venue_id: venueId,
          sport: 'Tennis',
          date: '2026-11-25',
          time_slots: '["10:00"]',
          starts_at: '2026-11-25T10:00:00.000Z',
          ends_at: '2026-11-25T11:00:00.000Z',
          total_pence: totalPence,
          status,
          created_at: 'x',
          updated_at: 'x',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      // A held or live booking claims its court, as the checkout's hold leaves it (one court number per booking here).
      if (status === 'pending' || status === 'confirmed' || status === 'cancellation_requested') {
        await db
          .insertInto('booking_slots')
          .values({
            booking_id: row.id,
            venue_id: venueId,
            sport: 'Tennis',
            date: '2026-11-25',
            start_time: '10:00',
            court_number: row.id,
            starts_at: '2026-11-25T10:00:00.000Z',
            price_pence: totalPence,
            is_special: 0,
          })
          .execute();
      }
      return row.id;
    };
    const charge = (bookingId: number, idempotencyKey: string, amountPence = 3000): ChargeInput => ({
      bookingId,
      participantId: null,
      userId: user.id,
      amountPence,
      customerId,
      paymentMethodId: saved.providerId,
      idempotencyKey,
      description: 'ledger test',
      metadata: { booking_id: String(bookingId) },
    });
    const rows = () => db.selectFrom('payments').selectAll().orderBy('id').execute();
    const count = async (table: 'sandbox_payment_intents' | 'sandbox_refunds') =>
      Number(
        (
          await db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    return { db, deps, booking, charge, rows, count };
  }

  it('records the charge with its key before the provider is called, and keeps it pending when no answer comes', async () => {
    const { db, deps, booking, charge, rows, count } = await start();
    const bookingId = await booking('pending', 3000);
    let seenDuringCall: unknown;
    const sandbox = deps.provider;
    const unreachable: PaymentProvider = {
      name: sandbox.name,
      publishableKey: sandbox.publishableKey,
      createCustomer: (input) => sandbox.createCustomer(input),
      attachPaymentMethod: (id, customerId) => sandbox.attachPaymentMethod(id, customerId),
      detachPaymentMethod: (id) => sandbox.detachPaymentMethod(id),
      retrievePaymentIntent: (id) => sandbox.retrievePaymentIntent(id),
      findPaymentIntentByKey: (key) => sandbox.findPaymentIntentByKey(key),
      cancelPaymentIntent: (id) => sandbox.cancelPaymentIntent(id),
      refund: (input) => sandbox.refund(input),
      createPaymentIntent: async (input) => {
        seenDuringCall = await db
          .selectFrom('payments')
          .select(['kind', 'status', 'amount_pence', 'provider_reference'])
          .where('idempotency_key', '=', input.idempotencyKey)
          .executeTakeFirst();
        throw new Error('socket hang up');
      },
    };
    await expect(
      chargeAndRecord({ ...deps, provider: unreachable }, charge(bookingId, 'ledger-unreachable')),
    ).rejects.toThrow('socket hang up');
    expect(seenDuringCall).toEqual({ kind: 'charge', status: 'pending', amount_pence: 3000, provider_reference: null });
    // The money may or may not have moved: the row stays pending for the key to be asked about again.
    expect(await rows()).toMatchObject([
      { idempotency_key: 'ledger-unreachable', status: 'pending', provider_reference: null, booking_id: bookingId },
    ]);
    expect(await count('sandbox_payment_intents')).toBe(0);
  });

  it('records a refusal by the provider as failed', async () => {
    const { deps, booking, charge, rows } = await start();
    const bookingId = await booking('failed', 3000);
    await expect(
      chargeAndRecord(deps, { ...charge(bookingId, 'ledger-refused'), customerId: 'cus_someone_else' }),
    ).rejects.toThrow(/No such payment method/);
    expect(await rows()).toMatchObject([
      { idempotency_key: 'ledger-refused', status: 'failed', failure_code: 'resource_missing' },
    ]);
  });

  it.each([
    [CARDS.visa, 'confirmed', 'succeeded', null],
    [CARDS.threeDSecure, 'pending', 'requires_action', null],
    [CARDS.declined, 'failed', 'failed', 'card_declined'],
  ] as const)(
    "card %s: the ledger keeps the provider's answer (%s booking, %s charge)",
    async (card, bookingStatus, status, failureCode) => {
      const { deps, booking, charge, rows } = await start(card);
      const bookingId = await booking(bookingStatus, 3000);
      const { paymentId, intent } = await chargeAndRecord(deps, charge(bookingId, `ledger-${status}`));
      expect(intent.status).toBe(status);
      expect(await rows()).toMatchObject([
        {
          id: paymentId,
          kind: 'charge',
          status,
          provider_reference: intent.id,
          amount_pence: 3000,
          failure_code: failureCode,
        },
      ]);
    },
  );

  it('maps every state of a provider intent to one ledger status', () => {
    expect(
      ['succeeded', 'requires_action', 'processing', 'canceled', 'failed'].map((status) =>
        chargeStatus(status as never),
      ),
    ).toEqual(['succeeded', 'requires_action', 'processing', 'canceled', 'failed']);
  });

  it('charges a replayed key once, answers the same intent, and brings the row up to date', async () => {
    const { deps, booking, charge, rows, count } = await start(CARDS.threeDSecure);
    const bookingId = await booking('pending', 3000);
    const first = await chargeAndRecord(deps, charge(bookingId, 'ledger-replay'));
    expect(first.intent.status).toBe('requires_action');
    await suite.harness!.app.inject({
      method: 'POST',
      url: `/api/sandbox/payment-intents/${first.intent.id}/authenticate`,
      payload: { result: 'approve', client_secret: first.intent.clientSecret },
    });
    const again = await chargeAndRecord(deps, charge(bookingId, 'ledger-replay'));
    expect(again).toMatchObject({ paymentId: first.paymentId, intent: { id: first.intent.id, status: 'succeeded' } });
    expect(await count('sandbox_payment_intents')).toBe(1);
    expect(await rows()).toMatchObject([
      { id: first.paymentId, status: 'succeeded', provider_reference: first.intent.id },
    ]);
    await suite
      .harness!.database.db.updateTable('bookings')
      .set({ status: 'confirmed' })
      .where('id', '=', bookingId)
      .execute();
  });

  it('refunds a replayed key once', async () => {
    const { deps, booking, charge, rows, count } = await start();
    const bookingId = await booking('cancelled', 3000);
    const { paymentId, intent } = await chargeAndRecord(deps, charge(bookingId, 'ledger-paid'));
    const refund = {
      bookingId,
      participantId: null,
      userId: null,
      paymentIntentId: intent.id,
      parentPaymentId: paymentId,
      amountPence: 1200,
      idempotencyKey: 'ledger-refund',
    };
    const first = await refundAndRecord(deps, refund);
    const second = await refundAndRecord(deps, refund);
    expect(second).toEqual(first);
    expect(await count('sandbox_refunds')).toBe(1);
    expect((await rows()).filter((row) => row.kind === 'refund')).toMatchObject([
      {
        idempotency_key: 'ledger-refund',
        status: 'succeeded',
        amount_pence: 1200,
        provider_reference: first.id,
        parent_payment_id: paymentId,
      },
    ]);
  });

  it('spreads a refund over the charges in proportion, in whole pence that add up, skipping what is already refunded', async () => {
    const { deps, db, booking, charge, rows, count } = await start();
    const bookingId = await booking('cancelled', 7667);
    const organiser = await chargeAndRecord(deps, charge(bookingId, 'ledger-share-1', 3334));
    const friend = await chargeAndRecord(deps, charge(bookingId, 'ledger-share-2', 3333));
    const extra = await chargeAndRecord(deps, charge(bookingId, 'ledger-share-3', 1000));
    await refundAndRecord(deps, {
      bookingId,
      participantId: null,
      userId: null,
      paymentIntentId: extra.intent.id,
      parentPaymentId: extra.paymentId,
      amountPence: 1000,
      idempotencyKey: 'ledger-extra-back',
    });
    expect(await refundablePence(db, bookingId, 'ledger-cancel')).toBe(6667);

    const spread = await spreadRefund(deps, { bookingId, amountPence: 3333, keyPrefix: 'ledger-cancel' });
    expect(spread.refundedPence).toBe(3333);
    const refunds = (await rows()).filter(
      (row) => row.kind === 'refund' && row.idempotency_key.startsWith('ledger-cancel'),
    );
    expect(refunds.map((row) => [row.parent_payment_id, row.amount_pence, row.idempotency_key])).toEqual([
      [organiser.paymentId, 1667, `ledger-cancel-refund-${organiser.paymentId}`],
      [friend.paymentId, 1666, `ledger-cancel-refund-${friend.paymentId}`],
    ]);

    // The same spread again (a retried decision) replays its refunds instead of making new ones.
    const replay = await spreadRefund(deps, { bookingId, amountPence: 3333, keyPrefix: 'ledger-cancel' });
    expect(replay.refunds.map(({ refund }) => refund.id)).toEqual(spread.refunds.map(({ refund }) => refund.id));
    expect(await count('sandbox_refunds')).toBe(3);
    expect(await refundablePence(db, bookingId, 'another-decision')).toBe(3334);
  });
});
