import { CALENDAR_MESSAGES, calendarResponseSchema, VENUE_MESSAGES as M } from '@app/contracts';
import type { Database } from '@app/db';
import { testEngines } from '@app/db/testing';
import { bookingCode } from '@app/domain';
import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { bearer, createUser, loginAs } from './support/accounts';
import { appSuite } from './support/app-suite';
import { createVenue } from './support/venue-fixtures';

/*
 * Issue 30 §2: GET /api/venues/{id}/calendar/. The suite's clock is Saturday 21 November 2026, 10:00
 * UTC; the venue (fixture hours: Monday–Saturday 08:00–22:00 with a 12:00–13:00 lunch break, Sunday
 * closed) has Tennis with 2 courts and Padel with 3. Monday 23 November holds one booking of each kind.
 */
const MONDAY = '2026-11-23';
const STAMP = '2026-11-20T09:00:00.000Z';

type Db = Kysely<Database>;

interface BookingInput {
  userId: number;
  venueId: number;
  sport: string;
  date: string;
  times: string[];
  /** Court number per hour (1 for every hour when not given); none for a released booking. */
  courts?: number[];
  status?: 'pending' | 'confirmed' | 'cancellation_requested' | 'cancelled' | 'expired';
  paymentStatus?: 'pending' | 'succeeded' | 'partially_refunded' | 'refunded';
  extra?: Partial<{
    source: 'online' | 'manual';
    venue_payment: 'paid_at_venue' | 'unpaid' | 'pay_link';
    venue_paid_at: string;
    customer_name: string;
    customer_email: string | null;
    customer_phone: string | null;
    mobile_number: string;
    is_split: 0 | 1;
    split_status: 'collecting';
    hold_expires_at: string;
    owner_note: string;
    no_show_at: string;
    entered_by: number;
  }>;
}

/** A booking written directly, with a claim row per hour while it holds its courts. */
async function insertBooking(db: Db, input: BookingInput): Promise<number> {
  const status = input.status ?? 'confirmed';
  const { id } = await db
    .insertInto('bookings')
    .values({
      user_id: input.userId,
      venue_id: input.venueId,
      sport: input.sport,
      date: input.date,
      time_slots: JSON.stringify(input.times),
      starts_at: `${input.date}T${input.times[0]}:00.000Z`,
      ends_at: `${input.date}T${input.times.at(-1)}:00.000Z`,
      total_pence: 3000 * input.times.length,
      status,
      payment_status: input.paymentStatus ?? 'succeeded',
      created_at: STAMP,
      updated_at: STAMP,
      ...input.extra,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (status !== 'cancelled' && status !== 'expired')
    for (const [index, time] of input.times.entries())
      await db
        .insertInto('booking_slots')
        .values({
          booking_id: id,
          venue_id: input.venueId,
          sport: input.sport,
          date: input.date,
          start_time: time,
          court_number: input.courts?.[index] ?? 1,
          starts_at: `${input.date}T${time}:00.000Z`,
          price_pence: 3000,
        })
        .execute();
  return id;
}

describe.each(testEngines())('owner calendar on %s', (engine) => {
  const suite = appSuite(engine);

  async function start() {
    const harness = await suite.start();
    const { db } = harness.database;
    const owner = await createUser(db, { email: 'owner@example.com', role: 'venue_owner', name: 'Olivia Owner' });
    await createUser(db, { email: 'rival@example.com', role: 'venue_owner' });
    await createUser(db, { email: 'admin@example.com', role: 'admin' });
    const player = await createUser(db, { email: 'player@example.com', name: 'Alex Morgan' });
    const venueId = await createVenue(db, {
      name: 'Canal Courts',
      ownerId: owner.id,
      sports: [
        { sport: 'Tennis', pricePence: 3000, courts: 2 },
        { sport: 'Padel', pricePence: 4000, courts: 3 },
      ],
    });
    await db
      .updateTable('venue_courts')
      .set({ name: 'Centre Court' })
      .where('venue_id', '=', venueId)
      .where('sport', '=', 'Tennis')
      .where('number', '=', 2)
      .execute();
    return {
      harness,
      db,
      owner,
      player,
      venueId,
      tokens: {
        owner: await loginAs(harness.app, owner.email),
        rival: await loginAs(harness.app, 'rival@example.com'),
        admin: await loginAs(harness.app, 'admin@example.com'),
        player: await loginAs(harness.app, player.email),
      },
    };
  }

  const get = (harness: Awaited<ReturnType<typeof start>>['harness'], url: string, token?: string) =>
    harness.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });

  it('answers the courts by sport and each hour as the rules leave it: a break, a closure, a closed day', async () => {
    const { harness, db, venueId, tokens } = await start();
    await db
      .insertInto('blocked_periods')
      .values({
        venue_id: venueId,
        sport: 'Tennis',
        start_date: '2026-11-24',
        end_date: '2026-11-24',
        all_day: 0,
        start_time: '18:00',
        end_time: '20:00',
        reason: 'Club night',
        created_at: STAMP,
      })
      .execute();
    const response = await get(harness, `/api/venues/${venueId}/calendar/?date=${MONDAY}&days=7`, tokens.owner);
    expect(response.statusCode).toBe(200);
    const calendar = calendarResponseSchema.parse(response.json());
    expect(calendar.venue).toEqual({ id: venueId, name: 'Canal Courts', timeZone: 'Europe/London', approved: true });
    expect([calendar.from, calendar.to, calendar.today, calendar.currentHour]).toEqual([
      MONDAY,
      '2026-11-29',
      '2026-11-21',
      '10:00',
    ]);
    expect(
      calendar.sports.map((sport) => [sport.sport, sport.courts.map((court) => [court.number, court.name])]),
    ).toEqual([
      [
        'Tennis',
        [
          [1, 'Court 1'],
          [2, 'Centre Court'],
        ],
      ],
      [
        'Padel',
        [
          [1, 'Court 1'],
          [2, 'Court 2'],
          [3, 'Court 3'],
        ],
      ],
    ]);
    expect(calendar.days.map((day) => [day.date, day.dayOfWeek])).toEqual([
      [MONDAY, 1],
      ['2026-11-24', 2],
      ['2026-11-25', 3],
      ['2026-11-26', 4],
      ['2026-11-27', 5],
      ['2026-11-28', 6],
      ['2026-11-29', 0],
    ]);
    const monday = calendar.days[0]!.sports.find((sport) => sport.sport === 'Tennis')!;
    expect(monday.hours.filter((hour) => hour.state === 'open').map((hour) => hour.time)).toEqual([
      '08:00',
      '09:00',
      '10:00',
      '11:00',
      '13:00',
      '14:00',
      '15:00',
      '16:00',
      '17:00',
      '18:00',
      '19:00',
      '20:00',
      '21:00',
    ]);
    expect(monday.hours.find((hour) => hour.time === '12:00')).toEqual({
      time: '12:00',
      state: 'break',
      note: 'Lunch Break',
    });
    expect(monday.shaded).toEqual([{ kind: 'break', start: '12:00', end: '13:00', note: 'Lunch Break' }]);

    // The closure shades Tennis on Tuesday only, with its reason; Padel keeps its evening.
    const tuesday = calendar.days[1]!;
    expect(tuesday.sports.find((sport) => sport.sport === 'Tennis')!.shaded).toEqual([
      { kind: 'break', start: '12:00', end: '13:00', note: 'Lunch Break' },
      { kind: 'blocked', start: '18:00', end: '20:00', note: 'Club night' },
    ]);
    expect(tuesday.sports.find((sport) => sport.sport === 'Padel')!.shaded).toEqual([
      { kind: 'break', start: '12:00', end: '13:00', note: 'Lunch Break' },
    ]);
    expect(calendar.blocks).toEqual([
      expect.objectContaining({ sport: 'Tennis', startDate: '2026-11-24', reason: 'Club night', allDay: false }),
    ]);
    // Sunday is closed: no hour is open and nothing is shaded as a break.
    const sunday = calendar.days[6]!;
    for (const sport of sunday.sports) {
      expect(sport.hours.every((hour) => hour.state === 'closed')).toBe(true);
      expect(sport.shaded).toEqual([]);
    }
  });

  it('puts every booking and hold on its courts with the payment colour of its kind', async () => {
    const { harness, db, owner, player, venueId, tokens } = await start();
    const base = { userId: player.id, venueId, date: MONDAY };
    const paidOnline = await insertBooking(db, {
      ...base,
      sport: 'Tennis',
      times: ['09:00', '10:00'],
      courts: [2, 2],
      extra: { mobile_number: '07700 900123' },
    });
    const paidAtVenue = await insertBooking(db, {
      ...base,
      userId: owner.id,
      sport: 'Padel',
      times: ['14:00'],
      courts: [3],
      extra: {
        source: 'manual',
        venue_payment: 'paid_at_venue',
        venue_paid_at: STAMP,
        customer_name: 'Priya Phone',
        customer_email: null,
        customer_phone: '07700 900456',
        entered_by: owner.id,
        owner_note: 'Regular, Mondays',
      },
    });
    const unpaid = await insertBooking(db, {
      ...base,
      userId: owner.id,
      sport: 'Padel',
      times: ['15:00', '16:00'],
      courts: [1, 1],
      paymentStatus: 'pending',
      extra: {
        source: 'manual',
        venue_payment: 'unpaid',
        customer_name: 'Walk In',
        customer_email: 'walk.in@example.com',
        customer_phone: null,
        entered_by: owner.id,
      },
    });
    const markedPaid = await insertBooking(db, {
      ...base,
      userId: owner.id,
      sport: 'Padel',
      times: ['17:00'],
      courts: [2],
      paymentStatus: 'pending',
      extra: {
        source: 'manual',
        venue_payment: 'unpaid',
        venue_paid_at: '2026-11-21T09:00:00.000Z',
        customer_name: 'Later Payer',
        entered_by: owner.id,
        no_show_at: '2026-11-21T09:30:00.000Z',
      },
    });
    const split = await insertBooking(db, {
      ...base,
      sport: 'Tennis',
      times: ['13:00', '14:00'],
      courts: [1, 1],
      extra: { is_split: 1, split_status: 'collecting' },
    });
    for (const [index, paid] of [3000, 0].entries())
      await db
        .insertInto('booking_participants')
        .values({
          booking_id: split,
          email: index === 0 ? player.email : 'friend@example.com',
          name: null,
          user_id: index === 0 ? player.id : null,
          is_organiser: index === 0 ? 1 : 0,
          share_pence: 3000,
          paid_pence: paid,
          status: paid > 0 ? 'paid' : 'pending',
          created_at: STAMP,
        })
        .execute();
    const held = await insertBooking(db, {
      ...base,
      sport: 'Tennis',
      times: ['16:00'],
      courts: [2],
      status: 'pending',
      paymentStatus: 'pending',
      extra: { hold_expires_at: '2026-11-21T10:10:00.000Z' },
    });
    const refunded = await insertBooking(db, {
      ...base,
      sport: 'Tennis',
      times: ['18:00'],
      status: 'cancelled',
      paymentStatus: 'refunded',
    });
    const cancelled = await insertBooking(db, {
      ...base,
      sport: 'Padel',
      times: ['19:00'],
      status: 'cancelled',
      paymentStatus: 'succeeded',
    });
    const requested = await insertBooking(db, {
      ...base,
      sport: 'Tennis',
      times: ['20:00'],
      courts: [1],
      status: 'cancellation_requested',
    });
    // Never on the calendar: an abandoned checkout, and a day outside the range.
    await insertBooking(db, {
      ...base,
      sport: 'Tennis',
      times: ['21:00'],
      status: 'expired',
      paymentStatus: 'pending',
    });
    await insertBooking(db, { ...base, date: '2026-11-24', sport: 'Tennis', times: ['09:00'] });

    const response = await get(harness, `/api/venues/${venueId}/calendar/?date=${MONDAY}`, tokens.owner);
    expect(response.statusCode).toBe(200);
    const calendar = calendarResponseSchema.parse(response.json());
    expect(calendar.days.map((day) => day.date)).toEqual([MONDAY]);
    const courtId = (sport: string, number: number) =>
      calendar.sports.find((item) => item.sport === sport)!.courts.find((court) => court.number === number)!.id;
    const byId = new Map(calendar.bookings.map((booking) => [booking.id, booking]));
    expect(calendar.bookings).toHaveLength(9);

    expect(byId.get(paidOnline)).toMatchObject({
      code: bookingCode(paidOnline),
      sport: 'Tennis',
      hours: [
        { time: '09:00', courtId: courtId('Tennis', 2) },
        { time: '10:00', courtId: courtId('Tennis', 2) },
      ],
      startTime: '09:00',
      endTime: '11:00',
      status: 'confirmed',
      paymentKey: 'paid_online',
      source: 'online',
      customer: { name: 'Alex Morgan', email: 'player@example.com', phone: '07700 900123' },
      amountPence: 6000,
      paidPence: 6000,
    });
    expect(byId.get(paidAtVenue)).toMatchObject({
      hours: [{ time: '14:00', courtId: courtId('Padel', 3) }],
      paymentKey: 'paid_at_venue',
      source: 'manual',
      venuePayment: 'paid_at_venue',
      customer: { name: 'Priya Phone', email: null, phone: '07700 900456' },
      note: 'Regular, Mondays',
      paidPence: 3000,
    });
    expect(byId.get(unpaid)).toMatchObject({
      hours: [
        { time: '15:00', courtId: courtId('Padel', 1) },
        { time: '16:00', courtId: courtId('Padel', 1) },
      ],
      paymentKey: 'unpaid',
      customer: { name: 'Walk In', email: 'walk.in@example.com', phone: null },
      paidPence: 0,
    });
    expect(byId.get(markedPaid)).toMatchObject({ paymentKey: 'paid_at_venue', noShow: true });
    expect(byId.get(split)).toMatchObject({ paymentKey: 'split_part_paid', isSplit: true, paidPence: 3000 });
    expect(byId.get(held)).toMatchObject({
      status: 'pending',
      paymentKey: 'held',
      holdExpiresAt: '2026-11-21T10:10:00.000Z',
      hours: [{ time: '16:00', courtId: courtId('Tennis', 2) }],
    });
    expect(byId.get(refunded)).toMatchObject({
      status: 'cancelled',
      paymentKey: 'refunded',
      hours: [{ time: '18:00', courtId: null }],
    });
    expect(byId.get(cancelled)).toMatchObject({ status: 'cancelled', paymentKey: 'cancelled' });
    expect(byId.get(requested)).toMatchObject({ status: 'cancellation_requested', paymentKey: 'paid_online' });

    // A week holds Tuesday's booking too; the admin sees what the owner sees.
    const week = await get(harness, `/api/venues/${venueId}/calendar/?date=${MONDAY}&days=7`, tokens.admin);
    expect(week.statusCode).toBe(200);
    expect(week.json().bookings).toHaveLength(10);
    expect(week.json().bookings.at(-1)).toMatchObject({ date: '2026-11-24', startTime: '09:00' });
  });

  it('answers past and far dates alike (no booking window), the clock change included', async () => {
    const { harness, venueId, tokens, db, player } = await start();
    // Sunday 25 October 2026: the clocks go back; the venue's hours are still its local hours.
    await insertBooking(db, { userId: player.id, venueId, sport: 'Tennis', date: '2026-10-24', times: ['21:00'] });
    const autumn = await get(harness, `/api/venues/${venueId}/calendar/?date=2026-10-24&days=2`, tokens.owner);
    expect(autumn.statusCode).toBe(200);
    const calendar = calendarResponseSchema.parse(autumn.json());
    const saturday = calendar.days[0]!.sports[0]!.hours;
    expect(saturday.filter((hour) => hour.state === 'open').at(-1)!.time).toBe('21:00');
    expect(calendar.days[1]!.sports[0]!.hours.every((hour) => hour.state === 'closed')).toBe(true);
    expect(calendar.bookings.map((booking) => [booking.date, booking.startTime, booking.endTime])).toEqual([
      ['2026-10-24', '21:00', '22:00'],
    ]);
    const later = await get(harness, `/api/venues/${venueId}/calendar/?date=2027-06-01&days=7`, tokens.owner);
    expect(later.statusCode).toBe(200);
    expect(later.json().days).toHaveLength(7);
  });

  it('refuses a bad date or day count with a clear message', async () => {
    const { harness, venueId, tokens } = await start();
    const answer = async (query: string) => {
      const response = await get(harness, `/api/venues/${venueId}/calendar/${query}`, tokens.owner);
      return [response.statusCode, response.json().code, response.json().error];
    };
    for (const query of ['?date=2026-02-30', '?date=23/11/2026', '?date=2026-11-23x', '?date='])
      expect(await answer(query)).toEqual([400, 'VALIDATION_ERROR', CALENDAR_MESSAGES.date]);
    expect((await answer(''))[0]).toBe(400);
    for (const days of ['0', '8', '2.5', 'a week', '-1'])
      expect(await answer(`?date=${MONDAY}&days=${days}`)).toEqual([400, 'VALIDATION_ERROR', CALENDAR_MESSAGES.days]);
    expect((await answer(`?date=${MONDAY}&days=7`))[0]).toBe(200);
  });

  it('is the venue owner’s and the admins’ only: another owner, a player and anonymous are refused', async () => {
    const { harness, venueId, tokens } = await start();
    const url = `/api/venues/${venueId}/calendar/?date=${MONDAY}`;
    const rival = await get(harness, url, tokens.rival);
    expect(rival.statusCode).toBe(404);
    expect(rival.json()).toMatchObject({ success: false, error: M.venueNotFound });
    const player = await get(harness, url, tokens.player);
    expect(player.statusCode).toBe(403);
    expect(player.json().code).toBe('FORBIDDEN');
    const anonymous = await get(harness, url);
    expect(anonymous.statusCode).toBe(401);
    expect((await get(harness, url, tokens.admin)).statusCode).toBe(200);
    expect((await get(harness, url, tokens.owner)).statusCode).toBe(200);
    const missing = await get(harness, `/api/venues/999999/calendar/?date=${MONDAY}`, tokens.admin);
    expect(missing.statusCode).toBe(404);
  });
});
