import { bookingCode } from '@app/domain';
import { PAYMENT_MESSAGES as M } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { testEngines } from '@app/db/testing';
import { finalizeConfirmed } from '../src/modules/bookings/booking-lifecycle';
import { sweepPendingMails } from '../src/modules/bookings/confirmation-mails';
import { sweepExpiredHolds } from '../src/modules/bookings/hold-sweep';
import { bearer, createUser, loginAs } from './support/accounts';
import { CARDS, checkoutPayload, saveCard } from './support/payments';
import { paymentSuite } from './support/payment-suite';
import { createVenue } from './support/venue-fixtures';

const DATE = '2026-11-25';

describe.each(testEngines())('checkout on %s', (engine) => {
  const suite = paymentSuite(engine, { PUBLIC_URL: 'https://book.example.co.uk' });

  async function start() {
    const harness = await suite.start();
    const { db } = harness.database;
    await createUser(db, { email: 'player@example.com', name: 'Pat Player' });
    await createUser(db, { email: 'rival@example.com' });
    await createUser(db, { email: 'unverified@example.com', verified: false });
    const venueId = await createVenue(db, {
      name: 'Camden Courts',
      address: '10 Royal College Street, London NW1 0TH',
      sports: [{ sport: 'Tennis', pricePence: 3500 }],
    });
    await db
      .insertInto('special_dates')
      .values({
        venue_id: venueId,
        sport: null,
        date: DATE,
        start_time: '19:00',
        end_time: '21:00',
        price_pence: 5000,
        available: 1,
        notes: 'Floodlights',
        created_at: suite.clock.now().toISOString(),
      })
      .execute();
    const token = await loginAs(harness.app, 'player@example.com');
    return { venueId, token };
  }
  const pay = (token: string, payload: object, headers: Record<string, string> = {}) =>
    suite.harness!.app.inject({
      method: 'POST',
      url: '/api/bookings/process-payment/',
      headers: { ...bearer(token), ...headers },
      payload,
    });
  const counts = async () => {
    const { db } = suite.harness!.database;
    const [claims, charges] = await Promise.all([
      db
        .selectFrom('booking_slots')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow(),
      db
        .selectFrom('sandbox_payment_intents')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('status', '=', 'succeeded')
        .executeTakeFirstOrThrow(),
    ]);
    return { claims: Number(claims.n), succeededCharges: Number(charges.n) };
  };

  it('books two slots at the server price (special price included), confirms, and e-mails a calendar invitation', async () => {
    const { venueId, token } = await start();
    const card = await saveCard(suite.harness!.app, token);
    const response = await pay(
      token,
      checkoutPayload({
        venueId,
        sport: 'Tennis',
        date: DATE,
        times: ['19:00', '18:00'],
        amount: 3500 + 5000,
        cardId: card.id,
      }),
    );
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      success: true,
      requires_action: false,
      client_secret: null,
      booking: { status: 'confirmed', venue_name: 'Camden Courts' },
      payment: { amount_pence: 8500, amount_pounds: 85, status: 'succeeded' },
      booking_context: {
        venue_id: venueId,
        sport: 'Tennis',
        date: DATE,
        time_slots: ['18:00', '19:00'],
        total_amount: 85,
      },
    });
    expect(body.payment.payment_intent_id).toMatch(/^pi_/);
    const booking = await suite
      .harness!.database.db.selectFrom('bookings')
      .selectAll()
      .where('id', '=', body.booking.id)
      .executeTakeFirstOrThrow();
    expect(booking).toMatchObject({
      status: 'confirmed',
      payment_status: 'succeeded',
      total_pence: 8500,
      starts_at: '2026-11-25T18:00:00.000Z',
      ends_at: '2026-11-25T20:00:00.000Z',
      mobile_number: '07700 900123',
    });
    expect(await counts()).toEqual({ claims: 2, succeededCharges: 1 });

    const mail = await suite.mailbox.waitFor('player@example.com', /Booking confirmed/);
    expect(mail.text).toContain('Camden Courts');
    expect(mail.text).toContain('Wednesday 25 November 2026');
    expect(mail.text).toContain('Cancellation is free up to 24 hours before the start at most venues.');
    expect(mail.text).toContain('18:00 - 20:00');
    expect(mail.text).toContain('£85.00');
    // The provider's payment id is internal (issue 15 §7): the player gets the booking number instead.
    expect(mail.text).toContain(bookingCode(body.booking.id));
    expect(mail.text).not.toContain(body.payment.payment_intent_id);
    const invite = mail.attachments.find((attachment) => attachment.filename?.endsWith('.ics'));
    const ics = invite!.content.toString();
    expect(ics).toContain('BEGIN:VEVENT');
    expect(ics).toContain('DTSTART;TZID=Europe/London:20261125T180000');
    expect(ics).toContain('DTEND;TZID=Europe/London:20261125T200000');
    expect(ics).toContain('BEGIN:VTIMEZONE');
  });

  it('answers a new checkout from the booking it confirmed, as a retry reads it back, and records the confirmation once', async () => {
    const { venueId, token } = await start();
    const card = await saveCard(suite.harness!.app, token);
    const payload = checkoutPayload({
      venueId,
      sport: 'Tennis',
      date: DATE,
      times: ['20:00', '19:00'],
      amount: 10_000,
      cardId: card.id,
      key: 'confirm-once-key-1',
    });
    const first = await pay(token, payload);
    expect(first.statusCode).toBe(200);
    const answer = first.json();
    const bookingId: number = answer.booking.id;
    expect(answer.booking).toEqual({
      id: bookingId,
      code: bookingCode(bookingId),
      status: 'confirmed',
      venue_name: 'Camden Courts',
      created_at: suite.clock.now().toISOString(),
    });
    expect(answer.payment.confirmed_at).toBe(suite.clock.now().toISOString());
    expect(answer.booking_context).toMatchObject({
      venue_id: venueId,
      sport: 'Tennis',
      date: DATE,
      time_slots: ['19:00', '20:00'],
      total_amount: 100,
    });
    // The retry answers from what the database holds: the first answer said the same.
    const retry = await pay(token, payload);
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual(answer);

    const { db } = suite.harness!.database;
    const organiser = await db
      .selectFrom('booking_participants')
      .select(['status', 'paid_pence', 'paid_at'])
      .where('booking_id', '=', bookingId)
      .execute();
    expect(organiser).toEqual([{ status: 'paid', paid_pence: 10_000, paid_at: suite.clock.now().toISOString() }]);
    const activity = await db
      .selectFrom('activity_log')
      .select(['type', 'subject_id', 'actor_id', 'message', 'data'])
      .where('subject_id', '=', bookingId)
      .execute();
    expect(activity).toHaveLength(1);
    expect(activity[0]).toMatchObject({
      type: 'booking',
      subject_id: bookingId,
      actor_id: null,
      message: `Booking ${bookingCode(bookingId)} confirmed`,
    });
    expect(JSON.parse(activity[0]!.data)).toEqual({
      booking_id: bookingId,
      total_pence: 10_000,
      payment_status: 'succeeded',
      event: 'booked',
    });
    await suite.mailbox.waitFor('player@example.com', /Booking confirmed/);
    await expect.poll(() => db.selectFrom('pending_mails').select('id').execute()).toEqual([]);
    expect(suite.mailbox.messagesTo('player@example.com')).toHaveLength(1);
  });

  it('keeps a confirmation mail until it is sent: the sweep sends one whose sender never finished, once', async () => {
    const { venueId, token } = await start();
    const card = await saveCard(suite.harness!.app, token);
    const response = await pay(
      token,
      checkoutPayload({ venueId, sport: 'Tennis', date: DATE, times: ['18:00'], amount: 3500, cardId: card.id }),
    );
    expect(response.statusCode).toBe(200);
    const bookingId: number = response.json().booking.id;
    await suite.mailbox.waitFor('player@example.com', /Booking confirmed/);
    const { db } = suite.harness!.database;
    const pending = () => db.selectFrom('pending_mails').select(['booking_id']).execute();
    await expect.poll(pending).toEqual([]);

    // As a process that died after confirming, before its mail went out, leaves it.
    suite.mailbox.clear();
    await db
      .insertInto('pending_mails')
      .values({
        kind: 'booking_confirmed',
        booking_id: bookingId,
        due_at: suite.clock.now().toISOString(),
        created_at: suite.clock.now().toISOString(),
      })
      .execute();
    expect(await sweepPendingMails(suite.harness!.app.serviceDeps())).toBe(1);
    const mail = await suite.mailbox.waitFor('player@example.com', /Booking confirmed/);
    expect(mail.text).toContain(bookingCode(bookingId));
    expect(await pending()).toEqual([]);
    expect(await sweepPendingMails(suite.harness!.app.serviceDeps())).toBe(0);
    expect(suite.mailbox.messagesTo('player@example.com')).toHaveLength(1);
  });

  it('sends each of several checkouts at once its own confirmation, the very mail the sweep would send, and forgets them all', async () => {
    const { venueId } = await start();
    const { db } = suite.harness!.database;
    const players = [
      { email: 'ada@example.com', name: 'Ada Lovelace', time: '18:00', amount: 3500 },
      { email: 'grace@example.com', name: 'Grace Hopper', time: '19:00', amount: 5000 },
      { email: 'alan@example.com', name: 'Alan Turing', time: '20:00', amount: 5000 },
    ];
    const answers = await Promise.all(
      players.map(async (player) => {
        await createUser(db, { email: player.email, name: player.name });
        const token = await loginAs(suite.harness!.app, player.email);
        const card = await saveCard(suite.harness!.app, token);
        return pay(
          token,
          checkoutPayload({
            venueId,
            sport: 'Tennis',
            date: DATE,
            times: [player.time],
            amount: player.amount,
            cardId: card.id,
          }),
        );
      }),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    const sent = [];
    for (const [index, player] of players.entries()) {
      const mail = await suite.mailbox.waitFor(player.email, /Booking confirmed/);
      expect(mail.text).toContain(`Hi ${player.name},`);
      expect(mail.text).toContain(bookingCode(answers[index]!.json().booking.id));
      expect(mail.text).toContain('10 Royal College Street, London NW1 0TH');
      expect(mail.text).toContain(`${player.time} - `);
      sent.push(mail);
    }
    // Sent mails are forgotten (together, under load on PostgreSQL), and each went out once.
    await expect.poll(() => db.selectFrom('pending_mails').select('id').execute()).toEqual([]);
    for (const player of players) expect(suite.mailbox.messagesTo(player.email)).toHaveLength(1);

    // The checkout's mail says what the sweep's, which reads the booking afresh, says.
    suite.mailbox.clear();
    const bookingId: number = answers[1]!.json().booking.id;
    await db
      .insertInto('pending_mails')
      .values({
        kind: 'booking_confirmed',
        booking_id: bookingId,
        due_at: suite.clock.now().toISOString(),
        created_at: suite.clock.now().toISOString(),
      })
      .execute();
    expect(await sweepPendingMails(suite.harness!.app.serviceDeps())).toBe(1);
    const swept = await suite.mailbox.waitFor('grace@example.com', /Booking confirmed/);
    expect({
      subject: swept.subject,
      text: swept.text,
      html: swept.html,
      attachments: swept.attachments.map((file) => [file.filename, file.content.toString()]),
    }).toEqual({
      subject: sent[1]!.subject,
      text: sent[1]!.text,
      html: sent[1]!.html,
      attachments: sent[1]!.attachments.map((file) => [file.filename, file.content.toString()]),
    });
  });

  it('refuses a client total that disagrees with the server, charging nothing', async () => {
    const { venueId, token } = await start();
    const card = await saveCard(suite.harness!.app, token);
    const response = await pay(
      token,
      checkoutPayload({ venueId, sport: 'Tennis', date: DATE, times: ['18:00'], amount: 100, cardId: card.id }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: M.priceChanged, code: 'PRICE_MISMATCH', expected_amount: 3500 });
    expect(await counts()).toEqual({ claims: 0, succeededCharges: 0 });
  });

  it('answers 409 for a slot someone already holds, and charges nothing', async () => {
    const { venueId, token } = await start();
    const rival = await loginAs(suite.harness!.app, 'rival@example.com');
    const rivalCard = await saveCard(suite.harness!.app, rival);
    expect(
      (
        await pay(
          rival,
          checkoutPayload({
            venueId,
            sport: 'Tennis',
            date: DATE,
            times: ['10:00'],
            amount: 3500,
            cardId: rivalCard.id,
          }),
        )
      ).statusCode,
    ).toBe(200);
    const card = await saveCard(suite.harness!.app, token);
    const response = await pay(
      token,
      checkoutPayload({
        venueId,
        sport: 'Tennis',
        date: DATE,
        times: ['10:00', '11:00'],
        amount: 7000,
        cardId: card.id,
      }),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ error: M.slotTaken });
    expect(await counts()).toEqual({ claims: 1, succeededCharges: 1 });
  });

  it.each([
    [CARDS.declined, M.declined, 'CARD_DECLINED'],
    [CARDS.insufficientFunds, M.insufficientFunds, 'INSUFFICIENT_FUNDS'],
    [CARDS.expired, M.expiredCard, 'EXPIRED_CARD'],
    [CARDS.processingError, M.processingError, 'PROCESSING_ERROR'],
  ])('card %s: answers the spec message and frees the slots', async (number, message, code) => {
    const { venueId, token } = await start();
    const card = await saveCard(suite.harness!.app, token, number);
    const response = await pay(
      token,
      checkoutPayload({ venueId, sport: 'Tennis', date: DATE, times: ['14:00'], amount: 3500, cardId: card.id }),
    );
    expect(response.statusCode).toBe(402);
    expect(response.json()).toMatchObject({ success: false, error: message, code });
    expect(await counts()).toEqual({ claims: 0, succeededCharges: 0 });
    const booking = await suite.harness!.database.db.selectFrom('bookings').selectAll().executeTakeFirstOrThrow();
    expect(booking).toMatchObject({ status: 'failed', payment_status: 'failed' });
    const my = await suite.harness!.app.inject({
      method: 'GET',
      url: '/api/bookings/my-bookings/',
      headers: bearer(token),
    });
    expect(my.json().bookings).toEqual([]);
  });

  describe('3-D Secure', () => {
    it('holds the slots, then confirms after the cardholder approves', async () => {
      const { venueId, token } = await start();
      const card = await saveCard(suite.harness!.app, token, CARDS.threeDSecure);
      const first = await pay(
        token,
        checkoutPayload({ venueId, sport: 'Tennis', date: DATE, times: ['16:00'], amount: 3500, cardId: card.id }),
      );
      expect(first.statusCode).toBe(200);
      const body = first.json();
      expect(body).toMatchObject({
        requires_action: true,
        requires_confirmation: true,
        booking: { status: 'pending' },
      });
      expect(body.client_secret).toMatch(/^pi_.+_secret_/);
      expect(await counts()).toEqual({ claims: 1, succeededCharges: 0 });

      const early = await suite.harness!.app.inject({
        method: 'POST',
        url: '/api/payment-confirm/',
        headers: bearer(token),
        payload: { payment_intent_id: body.payment_intent_id },
      });
      expect(early.statusCode).toBe(402);
      expect(early.json()).toMatchObject({ requires_action: true, error: M.needsAuthentication });

      const approve = await suite.harness!.app.inject({
        method: 'POST',
        url: `/api/sandbox/payment-intents/${body.payment_intent_id}/authenticate`,
        payload: { result: 'approve', client_secret: body.client_secret },
      });
      expect(approve.json()).toEqual({ id: body.payment_intent_id, status: 'succeeded' });
      const confirmed = await suite.harness!.app.inject({
        method: 'POST',
        url: '/api/payment-confirm/',
        headers: bearer(token),
        payload: { payment_intent_id: body.payment_intent_id },
      });
      expect(confirmed.statusCode).toBe(200);
      expect(confirmed.json()).toMatchObject({ booking: { status: 'confirmed' }, requires_action: false });
      // Confirming again changes nothing and charges nothing more.
      expect(
        (
          await suite.harness!.app.inject({
            method: 'POST',
            url: '/api/payment-confirm/',
            headers: bearer(token),
            payload: { payment_intent_id: body.payment_intent_id },
          })
        ).statusCode,
      ).toBe(200);
      expect(await counts()).toEqual({ claims: 1, succeededCharges: 1 });
    });

    it('frees the slots when authentication fails', async () => {
      const { venueId, token } = await start();
      const card = await saveCard(suite.harness!.app, token, CARDS.threeDSecure);
      const body = (
        await pay(
          token,
          checkoutPayload({ venueId, sport: 'Tennis', date: DATE, times: ['16:00'], amount: 3500, cardId: card.id }),
        )
      ).json();
      await suite.harness!.app.inject({
        method: 'POST',
        url: `/api/sandbox/payment-intents/${body.payment_intent_id}/authenticate`,
        payload: { result: 'fail', client_secret: body.client_secret },
      });
      const confirm = await suite.harness!.app.inject({
        method: 'POST',
        url: '/api/payment-confirm/',
        headers: bearer(token),
        payload: { payment_intent_id: body.payment_intent_id },
      });
      expect(confirm.statusCode).toBe(402);
      expect(confirm.json().error).toBe(M.needsAuthentication);
      expect(await counts()).toEqual({ claims: 0, succeededCharges: 0 });
    });

    it('releases a hold whose authentication never completes after 5 minutes', async () => {
      const { venueId, token } = await start();
      const card = await saveCard(suite.harness!.app, token, CARDS.threeDSecure);
      const body = (
        await pay(
          token,
          checkoutPayload({ venueId, sport: 'Tennis', date: DATE, times: ['17:00'], amount: 3500, cardId: card.id }),
        )
      ).json();
      suite.clock.advance(4 * 60_000);
      expect(await sweepExpiredHolds(suite.harness!.app.serviceDeps())).toEqual({ released: 0, confirmed: 0 });
      suite.clock.advance(2 * 60_000);
      expect(await sweepExpiredHolds(suite.harness!.app.serviceDeps())).toEqual({ released: 1, confirmed: 0 });
      expect(await counts()).toEqual({ claims: 0, succeededCharges: 0 });
      // The cardholder approves too late: the payment was cancelled, so nothing can be taken.
      const late = await suite.harness!.app.inject({
        method: 'POST',
        url: `/api/sandbox/payment-intents/${body.payment_intent_id}/authenticate`,
        payload: { result: 'approve', client_secret: body.client_secret },
      });
      expect(late.statusCode).toBe(400);
    });

    it('refunds automatically when a payment succeeds for a hold that has already gone', async () => {
      const { venueId, token } = await start();
      const card = await saveCard(suite.harness!.app, token, CARDS.threeDSecure);
      const body = (
        await pay(
          token,
          checkoutPayload({ venueId, sport: 'Tennis', date: DATE, times: ['17:00'], amount: 3500, cardId: card.id }),
        )
      ).json();
      await suite.harness!.app.inject({
        method: 'POST',
        url: `/api/sandbox/payment-intents/${body.payment_intent_id}/authenticate`,
        payload: { result: 'approve', client_secret: body.client_secret },
      });
      // The hold is lost (e.g. released by an operator) before the browser confirms.
      await suite
        .harness!.database.db.updateTable('bookings')
        .set({ status: 'expired' })
        .where('id', '=', body.booking.id)
        .execute();
      await suite.harness!.database.db.deleteFrom('booking_slots').execute();
      const confirm = await suite.harness!.app.inject({
        method: 'POST',
        url: '/api/payment-confirm/',
        headers: bearer(token),
        payload: { payment_intent_id: body.payment_intent_id },
      });
      expect(confirm.statusCode).toBe(409);
      expect(confirm.json().error).toBe(M.refundedAfterFailure);
      const intent = await suite
        .harness!.database.db.selectFrom('sandbox_payment_intents')
        .selectAll()
        .where('id', '=', body.payment_intent_id)
        .executeTakeFirstOrThrow();
      expect(intent.amount_refunded).toBe(3500);
    });
  });

  it("records the checkout's charge in the ledger with the provider's answer, also when the confirmation finds the hold gone", async () => {
    const { venueId, token } = await start();
    const { db } = suite.harness!.database;
    const card = await saveCard(suite.harness!.app, token);
    const body = (
      await pay(
        token,
        checkoutPayload({ venueId, sport: 'Tennis', date: DATE, times: ['10:00'], amount: 3500, cardId: card.id }),
      )
    ).json();
    const ledger = (bookingId: number) =>
      db
        .selectFrom('payments')
        .select([
          'kind',
          'status',
          'provider_reference',
          'amount_pence',
          'failure_code',
          'failure_message',
          'idempotency_key',
          'updated_at',
        ])
        .where('booking_id', '=', bookingId)
        .orderBy('id')
        .execute();
    const succeeded = (bookingId: number, reference: string) => ({
      kind: 'charge',
      status: 'succeeded',
      provider_reference: reference,
      amount_pence: 3500,
      failure_code: null,
      failure_message: null,
      idempotency_key: `booking-${bookingId}-charge`,
      updated_at: suite.clock.now().toISOString(),
    });
    expect(await ledger(body.booking.id)).toEqual([succeeded(body.booking.id, body.payment.payment_intent_id)]);

    // A charge whose answer is left to the confirmation (chargeRecordedPending), for a hold that went
    // meanwhile: the answer is recorded all the same, and the money goes back.
    const threeDs = await saveCard(suite.harness!.app, token, CARDS.threeDSecure);
    const held = (
      await pay(
        token,
        checkoutPayload({ venueId, sport: 'Tennis', date: DATE, times: ['11:00'], amount: 3500, cardId: threeDs.id }),
      )
    ).json();
    await suite.harness!.app.inject({
      method: 'POST',
      url: `/api/sandbox/payment-intents/${held.payment_intent_id}/authenticate`,
      payload: { result: 'approve', client_secret: held.client_secret },
    });
    await db.updateTable('bookings').set({ status: 'expired' }).where('id', '=', held.booking.id).execute();
    await db.deleteFrom('booking_slots').where('booking_id', '=', held.booking.id).execute();
    await db
      .updateTable('payments')
      .set({ status: 'pending', provider_reference: null })
      .where('booking_id', '=', held.booking.id)
      .execute();
    const [charge] = await db.selectFrom('payments').select('id').where('booking_id', '=', held.booking.id).execute();
    const deps = suite.harness!.app.serviceDeps();
    const intent = await deps.provider.retrievePaymentIntent(held.payment_intent_id);
    await expect(
      finalizeConfirmed(deps, held.booking.id, intent, { chargeRecorded: true, unrecordedPaymentId: charge!.id }),
    ).rejects.toMatchObject({ code: 'BOOKING_NOT_CONFIRMED_REFUNDED' });
    const rows = await ledger(held.booking.id);
    expect(rows[0]).toEqual(succeeded(held.booking.id, held.payment_intent_id));
    expect(rows[1]).toMatchObject({
      kind: 'refund',
      status: 'succeeded',
      amount_pence: 3500,
      idempotency_key: `booking-${held.booking.id}-auto-refund`,
    });
    expect(
      (await db.selectFrom('bookings').select('status').where('id', '=', held.booking.id).executeTakeFirstOrThrow())
        .status,
    ).toBe('expired');
  });

  it('never charges twice for a retried request with the same key', async () => {
    const { venueId, token } = await start();
    const card = await saveCard(suite.harness!.app, token);
    const payload = checkoutPayload({
      venueId,
      sport: 'Tennis',
      date: DATE,
      times: ['09:00'],
      amount: 3500,
      cardId: card.id,
      key: 'checkout-attempt-0001',
    });
    const first = await pay(token, payload);
    const second = await pay(token, payload);
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.json().booking.id).toBe(first.json().booking.id);
    expect(second.json().payment.payment_intent_id).toBe(first.json().payment.payment_intent_id);
    const byHeader = await pay(
      token,
      checkoutPayload({ venueId, sport: 'Tennis', date: DATE, times: ['09:00'], amount: 3500, cardId: card.id }),
      { 'idempotency-key': 'checkout-attempt-0001' },
    );
    expect(byHeader.json().booking.id).toBe(first.json().booking.id);
    expect(await counts()).toEqual({ claims: 1, succeededCharges: 1 });
  });

  it('refuses unverified players, cards of other players, and incomplete requests', async () => {
    const { venueId, token } = await start();
    const unverified = await loginAs(suite.harness!.app, 'unverified@example.com');
    const unverifiedCard = await saveCard(suite.harness!.app, unverified);
    const blocked = await pay(
      unverified,
      checkoutPayload({
        venueId,
        sport: 'Tennis',
        date: DATE,
        times: ['09:00'],
        amount: 3500,
        cardId: unverifiedCard.id,
      }),
    );
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().error).toBe(M.verifyEmailFirst);

    const rival = await loginAs(suite.harness!.app, 'rival@example.com');
    const rivalCard = await saveCard(suite.harness!.app, rival);
    const stolen = await pay(
      token,
      checkoutPayload({ venueId, sport: 'Tennis', date: DATE, times: ['09:00'], amount: 3500, cardId: rivalCard.id }),
    );
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json().error).toBe(M.paymentMethodNotFound);

    const card = await saveCard(suite.harness!.app, token);
    const noMobile = await pay(token, {
      ...checkoutPayload({ venueId, sport: 'Tennis', date: DATE, times: ['09:00'], amount: 3500, cardId: card.id }),
      mobile_number: '',
    });
    expect(noMobile.json().error).toBe(M.mobileRequired);
    const closed = await pay(
      token,
      checkoutPayload({ venueId, sport: 'Tennis', date: DATE, times: ['12:00'], amount: 3500, cardId: card.id }),
    );
    expect(closed.statusCode).toBe(409);
    const wrongVenue = await pay(
      token,
      checkoutPayload({ venueId: 9999, sport: 'Tennis', date: DATE, times: ['09:00'], amount: 3500, cardId: card.id }),
    );
    expect(wrongVenue.json().error).toBe(M.venueMissing);
    expect(await counts()).toEqual({ claims: 0, succeededCharges: 0 });
  });
});
