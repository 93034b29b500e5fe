import { bookingCode } from '@app/domain';
import { CONFIRM_CLOSURE_FIELD, VENUE_MESSAGES as M, closureConflictSchema } from '@app/contracts';
import { testEngines } from '@app/db/testing';
import { describe, expect, it } from 'vitest';
import { bearer, createUser, loginAs } from './support/accounts';
import { bookThroughCheckout, payShareLink, saveCard, splitWith } from './support/payments';
import { shareLinkFor } from './support/test-mailbox';
import { paymentSuite } from './support/payment-suite';
import { createVenue } from './support/venue-fixtures';

/**
 * Closures meet bookings (issue 12, item 7): a save that closes, blocks or breaks an hour a confirmed
 * booking holds answers 409 with the bookings; the same request with the flag the answer names
 * cancels them, refunds every payer in full through the ledger and e-mails them. The books are checked
 * to balance after every test (paymentSuite). Clock: Saturday 21 November 2026, 10:00.
 */
describe.each(testEngines())('closures that meet bookings on %s', (engine) => {
  const suite = paymentSuite(engine, { PUBLIC_URL: 'https://book.example.co.uk' });
  const WEDNESDAY = '2026-11-25';
  const THURSDAY = '2026-11-26';

  async function start() {
    const harness = await suite.start();
    const { db } = harness.database;
    const owner = await createUser(db, { email: 'owner@example.com', role: 'venue_owner' });
    await createUser(db, { email: 'pat@example.com', name: 'Pat Player' });
    await createUser(db, { email: 'olly@example.com', name: 'Olly Organiser' });
    const venueId = await createVenue(db, {
      name: 'Bow Tennis Centre',
      ownerId: owner.id,
      sports: [{ sport: 'Tennis', pricePence: 3000 }],
    });
    const tokens = {
      owner: await loginAs(harness.app, 'owner@example.com'),
      pat: await loginAs(harness.app, 'pat@example.com'),
      olly: await loginAs(harness.app, 'olly@example.com'),
    };
    const book = async (token: string, date: string, times: string[], amount: number, split?: object) => {
      const card = await saveCard(harness.app, token);
      return bookThroughCheckout(harness.app, token, {
        venueId,
        sport: 'Tennis',
        date,
        times,
        amount,
        cardId: card.id,
        split,
      });
    };
    // Pat: Wednesday 18:00–20:00, £60. Olly: Thursday 10:00–12:00 split three ways (£20 each); Sam pays his share, Kim does not.
    const single = await book(tokens.pat, WEDNESDAY, ['18:00', '19:00'], 6000);
    const split = await book(
      tokens.olly,
      THURSDAY,
      ['10:00', '11:00'],
      2000,
      splitWith(['sam@example.com', 'kim@example.com']),
    );
    const link = await shareLinkFor(suite.mailbox, 'sam@example.com');
    // Kim's invitation too, before the mailbox is cleared: it may arrive after Sam's.
    await suite.mailbox.waitFor('kim@example.com', /your share/);
    const paid = await payShareLink(harness.app, link, { name: 'Sam Guest', email: 'sam@example.com' });
    expect(paid.json().status).toBe('paid');
    suite.mailbox.clear();
    const patch = (payload: object, token = tokens.owner) =>
      harness.app.inject({
        method: 'PATCH',
        url: `/api/venues/${venueId}/availability/`,
        headers: bearer(token),
        payload,
      });
    const availability = async () =>
      (await harness.app.inject({ method: 'GET', url: `/api/venues/${venueId}/availability/` })).json().availability;
    const bookingRow = (id: number) =>
      db.selectFrom('bookings').select(['status', 'payment_status']).where('id', '=', id).executeTakeFirstOrThrow();
    return { harness, db, venueId, tokens, single, split, patch, availability, bookingRow };
  }

  const block = {
    bulkBlockedPeriods: [{ startDate: WEDNESDAY, endDate: THURSDAY, allDay: true, reason: 'Private Tournament' }],
  };

  it('refuses a closure over booked hours with 409, the bookings it meets and the flag to confirm; nothing changes', async () => {
    const { db, single, split, patch, availability, bookingRow } = await start();
    const before = await availability();
    const refused = await patch(block);
    expect(refused.statusCode).toBe(409);
    const answer = refused.json();
    expect(answer).toMatchObject({
      success: false,
      code: 'CLOSURE_AFFECTS_BOOKINGS',
      error: M.closureAffectsBookings(2),
    });
    expect(answer.affectedBookings).toEqual([
      {
        id: single,
        code: bookingCode(single),
        player: { name: 'Pat Player', email: 'pat@example.com' },
        date: WEDNESDAY,
        sport: 'Tennis',
        timeSlots: ['18:00', '19:00'],
        amount: 60,
        amountPence: 6000,
        isSplit: false,
      },
      {
        id: split,
        code: bookingCode(split),
        player: { name: 'Olly Organiser', email: 'olly@example.com' },
        date: THURSDAY,
        sport: 'Tennis',
        timeSlots: ['10:00', '11:00'],
        amount: 60,
        amountPence: 6000,
        isSplit: true,
      },
    ]);
    expect(answer.confirmField).toBe('cancelAffectedBookings');
    expect(answer.confirmWith).toEqual({ cancelAffectedBookings: [single, split] });
    expect(closureConflictSchema.safeParse(answer).success).toBe(true);
    expect(await availability()).toEqual(before);
    expect(await bookingRow(single)).toEqual({ status: 'confirmed', payment_status: 'succeeded' });
    expect(await db.selectFrom('payments').select('id').where('kind', '=', 'refund').execute()).toEqual([]);

    // A confirmation that names other bookings (an old list) is not a confirmation of these.
    const stale = await patch({ ...block, [CONFIRM_CLOSURE_FIELD]: [single] });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().affectedBookings).toHaveLength(2);

    // Closing the day in the weekly schedule, or a break over a booked hour, meets the booking too.
    const week = before.generalSchedule.map(
      (day: { dayOfWeek: number; isOpen: boolean; openTime: string; closeTime: string; breakTimes: object[] }) => ({
        dayOfWeek: day.dayOfWeek,
        isOpen: day.isOpen,
        openTime: day.openTime,
        closeTime: day.closeTime,
        breakTimes: day.breakTimes,
      }),
    );
    const closedWednesday = await patch({
      generalSchedule: week.map((day: { dayOfWeek: number }) =>
        day.dayOfWeek === 3 ? { ...day, isOpen: false } : day,
      ),
    });
    expect(closedWednesday.statusCode).toBe(409);
    expect(closedWednesday.json().affectedBookings.map((booking: { id: number }) => booking.id)).toEqual([single]);
    const eveningBreak = await patch({
      generalSchedule: week.map((day: { dayOfWeek: number; breakTimes: object[] }) =>
        day.dayOfWeek === 4
          ? { ...day, breakTimes: [...day.breakTimes, { start: '11:00', end: '12:00', reason: 'Staff Training' }] }
          : day,
      ),
    });
    expect(eveningBreak.statusCode).toBe(409);
    expect(eveningBreak.json().affectedBookings.map((booking: { id: number }) => booking.id)).toEqual([split]);
    // Hours nobody holds close freely: Wednesday until 18:00.
    const early = await patch({
      bulkBlockedPeriods: [
        { startDate: WEDNESDAY, endDate: WEDNESDAY, allDay: false, startTime: '08:00', endTime: '18:00' },
      ],
    });
    expect(early.statusCode, early.body).toBe(200);
    expect(early.json().cancelledBookings).toEqual([]);
  });

  it('on confirmation cancels the bookings, refunds every payer in full through the ledger and e-mails each of them', async () => {
    const { harness, db, venueId, single, split, patch, availability, bookingRow } = await start();
    const confirmed = await patch({ ...block, [CONFIRM_CLOSURE_FIELD]: [split, single] });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().message).toBe(`${M.availabilityUpdated} ${M.closureCancelled(2)}`);
    expect(confirmed.json().cancelledBookings).toEqual([
      { id: single, refundedPence: 6000, refunded: true },
      // The split booking had collected Olly's £20 and Sam's £20; Kim never paid.
      { id: split, refundedPence: 4000, refunded: true },
    ]);
    expect(await bookingRow(single)).toEqual({ status: 'cancelled', payment_status: 'refunded' });
    expect((await bookingRow(split)).status).toBe('cancelled');
    expect((await availability()).bulkBlockedPeriods).toEqual([
      expect.objectContaining({ startDate: WEDNESDAY, endDate: THURSDAY, reason: 'Private Tournament' }),
    ]);

    // Each charge refunded in full: one refund per payer, each against its own charge.
    const ledger = await db
      .selectFrom('payments')
      .select(['kind', 'booking_id', 'participant_id', 'amount_pence', 'status', 'parent_payment_id'])
      .where('booking_id', 'in', [single, split])
      .orderBy('id')
      .execute();
    const charges = ledger.filter((row) => row.kind === 'charge' && row.status === 'succeeded');
    const refunds = ledger.filter((row) => row.kind === 'refund');
    expect(refunds.map((row) => [row.booking_id, row.amount_pence, row.status])).toEqual(
      expect.arrayContaining([
        [single, 6000, 'succeeded'],
        [split, 2000, 'succeeded'],
        [split, 2000, 'succeeded'],
      ]),
    );
    expect(refunds).toHaveLength(3);
    for (const charge of charges)
      expect(
        refunds
          .filter(
            (refund) => refund.booking_id === charge.booking_id && refund.participant_id === charge.participant_id,
          )
          .reduce((sum, refund) => sum + refund.amount_pence, 0),
      ).toBe(charge.amount_pence);

    const pat = await suite.mailbox.waitFor(
      'pat@example.com',
      new RegExp(`Booking ${bookingCode(single)} cancelled: Bow Tennis Centre is closed`),
    );
    expect(pat.text).toContain('Your payment of £60.00 has been refunded in full');
    expect((await suite.mailbox.waitFor('olly@example.com', /is closed at that time/)).text).toContain(
      'Your payment of £20.00 has been refunded in full',
    );
    expect((await suite.mailbox.waitFor('sam@example.com', /is closed at that time/)).text).toContain(
      'Your payment of £20.00 has been refunded in full',
    );
    expect(suite.mailbox.messagesTo('kim@example.com')).toEqual([]);

    // The hours are free of the bookings and show the closure to players.
    const slots = (
      await harness.app.inject({ method: 'GET', url: `/api/venues/${venueId}/slots/?sport=Tennis&date=${WEDNESDAY}` })
    ).json().slots;
    expect(slots.find((slot: { time: string }) => slot.time === '18:00')).toMatchObject({
      available: false,
      unavailableReason: 'blocked',
    });
    expect(
      await db.selectFrom('booking_slots').select('id').where('booking_id', 'in', [single, split]).execute(),
    ).toEqual([]);
    const myBookings = (
      await harness.app.inject({
        method: 'GET',
        url: '/api/bookings/my-bookings/',
        headers: bearer(await loginAs(harness.app, 'pat@example.com')),
      })
    ).json();
    expect(myBookings.bookings.find((booking: { id: number }) => booking.id === single).status).toBe('cancelled');
    const activity = await db.selectFrom('activity_log').select('message').where('type', '=', 'venue').execute();
    expect(activity.map((row) => row.message)).toContain(
      'Bow Tennis Centre closed hours that 2 booking(s) held; they were cancelled and refunded',
    );
    // Every payer shows what came back (issue 28 §6); Kim, who had not paid, is simply cancelled.
    const payers = await db
      .selectFrom('booking_participants')
      .select(['email', 'status', 'refunded_pence'])
      .where('booking_id', '=', split)
      .orderBy('id')
      .execute();
    expect(payers).toEqual([
      { email: 'olly@example.com', status: 'refunded', refunded_pence: 2000 },
      { email: 'sam@example.com', status: 'refunded', refunded_pence: 2000 },
      { email: 'kim@example.com', status: 'cancelled', refunded_pence: 0 },
    ]);
    expect(
      await db
        .selectFrom('bookings')
        .select(['keep_pence', 'split_status'])
        .where('id', '=', split)
        .executeTakeFirstOrThrow(),
    ).toEqual({ keep_pence: 0, split_status: 'cancelled' });
  });

  it('leaves hours that have already started alone and lets only the owner confirm', async () => {
    const { harness, single, patch, tokens, bookingRow } = await start();
    // Wednesday 18:30: Pat's first hour has started; closing the evening would still meet the 19:00 hour.
    suite.clock.advance((4 * 24 + 8.5) * 3_600_000);
    const evening = await patch({
      bulkBlockedPeriods: [
        { startDate: WEDNESDAY, endDate: WEDNESDAY, allDay: false, startTime: '18:00', endTime: '19:00' },
      ],
    });
    expect(evening.statusCode, evening.body).toBe(200);
    const late = await patch({
      bulkBlockedPeriods: [
        { startDate: WEDNESDAY, endDate: WEDNESDAY, allDay: false, startTime: '19:00', endTime: '20:00' },
      ],
    });
    expect(late.statusCode).toBe(409);
    const rival = await createUser(harness.database.db, { email: 'rival@example.com', role: 'venue_owner' });
    const stolen = await patch(
      { ...block, [CONFIRM_CLOSURE_FIELD]: [single] },
      await loginAs(harness.app, rival.email),
    );
    expect(stolen.statusCode).toBe(404);
    expect((await patch({ ...block, [CONFIRM_CLOSURE_FIELD]: [single] }, tokens.pat)).statusCode).toBe(403);
    expect(await bookingRow(single)).toEqual({ status: 'confirmed', payment_status: 'succeeded' });
  });
});
