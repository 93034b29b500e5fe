import { afterEach, describe, expect, it } from 'vitest';
import { testEngines } from '@app/db/testing';
import { createTestApp, type TestApp } from './support/test-app';
import { createUser, loginAs } from './support/accounts';
import { checkoutPayload, saveCard, expectBooksToBalance } from './support/payments';
import { createVenue } from './support/venue-fixtures';

/*
 * 200 players try to book the same court-hour at the same moment through the real HTTP stack
 * (a listening server, not inject). Exactly one wins; everyone else is told the slot is gone; the
 * provider holds exactly one charge.
 */
describe.each(testEngines())('the same slot, 200 times at once, on %s', (engine) => {
  let harness: TestApp | undefined;
  afterEach(async () => {
    try {
      if (harness) await expectBooksToBalance(harness.database.db);
    } finally {
      await harness?.close();
      harness = undefined;
    }
  });

  it('lets exactly one booking through and charges exactly once', async () => {
    harness = await createTestApp(engine, { clock: () => new Date('2026-11-21T10:00:00Z') });
    const { db } = harness.database;
    const venueId = await createVenue(db, {
      name: 'Contested Courts',
      sports: [{ sport: 'Squash', pricePence: 2800 }],
    });
    const players = await Promise.all(
      Array.from({ length: 200 }, (_, index) => createUser(db, { email: `racer${index}@example.com` })),
    );
    const tokens: string[] = [];
    const cards: number[] = [];
    for (const player of players) {
      const token = await loginAs(harness.app, player.email);
      tokens.push(token);
      cards.push((await saveCard(harness.app, token)).id);
    }
    const address = await harness.app.listen({ port: 0, host: '127.0.0.1' });

    const responses = await Promise.all(
      tokens.map((token, index) =>
        fetch(`${address}/api/bookings/process-payment/`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Token ${token}` },
          body: JSON.stringify(
            checkoutPayload({
              venueId,
              sport: 'Squash',
              date: '2026-11-26',
              times: ['19:00'],
              amount: 2800,
              cardId: cards[index]!,
            }),
          ),
        }).then(async (response) => ({ status: response.status, body: (await response.json()) as { error?: string } })),
      ),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(199);
    expect(new Set(responses.filter((r) => r.status === 409).map((r) => r.body.error))).toEqual(
      new Set(['This booking slot is no longer available.']),
    );

    const intents = await db.selectFrom('sandbox_payment_intents').selectAll().execute();
    expect(intents).toHaveLength(1);
    expect(intents[0]).toMatchObject({ status: 'succeeded', amount: 2800 });
    const claims = await db.selectFrom('booking_slots').selectAll().execute();
    expect(claims).toHaveLength(1);
    const confirmed = await db.selectFrom('bookings').selectAll().where('status', '=', 'confirmed').execute();
    expect(confirmed).toHaveLength(1);
  }, 120_000);
});
