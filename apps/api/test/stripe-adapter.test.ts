import Stripe from 'stripe';
import { afterEach, describe, expect, it } from 'vitest';
import { testEngines } from '@app/db/testing';
import { chargeAndRecord } from '../src/modules/payments/payment-ledger';
import { StripeProvider } from '../src/modules/payments/stripe/stripe-provider';
import { createTestApp, type TestApp } from './support/test-app';
import { createUser } from './support/accounts';

/*
 * The Stripe adapter, offline: the SDK's own fetch client is given a stand-in for the network, so
 * the tests see exactly what would be sent and feed back what Stripe answers. Webhook signatures are
 * made with the SDK's own helper.
 */
interface Sent {
  method: string;
  path: string;
  body: URLSearchParams;
  idempotencyKey: string | null;
}

function fakeStripe(answers: Record<string, { status?: number; body: unknown }>) {
  const sent: Sent[] = [];
  const fetchImpl = (async (url: string | URL, init?: RequestInit) => {
    const parsed = new URL(String(url));
    const headers = new Headers(init?.headers);
    sent.push({
      method: init?.method ?? 'GET',
      path: parsed.pathname,
      body: new URLSearchParams(String(init?.body ?? '')),
      idempotencyKey: headers.get('idempotency-key'),
    });
    const answer = answers[`${init?.method ?? 'GET'} ${parsed.pathname}`] ?? {
      status: 404,
      body: { error: { type: 'invalid_request_error', message: 'not stubbed' } },
    };
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json', 'request-id': 'req_test' },
    });
  }) as typeof fetch;
  return { sent, httpClient: Stripe.createFetchHttpClient(fetchImpl) };
}

const intent = (overrides: Partial<Stripe.PaymentIntent>) => ({
  id: 'pi_123',
  object: 'payment_intent',
  amount: 3500,
  currency: 'gbp',
  status: 'succeeded',
  client_secret: 'pi_123_secret_abc',
  payment_method: 'pm_card',
  last_payment_error: null,
  ...overrides,
});

describe('Stripe adapter (offline)', () => {
  it('creates GBP payment intents confirmed at once with the idempotency key', async () => {
    const { sent, httpClient } = fakeStripe({ 'POST /v1/payment_intents': { body: intent({}) } });
    const provider = new StripeProvider({ secretKey: 'sk_test_x', publishableKey: 'pk_test_x', httpClient });
    const result = await provider.createPaymentIntent({
      amountPence: 3500,
      currency: 'gbp',
      customerId: 'cus_1',
      paymentMethodId: 'pm_card',
      idempotencyKey: 'booking-7-charge',
      description: 'Tennis',
      metadata: { booking_id: '7' },
    });
    expect(result).toEqual({
      id: 'pi_123',
      status: 'succeeded',
      amountPence: 3500,
      clientSecret: null,
      paymentMethodId: 'pm_card',
      failure: null,
    });
    expect(sent[0]).toMatchObject({ method: 'POST', path: '/v1/payment_intents', idempotencyKey: 'booking-7-charge' });
    expect(Object.fromEntries(sent[0]!.body)).toMatchObject({
      amount: '3500',
      currency: 'gbp',
      customer: 'cus_1',
      payment_method: 'pm_card',
      confirm: 'true',
      'metadata[booking_id]': '7',
      'metadata[ledger_key]': 'booking-7-charge',
      'automatic_payment_methods[enabled]': 'true',
      'automatic_payment_methods[allow_redirects]': 'never',
    });
  });

  it('finds a payment whose answer was lost by the ledger key it carries, or answers none', async () => {
    const found = fakeStripe({
      'GET /v1/payment_intents/search': {
        body: { object: 'search_result', data: [intent({})], has_more: false, url: '/v1/payment_intents/search' },
      },
    });
    const provider = new StripeProvider({ secretKey: 'sk_test_x', publishableKey: 'pk', httpClient: found.httpClient });
    expect(await provider.findPaymentIntentByKey('booking-7-charge')).toMatchObject({
      id: 'pi_123',
      status: 'succeeded',
      amountPence: 3500,
    });
    expect(found.sent[0]).toMatchObject({ method: 'GET', path: '/v1/payment_intents/search' });
    const none = fakeStripe({
      'GET /v1/payment_intents/search': {
        body: { object: 'search_result', data: [], has_more: false, url: '/v1/payment_intents/search' },
      },
    });
    expect(
      await new StripeProvider({
        secretKey: 'sk_test_x',
        publishableKey: 'pk',
        httpClient: none.httpClient,
      }).findPaymentIntentByKey("it's-gone"),
    ).toBeNull();
  });

  it('reports 3-D Secure as requires_action with the client secret, and declines as failures with their codes', async () => {
    const action = fakeStripe({ 'POST /v1/payment_intents': { body: intent({ status: 'requires_action' }) } });
    const needsAction = await new StripeProvider({
      secretKey: 'sk_test_x',
      publishableKey: 'pk',
      httpClient: action.httpClient,
    }).createPaymentIntent({
      amountPence: 3500,
      currency: 'gbp',
      customerId: 'c',
      paymentMethodId: 'pm',
      idempotencyKey: 'k1',
      description: 'd',
      metadata: {},
    });
    expect(needsAction).toMatchObject({ status: 'requires_action', clientSecret: 'pi_123_secret_abc' });

    const declined = fakeStripe({
      'POST /v1/payment_intents': {
        status: 402,
        body: {
          error: {
            type: 'card_error',
            code: 'card_declined',
            decline_code: 'insufficient_funds',
            message: 'Your card has insufficient funds.',
            payment_intent: intent({ status: 'requires_payment_method' }),
          },
        },
      },
    });
    const failed = await new StripeProvider({
      secretKey: 'sk_test_x',
      publishableKey: 'pk',
      httpClient: declined.httpClient,
    }).createPaymentIntent({
      amountPence: 3500,
      currency: 'gbp',
      customerId: 'c',
      paymentMethodId: 'pm',
      idempotencyKey: 'k2',
      description: 'd',
      metadata: {},
    });
    expect(failed).toMatchObject({
      id: 'pi_123',
      status: 'failed',
      failure: { code: 'card_declined', declineCode: 'insufficient_funds' },
    });
  });

  it('attaches payment methods to customers and refunds with idempotency keys', async () => {
    const { sent, httpClient } = fakeStripe({
      'POST /v1/customers': { body: { id: 'cus_9', object: 'customer' } },
      'POST /v1/payment_methods/pm_card/attach': {
        body: {
          id: 'pm_card',
          object: 'payment_method',
          type: 'card',
          card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2030, funding: 'credit', country: 'GB' },
          billing_details: { name: 'Pat', address: { city: 'London' } },
        },
      },
      'POST /v1/refunds': { body: { id: 're_1', object: 'refund', status: 'succeeded', amount: 1200 } },
    });
    const provider = new StripeProvider({ secretKey: 'sk_test_x', publishableKey: 'pk', httpClient });
    expect(await provider.createCustomer({ email: 'pat@example.com', name: 'Pat', userId: 9 })).toBe('cus_9');
    expect(sent[0]!.idempotencyKey).toBe('customer-9');
    expect(await provider.attachPaymentMethod('pm_card', 'cus_9')).toMatchObject({
      id: 'pm_card',
      brand: 'visa',
      last4: '4242',
      country: 'GB',
      cardholderName: 'Pat',
    });
    expect(Object.fromEntries(sent[1]!.body)).toEqual({ customer: 'cus_9' });
    expect(
      await provider.refund({
        paymentIntentId: 'pi_123',
        amountPence: 1200,
        idempotencyKey: 'cancellation-1-refund-4',
      }),
    ).toEqual({ id: 're_1', status: 'succeeded', amountPence: 1200 });
    expect(sent[2]).toMatchObject({ path: '/v1/refunds', idempotencyKey: 'cancellation-1-refund-4' });
    expect(Object.fromEntries(sent[2]!.body)).toEqual({ payment_intent: 'pi_123', amount: '1200' });
  });
});

describe.each(testEngines())('Stripe webhooks and the ledger on %s', (engine) => {
  let harness: TestApp | undefined;
  afterEach(async () => {
    await harness?.close();
    harness = undefined;
  });
  const secret = 'whsec_test_secret';

  /** The app on Stripe (answering `answers`), a player and a held booking, charged by default and waiting for 3-D Secure. */
  async function start(answers: Parameters<typeof fakeStripe>[0] = {}, charged = true) {
    const { sent, httpClient } = fakeStripe(answers);
    const provider = new StripeProvider({ secretKey: 'sk_test_x', publishableKey: 'pk_test_x', httpClient });
    harness = await createTestApp(engine, {
      env: {
        PAYMENT_PROVIDER: 'stripe',
        STRIPE_SECRET_KEY: 'sk_test_x',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_x',
        STRIPE_WEBHOOK_SECRET: secret,
      },
      clock: () => new Date('2026-11-21T10:00:00Z'),
      paymentProvider: provider,
    });
    const { db } = harness.database;
    const user = await createUser(db, { email: 'p@example.com' });
    const venue = await db
      .insertInto('venues')
      .values({ name: 'V', approved: 1, created_at: 'x', updated_at: 'x' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const booking = await db
      .insertInto('bookings')
      .values({
        user_id: user.id,
        venue_id: venue.id,
        sport: 'Tennis',
        date: '2026-11-25',
        time_slots: '["10:00"]',
        starts_at: '2026-11-25T10:00:00.000Z',
        ends_at: '2026-11-25T11:00:00.000Z',
        total_pence: 3500,
        status: 'pending',
        hold_expires_at: '2026-11-21T10:15:00.000Z',
        created_at: 'x',
        updated_at: 'x',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('booking_slots')
      .values({
        booking_id: booking.id,
        venue_id: venue.id,
        sport: 'Tennis',
        date: '2026-11-25',
        start_time: '10:00',
        starts_at: '2026-11-25T10:00:00.000Z',
        price_pence: 3500,
      })
      .execute();
    if (charged) {
      await db
        .insertInto('payments')
        .values({
          booking_id: booking.id,
          user_id: user.id,
          kind: 'charge',
          provider: 'stripe',
          provider_reference: 'pi_123',
          amount_pence: 3500,
          status: 'requires_action',
          idempotency_key: `booking-${booking.id}-charge`,
          created_at: 'x',
          updated_at: 'x',
        })
        .execute();
    }
    return { bookingId: booking.id, userId: user.id, provider, sent };
  }

  const send = (provider: StripeProvider, event: object, signatureSecret = secret) => {
    const payload = JSON.stringify(event);
    const signature = provider.client.webhooks.generateTestHeaderString({ payload, secret: signatureSecret });
    return harness!.app.inject({
      method: 'POST',
      url: '/api/webhooks/stripe',
      payload,
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    });
  };

  it('confirms the booking when Stripe reports the payment succeeded', async () => {
    const { bookingId, provider } = await start();
    const response = await send(provider, {
      id: 'evt_1',
      object: 'event',
      type: 'payment_intent.succeeded',
      data: { object: intent({}) },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: true });
    const booking = await harness!.database.db
      .selectFrom('bookings')
      .selectAll()
      .where('id', '=', bookingId)
      .executeTakeFirstOrThrow();
    expect(booking).toMatchObject({ status: 'confirmed', payment_status: 'succeeded' });
  });

  it('releases the hold when Stripe reports a failure', async () => {
    const { bookingId, provider } = await start();
    await send(provider, {
      id: 'evt_2',
      object: 'event',
      type: 'payment_intent.payment_failed',
      data: {
        object: intent({
          status: 'requires_payment_method',
          last_payment_error: { type: 'card_error', code: 'card_declined', message: 'declined' } as never,
        }),
      },
    });
    const booking = await harness!.database.db
      .selectFrom('bookings')
      .selectAll()
      .where('id', '=', bookingId)
      .executeTakeFirstOrThrow();
    expect(booking.status).toBe('failed');
    expect(await harness!.database.db.selectFrom('booking_slots').selectAll().execute()).toEqual([]);
  });

  it('refuses events with a bad signature and changes nothing', async () => {
    const { bookingId, provider } = await start();
    const response = await send(
      provider,
      { id: 'evt_3', object: 'event', type: 'payment_intent.succeeded', data: { object: intent({}) } },
      'whsec_wrong',
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('INVALID_SIGNATURE');
    const booking = await harness!.database.db
      .selectFrom('bookings')
      .selectAll()
      .where('id', '=', bookingId)
      .executeTakeFirstOrThrow();
    expect(booking.status).toBe('pending');
  });

  it('asks Stripe how an intent stands now when a key is repeated, since Stripe replays its first answer', async () => {
    // Stripe answers a repeated key with the response it gave first (3-D Secure pending), though the
    // cardholder has since approved; only a fresh read of the intent tells.
    const { bookingId, userId, sent } = await start(
      {
        'POST /v1/payment_intents': { body: intent({ status: 'requires_action' }) },
        'GET /v1/payment_intents/pi_123': { body: intent({ status: 'succeeded' }) },
      },
      false,
    );
    const { db } = harness!.database;
    const charge = {
      bookingId,
      participantId: null,
      userId,
      amountPence: 3500,
      customerId: 'cus_1',
      paymentMethodId: 'pm_card',
      idempotencyKey: `booking-${bookingId}-charge`,
      description: 'Tennis',
      metadata: {},
    };
    const deps = harness!.app.serviceDeps();

    expect((await chargeAndRecord(deps, charge)).intent.status).toBe('requires_action');
    expect((await chargeAndRecord(deps, charge)).intent.status).toBe('succeeded');
    expect(sent.map((request) => [request.method, request.path, request.idempotencyKey])).toEqual([
      ['POST', '/v1/payment_intents', `booking-${bookingId}-charge`],
      ['POST', '/v1/payment_intents', `booking-${bookingId}-charge`],
      ['GET', '/v1/payment_intents/pi_123', null],
    ]);
    const rows = await db.selectFrom('payments').select(['status', 'provider_reference', 'provider']).execute();
    expect(rows).toEqual([{ status: 'succeeded', provider_reference: 'pi_123', provider: 'stripe' }]);
  });
});
