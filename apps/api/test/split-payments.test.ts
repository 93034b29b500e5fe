import { SPLIT_LINK_MESSAGES as L, SPLIT_MESSAGES } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { testEngines } from '@app/db/testing';
import { decideCancellation } from '../src/modules/bookings/cancellation-service';
import { findSessionUser } from '../src/modules/auth/session-tokens';
import { reconcileMoney } from '../src/modules/payments/reconciliation';
import { sweepSplitDeadlines } from '../src/modules/split-payments/split-deadline-sweep';
import { bearer, createUser, loginAs } from './support/accounts';
import { CARDS, checkoutPayload, guestCard, saveCard, splitWith } from './support/payments';
import { payLinkToken } from './support/test-mailbox';
import { paymentSuite } from './support/payment-suite';
import { createVenue } from './support/venue-fixtures';

const DATE = '2026-11-25';
const FRIENDS = ['sam@example.com', 'kim@example.com'];

describe.each(testEngines())('split payments on %s', (engine) => {
  const suite = paymentSuite(engine, { PUBLIC_URL: 'https://book.example.co.uk' });

  async function start() {
    const harness = await suite.start();
    const { db } = harness.database;
    await createUser(db, { email: 'organiser@example.com', name: 'Olivia Organiser' });
    await createUser(db, { email: 'kim@example.com', name: 'Kim Friend' });
    await createUser(db, { email: 'admin@example.com', role: 'admin' });
    const venueId = await createVenue(db, { name: 'Split Courts', sports: [{ sport: 'Football', pricePence: 5000 }] });
    const organiser = await loginAs(harness.app, 'organiser@example.com');
    const card = await saveCard(harness.app, organiser);
    return { venueId, organiser, card };
  }

  const split = (emails = FRIENDS) => splitWith(emails);
  const pay = (token: string, payload: object) =>
    suite.harness!.app.inject({
      method: 'POST',
      url: '/api/bookings/process-payment/',
      headers: bearer(token),
      payload,
    });
  const linkOf = async (email: string) => {
    const mail = await suite.mailbox.waitFor(email, /your share/);
    return { token: payLinkToken(mail), mail };
  };
  const tokenise = (number?: string) => guestCard(suite.harness!.app, number);
  const payLink = (link: string, payload: object, token?: string) =>
    suite.harness!.app.inject({
      method: 'POST',
      url: `/api/split-payments/${link}/pay/`,
      payload,
      headers: token ? bearer(token) : {},
    });
  const participants = (bookingId: number) =>
    suite
      .harness!.database.db.selectFrom('booking_participants')
      .select(['email', 'share_pence', 'paid_pence', 'status'])
      .where('booking_id', '=', bookingId)
      .orderBy('id')
      .execute();

  async function splitBooking() {
    const context = await start();
    // £100.00 for two hours across 3 people: 3333p each for the friends, 3334p for the organiser.
    const response = await pay(
      context.organiser,
      checkoutPayload({
        venueId: context.venueId,
        sport: 'Football',
        date: DATE,
        times: ['18:00', '19:00'],
        amount: 3334,
        cardId: context.card.id,
        split: split(),
      }),
    );
    expect(response.statusCode).toBe(200);
    return { ...context, bookingId: response.json().booking.id as number };
  }

  it("charges the organiser their share, records everyone's share, and e-mails personal links", async () => {
    const { bookingId } = await splitBooking();
    expect(await participants(bookingId)).toEqual([
      { email: 'organiser@example.com', share_pence: 3334, paid_pence: 3334, status: 'paid' },
      { email: 'sam@example.com', share_pence: 3333, paid_pence: 0, status: 'pending' },
      { email: 'kim@example.com', share_pence: 3333, paid_pence: 0, status: 'pending' },
    ]);
    const booking = await suite
      .harness!.database.db.selectFrom('bookings')
      .selectAll()
      .where('id', '=', bookingId)
      .executeTakeFirstOrThrow();
    expect(booking).toMatchObject({
      status: 'confirmed',
      is_split: 1,
      split_status: 'collecting',
      split_deadline_at: '2026-11-25T14:00:00.000Z',
      split_cutoff_at: '2026-11-25T16:00:00.000Z',
      total_pence: 10000,
    });
    const { token, mail } = await linkOf('sam@example.com');
    expect(mail.text).toContain('Olivia Organiser');
    expect(mail.text).toContain('£33.33');
    const read = await suite.harness!.app.inject({ method: 'GET', url: `/api/split-payments/${token}/` });
    // The link's details are the invitee's own: no browser or proxy may keep them.
    expect(read.headers['cache-control']).toBe('no-store');
    const invitation = read.json().invitation;
    expect(invitation).toMatchObject({
      kind: 'share',
      status: 'open',
      venueName: 'Split Courts',
      sport: 'Football',
      date: DATE,
      timeSlots: ['18:00', '19:00'],
      organiserName: 'Olivia Organiser',
      amountPence: 3333,
    });
  });

  it('validates the split with the spec messages', async () => {
    const { venueId, organiser, card } = await start();
    const attempt = (splitPayment: object, amount = 3334) =>
      pay(
        organiser,
        checkoutPayload({
          venueId,
          sport: 'Football',
          date: DATE,
          times: ['18:00', '19:00'],
          amount,
          cardId: card.id,
          split: splitPayment,
        }),
      );
    expect((await attempt({ ...split(), payment_link_generated: false })).json().error).toBe(
      SPLIT_MESSAGES.generateLinkFirst,
    );
    expect((await attempt({ ...split(), invite_emails: ['sam@example.com'] })).json().error).toBe(
      SPLIT_MESSAGES.emailsForAll,
    );
    expect((await attempt({ ...split(['sam@example', 'kim@example.com']) })).json().error).toBe(
      SPLIT_MESSAGES.validEmails,
    );
    expect((await attempt({ ...split(), number_of_people: 21 })).json().error).toBe(SPLIT_MESSAGES.fillRequired);
    expect((await attempt(split(), 10000)).json().code).toBe('PRICE_MISMATCH');
    suite.clock.advance(4 * 24 * 3_600_000 + 5 * 3_600_000); // 25 November, 15:00 — three hours before.
    expect((await attempt(split())).json().error).toBe(SPLIT_MESSAGES.tooLate);
  });

  it('lets invitees pay as a guest and signed in; tells the organiser when everyone has paid', async () => {
    const { bookingId } = await splitBooking();
    const sam = (await linkOf('sam@example.com')).token;
    const kim = (await linkOf('kim@example.com')).token;
    const noDetails = await payLink(sam, { payment_method_id: await tokenise() });
    expect(noDetails.json().error).toBe(L.guestDetails);
    const guest = await payLink(sam, {
      payment_method_id: await tokenise(),
      name: 'Sam Guest',
      email: 'sam@example.com',
    });
    expect(guest.json()).toMatchObject({ status: 'paid', message: L.paid, amount_pence: 3333 });
    const again = await payLink(sam, {
      payment_method_id: await tokenise(),
      name: 'Sam Guest',
      email: 'sam@example.com',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(L.alreadyPaid);

    const kimToken = await loginAs(suite.harness!.app, 'kim@example.com');
    const kimCard = await saveCard(suite.harness!.app, kimToken);
    expect((await payLink(kim, { payment_method_id: kimCard.id }, kimToken)).json().status).toBe('paid');
    const booking = await suite
      .harness!.database.db.selectFrom('bookings')
      .select('split_status')
      .where('id', '=', bookingId)
      .executeTakeFirstOrThrow();
    expect(booking.split_status).toBe('settled');
    await suite.mailbox.waitFor('organiser@example.com', /Everyone has paid/);
    const organiserView = (
      await suite.harness!.app.inject({
        method: 'GET',
        url: '/api/bookings/my-bookings/',
        headers: bearer(await loginAs(suite.harness!.app, 'organiser@example.com')),
      })
    ).json().bookings[0];
    expect(organiserView.split.participants.map((p: { status: string }) => p.status)).toEqual(['paid', 'paid', 'paid']);
    // After the deadline nothing more is charged.
    suite.clock.advance(5 * 24 * 3_600_000);
    expect(await sweepSplitDeadlines(suite.harness!.app.serviceDeps())).toEqual({
      charged: 0,
      awaitingOrganiser: 0,
      cancelled: 0,
    });
  });

  it('supports 3-D Secure on the payment page', async () => {
    await splitBooking();
    const sam = (await linkOf('sam@example.com')).token;
    const first = await payLink(sam, {
      payment_method_id: await tokenise(CARDS.threeDSecure),
      name: 'Sam',
      email: 'sam@example.com',
    });
    expect(first.json()).toMatchObject({ status: 'requires_action', requires_action: true });
    const intent = first.json().payment_intent_id;
    await suite.harness!.app.inject({
      method: 'POST',
      url: `/api/sandbox/payment-intents/${intent}/authenticate`,
      payload: { result: 'approve', client_secret: first.json().client_secret },
    });
    const confirmed = await suite.harness!.app.inject({
      method: 'POST',
      url: `/api/split-payments/${sam}/confirm/`,
      payload: { payment_intent_id: intent },
    });
    expect(confirmed.json()).toMatchObject({ status: 'paid' });
  });

  it('charges the organiser the unpaid balance at the deadline, once, even with two sweeps at once', async () => {
    const { bookingId } = await splitBooking();
    const sam = (await linkOf('sam@example.com')).token;
    await payLink(sam, { payment_method_id: await tokenise(), name: 'Sam', email: 'sam@example.com' });
    suite.clock.advance(4 * 24 * 3_600_000 + 3 * 3_600_000); // 25 November, 13:00: not yet.
    expect(await sweepSplitDeadlines(suite.harness!.app.serviceDeps())).toEqual({
      charged: 0,
      awaitingOrganiser: 0,
      cancelled: 0,
    });
    suite.clock.advance(3_600_000); // 14:00: four hours before.
    const [a, b] = await Promise.all([
      sweepSplitDeadlines(suite.harness!.app.serviceDeps()),
      sweepSplitDeadlines(suite.harness!.app.serviceDeps()),
    ]);
    expect(a.charged + b.charged).toBe(1);
    const balance = await suite
      .harness!.database.db.selectFrom('sandbox_payment_intents')
      .select(['amount', 'off_session'])
      .where('off_session', '=', 1)
      .execute();
    expect(balance).toEqual([{ amount: 3333, off_session: 1 }]);
    expect((await participants(bookingId)).map((p) => [p.email, p.status])).toEqual([
      ['organiser@example.com', 'paid'],
      ['sam@example.com', 'paid'],
      ['kim@example.com', 'covered'],
    ]);
    await suite.mailbox.waitFor('organiser@example.com', /unpaid balance/);
    const kim = (await linkOf('kim@example.com')).token;
    const late = await payLink(kim, { payment_method_id: await tokenise(), name: 'Kim', email: 'kim@example.com' });
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toBe(L.covered);
  });

  it('e-mails the organiser a balance link when their card fails, and cancels and refunds if nothing arrives', async () => {
    const { bookingId, organiser } = await splitBooking();
    const declined = await saveCard(suite.harness!.app, organiser, CARDS.declined);
    await suite
      .harness!.database.db.updateTable('bookings')
      .set({ payment_method_id: declined.id })
      .where('id', '=', bookingId)
      .execute();
    const sam = (await linkOf('sam@example.com')).token;
    await payLink(sam, { payment_method_id: await tokenise(), name: 'Sam', email: 'sam@example.com' });
    suite.clock.advance(4 * 24 * 3_600_000 + 4 * 3_600_000);
    expect(await sweepSplitDeadlines(suite.harness!.app.serviceDeps())).toEqual({
      charged: 0,
      awaitingOrganiser: 1,
      cancelled: 0,
    });
    const due = await suite.mailbox.waitFor('organiser@example.com', /Action needed/);
    expect(due.text).toContain('£33.33');
    const balanceLink = payLinkToken(due);
    expect(
      (await suite.harness!.app.inject({ method: 'GET', url: `/api/split-payments/${balanceLink}/` })).json()
        .invitation,
    ).toMatchObject({ kind: 'balance', status: 'open', amountPence: 3333 });
    // Invitees' links no longer take payment once the balance is with the organiser.
    const kim = (await linkOf('kim@example.com')).token;
    expect(
      (await payLink(kim, { payment_method_id: await tokenise(), name: 'Kim', email: 'kim@example.com' })).statusCode,
    ).toBe(410);

    suite.clock.advance(2 * 3_600_000); // 16:00: the cut-off, two hours before.
    expect(await sweepSplitDeadlines(suite.harness!.app.serviceDeps())).toEqual({
      charged: 0,
      awaitingOrganiser: 0,
      cancelled: 1,
    });
    const booking = await suite
      .harness!.database.db.selectFrom('bookings')
      .selectAll()
      .where('id', '=', bookingId)
      .executeTakeFirstOrThrow();
    expect(booking).toMatchObject({ status: 'cancelled', split_status: 'cancelled', payment_status: 'refunded' });
    expect(await suite.harness!.database.db.selectFrom('booking_slots').selectAll().execute()).toEqual([]);
    const refunds = await suite
      .harness!.database.db.selectFrom('sandbox_refunds')
      .select('amount')
      .orderBy('amount')
      .execute();
    expect(refunds.map((refund) => refund.amount)).toEqual([3333, 3334]);
    await suite.mailbox.waitFor('sam@example.com', /cancelled/);
    expect(
      (await payLink(balanceLink, { payment_method_id: await tokenise(), name: 'O', email: 'organiser@example.com' }))
        .statusCode,
    ).toBe(410);
  });

  it('lets the organiser pay the balance from the e-mailed link', async () => {
    const { bookingId, organiser } = await splitBooking();
    const declined = await saveCard(suite.harness!.app, organiser, CARDS.declined);
    await suite
      .harness!.database.db.updateTable('bookings')
      .set({ payment_method_id: declined.id })
      .where('id', '=', bookingId)
      .execute();
    suite.clock.advance(4 * 24 * 3_600_000 + 4 * 3_600_000);
    await sweepSplitDeadlines(suite.harness!.app.serviceDeps());
    const balanceLink = payLinkToken(await suite.mailbox.waitFor('organiser@example.com', /Action needed/));
    const paid = await payLink(
      balanceLink,
      { payment_method_id: (await saveCard(suite.harness!.app, organiser)).id },
      organiser,
    );
    expect(paid.json()).toMatchObject({ status: 'paid', amount_pence: 6666 });
    const booking = await suite
      .harness!.database.db.selectFrom('bookings')
      .selectAll()
      .where('id', '=', bookingId)
      .executeTakeFirstOrThrow();
    expect(booking.split_status).toBe('settled');
    suite.clock.advance(2 * 3_600_000);
    expect((await sweepSplitDeadlines(suite.harness!.app.serviceDeps())).cancelled).toBe(0);
  });

  it('pays a share only once when two payments race on one link', async () => {
    const { bookingId } = await splitBooking();
    const sam = (await linkOf('sam@example.com')).token;
    const [one, two] = await Promise.all([
      payLink(sam, { payment_method_id: await tokenise(), name: 'Sam', email: 'sam@example.com' }),
      payLink(sam, { payment_method_id: await tokenise(), name: 'Sam', email: 'sam@example.com' }),
    ]);
    expect([one.statusCode, two.statusCode].sort()).toEqual(expect.arrayContaining([200]));
    const share = (await participants(bookingId)).find((p) => p.email === 'sam@example.com')!;
    expect(share).toMatchObject({ status: 'paid', paid_pence: 3333 });
    const { takenPence, refundedPence } = await reconcileMoney(suite.harness!.database.db);
    expect(takenPence - refundedPence).toBe(3334 + 3333);
  });

  it('refunds each payer their own part when a cancellation is approved', async () => {
    const { bookingId, organiser } = await splitBooking();
    const sam = (await linkOf('sam@example.com')).token;
    await payLink(sam, { payment_method_id: await tokenise(), name: 'Sam', email: 'sam@example.com' });
    await suite.harness!.app.inject({
      method: 'POST',
      url: `/api/bookings/${bookingId}/cancel/`,
      headers: bearer(organiser),
      payload: { reason: 'Pitch flooded' },
    });
    const request = await suite
      .harness!.database.db.selectFrom('cancellation_requests')
      .select('id')
      .executeTakeFirstOrThrow();
    const admin = (await findSessionUser(
      suite.harness!.database.db,
      await loginAs(suite.harness!.app, 'admin@example.com'),
      suite.clock.now(),
    ))!;
    await decideCancellation(suite.harness!.app.serviceDeps(), admin, {
      requestId: request.id,
      status: 'approved',
      refundType: 'partial',
      refundAmountPence: 3333,
    });
    const refunds = await suite
      .harness!.database.db.selectFrom('payments')
      .select(['participant_id', 'amount_pence'])
      .where('kind', '=', 'refund')
      .orderBy('participant_id')
      .execute();
    // 3333p refunded over 3334p and 3333p paid: in proportion, adding up exactly.
    expect(refunds.map((refund) => refund.amount_pence).reduce((sum, amount) => sum + amount, 0)).toBe(3333);
    expect(refunds.map((refund) => refund.amount_pence).sort()).toEqual([1666, 1667]);
  });

  it('refuses bad links and reports a ledger that does not match the provider', async () => {
    await splitBooking();
    expect(
      (
        await suite.harness!.app.inject({ method: 'GET', url: '/api/split-payments/this-is-not-a-real-token-at-all/' })
      ).json(),
    ).toMatchObject({ error: L.invalid, code: 'INVALID_LINK' });
    const short = await suite.harness!.app.inject({ method: 'GET', url: '/api/split-payments/abc/' });
    expect(short.statusCode).toBe(404);
    expect(short.json().error).toBe(L.invalid);
    await suite
      .harness!.database.db.insertInto('sandbox_payment_intents')
      .values({
        id: 'pi_untracked',
        amount: 999,
        currency: 'gbp',
        payment_method_id: 'pm_x',
        status: 'succeeded',
        client_secret: 's',
        created_at: 'x',
        updated_at: 'x',
      })
      .execute();
    const { problems } = await reconcileMoney(suite.harness!.database.db);
    expect(problems).toEqual(['provider charge pi_untracked (999p) has no succeeded payment row']);
    await suite.harness!.database.db.deleteFrom('sandbox_payment_intents').where('id', '=', 'pi_untracked').execute();
  });

  it('lets only the organiser resend an invitation', async () => {
    const { bookingId, organiser } = await splitBooking();
    await linkOf('sam@example.com');
    const sam = await suite
      .harness!.database.db.selectFrom('booking_participants')
      .select('id')
      .where('email', '=', 'sam@example.com')
      .executeTakeFirstOrThrow();
    suite.mailbox.clear();
    const kim = await loginAs(suite.harness!.app, 'kim@example.com');
    expect(
      (
        await suite.harness!.app.inject({
          method: 'POST',
          url: `/api/bookings/${bookingId}/participants/${sam.id}/resend/`,
          headers: bearer(kim),
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await suite.harness!.app.inject({
          method: 'POST',
          url: `/api/bookings/${bookingId}/participants/${sam.id}/resend/`,
          headers: bearer(organiser),
        })
      ).statusCode,
    ).toBe(200);
    await suite.mailbox.waitFor('sam@example.com', /your share/);
  });
});
