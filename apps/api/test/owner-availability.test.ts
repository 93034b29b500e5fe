import { VENUE_MESSAGES as M } from '@app/contracts';
import { testEngines } from '@app/db/testing';
import { describe, expect, it } from 'vitest';
import { bearer, createUser, loginAs } from './support/accounts';
import { appSuite } from './support/app-suite';
import type { TestApp } from './support/test-app';
import { createVenue } from './support/venue-fixtures';

/**
 * The owner's Manage Availability (owner-admin.md §2, §3, §5, §8): what is saved is what the player's
 * slot picker (GET /api/venues/{id}/slots/) shows at once, even after the public read cache has
 * answered; every bad input is a 400 with a clear message and nothing is saved.
 * The suite's clock: Saturday 21 November 2026, 10:00 in London.
 */
describe.each(testEngines())('owner availability on %s', (engine) => {
  const suite = appSuite(engine);

  const day = (
    dayOfWeek: number,
    open: string | null,
    breaks: { start: string; end: string; reason: string }[] = [],
  ) => ({
    dayOfWeek,
    isOpen: open !== null,
    openTime: open?.split('-')[0] ?? '08:00',
    closeTime: open?.split('-')[1] ?? '22:00',
    breakTimes: breaks,
  });
  const lunch = { start: '12:00', end: '13:00', reason: 'Lunch Break' };
  /** Sunday closed; Monday 09:00–20:00 with lunch and a coaching hour; Tuesday closed; otherwise 08:00–22:00 with lunch. */
  const week = () => [
    day(0, null),
    day(1, '09:00-20:00', [lunch, { start: '16:00', end: '17:00', reason: 'Coaching' }]),
    day(2, null),
    day(3, '08:00-22:00', [lunch]),
    day(4, '08:00-22:00', [lunch]),
    day(5, '08:00-22:00', [lunch]),
    day(6, '08:00-22:00', [lunch]),
  ];

  async function start() {
    const harness = await suite.start();
    const { db } = harness.database;
    const owner = await createUser(db, { email: 'owner@example.com', role: 'venue_owner' });
    await createUser(db, { email: 'rival@example.com', role: 'venue_owner' });
    await createUser(db, { email: 'unapproved@example.com', role: 'venue_owner', approved: false });
    await createUser(db, { email: 'player@example.com' });
    const venueId = await createVenue(db, {
      name: 'Hackney Racquets',
      ownerId: owner.id,
      sports: [
        { sport: 'Tennis', pricePence: 3000, courts: 2 },
        { sport: 'Padel', pricePence: 4000 },
      ],
    });
    const pendingVenue = await createVenue(db, { name: 'Not Yet', ownerId: owner.id, approved: false });
    const tokens = {
      owner: await loginAs(harness.app, 'owner@example.com'),
      rival: await loginAs(harness.app, 'rival@example.com'),
      unapproved: await loginAs(harness.app, 'unapproved@example.com'),
      player: await loginAs(harness.app, 'player@example.com'),
    };
    return { harness, venueId, pendingVenue, tokens };
  }

  const patch = (harness: TestApp, venueId: number, token: string | undefined, payload: object) =>
    harness.app.inject({
      method: 'PATCH',
      url: `/api/venues/${venueId}/availability/`,
      headers: token ? bearer(token) : {},
      payload,
    });
  const slots = async (harness: TestApp, venueId: number, sport: string, date: string) => {
    const response = await harness.app.inject({
      method: 'GET',
      url: `/api/venues/${venueId}/slots/?sport=${sport}&date=${date}`,
    });
    expect(response.statusCode, response.body).toBe(200);
    const byTime = Object.fromEntries(
      (
        response.json().slots as {
          time: string;
          available: boolean;
          unavailableReason: string | null;
          price: number | null;
          isSpecial: boolean;
        }[]
      ).map((slot) => [slot.time, slot]),
    );
    return {
      cache: response.headers['x-cache'],
      byTime,
      reasons: Object.fromEntries(
        Object.entries(byTime).map(([time, slot]) => [time, slot.unavailableReason ?? 'open']),
      ),
    };
  };
  const stored = async (harness: TestApp, venueId: number) =>
    (await harness.app.inject({ method: 'GET', url: `/api/venues/${venueId}/availability/` })).json().availability;

  it("shows what the owner saves in the player's slot picker at once, even after the picker's answer was cached", async () => {
    const { harness, venueId, tokens } = await start();
    // Players have looked at the days already: the answers sit in the public read cache.
    for (const date of ['2026-11-23', '2026-11-25', '2026-11-27', '2026-11-28']) {
      expect((await slots(harness, venueId, 'Tennis', date)).cache).toBe('miss');
      expect((await slots(harness, venueId, 'Tennis', date)).cache).toBe('hit');
    }
    const padelWeek = week().map((entry) => (entry.dayOfWeek === 3 ? day(3, null) : entry));
    const saved = await patch(harness, venueId, tokens.owner, {
      generalSchedule: week(),
      specialDates: [
        {
          date: '2026-11-25',
          sport: 'Tennis',
          startTime: '18:00',
          endTime: '22:00',
          price: 45.5,
          notes: 'Floodlit evening',
        },
      ],
      bulkBlockedPeriods: [
        { startDate: '2026-11-27', endDate: '2026-11-27', allDay: true, reason: 'Court Resurfacing' },
      ],
      sportAvailability: [
        { sport: 'Tennis', blockedDates: ['2026-11-28'] },
        { sport: 'Padel', schedule: padelWeek },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ success: true, message: M.availabilityUpdated, cancelledBookings: [] });

    const monday = await slots(harness, venueId, 'Tennis', '2026-11-23');
    expect(monday.cache).toBe('miss');
    expect(monday.reasons).toMatchObject({
      '08:00': 'closed',
      '09:00': 'open',
      '11:00': 'open',
      '12:00': 'break',
      '13:00': 'open',
      '16:00': 'break',
      '19:00': 'open',
      '20:00': 'closed',
      '21:00': 'closed',
    });
    expect(
      Object.values((await slots(harness, venueId, 'Tennis', '2026-11-24')).reasons).every(
        (reason) => reason === 'closed',
      ),
    ).toBe(true);

    const wednesday = await slots(harness, venueId, 'Tennis', '2026-11-25');
    expect(wednesday.byTime['18:00']).toMatchObject({
      available: true,
      price: 45.5,
      isSpecial: true,
      notes: 'Floodlit evening',
    });
    expect(wednesday.byTime['21:00']).toMatchObject({ available: true, price: 45.5 });
    expect(wednesday.byTime['17:00']).toMatchObject({ available: true, price: 30, isSpecial: false });
    // Padel keeps its own week: closed on Wednesdays; the Tennis special price is not Padel's.
    expect(
      Object.values((await slots(harness, venueId, 'Padel', '2026-11-25')).reasons).every(
        (reason) => reason === 'closed',
      ),
    ).toBe(true);

    const friday = await slots(harness, venueId, 'Tennis', '2026-11-27');
    expect(Object.values(friday.reasons).every((reason) => reason === 'blocked')).toBe(true);
    expect(
      Object.values((await slots(harness, venueId, 'Padel', '2026-11-27')).reasons).every(
        (reason) => reason === 'blocked',
      ),
    ).toBe(true);
    // The Tennis-only closure on Saturday leaves Padel open.
    expect(
      Object.values((await slots(harness, venueId, 'Tennis', '2026-11-28')).reasons).every(
        (reason) => reason === 'blocked',
      ),
    ).toBe(true);
    expect((await slots(harness, venueId, 'Padel', '2026-11-28')).reasons['10:00']).toBe('open');

    // GET answers what was saved, in the spec's shape, with the defaults filled in.
    const availability = await stored(harness, venueId);
    expect(availability.generalSchedule.find((entry: { dayOfWeek: number }) => entry.dayOfWeek === 1)).toMatchObject({
      isOpen: true,
      openTime: '09:00',
      closeTime: '20:00',
      breakTimes: [lunch, { start: '16:00', end: '17:00', reason: 'Coaching' }],
    });
    expect(availability.specialDates).toEqual([
      expect.objectContaining({
        date: '2026-11-25',
        sport: 'Tennis',
        price: 45.5,
        pricePence: 4550,
        notes: 'Floodlit evening',
      }),
    ]);
    expect(availability.bulkBlockedPeriods).toEqual([
      expect.objectContaining({
        startDate: '2026-11-27',
        endDate: '2026-11-27',
        allDay: true,
        startTime: '00:00',
        endTime: '23:59',
        reason: 'Court Resurfacing',
        sport: null,
      }),
    ]);
    const tennis = availability.sportAvailability.find((entry: { sport: string }) => entry.sport === 'Tennis');
    expect(tennis).toMatchObject({ schedule: [], blockedDates: ['2026-11-28'] });
    expect(tennis.blockedPeriods[0]).toMatchObject({ reason: 'Tennis unavailable', allDay: true });
    const padel = availability.sportAvailability.find((entry: { sport: string }) => entry.sport === 'Padel');
    expect(padel.schedule.find((entry: { dayOfWeek: number }) => entry.dayOfWeek === 3).isOpen).toBe(false);

    // Revert Padel to the general week (an empty schedule); a block without a reason is 'Blocked'; a partial-day block.
    const reverted = await patch(harness, venueId, tokens.owner, {
      sportAvailability: [{ sport: 'Padel', schedule: [] }],
      bulkBlockedPeriods: [
        { startDate: '2026-11-30', endDate: '2026-12-01', allDay: false, startTime: '14:00', endTime: '16:00' },
      ],
    });
    expect(reverted.statusCode, reverted.body).toBe(200);
    expect((await slots(harness, venueId, 'Padel', '2026-11-25')).reasons['10:00']).toBe('open');
    const monday30 = await slots(harness, venueId, 'Padel', '2026-11-30');
    expect(monday30.reasons).toMatchObject({
      '13:00': 'open',
      '14:00': 'blocked',
      '15:00': 'blocked',
      '16:00': 'break',
      '17:00': 'open',
    });
    const after = await stored(harness, venueId);
    expect(after.bulkBlockedPeriods).toEqual([
      expect.objectContaining({ startDate: '2026-11-30', endDate: '2026-12-01', reason: 'Blocked', allDay: false }),
    ]);
    // Parts left out stay as they were.
    expect(after.specialDates).toHaveLength(1);
    expect(after.generalSchedule).toEqual(availability.generalSchedule);
  });

  it('refuses every bad input with a clear 400 and saves nothing of the request', async () => {
    const { harness, venueId, tokens } = await start();
    const before = await stored(harness, venueId);
    const refused = async (payload: object, message: string) => {
      const response = await patch(harness, venueId, tokens.owner, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().error, JSON.stringify(payload)).toContain(message);
    };
    const withMonday = (monday: object) => week().map((entry) => (entry.dayOfWeek === 1 ? monday : entry));
    // Each request also carries a good part, which must not be saved either.
    const good = { specialDates: [{ date: '2026-12-01', startTime: '10:00', endTime: '12:00', price: 20 }] };
    await refused({ ...good, generalSchedule: withMonday(day(1, '18:00-09:00')) }, M.closeBeforeOpen('Monday'));
    await refused({ ...good, generalSchedule: withMonday(day(1, '10:00-10:00')) }, M.closeBeforeOpen('Monday'));
    await refused(
      {
        ...good,
        generalSchedule: withMonday(day(1, '09:00-20:00', [{ start: '08:00', end: '09:30', reason: 'Early' }])),
      },
      M.breakOutsideHours('Monday'),
    );
    await refused(
      {
        ...good,
        generalSchedule: withMonday(day(1, '09:00-20:00', [{ start: '19:00', end: '21:00', reason: 'Late' }])),
      },
      M.breakOutsideHours('Monday'),
    );
    await refused(
      {
        ...good,
        generalSchedule: withMonday(
          day(1, '09:00-20:00', [lunch, { start: '12:30', end: '14:00', reason: 'Overlap' }]),
        ),
      },
      M.breaksOverlap('Monday'),
    );
    await refused(
      {
        ...good,
        generalSchedule: withMonday(day(1, '09:00-20:00', [{ start: '14:00', end: '13:00', reason: 'Backwards' }])),
      },
      M.breakEndsBeforeStart('Monday'),
    );
    await refused({ ...good, generalSchedule: week().slice(1) }, M.weekNeedsEachDay);
    await refused(
      { ...good, sportAvailability: [{ sport: 'Padel', schedule: [day(1, '20:00-08:00')] }] },
      M.weekNeedsEachDay,
    );
    await refused(
      { ...good, bulkBlockedPeriods: [{ startDate: '2026-11-26', endDate: '2026-11-25' }] },
      M.blockEndsBeforeStart,
    );
    await refused(
      {
        ...good,
        bulkBlockedPeriods: [
          { startDate: '2026-11-26', endDate: '2026-11-26', allDay: false, startTime: '15:00', endTime: '14:00' },
        ],
      },
      M.blockEndsBeforeStart,
    );
    await refused(
      { ...good, bulkBlockedPeriods: [{ startDate: '2026-11-20', endDate: '2026-11-22' }] },
      M.blockOutsideWindow(30),
    );
    await refused(
      { ...good, bulkBlockedPeriods: [{ startDate: '2026-12-20', endDate: '2026-12-22' }] },
      M.blockOutsideWindow(30),
    );
    await refused(
      { ...good, sportAvailability: [{ sport: 'Tennis', blockedDates: ['2026-12-22'] }] },
      M.blockOutsideWindow(30),
    );
    await refused({ ...good, bulkBlockedPeriods: [{ reason: 'No dates' }] }, M.selectDatesFirst);
    await refused(
      { specialDates: [{ date: '2028-11-22', startTime: '10:00', endTime: '12:00', price: 20 }] },
      M.specialOutsideWindow,
    );
    await refused(
      { specialDates: [{ date: '2026-11-20', startTime: '10:00', endTime: '12:00', price: 20 }] },
      M.specialOutsideWindow,
    );
    await refused(
      { specialDates: [{ date: '2026-12-01', startTime: '12:00', endTime: '10:00', price: 20 }] },
      M.specialEndsBeforeStart,
    );
    await refused(
      { specialDates: [{ date: '2026-12-01', startTime: '10:00', endTime: '12:00', price: 0 }] },
      M.specialPriceInvalid,
    );
    await refused(
      { specialDates: [{ date: '2026-12-01', startTime: '10:00', endTime: '12:00', price: 12.345 }] },
      M.specialPriceInvalid,
    );
    await refused({ specialDates: [{ date: '2026-12-01', endTime: '12:00', price: 20 }] }, M.requiredFields);
    await refused(
      { ...good, sportAvailability: [{ sport: 'Curling', blockedDates: ['2026-11-25'] }] },
      M.unknownSport('Curling'),
    );
    await refused(
      { specialDates: [{ date: '2026-12-01', sport: 'Golf', startTime: '10:00', endTime: '12:00' }] },
      M.unknownSport('Golf'),
    );
    expect(await stored(harness, venueId)).toEqual(before);

    // The edges of the windows are inside: today to today + 30 days for blocks, two years for special dates.
    const edges = await patch(harness, venueId, tokens.owner, {
      bulkBlockedPeriods: [{ startDate: '2026-11-21', endDate: '2026-12-21' }],
      specialDates: [{ date: '2028-11-21', startTime: '10:00', endTime: '12:00' }],
    });
    expect(edges.statusCode, edges.body).toBe(200);
    // A special date without a price is kept with no price of its own (an open day at the sport's price).
    expect(edges.json().availability.specialDates).toEqual([
      expect.objectContaining({ date: '2028-11-21', price: null, pricePence: null }),
    ]);
  });

  it('opens the editor for a venue awaiting approval (ready before it goes live), only to an approved owner', async () => {
    const { harness, pendingVenue, tokens } = await start();
    const pending = await patch(harness, pendingVenue, tokens.owner, {
      bulkBlockedPeriods: [{ startDate: '2026-11-30', endDate: '2026-11-30', reason: 'Opening party' }],
    });
    expect(pending.statusCode, pending.body).toBe(200);
    expect(pending.json().availability.bulkBlockedPeriods).toEqual([
      expect.objectContaining({ startDate: '2026-11-30', reason: 'Opening party' }),
    ]);
    const unapproved = await patch(harness, pendingVenue, tokens.unapproved, { bulkBlockedPeriods: [] });
    expect(unapproved.statusCode).toBe(403);
    expect(unapproved.json()).toMatchObject({ code: 'ACCOUNT_NOT_APPROVED', error: M.ownerNotApproved });
  });

  it("keeps another owner's and a player's hands off a venue's availability: nothing changes", async () => {
    const { harness, venueId, pendingVenue, tokens } = await start();
    const before = await stored(harness, venueId);
    const change = {
      generalSchedule: week(),
      bulkBlockedPeriods: [{ startDate: '2026-11-25', endDate: '2026-11-30', reason: 'Taken over' }],
    };
    const rival = await patch(harness, venueId, tokens.rival, change);
    expect(rival.statusCode).toBe(404);
    expect(rival.json().error).toBe(M.venueNotFound);
    expect((await patch(harness, venueId, tokens.player, change)).statusCode).toBe(403);
    expect((await patch(harness, venueId, undefined, change)).statusCode).toBe(401);
    expect((await patch(harness, 99_999, tokens.owner, change)).statusCode).toBe(404);
    expect(await stored(harness, venueId)).toEqual(before);
    // An unapproved venue's hours are its owner's business only.
    const hidden = await harness.app.inject({
      method: 'GET',
      url: `/api/venues/${pendingVenue}/availability/`,
      headers: bearer(tokens.rival),
    });
    expect(hidden.statusCode).toBe(404);
    expect(
      (
        await harness.app.inject({
          method: 'GET',
          url: `/api/venues/${pendingVenue}/availability/`,
          headers: bearer(tokens.owner),
        })
      ).statusCode,
    ).toBe(200);
  });
});
