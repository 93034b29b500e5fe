import { bookingCode } from '@app/domain';
import { describe, expect, it } from 'vitest';
import { testEngines } from '@app/db/testing';
import { bearer, createUser, loginAs } from './support/accounts';
import { bookThroughCheckout, saveCard } from './support/payments';
import { paymentSuite } from './support/payment-suite';
import { createVenue } from './support/venue-fixtures';

// The suite's clock starts on Saturday 21 November 2026, 10:00 UTC.
const DATE = '2026-11-25';

describe.each(testEngines())('money shown before it moves on %s', (engine) => {
  const suite = paymentSuite(engine);

  async function start() {
    const harness = await suite.start();
    const { db } = harness.database;
    const owner = await createUser(db, { email: 'owner@example.com', role: 'venue_owner' });
    await createUser(db, { email: 'player@example.com', name: 'Pat Player' });
    await createUser(db, { email: 'rival@example.com' });
    const venueId = await createVenue(db, {
      name: 'Camden Courts',
      ownerId: owner.id,
      sports: [{ sport: 'Tennis', pricePence: 3000 }],
    });
    const token = await loginAs(harness.app, 'player@example.com');
    const card = await saveCard(harness.app, token);
    const book = (times: string[], date = DATE) =>
      bookThroughCheckout(suite.harness!.app, token, {
        venueId,
        sport: 'Tennis',
        date,
        times,
        amount: 3000 * times.length,
        cardId: card.id,
      });
    return { token, book };
  }
  const quote = (token: string, id: number, timeSlots: string[]) =>
    suite.harness!.app.inject({
      method: 'POST',
      url: `/api/bookings/${id}/edit/quote/`,
      headers: bearer(token),
      payload: { timeSlots },
    });
  const payments = async () => (await suite.harness!.database.db.selectFrom('payments').select('id').execute()).length;

  it('quotes the extra charge or the refund of new hours without holding or moving anything, and the edit then moves exactly that', async () => {
    const { token, book } = await start();
    const id = await book(['10:00', '11:00']);
    const before = await payments();

    const more = await quote(token, id, ['10:00', '11:00', '14:00']);
    expect(more.statusCode).toBe(200);
    expect(more.json()).toEqual({
      success: true,
      currentTotalPence: 6000,
      newTotalPence: 9000,
      priceDifference: { amountPence: 3000, direction: 'charged' },
    });
    const fewer = await quote(token, id, ['10:00']);
    expect(fewer.json()).toMatchObject({
      newTotalPence: 3000,
      priceDifference: { amountPence: 3000, direction: 'refunded' },
    });
    const moved = await quote(token, id, ['14:00', '15:00']);
    expect(moved.json()).toMatchObject({ newTotalPence: 6000, priceDifference: { amountPence: 0, direction: 'none' } });
    // Nothing moved and nothing is held: another booking may still take 14:00.
    expect(await payments()).toBe(before);
    const other = await book(['14:00']);
    expect(other).toBeGreaterThan(id);
    expect((await quote(token, id, ['10:00', '14:00'])).json()).toMatchObject({ code: 'SLOT_UNAVAILABLE' });

    const edit = await suite.harness!.app.inject({
      method: 'PATCH',
      url: `/api/bookings/${id}/edit/`,
      headers: bearer(token),
      payload: { timeSlots: ['10:00', '11:00', '15:00'] },
    });
    expect(edit.json().priceDifference).toEqual({ amountPence: 3000, direction: 'charged' });
  });

  it("refuses to quote no change, a bad hour, and another player's booking", async () => {
    const { token, book } = await start();
    const id = await book(['10:00']);
    expect((await quote(token, id, ['10:00'])).json()).toMatchObject({ code: 'NO_CHANGES' });
    const bad = await quote(token, id, ['10:30']);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('VALIDATION_ERROR');
    const rival = await loginAs(suite.harness!.app, 'rival@example.com');
    expect((await quote(rival, id, ['10:00', '11:00'])).statusCode).toBe(404);
  });

  it('e-mails a receipt for changed hours with what was charged or refunded and the new total', async () => {
    const { token, book } = await start();
    const id = await book(['10:00', '11:00']);
    await suite.harness!.app.inject({
      method: 'PATCH',
      url: `/api/bookings/${id}/edit/`,
      headers: bearer(token),
      payload: { timeSlots: ['10:00'] },
    });
    const receipt = await suite.mailbox.waitFor('player@example.com', new RegExp(`Booking ${bookingCode(id)} changed`));
    expect(receipt.text).toContain('£30.00 is on its way back to your card');
    expect(receipt.text).toContain('New total');
    expect(receipt.text).toContain('10:00');
  });

  it('confirms a cancellation request by e-mail, stating the full refund more than 24 hours ahead', async () => {
    const { token, book } = await start();
    const id = await book(['10:00']);
    await suite.harness!.app.inject({
      method: 'POST',
      url: `/api/bookings/${id}/cancel/`,
      headers: bearer(token),
      payload: { reason: 'Injured' },
    });
    const mail = await suite.mailbox.waitFor(
      'player@example.com',
      new RegExp(`Cancellation requested for booking ${bookingCode(id)}`),
    );
    expect(mail.text).toContain('the full £30.00 comes back to your card');
  });

  it("says a refund is at the venue's discretion inside 24 hours", async () => {
    const { token, book } = await start();
    const id = await book(['18:00'], '2026-11-23'); // Monday evening: 56 hours ahead
    suite.clock.advance(40 * 3_600_000); // now 16 hours before the start
    await suite.harness!.app.inject({
      method: 'POST',
      url: `/api/bookings/${id}/cancel/`,
      headers: bearer(token),
      payload: { reason: 'Rain' },
    });
    const mail = await suite.mailbox.waitFor(
      'player@example.com',
      new RegExp(`Cancellation requested for booking ${bookingCode(id)}`),
    );
    expect(mail.text).toContain("any refund (up to £30.00) is at the venue's discretion");
  });
});
