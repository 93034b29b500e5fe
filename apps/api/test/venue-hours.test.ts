import { VENUE_MESSAGES as M } from '@app/contracts';
import { testEngines } from '@app/db/testing';
import { describe, expect, it } from 'vitest';
import { bearer, createUser, loginAs } from './support/accounts';
import { paymentSuite } from './support/payment-suite';
import { bookThroughCheckout, saveCard } from './support/payments';
import type { TestApp } from './support/test-app';
import { createVenue } from './support/venue-fixtures';

/**
 * Bookable hours are the venue's hours (issue 30 §5, docs/decisions/0056): any whole hour from 00:00 to
 * 24:00 is saved, shown to players in the slot picker, booked, amended and counted as open in the
 * Overview; what cannot be sold (23:30, a close before the open) is refused with a 400 naming it, and
 * nothing is saved; a special date without a price opens at the sport's normal price.
 * The suite's clock: Saturday 21 November 2026, 10:00 in London.
 */
describe.each(testEngines())('venue hours on %s', (engine) => {
  const suite = paymentSuite(engine);
  const FRIDAY = '2026-11-27';

  const closedDay = (dayOfWeek: number) => ({
    dayOfWeek,
    isOpen: false,
    openTime: '08:00',
    closeTime: '22:00',
    breakTimes: [],
  });
  const openDay = (dayOfWeek: number, openTime: string, closeTime: string) => ({
    dayOfWeek,
    isOpen: true,
    openTime,
    closeTime,
    breakTimes: [],
  });
  /** Closed all week but Friday (its hours given) and Saturday 00:00–24:00. */
  const week = (friday: [string, string]) =>
    [0, 1, 2, 3, 4, 5, 6].map((dayOfWeek) =>
      dayOfWeek === 5 ? openDay(5, ...friday) : dayOfWeek === 6 ? openDay(6, '00:00', '24:00') : closedDay(dayOfWeek),
    );

  async function start() {
    const harness = await suite.start();
    const { db } = harness.database;
    const owner = await createUser(db, { email: 'owner@example.com', role: 'venue_owner' });
    await createUser(db, { email: 'player@example.com' });
    const venueId = await createVenue(db, {
      name: 'Night Owls Padel',
      ownerId: owner.id,
      sports: [{ sport: 'Padel', pricePence: 3000, courts: 1 }],
    });
    const tokens = {
      owner: await loginAs(harness.app, 'owner@example.com'),
      player: await loginAs(harness.app, 'player@example.com'),
    };
    return { harness, venueId, tokens };
  }

  const patch = (harness: TestApp, venueId: number, token: string, payload: object) =>
    harness.app.inject({
      method: 'PATCH',
      url: `/api/venues/${venueId}/availability/`,
      headers: bearer(token),
      payload,
    });
  const slotsOf = async (harness: TestApp, venueId: number, date: string) => {
    const response = await harness.app.inject({
      method: 'GET',
      url: `/api/venues/${venueId}/slots/?sport=Padel&date=${date}`,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().slots as {
      time: string;
      endTime: string;
      available: boolean;
      unavailableReason: string | null;
      pricePence: number | null;
      priceLabel: string;
      isSpecial: boolean;
      notes: string;
    }[];
  };
  const stored = async (harness: TestApp, venueId: number) =>
    (await harness.app.inject({ method: 'GET', url: `/api/venues/${venueId}/availability/` })).json().availability;

  it('sells 06:00 to midnight when the owner opens 06:00–24:00: picker, checkout, amendment and the Overview', async () => {
    const { harness, venueId, tokens } = await start();
    const saved = await patch(harness, venueId, tokens.owner, { generalSchedule: week(['06:00', '24:00']) });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(
      saved.json().availability.generalSchedule.find((day: { dayOfWeek: number }) => day.dayOfWeek === 5),
    ).toMatchObject({ isOpen: true, openTime: '06:00', closeTime: '24:00' });

    const friday = await slotsOf(harness, venueId, FRIDAY);
    expect(friday.map((slot) => slot.time)).toEqual(
      Array.from({ length: 18 }, (_, index) => `${String(6 + index).padStart(2, '0')}:00`),
    );
    expect(friday.every((slot) => slot.available)).toBe(true);
    expect(friday.at(-1)).toMatchObject({ time: '23:00', endTime: '24:00', pricePence: 3000 });

    // The player books the first and the last hour of the day.
    const card = await saveCard(harness.app, tokens.player);
    const early = await bookThroughCheckout(harness.app, tokens.player, {
      venueId,
      sport: 'Padel',
      date: FRIDAY,
      times: ['06:00'],
      amount: 3000,
      cardId: card.id,
    });
    await bookThroughCheckout(harness.app, tokens.player, {
      venueId,
      sport: 'Padel',
      date: FRIDAY,
      times: ['23:00'],
      amount: 3000,
      cardId: card.id,
    });
    const after = await slotsOf(harness, venueId, FRIDAY);
    expect(after.find((slot) => slot.time === '06:00')).toMatchObject({
      available: false,
      unavailableReason: 'booked',
    });
    expect(after.find((slot) => slot.time === '23:00')).toMatchObject({
      available: false,
      unavailableReason: 'booked',
    });

    // The amend popup's hours are the venue's too: the early booking moves to 06:00–08:00.
    const amended = await harness.app.inject({
      method: 'PATCH',
      url: `/api/bookings/${early}/edit/`,
      headers: bearer(tokens.player),
      payload: { timeSlots: ['06:00', '07:00'] },
    });
    expect(amended.statusCode, amended.body).toBe(200);
    expect(amended.json().booking).toMatchObject({ timeSlots: ['06:00', '07:00'], totalAmountPence: 6000 });

    // The Overview's open hours this week (Sunday 15 to Saturday 21 November): Friday 20 November
    // 06:00–24:00 (18) and Saturday round the clock (24), one court.
    const dashboard = await harness.app.inject({
      method: 'GET',
      url: `/api/venues/dashboard/?venue_id=${venueId}`,
      headers: bearer(tokens.owner),
    });
    expect(dashboard.statusCode, dashboard.body).toBe(200);
    expect(dashboard.json()).toMatchObject({ open_hours_this_week: 42 });
  });

  it('refuses hours that cannot be sold with a 400 naming them, and saves nothing of the request', async () => {
    const { harness, venueId, tokens } = await start();
    const before = await stored(harness, venueId);
    const refused = async (payload: object, message: string) => {
      const response = await patch(harness, venueId, tokens.owner, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().error, JSON.stringify(payload)).toContain(message);
    };
    const good = { bulkBlockedPeriods: [{ startDate: '2026-11-30', endDate: '2026-11-30', reason: 'Kept out' }] };
    await refused({ ...good, generalSchedule: week(['06:00', '23:30']) }, M.hoursNotWhole('Friday', '23:30'));
    await refused({ ...good, generalSchedule: week(['06:15', '23:00']) }, M.hoursNotWhole('Friday', '06:15'));
    await refused({ ...good, generalSchedule: week(['23:00', '06:00']) }, M.closeBeforeOpen('Friday'));
    await refused({ ...good, generalSchedule: week(['06:00', '06:00']) }, M.closeBeforeOpen('Friday'));
    await refused(
      { ...good, sportAvailability: [{ sport: 'Padel', schedule: week(['07:00', '22:30']) }] },
      M.hoursNotWhole('Friday', '22:30'),
    );
    await refused(
      { ...good, specialDates: [{ date: '2026-12-01', startTime: '09:30', endTime: '12:00', price: 20 }] },
      M.specialHoursNotWhole,
    );
    await refused(
      { ...good, specialDates: [{ date: '2026-12-01', startTime: '20:00', endTime: '23:45' }] },
      M.specialHoursNotWhole,
    );
    await refused({ ...good, generalSchedule: week(['06:00', '24:30']) }, 'Time must be HH:MM');
    expect(await stored(harness, venueId)).toEqual(before);
    expect((await slotsOf(harness, venueId, FRIDAY)).map((slot) => slot.time)[0]).toBe('08:00');
  });

  it('opens a special date without a price at the sport price, bookable, even on a closed day and early', async () => {
    const { harness, venueId, tokens } = await start();
    const saved = await patch(harness, venueId, tokens.owner, {
      generalSchedule: week(['08:00', '22:00']),
      // Tuesday 1 December is closed every week: the open day opens it, 07:00–12:00, at Padel's £30.
      specialDates: [{ date: '2026-12-01', startTime: '07:00', endTime: '12:00', notes: 'Open day' }],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().availability.specialDates).toEqual([
      expect.objectContaining({ date: '2026-12-01', price: null, pricePence: null, notes: 'Open day' }),
    ]);
    const tuesday = await slotsOf(harness, venueId, '2026-12-01');
    const at = Object.fromEntries(tuesday.map((slot) => [slot.time, slot]));
    expect(tuesday[0]!.time).toBe('07:00');
    expect(at['07:00']).toMatchObject({
      available: true,
      pricePence: 3000,
      priceLabel: '£30.00',
      isSpecial: true,
      notes: 'Open day',
    });
    expect(at['11:00']).toMatchObject({ available: true, pricePence: 3000 });
    expect(at['12:00']).toMatchObject({ available: false, unavailableReason: 'closed' });

    const card = await saveCard(harness.app, tokens.player);
    await bookThroughCheckout(harness.app, tokens.player, {
      venueId,
      sport: 'Padel',
      date: '2026-12-01',
      times: ['07:00', '08:00'],
      amount: 6000,
      cardId: card.id,
    });
    const claims = await harness.database.db
      .selectFrom('booking_slots')
      .select(['start_time'])
      .where('date', '=', '2026-12-01')
      .orderBy('start_time')
      .execute();
    expect(claims.map((claim) => claim.start_time)).toEqual(['07:00', '08:00']);
  });
});
