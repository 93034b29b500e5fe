import { request } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { testEngines } from '@app/db/testing';
import { createUser, loginAs } from './support/accounts';
import { expectBooksToBalance, checkoutPayload, saveCard } from './support/payments';
import { createTestApp, type TestApp } from './support/test-app';
import { createVenue } from './support/venue-fixtures';

/*
 * Closing the app while a checkout is still running, after its caller has gone (a load generator or
 * a browser dropping its connections just before a deploy stops the server). The connection is
 * closed, so the HTTP server is idle at once; the close must still wait for the checkout's work
 * before the mail thread and the database go, or the booking is left held for the sweep and the
 * handler fails on a destroyed database.
 */
const DATE = '2026-11-26';

describe.each(testEngines())('closing the app on %s', (engine) => {
  let harness: TestApp | undefined;
  afterEach(async () => {
    await harness?.database.destroy();
    harness = undefined;
  });

  /** The app listening, a player with a saved card, and a venue; the sandbox answers after 600 ms. */
  async function listeningWithAPlayer() {
    // 600 ms: long enough that a checkout is still with the provider when the test acts.
    harness = await createTestApp(engine, {
      env: { SANDBOX_LATENCY_MS: '600' },
      clock: () => new Date('2026-11-25T10:00:00.000Z'),
    });
    const { app, database } = harness;
    await createUser(database.db, { email: 'player@example.com' });
    const venueId = await createVenue(database.db, {
      name: 'Closing Courts',
      address: '1 Last Road, London N1 1AA',
      sports: [{ sport: 'Tennis', pricePence: 3000 }],
    });
    const token = await loginAs(app, 'player@example.com');
    const card = await saveCard(app, token);
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    return { app, database, venueId, token, card, address };
  }

  /** Resolves once the checkout has held its slot (the hold commits before the provider is called). */
  async function untilHeld(database: TestApp['database']) {
    const deadline = Date.now() + 5_000;
    while (!(await database.db.selectFrom('bookings').select('id').executeTakeFirst())) {
      if (Date.now() > deadline) throw new Error('the checkout never held its slot');
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }

  it('waits for a checkout whose caller has disconnected, then confirms it and sends its mail before closing', async () => {
    const { app, database, venueId, token, card, address } = await listeningWithAPlayer();

    const body = JSON.stringify(
      checkoutPayload({ venueId, sport: 'Tennis', date: DATE, times: ['10:00'], amount: 3000, cardId: card.id }),
    );
    const caller = request(`${address}/api/bookings/process-payment/`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(body),
      },
    });
    const abandoned = new Promise((resolve) => caller.on('error', resolve).on('response', resolve));
    caller.end(body);
    await untilHeld(database);
    caller.destroy();
    expect(await abandoned).toMatchObject({ code: 'ECONNRESET' });

    await app.close();

    const booking = await database.db
      .selectFrom('bookings')
      .select(['status', 'payment_status'])
      .executeTakeFirstOrThrow();
    expect(booking).toEqual({ status: 'confirmed', payment_status: 'succeeded' });
    // The confirmation left through the mail thread before it stopped: nothing is left for the sweep.
    expect(await database.db.selectFrom('pending_mails').select('id').execute()).toEqual([]);
    await expectBooksToBalance(database.db);
  }, 30_000);

  it('answers 503 to a request that arrives while it waits, and lets the running checkout finish', async () => {
    const { app, database, venueId, token, card, address } = await listeningWithAPlayer();

    const running = app.inject({
      method: 'POST',
      url: '/api/bookings/process-payment/',
      headers: { authorization: `Bearer ${token}` },
      payload: checkoutPayload({
        venueId,
        sport: 'Tennis',
        date: DATE,
        times: ['11:00'],
        amount: 3000,
        cardId: card.id,
      }),
    });
    await untilHeld(database);
    const closing = app.close();
    // The checkout is still with the sandbox (600 ms); by now the close has begun.
    await new Promise((resolve) => setTimeout(resolve, 100));
    const late = await fetch(`${address}/api/venues/`);
    expect(late.status).toBe(503);
    expect(late.headers.get('connection')).toBe('close');
    expect((await running).statusCode).toBe(200);
    await closing;
    expect(await database.db.selectFrom('bookings').select('status').execute()).toEqual([{ status: 'confirmed' }]);
    await expectBooksToBalance(database.db);
  }, 30_000);

  it('lets the periodic jobs run under way finish before it closes', async () => {
    const now = new Date('2026-11-25T10:00:00.000Z');
    harness = await createTestApp(engine, {
      runJobs: true,
      clock: () => now,
      // A rate-limit counter long expired: the run's last sweep deletes it.
      beforeReady: (app) =>
        app.db
          .insertInto('rate_limit_counters')
          .values({ key: 'login:203.0.113.9', hits: 3, window_ends_at: now.getTime() - 3_600_000 })
          .execute(),
    });
    // The first run starts as the app is ready; close while it is under way.
    await new Promise((resolve) => setTimeout(resolve, 1));
    await harness.app.close();
    expect(await harness.database.db.selectFrom('rate_limit_counters').select('key').execute()).toEqual([]);
  });
});
