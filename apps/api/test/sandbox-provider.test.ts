import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase, testEngines, type TestDatabase } from '@app/db/testing';
import { SandboxProvider } from '../src/modules/payments/sandbox/sandbox-provider';
import { CARDS } from './support/payments';

describe.each(testEngines())('sandbox provider on %s', (engine) => {
  let database: TestDatabase | undefined;
  afterEach(async () => {
    await database?.destroy();
    database = undefined;
  });

  async function setUp(number: string) {
    database = await createTestDatabase(engine);
    const sandbox = new SandboxProvider(database.db, () => new Date('2026-11-21T10:00:00Z'), { engine });
    const customer = await sandbox.createCustomer({ email: 'p@example.com', name: 'P' });
    const method = await sandbox.tokenise({
      card: { number, exp_month: 12, exp_year: 2030, cvc: number.startsWith('37') ? '1234' : '123' },
    });
    await sandbox.attachPaymentMethod(method.id, customer);
    const charge = (key: string, extra: { offSession?: boolean } = {}) =>
      sandbox.createPaymentIntent({
        amountPence: 4200,
        currency: 'gbp',
        customerId: customer,
        paymentMethodId: method.id,
        idempotencyKey: key,
        description: 'test',
        metadata: {},
        ...extra,
      });
    return { sandbox, customer, method, charge };
  }

  it.each([
    [CARDS.visa, 'succeeded', null, null],
    [CARDS.declined, 'failed', 'card_declined', 'generic_decline'],
    [CARDS.insufficientFunds, 'failed', 'card_declined', 'insufficient_funds'],
    [CARDS.expired, 'failed', 'expired_card', 'expired_card'],
    [CARDS.processingError, 'failed', 'processing_error', null],
    [CARDS.threeDSecure, 'requires_action', null, null],
  ])('card %s ends %s', async (number, status, code, declineCode) => {
    const { charge } = await setUp(number);
    const result = await charge('k1');
    expect(result.status).toBe(status);
    expect(result.failure?.code ?? null).toBe(code);
    expect(result.failure?.declineCode ?? null).toBe(declineCode);
    if (status === 'requires_action') expect(result.clientSecret).toMatch(/^pi_\w+_secret_\w+$/);
  });

  it('answers the same intent for the same idempotency key and survives a new instance (state in the database)', async () => {
    const { charge, customer, method } = await setUp(CARDS.visa);
    const first = await charge('same-key');
    const second = await charge('same-key');
    expect(second.id).toBe(first.id);
    const restarted = new SandboxProvider(database!.db, () => new Date('2026-11-21T11:00:00Z'), { engine });
    expect((await restarted.retrievePaymentIntent(first.id)).status).toBe('succeeded');
    const again = await restarted.createPaymentIntent({
      amountPence: 4200,
      currency: 'gbp',
      customerId: customer,
      paymentMethodId: method.id,
      idempotencyKey: 'same-key',
      description: 'x',
      metadata: {},
    });
    expect(again.id).toBe(first.id);
    const count = await database!.db
      .selectFrom('sandbox_payment_intents')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
  });

  it('charges a succeeding card in one statement only as the long way would: its own customer, one intent per key, every field recorded', async () => {
    const { sandbox, customer, method, charge } = await setUp(CARDS.visa);
    // Another customer naming this card is refused, and nothing is recorded for them.
    const stranger = await sandbox.createCustomer({ email: 's@example.com', name: 'S' });
    await expect(
      sandbox.createPaymentIntent({
        amountPence: 4200,
        currency: 'gbp',
        customerId: stranger,
        paymentMethodId: method.id,
        idempotencyKey: 'stranger',
        description: 'x',
        metadata: {},
      }),
    ).rejects.toMatchObject({
      code: 'resource_missing',
    });
    // The same key at the same moment: one intent, both answers name it.
    const [first, second] = await Promise.all([
      charge('race-key', { offSession: true }),
      charge('race-key', { offSession: true }),
    ]);
    expect(second.id).toBe(first.id);
    expect(first).toMatchObject({
      status: 'succeeded',
      amountPence: 4200,
      clientSecret: null,
      paymentMethodId: method.id,
      failure: null,
    });
    const rows = await database!.db.selectFrom('sandbox_payment_intents').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      id: first.id,
      amount: 4200,
      amount_refunded: 0,
      currency: 'gbp',
      customer_id: customer,
      payment_method_id: method.id,
      status: 'succeeded',
      idempotency_key: 'race-key',
      off_session: 1,
      failure_code: null,
      decline_code: null,
      description: 'test',
      metadata: '{}',
      created_at: '2026-11-21T10:00:00.000Z',
      updated_at: '2026-11-21T10:00:00.000Z',
    });
    expect(rows[0]!.client_secret).toMatch(new RegExp(`^${first.id}_secret_[0-9a-f]{24}$`));
    // A card detached from its customer no longer charges.
    await sandbox.detachPaymentMethod(method.id);
    await expect(charge('after-detach')).rejects.toMatchObject({ code: 'resource_missing' });
  });

  it('needs the cardholder for 3-D Secure: approve succeeds, fail fails, off-session cannot authenticate', async () => {
    const { sandbox, charge } = await setUp(CARDS.threeDSecure);
    const approved = await charge('a');
    await sandbox.authenticate(approved.id, approved.clientSecret!, 'approve');
    expect((await sandbox.retrievePaymentIntent(approved.id)).status).toBe('succeeded');
    const failed = await charge('b');
    await sandbox.authenticate(failed.id, failed.clientSecret!, 'fail');
    expect(await sandbox.retrievePaymentIntent(failed.id)).toMatchObject({
      status: 'failed',
      failure: { code: 'payment_intent_authentication_failure' },
    });
    await expect(sandbox.authenticate(failed.id, failed.clientSecret!, 'approve')).rejects.toThrow(
      /nothing to authenticate/,
    );
    expect(await charge('c', { offSession: true })).toMatchObject({
      status: 'failed',
      failure: { code: 'authentication_required' },
    });
  });

  it('refunds in full or in parts, never more than was paid, once per key', async () => {
    const { sandbox, charge } = await setUp(CARDS.visa);
    const paid = await charge('pay');
    expect(await sandbox.refund({ paymentIntentId: paid.id, amountPence: 1200, idempotencyKey: 'r1' })).toMatchObject({
      status: 'succeeded',
      amountPence: 1200,
    });
    expect(
      (await sandbox.refund({ paymentIntentId: paid.id, amountPence: 1200, idempotencyKey: 'r1' })).amountPence,
    ).toBe(1200);
    await expect(sandbox.refund({ paymentIntentId: paid.id, amountPence: 3001, idempotencyKey: 'r2' })).rejects.toThrow(
      /greater than the unrefunded/,
    );
    await sandbox.refund({ paymentIntentId: paid.id, amountPence: 3000, idempotencyKey: 'r3' });
    const row = await database!.db
      .selectFrom('sandbox_payment_intents')
      .select('amount_refunded')
      .where('id', '=', paid.id)
      .executeTakeFirstOrThrow();
    expect(row.amount_refunded).toBe(4200);
  });

  it('cancels a payment waiting for authentication', async () => {
    const { sandbox, charge } = await setUp(CARDS.threeDSecure);
    const waiting = await charge('w');
    expect((await sandbox.cancelPaymentIntent(waiting.id)).status).toBe('canceled');
  });

  it("takes the cardholder's answer only with the payment's client secret", async () => {
    const { sandbox, charge } = await setUp(CARDS.threeDSecure);
    const waiting = await charge('secret');
    await expect(sandbox.authenticate(waiting.id, 'pi_guess_secret_0000', 'approve')).rejects.toThrow(
      'No such payment intent.',
    );
    await expect(sandbox.authenticate(waiting.id, '', 'approve')).rejects.toThrow('No such payment intent.');
    expect((await sandbox.retrievePaymentIntent(waiting.id)).status).toBe('requires_action');
    await sandbox.authenticate(waiting.id, waiting.clientSecret!, 'approve');
    expect((await sandbox.retrievePaymentIntent(waiting.id)).status).toBe('succeeded');
  });

  it('refunds once for requests with one key at the same moment, and never more than was paid', async () => {
    const { sandbox, charge } = await setUp(CARDS.visa);
    const paid = await charge('pay');
    const same = await Promise.all(
      Array.from({ length: 10 }, () =>
        sandbox.refund({ paymentIntentId: paid.id, amountPence: 1000, idempotencyKey: 'one-key' }),
      ),
    );
    expect(new Set(same.map((refund) => refund.id)).size).toBe(1);
    const different = await Promise.allSettled(
      Array.from({ length: 10 }, (_, index) =>
        sandbox.refund({ paymentIntentId: paid.id, amountPence: 1000, idempotencyKey: `key-${index}` }),
      ),
    );
    expect(different.filter((result) => result.status === 'fulfilled')).toHaveLength(3);
    expect(
      different
        .filter((result) => result.status === 'rejected')
        .map((result) => String((result as PromiseRejectedResult).reason)),
    ).toEqual(Array(7).fill('ProviderRequestError: Refund amount is greater than the unrefunded amount.'));
    const refunds = await database!.db.selectFrom('sandbox_refunds').select('amount').execute();
    expect(refunds.reduce((sum, refund) => sum + refund.amount, 0)).toBe(4000);
    const intent = await database!.db
      .selectFrom('sandbox_payment_intents')
      .select('amount_refunded')
      .where('id', '=', paid.id)
      .executeTakeFirstOrThrow();
    expect(intent.amount_refunded).toBe(4000);
  });

  it('finds a payment by its idempotency key, or answers none when it never received one', async () => {
    const { sandbox, charge } = await setUp(CARDS.visa);
    const paid = await charge('known-key');
    expect(await sandbox.findPaymentIntentByKey('known-key')).toMatchObject({
      id: paid.id,
      status: 'succeeded',
      amountPence: 4200,
    });
    expect(await sandbox.findPaymentIntentByKey('never-sent')).toBeNull();
  });

  it('answers after the configured delay when asked to behave like a provider over the network', async () => {
    database = await createTestDatabase(engine);
    const slow = new SandboxProvider(database.db, () => new Date('2026-11-21T10:00:00Z'), {
      engine,
      latencyMs: { min: 60, max: 60 },
    });
    const started = performance.now();
    await slow.createCustomer({ email: 'p@example.com', name: 'P' });
    expect(performance.now() - started).toBeGreaterThanOrEqual(59);
  });
});
