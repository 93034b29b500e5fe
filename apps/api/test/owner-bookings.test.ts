import { bookingCode } from '@app/domain';
import { VENUE_MESSAGES } from '@app/contracts';
import { testEngines } from '@app/db/testing';
import { describe, expect, it } from 'vitest';
import { bearer, createUser, loginAs } from './support/accounts';
import { appSuite } from './support/app-suite';
import { insertBooking } from './support/owner-fixtures';
import { createVenue } from './support/venue-fixtures';

/**
 * The owner's Bookings tab (owner-admin.md §2, §3 owner booking view, §7): the 10 most recent with a
 * summary of the whole filtered set, the filters, and the CSV export of the filtered list.
 */
describe.each(testEngines())('owner bookings on %s', (engine) => {
  const suite = appSuite(engine);

  async function start() {
    const harness = await suite.start();
    const { db } = harness.database;
    const owner = await createUser(db, { email: 'owner@example.com', role: 'venue_owner', name: 'Olivia Owner' });
    await createUser(db, { email: 'rival@example.com', role: 'venue_owner' });
    await createUser(db, { email: 'unapproved@example.com', role: 'venue_owner', approved: false });
    const alice = await createUser(db, { email: 'alice@example.com', name: 'Alice Archer' });
    const bob = await createUser(db, { email: 'bob@example.com', name: 'Smith, "Bob"' });
    const mallory = await createUser(db, {
      email: 'mallory@example.com',
      name: '=HYPERLINK("https://evil.example","x")',
    });
    await createUser(db, { email: 'admin@example.com', role: 'admin' });
    const venueId = await createVenue(db, {
      name: 'Camden Courts & Co.',
      ownerId: owner.id,
      sports: [
        { sport: 'Tennis', pricePence: 3000, courts: 2 },
        { sport: 'Padel', pricePence: 4000 },
      ],
    });
    const other = await createVenue(db, { name: 'Elsewhere', ownerId: owner.id });
    const made = (day: number, hour = 9) =>
      `2026-11-${String(day).padStart(2, '0')}T${String(hour).padStart(2, '0')}:00:00.000Z`;
    const ids: Record<string, number> = {};
    ids.first = await insertBooking(db, {
      userId: alice.id,
      venueId,
      sport: 'Tennis',
      date: '2026-11-23',
      times: ['10:00'],
      createdAt: made(10),
    });
    ids.double = await insertBooking(db, {
      userId: bob.id,
      venueId,
      sport: 'Tennis',
      date: '2026-11-24',
      times: ['10:00', '11:00'],
      createdAt: made(11),
    });
    ids.padel = await insertBooking(db, {
      userId: alice.id,
      venueId,
      sport: 'Padel',
      date: '2026-11-24',
      times: ['18:00'],
      totalPence: 4000,
      createdAt: made(12),
    });
    ids.cancelled = await insertBooking(db, {
      userId: bob.id,
      venueId,
      sport: 'Tennis',
      date: '2026-11-25',
      times: ['09:00'],
      status: 'cancelled',
      paymentStatus: 'refunded',
      createdAt: made(13),
    });
    ids.pending = await insertBooking(db, {
      userId: alice.id,
      venueId,
      sport: 'Tennis',
      date: '2026-11-26',
      times: ['09:00'],
      status: 'pending',
      createdAt: made(14),
    });
    ids.requested = await insertBooking(db, {
      userId: alice.id,
      venueId,
      sport: 'Tennis',
      date: '2026-11-27',
      times: ['14:00'],
      status: 'cancellation_requested',
      createdAt: made(15),
    });
    // Eight more confirmed bookings, made one an hour on 16 November, the last by a name that is a spreadsheet formula.
    for (let index = 0; index < 8; index += 1) {
      ids[`late${index}`] = await insertBooking(db, {
        userId: index === 7 ? mallory.id : alice.id,
        venueId,
        sport: 'Tennis',
        date: `2026-11-${28 + (index % 3)}`,
        times: ['15:00'],
        court: Math.floor(index / 3) + 1,
        createdAt: made(16, 9 + index),
      });
    }
    // Another venue's booking never shows here.
    await insertBooking(db, {
      userId: alice.id,
      venueId: other,
      sport: 'Tennis',
      date: '2026-11-24',
      times: ['10:00'],
      createdAt: made(20),
    });
    const tokens = {
      owner: await loginAs(harness.app, 'owner@example.com'),
      rival: await loginAs(harness.app, 'rival@example.com'),
      unapproved: await loginAs(harness.app, 'unapproved@example.com'),
      player: await loginAs(harness.app, 'alice@example.com'),
      admin: await loginAs(harness.app, 'admin@example.com'),
    };
    const get = (url: string, token?: string) =>
      harness.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
    return { harness, venueId, ids, tokens, get };
  }

  it('lists the 10 most recent bookings newest first, with customers, amounts and display statuses, and a summary of all of them', async () => {
    const { venueId, ids, tokens, get } = await start();
    const response = await get(`/api/venues/${venueId}/bookings/`, tokens.owner);
    expect(response.statusCode).toBe(200);
    const { bookings, summary } = response.json();
    // 'confirmed' covers those awaiting a cancellation decision; 12 match, the table shows the newest 10.
    expect(bookings.map((booking: { id: number }) => booking.id)).toEqual(
      [7, 6, 5, 4, 3, 2, 1, 0].map((index) => ids[`late${index}`]).concat([ids.requested!, ids.padel!]),
    );
    expect(summary).toEqual({
      total: 12,
      slotsBooked: 13,
      revenue: 400,
      revenuePence: 40_000,
      byStatus: { confirmed: 11, pending: 1, cancelled: 1, cancellation_requested: 1 },
    });
    const padel = bookings.find((booking: { id: number }) => booking.id === ids.padel);
    expect(padel).toEqual({
      id: ids.padel,
      code: bookingCode(ids.padel!),
      date: '2026-11-24',
      sport: 'Padel',
      timeSlots: ['18:00'],
      status: 'confirmed',
      customer: { name: 'Alice Archer', email: 'alice@example.com' },
      customerName: 'Alice Archer',
      totalAmount: 40,
      totalAmountPence: 4000,
      paymentStatus: 'succeeded',
      displayStatus: { code: 'confirmed', label: 'Confirmed', description: 'Confirmed and paid', color: 'green' },
      isSplit: false,
      paymentMethod: 'online',
      sharesPaid: null,
      createdAt: '2026-11-12T09:00:00.000Z',
    });
    expect(bookings.find((booking: { id: number }) => booking.id === ids.requested).displayStatus).toMatchObject({
      label: 'Cancellation requested',
      color: 'orange',
    });
    expect(
      bookings.every((booking: { id: number }) => booking.id !== ids.cancelled && booking.id !== ids.pending),
    ).toBe(true);
  });

  it('filters by status, dates and sport; the summary follows the filters', async () => {
    const { venueId, ids, tokens, get } = await start();
    const list = async (query: string) => (await get(`/api/venues/${venueId}/bookings/?${query}`, tokens.owner)).json();

    const all = await list('status=all&limit=50');
    expect(all.bookings).toHaveLength(14);
    expect(all.summary).toMatchObject({ total: 14, revenuePence: 40_000 });

    const window = await list('status=all&date_from=2026-11-24&date_to=2026-11-25');
    expect(window.bookings.map((booking: { id: number }) => booking.id)).toEqual([
      ids.cancelled,
      ids.padel,
      ids.double,
    ]);
    expect(window.bookings[0]).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'refunded',
      displayStatus: { label: 'Cancelled', color: 'red' },
    });
    // Cancelled and refunded money is not revenue.
    expect(window.summary).toEqual({
      total: 3,
      slotsBooked: 4,
      revenue: 100,
      revenuePence: 10_000,
      byStatus: { confirmed: 2, pending: 0, cancelled: 1, cancellation_requested: 0 },
    });

    const padel = await list('sport=Padel');
    expect(padel.bookings.map((booking: { id: number }) => booking.id)).toEqual([ids.padel]);
    expect(padel.summary).toMatchObject({ total: 1, revenue: 40 });

    const pending = await list('status=pending');
    expect(pending.bookings.map((booking: { id: number }) => booking.id)).toEqual([ids.pending]);
    expect(pending.bookings[0].displayStatus).toMatchObject({ label: 'Pending', color: 'yellow' });
    expect(pending.summary).toMatchObject({ total: 1, revenuePence: 0 });

    expect((await list('sport=Cricket')).bookings).toEqual([]);
    const badDate = await get(`/api/venues/${venueId}/bookings/?date_from=24-11-2026`, tokens.owner);
    expect(badDate.statusCode).toBe(400);
    expect(badDate.json().error).toContain('Date must be YYYY-MM-DD');
    expect((await get(`/api/venues/${venueId}/bookings/?status=lost`, tokens.owner)).statusCode).toBe(400);
  });

  it('exports the whole filtered list as CSV with a file name, safe to open in a spreadsheet', async () => {
    const { venueId, ids, tokens, get } = await start();
    const response = await get(`/api/venues/${venueId}/bookings/export/`, tokens.owner);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="bookings-camden-courts-co.csv"');
    expect(response.headers['cache-control']).toBe('no-store');
    const lines = response.body.split('\r\n');
    expect(lines.at(-1)).toBe('');
    expect(lines[0]).toBe(
      'Booking ID,Date,Time slots,Sport,Customer name,Customer email,Amount (GBP),Status,Payment status,Display status,Booked at',
    );
    // Every one of the 12, not only the table's 10; newest first.
    expect(lines.slice(1, -1)).toHaveLength(12);
    expect(lines[1]).toBe(
      `${ids.late7},2026-11-29,15:00,Tennis,"'=HYPERLINK(""https://evil.example"",""x"")",mallory@example.com,30,confirmed,succeeded,Confirmed,2026-11-16T16:00:00.000Z`,
    );
    expect(lines).toContain(
      `${ids.double},2026-11-24,10:00 11:00,Tennis,"Smith, ""Bob""",bob@example.com,60,confirmed,succeeded,Confirmed,2026-11-11T09:00:00.000Z`,
    );
    expect(lines).toContain(
      `${ids.requested},2026-11-27,14:00,Tennis,Alice Archer,alice@example.com,30,cancellation_requested,succeeded,Cancellation requested,2026-11-15T09:00:00.000Z`,
    );

    const filtered = await get(
      `/api/venues/${venueId}/bookings/export/?status=all&date_from=2026-11-24&date_to=2026-11-25&sport=Tennis`,
      tokens.owner,
    );
    expect(filtered.headers['content-disposition']).toBe(
      'attachment; filename="bookings-camden-courts-co-2026-11-24-to-2026-11-25.csv"',
    );
    expect(
      filtered.body
        .split('\r\n')
        .slice(1, -1)
        .map((line) => Number(line.split(',')[0])),
    ).toEqual([ids.cancelled, ids.double]);
    expect(
      (await get(`/api/venues/${venueId}/bookings/export/?sport=Cricket`, tokens.owner)).body.split('\r\n'),
    ).toHaveLength(2);

    const admin = await get(`/api/venues/${venueId}/bookings/export/`, tokens.admin);
    expect(admin.statusCode).toBe(200);
    expect(admin.body).toBe(response.body);
  });

  it("keeps customers and the export from anyone but the venue's owner and admins", async () => {
    const { venueId, tokens, get } = await start();
    for (const token of [tokens.rival, tokens.player, undefined]) {
      const list = (await get(`/api/venues/${venueId}/bookings/?status=all`, token)).json();
      // Anyone may see which hours are taken; nobody else sees who took them or what they paid.
      expect(list.bookings).toHaveLength(10);
      for (const booking of list.bookings)
        expect(booking).toMatchObject({
          customer: null,
          customerName: null,
          totalAmount: null,
          paymentStatus: null,
          displayStatus: null,
          createdAt: null,
        });
      expect(list.summary).toMatchObject({ revenue: null, revenuePence: null, byStatus: null });
      expect(JSON.stringify(list)).not.toMatch(/@example\.com|Alice/);
    }
    const rival = await get(`/api/venues/${venueId}/bookings/export/`, tokens.rival);
    expect(rival.statusCode).toBe(404);
    expect(rival.json().error).toBe(VENUE_MESSAGES.venueNotFound);
    expect((await get(`/api/venues/${venueId}/bookings/export/`, tokens.player)).statusCode).toBe(403);
    expect((await get(`/api/venues/${venueId}/bookings/export/`)).statusCode).toBe(401);
    const unapproved = await get(`/api/venues/${venueId}/bookings/export/`, tokens.unapproved);
    expect(unapproved.statusCode).toBe(403);
    expect(unapproved.json().code).toBe('ACCOUNT_NOT_APPROVED');
    expect((await get('/api/venues/99999/bookings/export/', tokens.admin)).statusCode).toBe(404);
  });
});
