import { OWNER_NOTIFICATION_MESSAGES } from '@app/contracts';
import { testEngines } from '@app/db/testing';
import { describe, expect, it } from 'vitest';
import { sweepOwnerSummaries } from '../src/modules/owner-notifications/daily-summary';
import { sweepOwnerMails } from '../src/modules/owner-notifications/owner-events';
import { sweepPendingMails } from '../src/modules/bookings/confirmation-mails';
import { sweepSplitDeadlines } from '../src/modules/split-payments/split-deadline-sweep';
import { chargeAndRecord } from '../src/modules/payments/payment-ledger';
import { repairMoney } from '../src/modules/recovery/money-repair';
import { bearer, createUser, loginAs } from './support/accounts';
import { CARDS, bookThroughCheckout, postCheckout, saveCard, splitWith } from './support/payments';
import { paymentSuite } from './support/payment-suite';
import type { ReceivedMail } from './support/test-mailbox';
import { createVenue } from './support/venue-fixtures';

/*
 * Owners hear about their venues (issue 30 item 7, docs/decisions/0057): one e-mail to the venue's
 * owner for each booking, change, cancellation request, cancellation and refund, on every path that
 * makes one; or one daily summary; or nothing. Mails arrive through the real SMTP server; the books
 * are checked to balance after every test. Clock: Saturday 21 November 2026, 10:00 UTC (10:00 London).
 */
const WEDNESDAY = '2026-11-25';
const OWNER = 'owner@example.com';
const DASHBOARD = 'https://book.example.co.uk/venue-dashboard';

describe.each(testEngines())('owner notifications on %s', (engine) => {
  const suite = paymentSuite(engine, { PUBLIC_URL: 'https://book.example.co.uk', SANDBOX_LATENCY_MS: '2-10' });

  async function start() {
    const harness = await suite.start();
    const { db } = harness.database;
    const owner = await createUser(db, { email: OWNER, name: 'Olive Owner', role: 'venue_owner' });
    await createUser(db, { email: 'other.owner@example.com', role: 'venue_owner' });
    await createUser(db, { email: 'admin@example.com', role: 'admin' });
    await createUser(db, { email: 'pat@example.com', name: 'Pat Player' });
    const venueId = await createVenue(db, {
      name: 'Camden Courts',
      ownerId: owner.id,
      sports: [{ sport: 'Tennis', pricePence: 3050 }],
    });
    const tokens = {
      owner: await loginAs(harness.app, OWNER),
      otherOwner: await loginAs(harness.app, 'other.owner@example.com'),
      admin: await loginAs(harness.app, 'admin@example.com'),
      pat: await loginAs(harness.app, 'pat@example.com'),
    };
    const card = await saveCard(harness.app, tokens.pat);
    const book = (times: string[], options: { split?: object; amount?: number } = {}) =>
      bookThroughCheckout(harness.app, tokens.pat, {
        venueId,
        sport: 'Tennis',
        date: WEDNESDAY,
        times,
        amount: options.amount ?? 3050 * times.length,
        cardId: card.id,
        split: options.split,
      });
    const inject = (method: 'GET' | 'PATCH' | 'POST', url: string, token?: string, payload?: object) =>
      harness.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
    return { harness, db, venueId, tokens, book, inject };
  }

  /** Waits for the owner's mail matching `subject`, then makes sure no second one came. */
  async function exactlyOneOwnerMail(subject: RegExp): Promise<ReceivedMail> {
    const mail = await suite.mailbox.waitFor(OWNER, subject);
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(suite.mailbox.messagesTo(OWNER).filter((m) => subject.test(m.subject))).toHaveLength(1);
    return mail;
  }

  const requestId = async (db: Awaited<ReturnType<typeof start>>['db'], bookingId: number) =>
    (
      await db
        .selectFrom('cancellation_requests')
        .select('id')
        .where('booking_id', '=', bookingId)
        .executeTakeFirstOrThrow()
    ).id;

  it('e-mails the owner once for a booking, a change, a cancellation request and a partial refund', async () => {
    const { harness, db, book, inject, tokens } = await start();
    const bookingId = await book(['18:00', '19:00', '20:00']);

    const booked = await exactlyOneOwnerMail(/^New booking/);
    expect(booked.subject).toBe('New booking at Camden Courts: Wednesday 25 November 2026, 18:00–21:00, Pat Player');
    expect(booked.text).toContain('Pat Player booked Tennis on Wednesday 25 November 2026, 18:00–21:00 for £91.50.');
    expect(booked.text).toMatch(/Booking reference: SB-[2-9A-HJ-NP-Z]{6}/);
    expect(booked.text).toContain('Sport: Tennis');
    expect(booked.text).toContain('Hours: 18:00–21:00 (UK time)');
    expect(booked.text).toContain('Amount: £91.50');
    expect(booked.text).toContain(DASHBOARD);
    expect(booked.html).toContain(DASHBOARD);
    // The confirmation's sweep, run again, does not tell the owner twice.
    suite.clock.advance(3 * 60_000);
    await sweepPendingMails(harness.app.serviceDeps());
    expect(await sweepOwnerMails(harness.app.serviceDeps())).toBe(0);

    const edit = await inject('PATCH', `/api/bookings/${bookingId}/edit/`, tokens.pat, {
      timeSlots: ['18:00', '19:00'],
    });
    expect(edit.statusCode).toBe(200);
    const changed = await exactlyOneOwnerMail(/^Booking changed/);
    expect(changed.subject).toBe(
      'Booking changed at Camden Courts: Wednesday 25 November 2026, 18:00–20:00, Pat Player',
    );
    expect(changed.text).toContain('Hours before: 18:00–21:00');
    expect(changed.text).toContain('Amount: £61.00');
    expect(changed.text).toContain('Refunded for the change: £30.50');

    const cancel = await inject('POST', `/api/bookings/${bookingId}/cancel/`, tokens.pat, { reason: 'Rain forecast' });
    expect(cancel.statusCode).toBe(200);
    const asked = await exactlyOneOwnerMail(/^Cancellation requested/);
    expect(asked.subject).toBe(
      'Cancellation requested at Camden Courts: Wednesday 25 November 2026, 18:00–20:00, Pat Player',
    );
    expect(asked.text).toContain('Reason: Rain forecast');

    const decided = await inject(
      'PATCH',
      `/api/cancellation-requests/${await requestId(db, bookingId)}/`,
      tokens.admin,
      {
        status: 'approved',
        refund_type: 'partial',
        refund_amount: 20.5,
      },
    );
    expect(decided.statusCode).toBe(200);
    const refunded = await exactlyOneOwnerMail(/^Booking refunded/);
    expect(refunded.subject).toBe(
      'Booking refunded at Camden Courts: Wednesday 25 November 2026, 18:00–20:00, Pat Player',
    );
    expect(refunded.text).toContain('was cancelled and £20.50 refunded');
    expect(refunded.text).toContain('Refunded: £20.50');
    expect(suite.mailbox.messagesTo(OWNER)).toHaveLength(4);

    // The owner's Overview feed says what really happened, newest first.
    const overview = await inject('GET', '/api/venues/dashboard/', tokens.owner);
    expect(overview.statusCode).toBe(200);
    expect(
      overview.json().recent_activity.map((item: { activity: string; activity_label: string }) => item.activity),
    ).toEqual(['refunded', 'cancellation_requested', 'amended', 'booked']);
    expect(overview.json().recent_activity[0]).toMatchObject({
      activity_label: 'Refunded',
      message: "Pat Player's Tennis booking at Camden Courts was cancelled and £20.50 refunded",
      total_amount_pence: 6100,
      refund_amount_pence: 2050,
      time_slots: ['18:00', '19:00'],
    });
    // So does the admin's.
    const admin = await inject('GET', '/api/admin/overview/', tokens.admin);
    expect(admin.json().recent_activity.map((item: { activity: string | null }) => item.activity)).toEqual([
      'refunded',
      'cancellation_requested',
      'amended',
      'booked',
    ]);
  });

  it('a cancellation approved with no refund is "cancelled", with a full refund "refunded"', async () => {
    const { db, book, inject, tokens } = await start();
    const first = await book(['10:00']);
    const second = await book(['14:00']);
    await suite.mailbox.waitFor(OWNER, /New booking.*10:00–11:00/);
    await suite.mailbox.waitFor(OWNER, /New booking.*14:00–15:00/);
    for (const id of [first, second])
      expect((await inject('POST', `/api/bookings/${id}/cancel/`, tokens.pat, { reason: 'Busy' })).statusCode).toBe(
        200,
      );
    await suite.mailbox.waitFor(OWNER, /Cancellation requested.*10:00–11:00/);
    await suite.mailbox.waitFor(OWNER, /Cancellation requested.*14:00–15:00/);
    suite.mailbox.clear();

    const none = await inject('PATCH', `/api/cancellation-requests/${await requestId(db, first)}/`, tokens.admin, {
      status: 'approved',
      refund_type: 'none',
    });
    expect(none.statusCode).toBe(200);
    const cancelled = await exactlyOneOwnerMail(/^Booking cancelled/);
    expect(cancelled.subject).toBe(
      'Booking cancelled at Camden Courts: Wednesday 25 November 2026, 10:00–11:00, Pat Player',
    );
    expect(cancelled.text).toContain('was cancelled with no refund');

    const full = await inject('PATCH', `/api/cancellation-requests/${await requestId(db, second)}/`, tokens.admin, {
      status: 'approved',
      refund_type: 'full',
    });
    expect(full.statusCode).toBe(200);
    const refunded = await exactlyOneOwnerMail(/^Booking refunded/);
    expect(refunded.text).toContain('Refunded: £30.50');
    expect(suite.mailbox.messagesTo(OWNER)).toHaveLength(2);
  });

  it('tells the owner once of a booking confirmed after 3-D Secure, and of none for a hold that failed it', async () => {
    const { harness, venueId, inject, tokens } = await start();
    const card = await saveCard(harness.app, tokens.pat, CARDS.threeDSecure);
    const attempt = async (times: string[], result: 'approve' | 'fail') => {
      const body = (
        await postCheckout(harness.app, tokens.pat, {
          venueId,
          sport: 'Tennis',
          date: WEDNESDAY,
          times,
          amount: 3050 * times.length,
          cardId: card.id,
        })
      ).json();
      expect(body.requires_action).toBe(true);
      expect(suite.mailbox.messagesTo(OWNER)).toEqual([]);
      await inject('POST', `/api/sandbox/payment-intents/${body.payment_intent_id}/authenticate`, undefined, {
        result,
        client_secret: body.client_secret,
      });
      return inject('POST', '/api/payment-confirm/', tokens.pat, { payment_intent_id: body.payment_intent_id });
    };
    expect((await attempt(['09:00'], 'fail')).statusCode).toBe(402);
    expect((await attempt(['16:00', '17:00'], 'approve')).statusCode).toBe(200);
    const booked = await exactlyOneOwnerMail(/^New booking/);
    expect(booked.subject).toBe('New booking at Camden Courts: Wednesday 25 November 2026, 16:00–18:00, Pat Player');
    expect(booked.text).toContain('Amount: £61.00');
    expect(suite.mailbox.messagesTo(OWNER)).toHaveLength(1);
  });

  it('tells the owner of a split booking once, and of its cancellation by the deadline sweep with the refund', async () => {
    const { harness, db, book, tokens } = await start();
    // £61.00 split in three: 2034p for Pat, 2033p for each friend; nobody else pays.
    const bookingId = await book(['18:00', '19:00'], {
      amount: 2034,
      split: splitWith(['sam@example.com', 'kim@example.com']),
    });
    const booked = await exactlyOneOwnerMail(/^New booking/);
    expect(booked.text).toContain('Amount: £61.00');
    const declined = await saveCard(harness.app, tokens.pat, CARDS.declined);
    await db.updateTable('bookings').set({ payment_method_id: declined.id }).where('id', '=', bookingId).execute();
    suite.clock.advance(4 * 24 * 3_600_000 + 4 * 3_600_000); // Wednesday 14:00: the balance is due.
    await sweepSplitDeadlines(harness.app.serviceDeps());
    suite.clock.advance(2 * 3_600_000); // 16:00: the cut-off.
    expect((await sweepSplitDeadlines(harness.app.serviceDeps())).cancelled).toBe(1);
    const refunded = await exactlyOneOwnerMail(/^Booking refunded/);
    expect(refunded.subject).toBe(
      'Booking refunded at Camden Courts: Wednesday 25 November 2026, 18:00–20:00, Pat Player',
    );
    expect(refunded.text).toContain('Refunded: £20.34');
    expect(refunded.text).toContain('The split payment was not completed in time');
  });

  it('tells the owner of each booking a closure cancels and refunds', async () => {
    const { venueId, book, inject, tokens } = await start();
    await book(['18:00', '19:00']);
    await suite.mailbox.waitFor(OWNER, /^New booking/);
    const block = {
      bulkBlockedPeriods: [{ startDate: WEDNESDAY, endDate: WEDNESDAY, allDay: true, reason: 'Private Tournament' }],
    };
    const refused = await inject('PATCH', `/api/venues/${venueId}/availability/`, tokens.owner, block);
    expect(refused.statusCode).toBe(409);
    const closed = await inject('PATCH', `/api/venues/${venueId}/availability/`, tokens.owner, {
      ...block,
      ...refused.json().confirmWith,
    });
    expect(closed.statusCode).toBe(200);
    const refunded = await exactlyOneOwnerMail(/^Booking refunded/);
    expect(refunded.text).toContain('Refunded: £61.00');
    expect(refunded.text).toContain('Reason: Camden Courts closed at that time');
  });

  it('tells the owner when the scheduled repair refunds money a cancelled booking still held', async () => {
    const { harness, db, venueId, book, inject, tokens } = await start();
    const bookingId = await book(['10:00']);
    await suite.mailbox.waitFor(OWNER, /^New booking/);
    const block = { bulkBlockedPeriods: [{ startDate: WEDNESDAY, endDate: WEDNESDAY, allDay: true, reason: 'Flood' }] };
    expect(
      (
        await inject('PATCH', `/api/venues/${venueId}/availability/`, tokens.owner, {
          ...block,
          cancelAffectedBookings: [bookingId],
        })
      ).statusCode,
    ).toBe(200);
    await suite.mailbox.waitFor(OWNER, /^Booking refunded/);
    suite.mailbox.clear();
    // What an old race left: a £28.00 charge that landed on the booking after the closure had refunded it.
    const deps = harness.app.serviceDeps();
    const card = await db.selectFrom('payment_methods').select('provider_payment_method_id').executeTakeFirstOrThrow();
    const customer = await db
      .selectFrom('users')
      .select('payment_customer_id')
      .where('email', '=', 'pat@example.com')
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
    suite.clock.advance(11 * 60_000);
    expect((await repairMoney(harness.app.serviceDeps())).refundedPence).toBe(2800);
    const repaired = await exactlyOneOwnerMail(/^Booking refunded/);
    expect(repaired.text).toContain('Refunded: £28.00');
    expect(repaired.text).toContain('Reason: Money the cancelled booking still held was refunded');
    expect((await repairMoney(harness.app.serviceDeps())).refundedPence).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(suite.mailbox.messagesTo(OWNER)).toHaveLength(1);
  });

  it('with "daily", sends no mail per event and one summary the next morning, however often the sweep runs', async () => {
    const { harness, db, book, inject, tokens } = await start();
    const saved = await inject('PATCH', '/api/account/notifications/', tokens.owner, { delivery: 'daily' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ success: true, delivery: 'daily' });
    const bookingId = await book(['18:00', '19:00', '20:00']);
    await suite.mailbox.waitFor('pat@example.com', /confirmed/i);
    expect(
      (await inject('POST', `/api/bookings/${bookingId}/cancel/`, tokens.pat, { reason: 'Rain' })).statusCode,
    ).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 200));
    suite.clock.advance(3 * 60_000);
    expect(await sweepOwnerMails(harness.app.serviceDeps())).toBe(0);
    expect(suite.mailbox.messagesTo(OWNER)).toEqual([]);

    // Same day: nothing yet. Sunday 05:59 London: still nothing. 06:00: one summary of Saturday.
    expect(await sweepOwnerSummaries(harness.app.serviceDeps())).toBe(0);
    suite.clock.advance(19 * 3_600_000 + 56 * 60_000); // Sunday 05:59
    expect(await sweepOwnerSummaries(harness.app.serviceDeps())).toBe(0);
    suite.clock.advance(60_000);
    const runs = await Promise.all([
      sweepOwnerSummaries(harness.app.serviceDeps()),
      sweepOwnerSummaries(harness.app.serviceDeps()),
      sweepOwnerSummaries(harness.app.serviceDeps()),
    ]);
    expect(runs.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await sweepOwnerSummaries(harness.app.serviceDeps())).toBe(0);
    suite.clock.advance(60 * 60_000);
    expect(await sweepOwnerSummaries(harness.app.serviceDeps())).toBe(0);
    const summary = await suite.mailbox.waitFor(OWNER, /daily summary/);
    expect(suite.mailbox.messagesTo(OWNER)).toHaveLength(1);
    expect(summary.subject).toBe('Your daily summary for Saturday 21 November 2026: 2 events at Camden Courts');
    expect(summary.text).toContain('Camden Courts:');
    expect(summary.text).toContain(
      '• Booked: Pat Player booked Tennis on Wednesday 25 November 2026, 18:00–21:00 for £91.50.',
    );
    expect(summary.text).toContain('• Cancellation requested: Pat Player asked to cancel');
    expect(summary.text).toContain(DASHBOARD);
    expect(await db.selectFrom('owner_summary_days').selectAll().execute()).toHaveLength(1);
  });

  it('with "none", sends the owner nothing, neither per event nor as a summary', async () => {
    const { harness, book, inject, tokens } = await start();
    expect((await inject('PATCH', '/api/account/notifications/', tokens.owner, { delivery: 'none' })).statusCode).toBe(
      200,
    );
    const bookingId = await book(['09:00']);
    await suite.mailbox.waitFor('pat@example.com', /confirmed/i);
    await inject('POST', `/api/bookings/${bookingId}/cancel/`, tokens.pat, { reason: 'Rain' });
    suite.clock.advance(24 * 3_600_000);
    expect(await sweepOwnerMails(harness.app.serviceDeps())).toBe(0);
    expect(await sweepOwnerSummaries(harness.app.serviceDeps())).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(suite.mailbox.messagesTo(OWNER)).toEqual([]);
    // The Overview still shows what happened.
    const overview = await inject('GET', '/api/venues/dashboard/', tokens.owner);
    expect(overview.json().recent_activity.map((item: { activity: string }) => item.activity)).toEqual([
      'cancellation_requested',
      'booked',
    ]);
  });

  it('a per-event mail the mail server refused is sent by the sweep, once', async () => {
    const { harness, db, book } = await start();
    await book(['11:00']);
    await suite.mailbox.waitFor(OWNER, /^New booking/);
    // As if the sender had died before it was sent: the pending row is back.
    const event = await db.selectFrom('owner_events').select(['id', 'booking_id']).executeTakeFirstOrThrow();
    await db
      .insertInto('pending_mails')
      .values({
        kind: 'owner_event',
        booking_id: event.booking_id,
        owner_event_id: event.id,
        due_at: suite.clock.now().toISOString(),
        created_at: suite.clock.now().toISOString(),
      })
      .execute();
    suite.mailbox.clear();
    const [a, b] = await Promise.all([
      sweepOwnerMails(harness.app.serviceDeps()),
      sweepOwnerMails(harness.app.serviceDeps()),
    ]);
    expect(a + b).toBe(1);
    await exactlyOneOwnerMail(/^New booking/);
    expect(await db.selectFrom('pending_mails').select('id').execute()).toEqual([]);
  });

  it('reads and saves the setting: "each" by default, a clear 400 for anything else, only for venue owners', async () => {
    const { db, inject, tokens } = await start();
    expect((await inject('GET', '/api/account/notifications/', tokens.owner)).json()).toEqual({
      success: true,
      delivery: 'each',
    });
    for (const body of [{ delivery: 'weekly' }, { delivery: '' }, {}, { delivery: 1 }]) {
      const bad = await inject('PATCH', '/api/account/notifications/', tokens.owner, body);
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({
        success: false,
        error: expect.stringContaining(OWNER_NOTIFICATION_MESSAGES.invalidDelivery),
      });
    }
    expect((await inject('PATCH', '/api/account/notifications/', tokens.owner, { delivery: 'daily' })).statusCode).toBe(
      200,
    );
    expect((await inject('GET', '/api/account/notifications/', tokens.owner)).json().delivery).toBe('daily');
    // Another owner has their own setting; a player, an admin and nobody are refused.
    expect((await inject('GET', '/api/account/notifications/', tokens.otherOwner)).json().delivery).toBe('each');
    expect((await inject('PATCH', '/api/account/notifications/', tokens.pat, { delivery: 'none' })).statusCode).toBe(
      403,
    );
    expect((await inject('PATCH', '/api/account/notifications/', tokens.admin, { delivery: 'none' })).statusCode).toBe(
      403,
    );
    expect((await inject('PATCH', '/api/account/notifications/', undefined, { delivery: 'none' })).statusCode).toBe(
      401,
    );
    expect(await db.selectFrom('owner_notification_settings').select(['delivery']).execute()).toEqual([
      { delivery: 'daily' },
    ]);
  });
});
