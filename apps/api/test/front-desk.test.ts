import {
  ADMIN_MESSAGES as AdM,
  AVAILABILITY_MESSAGES as AM,
  FRONT_DESK_MESSAGES as FM,
  PAYMENT_MESSAGES as M,
  VENUE_MESSAGES as VM,
} from '@app/contracts';
import { testEngines } from '@app/db/testing';
import { bookingCode } from '@app/domain';
import { describe, expect, it } from 'vitest';
import { bearer, createUser, loginAs } from './support/accounts';
import { paymentSuite } from './support/payment-suite';
import { bookThroughCheckout, postCheckout, saveCard } from './support/payments';
import { createVenue } from './support/venue-fixtures';

/** Issue 30 §3 and §4: phone and walk-in bookings, and what the owner does to a booking. */
const DATE = '2026-11-24'; // a Tuesday; the suite's clock starts on Saturday 21 November 2026, 10:00 UTC

describe.each(testEngines())('the front desk on %s', (engine) => {
  const suite = paymentSuite(engine);

  async function start() {
    const harness = await suite.start();
    const { db } = harness.database;
    const owner = await createUser(db, { email: 'owner@example.com', role: 'venue_owner', name: 'Olivia Owner' });
    await createUser(db, { email: 'rival@example.com', role: 'venue_owner' });
    await createUser(db, { email: 'admin@example.com', role: 'admin' });
    const player = await createUser(db, { email: 'pat@example.com', name: 'Pat Player' });
    const venueId = await createVenue(db, {
      name: 'Camden Courts',
      ownerId: owner.id,
      sports: [
        { sport: 'Tennis', pricePence: 3000, courts: 2 },
        { sport: 'Squash', pricePence: 2000, courts: 1 },
      ],
    });
    // Each sport has its photo, as the venue form requires of an edit.
    for (const sport of ['Tennis', 'Squash'])
      await db
        .insertInto('venue_images')
        .values({ venue_id: venueId, sport, url: `/media/demo/${sport}.svg`, created_at: '2026-11-01T09:00:00Z' })
        .execute();
    const courts = await db
      .selectFrom('venue_courts')
      .select(['id', 'sport', 'number', 'name'])
      .where('venue_id', '=', venueId)
      .orderBy('sport')
      .orderBy('number')
      .execute();
    const court = (sport: string, number: number) =>
      courts.find((row) => row.sport === sport && row.number === number)!;
    const tokens = {
      owner: await loginAs(harness.app, owner.email),
      rival: await loginAs(harness.app, 'rival@example.com'),
      admin: await loginAs(harness.app, 'admin@example.com'),
      player: await loginAs(harness.app, player.email),
    };
    const call = (method: 'POST' | 'PATCH', url: string, token: string, payload: object) =>
      harness.app.inject({ method, url, headers: bearer(token), payload });
    const manual = (payload: object, token = tokens.owner) =>
      call('POST', `/api/venues/${venueId}/bookings/`, token, {
        sport: 'Tennis',
        date: DATE,
        timeSlots: ['18:00', '19:00'],
        customer: { name: 'Walk-in Will', phone: '07700 900456' },
        payment: 'paid_at_venue',
        ...payload,
      });
    const claimsOf = (bookingId: number) =>
      db
        .selectFrom('booking_slots')
        .select(['start_time', 'court_number'])
        .where('booking_id', '=', bookingId)
        .orderBy('start_time')
        .execute();
    const bookingCount = async () => (await db.selectFrom('bookings').select('id').execute()).length;
    return { harness, db, owner, player, venueId, court, tokens, call, manual, claimsOf, bookingCount };
  }

  it('takes a phone booking on the chosen court, paid at the venue, and tells a customer with an account', async () => {
    const { db, player, venueId, court, manual, claimsOf, tokens, harness } = await start();
    const response = await manual({
      courtId: court('Tennis', 2).id,
      customer: { name: 'Pat Player', email: 'PAT@example.com', phone: '07700 900123' },
    });
    expect(response.statusCode, response.body).toBe(201);
    const { booking, message } = response.json();
    expect(message).toBe(FM.bookingCreated(booking.code));
    expect(booking).toMatchObject({
      code: bookingCode(booking.id),
      source: 'manual',
      status: 'confirmed',
      timeSlots: ['18:00', '19:00'],
      courts: [
        { time: '18:00', courtId: court('Tennis', 2).id, name: 'Court 2' },
        { time: '19:00', courtId: court('Tennis', 2).id, name: 'Court 2' },
      ],
      customer: { name: 'Pat Player', email: 'PAT@example.com', phone: '07700 900123' },
      totalAmountPence: 6000,
      venuePayment: 'paid_at_venue',
      noShow: false,
    });
    expect(booking.paidAtVenueAt).not.toBeNull();
    expect(await claimsOf(booking.id)).toEqual([
      { start_time: '18:00', court_number: 2 },
      { start_time: '19:00', court_number: 2 },
    ]);
    const row = await db.selectFrom('bookings').selectAll().where('id', '=', booking.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ user_id: player.id, source: 'manual', entered_by: expect.any(Number) });
    // The player sees it in My bookings, with its code, and has the confirmation.
    const mine = await harness.app.inject({
      method: 'GET',
      url: '/api/bookings/my-bookings/',
      headers: bearer(tokens.player),
    });
    expect(mine.json().bookings.map((b: { code: string }) => b.code)).toEqual([booking.code]);
    const mail = await suite.mailbox.waitFor('PAT@example.com', new RegExp(`Booking ${booking.code} confirmed`));
    expect(mail.text).toContain('Camden Courts has booked this for you. It is paid.');
    expect(venueId).toBeGreaterThan(0);
  });

  it('can never take the court-hour an online booking holds, nor the other way round', async () => {
    const { harness, venueId, manual, tokens } = await start();
    // Squash has one court: the desk takes 10:00, checkout is refused; checkout takes 11:00, the desk is refused.
    expect((await manual({ sport: 'Squash', timeSlots: ['10:00'], payment: 'unpaid' })).statusCode).toBe(201);
    const card = await saveCard(harness.app, tokens.player);
    const refused = await postCheckout(harness.app, tokens.player, {
      venueId,
      sport: 'Squash',
      date: DATE,
      times: ['10:00'],
      amount: 2000,
      cardId: card.id,
    });
    expect(refused.statusCode).toBe(409);
    await bookThroughCheckout(harness.app, tokens.player, {
      venueId,
      sport: 'Squash',
      date: DATE,
      times: ['11:00'],
      amount: 2000,
      cardId: card.id,
    });
    const taken = await manual({ sport: 'Squash', timeSlots: ['11:00'], payment: 'unpaid' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toBe(M.slotTaken);
  });

  it('refuses bad input with a clear message and saves nothing', async () => {
    const { manual, court, tokens, bookingCount } = await start();
    const cases: [object, number, string][] = [
      [{ timeSlots: ['12:00'] }, 409, M.slotTaken], // the lunch break
      [{ date: '2026-11-22' }, 409, M.slotTaken], // Sunday: closed
      [{ date: '2026-11-20' }, 400, AM.dateOutsideWindow], // yesterday
      [{ pricePence: 0 }, 400, FM.pricePenceInvalid],
      [{ pricePence: 1250.5 }, 400, FM.pricePenceInvalid],
      [{ pricePence: 5000 }, 400, FM.priceReasonRequired('£60.00')],
      [{ courtId: court('Squash', 1).id }, 400, FM.courtOfAnotherSport('Court 1', 'Tennis')],
      [{ courtId: 999_999 }, 400, FM.courtNotFound],
      [{ customer: { name: 'No Contact' } }, 400, FM.customerContactRequired],
      [{ customer: { name: ' ', phone: '07700 900456' } }, 400, FM.customerNameRequired],
      [{ customer: { name: 'Bad Mail', email: 'not-an-email' } }, 400, FM.customerEmailInvalid],
      [{ payment: 'pay_later' }, 400, FM.paymentInvalid],
      [{ sport: 'Padel' }, 400, VM.unknownSport('Padel')],
    ];
    for (const [payload, status, error] of cases) {
      const response = await manual(payload);
      expect([response.statusCode, response.json().error], JSON.stringify(payload)).toEqual([status, error]);
    }
    // Another owner's venue does not exist for them; a player may not call it at all.
    const rival = await manual({}, tokens.rival);
    expect([rival.statusCode, rival.json().error]).toEqual([404, VM.venueNotFound]);
    expect((await manual({}, tokens.player)).statusCode).toBe(403);
    expect(await bookingCount()).toBe(0);
    // A different price with its reason is kept, with the reason.
    const discounted = await manual({ pricePence: 5000, priceReason: 'League night discount' });
    expect(discounted.statusCode).toBe(201);
    expect(discounted.json().booking).toMatchObject({ totalAmountPence: 5000, priceReason: 'League night discount' });
    // An admin may run any venue's desk.
    expect((await manual({ timeSlots: ['20:00'] }, tokens.admin)).statusCode).toBe(201);
  });

  it('marks a booking paid, a no-show once it has started, keeps a note, and moves it to a free court', async () => {
    const { harness, venueId, manual, call, court, tokens, claimsOf } = await start();
    const unpaid = (await manual({ payment: 'unpaid' })).json().booking;
    const url = `/api/venues/${venueId}/bookings/${unpaid.id}/`;
    const paid = await call('PATCH', url, tokens.owner, { paid: true });
    expect(paid.statusCode).toBe(200);
    expect(paid.json().booking.paidAtVenueAt).not.toBeNull();
    const again = await call('PATCH', url, tokens.owner, { paid: true });
    expect([again.statusCode, again.json().error]).toEqual([409, FM.alreadyPaid]);

    const early = await call('PATCH', url, tokens.owner, { noShow: true });
    expect([early.statusCode, early.json().error]).toEqual([409, FM.noShowBeforeStart]);
    const noted = await call('PATCH', url, tokens.owner, { note: '  Brings his own racquets  ' });
    expect(noted.json().booking.note).toBe('Brings his own racquets');

    // Court 1 holds it; another desk booking takes court 2 at 19:00 only, so the move is refused there.
    expect(await claimsOf(unpaid.id)).toEqual([
      { start_time: '18:00', court_number: 1 },
      { start_time: '19:00', court_number: 1 },
    ]);
    const other = (await manual({ timeSlots: ['19:00'], courtId: court('Tennis', 2).id })).json().booking;
    const blocked = await call('PATCH', url, tokens.owner, { courtId: court('Tennis', 2).id });
    expect([blocked.statusCode, blocked.json().error]).toEqual([409, FM.courtTaken('Court 2', '18:00')]);
    expect(await claimsOf(unpaid.id)).toEqual([
      { start_time: '18:00', court_number: 1 },
      { start_time: '19:00', court_number: 1 },
    ]);
    await call('POST', `/api/venues/${venueId}/bookings/${other.id}/cancel/`, tokens.owner, {
      reason: 'Customer rang to cancel',
      refund: { type: 'full' },
    });
    const moved = await call('PATCH', url, tokens.owner, { courtId: court('Tennis', 2).id });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().booking.courts.map((hour: { name: string }) => hour.name)).toEqual(['Court 2', 'Court 2']);
    const same = await call('PATCH', url, tokens.owner, { courtId: court('Tennis', 2).id });
    expect([same.statusCode, same.json().error]).toEqual([400, FM.moveSameCourt]);
    const squash = await call('PATCH', url, tokens.owner, { courtId: court('Squash', 1).id });
    expect([squash.statusCode, squash.json().error]).toEqual([400, FM.courtOfAnotherSport('Court 1', 'Tennis')]);

    // Once it has started it can be marked a no-show, and unmarked.
    suite.clock.advance(3 * 24 * 3_600_000 + 8 * 3_600_000 + 5 * 60_000);
    const noShow = await call('PATCH', url, tokens.owner, { noShow: true });
    expect(noShow.json().booking.noShow).toBe(true);
    expect((await call('PATCH', url, tokens.owner, { noShow: false })).json().booking.noShow).toBe(false);
    // Another owner cannot touch it; nothing to change is said.
    const rival = await call('PATCH', url, tokens.rival, { note: 'mine now' });
    expect(rival.statusCode).toBe(404);
    const empty = await call('PATCH', url, tokens.owner, {});
    expect([empty.statusCode, empty.json().error]).toEqual([400, FM.nothingToChange]);
    expect(harness).toBeDefined();
  });

  it('cancels an online booking with a reason and a refund through the ledger; the player is told both', async () => {
    const { harness, db, venueId, call, tokens } = await start();
    const card = await saveCard(harness.app, tokens.player);
    const bookingId = await bookThroughCheckout(harness.app, tokens.player, {
      venueId,
      sport: 'Tennis',
      date: DATE,
      times: ['18:00', '19:00'],
      amount: 6000,
      cardId: card.id,
    });
    const url = `/api/venues/${venueId}/bookings/${bookingId}/cancel/`;
    const rival = await call('POST', url, tokens.rival, { reason: 'x', refund: { type: 'full' } });
    expect(rival.statusCode).toBe(404);
    const noReason = await call('POST', url, tokens.owner, { reason: ' ', refund: { type: 'full' } });
    expect([noReason.statusCode, noReason.json().error]).toEqual([400, FM.cancelReasonRequired]);
    const tooMuch = await call('POST', url, tokens.owner, {
      reason: 'Flooded',
      refund: { type: 'partial', amount: 61 },
    });
    expect([tooMuch.statusCode, tooMuch.json().error]).toEqual([400, AdM.refundAboveRefundable('£60.00')]);
    // Nothing was recorded for the refused cancellation.
    expect(await db.selectFrom('cancellation_requests').select('id').execute()).toEqual([]);

    const cancelled = await call('POST', url, tokens.owner, {
      reason: 'The courts are flooded after the storm',
      refund: { type: 'partial', amount: '45.50' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({
      message: FM.bookingCancelled('£45.50'),
      booking: { status: 'cancelled' },
    });
    const refunds = await db
      .selectFrom('payments')
      .select(['amount_pence'])
      .where('booking_id', '=', bookingId)
      .where('kind', '=', 'refund')
      .execute();
    expect(refunds.map((row) => row.amount_pence)).toEqual([4550]);
    const request = await db
      .selectFrom('cancellation_requests')
      .select(['status', 'decided_by', 'refund_amount_pence'])
      .executeTakeFirstOrThrow();
    expect(request).toEqual({ status: 'approved', decided_by: 'owner', refund_amount_pence: 4550 });
    const mail = await suite.mailbox.waitFor(
      'pat@example.com',
      new RegExp(`Booking ${bookingCode(bookingId)} cancelled`),
    );
    expect(mail.text).toContain('Camden Courts has cancelled your booking. £45.50 is on its way back to your card.');
    expect(mail.text).toContain('The courts are flooded after the storm');
    const twice = await call('POST', url, tokens.owner, { reason: 'again', refund: { type: 'full' } });
    expect([twice.statusCode, twice.json().error]).toEqual([409, VM.venueCannotCancel]);
  });

  it('records a cash refund for a booking paid at the venue, and none for one never paid', async () => {
    const { db, venueId, manual, call, tokens } = await start();
    const paid = (await manual({ customer: { name: 'Cash Carl', email: 'carl@example.com' } })).json().booking;
    const response = await call('POST', `/api/venues/${venueId}/bookings/${paid.id}/cancel/`, tokens.owner, {
      reason: 'Court maintenance',
      refund: { type: 'partial', amount: 10 },
    });
    expect(response.statusCode, response.body).toBe(200);
    const row = await db
      .selectFrom('bookings')
      .select(['status', 'venue_refunded_pence', 'keep_pence'])
      .where('id', '=', paid.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'cancelled', venue_refunded_pence: 1000, keep_pence: 5000 });
    const mail = await suite.mailbox.waitFor('carl@example.com', /cancelled/);
    expect(mail.text).toContain('£10.00 has been refunded to you at the venue.');
    expect(await db.selectFrom('payments').select('id').execute()).toEqual([]);

    const unpaid = (await manual({ payment: 'unpaid', timeSlots: ['20:00'] })).json().booking;
    const none = await call('POST', `/api/venues/${venueId}/bookings/${unpaid.id}/cancel/`, tokens.owner, {
      reason: 'No answer on the phone',
      refund: { type: 'full' },
    });
    expect(none.json().message).toBe(FM.bookingCancelled(null));
  });

  it("lets the venue's owner decide a player's request, and not another owner", async () => {
    const { harness, venueId, tokens, call } = await start();
    const card = await saveCard(harness.app, tokens.player);
    const bookingId = await bookThroughCheckout(harness.app, tokens.player, {
      venueId,
      sport: 'Tennis',
      date: DATE,
      times: ['18:00'],
      amount: 3000,
      cardId: card.id,
    });
    await call('POST', `/api/bookings/${bookingId}/cancel/`, tokens.player, { reason: 'Injured' });
    const request = await harness.database.db
      .selectFrom('cancellation_requests')
      .select('id')
      .executeTakeFirstOrThrow();
    // The desk sees the request and what can be refunded.
    const read = (token: string) =>
      harness.app.inject({
        method: 'GET',
        url: `/api/venues/${venueId}/bookings/${bookingId}/`,
        headers: bearer(token),
      });
    expect((await read(tokens.owner)).json().booking).toMatchObject({
      status: 'cancellation_requested',
      cancellationRequest: { id: request.id, reason: 'Injured' },
      refundablePence: 3000,
      customer: { name: 'Pat Player', email: 'pat@example.com' },
    });
    expect((await read(tokens.rival)).statusCode).toBe(404);
    const url = `/api/cancellation-requests/${request.id}/`;
    const rival = await call('PATCH', url, tokens.rival, { status: 'approved', refund_type: 'full' });
    expect(rival.statusCode).toBe(404);
    const decided = await call('PATCH', url, tokens.owner, { status: 'approved', refund_type: 'full' });
    expect(decided.statusCode, decided.body).toBe(200);
    expect(decided.json().cancellation_request).toMatchObject({ status: 'approved', refundAmount: 30 });
  });

  it("approves a request inside the venue's free-cancellation window at once when its policy says so", async () => {
    const { harness, db, venueId, tokens, call } = await start();
    // The owner sets the policy on the venue; a bad number of hours is refused, another owner cannot.
    const setPolicy = (token: string, cancellationPolicy: object) =>
      call('PATCH', `/api/venues/${venueId}/`, token, { cancellationPolicy });
    const bad = await setPolicy(tokens.owner, { freeHours: 200, autoApprove: true });
    expect([bad.statusCode, bad.json().error]).toEqual([400, VM.freeHoursInvalid]);
    expect((await setPolicy(tokens.rival, { freeHours: 1, autoApprove: true })).statusCode).toBe(404);
    const saved = await setPolicy(tokens.owner, { freeHours: 48, autoApprove: true });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().venue.cancellationPolicy).toEqual({ freeHours: 48, autoApprove: true });
    const card = await saveCard(harness.app, tokens.player);
    const book = (date: string) =>
      bookThroughCheckout(harness.app, tokens.player, {
        venueId,
        sport: 'Tennis',
        date,
        times: ['18:00'],
        amount: 3000,
        cardId: card.id,
      });
    const early = await book(DATE); // three days ahead: inside the 48 hours' free window
    const late = await book('2026-11-23'); // Monday 18:00: 56 hours ahead... also free
    await db.updateTable('venues').set({ cancellation_free_hours: 72 }).where('id', '=', venueId).execute();
    await call('POST', `/api/bookings/${early}/cancel/`, tokens.player, { reason: 'Away' });
    await call('POST', `/api/bookings/${late}/cancel/`, tokens.player, { reason: 'Away' });
    const rows = await db
      .selectFrom('bookings')
      .select(['id', 'status', 'payment_status'])
      .where('id', 'in', [early, late])
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { id: early, status: 'cancelled', payment_status: 'refunded' },
      { id: late, status: 'cancellation_requested', payment_status: 'succeeded' },
    ]);
    const decided = await db
      .selectFrom('cancellation_requests')
      .select(['booking_id', 'status', 'decided_by'])
      .orderBy('booking_id')
      .execute();
    expect(decided).toEqual([
      { booking_id: early, status: 'approved', decided_by: 'policy' },
      { booking_id: late, status: 'pending', decided_by: null },
    ]);
  });
});
