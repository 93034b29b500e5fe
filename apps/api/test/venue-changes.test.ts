import { VENUE_MESSAGES as M } from '@app/contracts';
import { testEngines } from '@app/db/testing';
import { describe, expect, it } from 'vitest';
import { bearer, createUser, loginAs } from './support/accounts';
import { appSuite } from './support/app-suite';
import type { TestApp } from './support/test-app';
import { createVenue } from './support/venue-fixtures';

/**
 * Ready before it goes live (issue 30 §6, docs/decisions/0056): a live venue's new name, location or
 * address waits for an admin as a pending change while the approved listing stays on sale under its old
 * details (its page, search and slots, even answers the read cache kept); the admin approves or rejects
 * the change, not the venue; the owner sees the change and the rejection note, and may withdraw it.
 * The suite's clock: Saturday 21 November 2026, 10:00 in London.
 */
describe.each(testEngines())('live venue changes on %s', (engine) => {
  const suite = appSuite(engine);

  async function start() {
    const harness = await suite.start();
    const { db } = harness.database;
    const owner = await createUser(db, { email: 'owner@example.com', role: 'venue_owner' });
    await createUser(db, { email: 'rival@example.com', role: 'venue_owner' });
    await createUser(db, { email: 'player@example.com' });
    await createUser(db, { email: 'admin@example.com', role: 'admin' });
    const venueId = await createVenue(db, {
      name: 'Camden Courts',
      ownerId: owner.id,
      sports: [{ sport: 'Tennis', pricePence: 3000 }],
    });
    const pendingVenueId = await createVenue(db, { name: 'Not Yet Open', ownerId: owner.id, approved: false });
    // Each sport needs an image of its own before the venue form's rules let a change through.
    for (const id of [venueId, pendingVenueId])
      await db
        .insertInto('venue_images')
        .values({
          venue_id: id,
          sport: 'Tennis',
          url: `/media/demo/tennis-${id}.svg`,
          created_at: '2026-11-01T09:00:00.000Z',
        })
        .execute();
    const tokens = {
      owner: await loginAs(harness.app, 'owner@example.com'),
      rival: await loginAs(harness.app, 'rival@example.com'),
      player: await loginAs(harness.app, 'player@example.com'),
      admin: await loginAs(harness.app, 'admin@example.com'),
    };
    return { harness, venueId, pendingVenueId, tokens };
  }

  const call = (harness: TestApp, method: 'GET' | 'PATCH' | 'DELETE', url: string, token?: string, payload?: object) =>
    harness.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
  const publicVenue = async (harness: TestApp, id: number) => {
    const response = await call(harness, 'GET', `/api/venues/${id}/`);
    return { status: response.statusCode, venue: response.json().venue, cache: response.headers['x-cache'] };
  };
  const searchNames = async (harness: TestApp, query: string) =>
    (await call(harness, 'GET', `/api/venues/?${query}`)).json().venues.map((venue: { name: string }) => venue.name);
  const myVenue = async (harness: TestApp, token: string, id: number) =>
    (await call(harness, 'GET', '/api/venues/my-venues/', token))
      .json()
      .venues.find((venue: { id: number }) => venue.id === id);
  const storedChange = (harness: TestApp, id: number) =>
    harness.database.db.selectFrom('venue_pending_changes').selectAll().where('venue_id', '=', id).executeTakeFirst();

  it('keeps a renamed and moved live venue on sale under its old details until an admin approves the change', async () => {
    const { harness, venueId, tokens } = await start();
    // Players have read the page: the answer sits in the public read cache.
    expect((await publicVenue(harness, venueId)).venue.name).toBe('Camden Courts');
    expect((await publicVenue(harness, venueId)).cache).toBe('hit');

    const saved = await call(harness, 'PATCH', `/api/venues/${venueId}/`, tokens.owner, {
      name: 'Canal Side Tennis',
      location: 'Manchester',
      address: '1 Deansgate, Manchester M3 2BW',
      description: 'Floodlit courts by the canal.',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      message: M.backToReview,
      backToReview: true,
      venue: {
        name: 'Camden Courts',
        location: 'Camden, London',
        description: 'Floodlit courts by the canal.',
        approved: true,
        pendingChange: {
          status: 'pending',
          name: 'Canal Side Tennis',
          location: 'Manchester',
          address: '1 Deansgate, Manchester M3 2BW',
          fields: ['name', 'location', 'address'],
          notes: null,
        },
      },
    });

    // Players: the page, search and slots answer with the old name and place; the description applies now.
    const page = await publicVenue(harness, venueId);
    expect(page.status).toBe(200);
    expect(page.venue).toMatchObject({
      name: 'Camden Courts',
      location: 'Camden, London',
      description: 'Floodlit courts by the canal.',
    });
    expect(await searchNames(harness, 'location=camden')).toEqual(['Camden Courts']);
    expect(await searchNames(harness, 'location=manchester')).toEqual([]);
    const slots = await call(harness, 'GET', `/api/venues/${venueId}/slots/?sport=Tennis&date=2026-11-23`);
    expect(slots.statusCode).toBe(200);
    expect(slots.json().slots.some((slot: { available: boolean }) => slot.available)).toBe(true);

    // The admin's list carries old (the venue) → new (its pendingChange).
    const listed = (await call(harness, 'GET', '/api/venues/?approval=all', tokens.admin))
      .json()
      .venues.find((venue: { id: number }) => venue.id === venueId);
    expect(listed).toMatchObject({
      name: 'Camden Courts',
      approved: true,
      pendingChange: { name: 'Canal Side Tennis', location: 'Manchester', fields: ['name', 'location', 'address'] },
    });

    const approved = await call(harness, 'PATCH', `/api/venues/${venueId}/pending-change/`, tokens.admin, {
      approved: true,
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({
      message: M.changeApproved,
      venue: { name: 'Canal Side Tennis', location: 'Manchester', approved: true, pendingChange: null },
    });
    expect(await storedChange(harness, venueId)).toBeUndefined();
    const mail = await suite.mailbox.waitFor('owner@example.com', /Your change to Camden Courts is approved/);
    expect(mail.text).toContain('Name: Camden Courts → Canal Side Tennis');
    // Every cache sees the change (the venue's version moved): the page, and search by the new place.
    expect((await publicVenue(harness, venueId)).venue).toMatchObject({
      name: 'Canal Side Tennis',
      address: '1 Deansgate, Manchester M3 2BW',
    });
    expect(await searchNames(harness, 'location=manchester')).toEqual(['Canal Side Tennis']);
    expect(await searchNames(harness, 'location=camden')).toEqual([]);
    const activity = await harness.database.db
      .selectFrom('activity_log')
      .select('message')
      .where('subject_id', '=', venueId)
      .orderBy('id')
      .execute();
    expect(activity.map((row) => row.message)).toEqual([
      'Change to name, location, address awaiting review: Camden Courts → Canal Side Tennis',
      'Venue change approved: Camden Courts → Canal Side Tennis',
    ]);

    // Nothing left to decide.
    const again = await call(harness, 'PATCH', `/api/venues/${venueId}/pending-change/`, tokens.admin, {
      approved: true,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(M.noPendingChange);
  });

  it('rejects a change with a note the owner reads, keeps the listing as it was, and lets the owner clear it', async () => {
    const { harness, venueId, tokens } = await start();
    await call(harness, 'PATCH', `/api/venues/${venueId}/`, tokens.owner, { name: 'Best Courts In London!!!' });
    const rejected = await call(harness, 'PATCH', `/api/venues/${venueId}/pending-change/`, tokens.admin, {
      approved: false,
      notes: 'Please use the name on your sign.',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json()).toMatchObject({
      message: M.changeRejectedByAdmin,
      venue: {
        name: 'Camden Courts',
        approved: true,
        pendingChange: {
          status: 'rejected',
          name: 'Best Courts In London!!!',
          notes: 'Please use the name on your sign.',
          decidedAt: '2026-11-21T10:00:00.000Z',
        },
      },
    });
    expect(await myVenue(harness, tokens.owner, venueId)).toMatchObject({
      name: 'Camden Courts',
      pendingChange: { status: 'rejected', notes: 'Please use the name on your sign.' },
    });
    const mail = await suite.mailbox.waitFor('owner@example.com', /was not approved/);
    expect(mail.text).toContain('Note from the team: Please use the name on your sign.');
    expect((await publicVenue(harness, venueId)).venue.name).toBe('Camden Courts');
    // A rejected change cannot be approved afterwards.
    expect(
      (await call(harness, 'PATCH', `/api/venues/${venueId}/pending-change/`, tokens.admin, { approved: true }))
        .statusCode,
    ).toBe(409);

    // A new change replaces the rejected one; the owner may withdraw it.
    await call(harness, 'PATCH', `/api/venues/${venueId}/`, tokens.owner, { name: 'Camden Tennis Centre' });
    expect(await myVenue(harness, tokens.owner, venueId)).toMatchObject({
      pendingChange: { status: 'pending', name: 'Camden Tennis Centre', notes: null },
    });
    // Saving other fields with the live name keeps the change waiting.
    await call(harness, 'PATCH', `/api/venues/${venueId}/`, tokens.owner, {
      name: 'Camden Courts',
      description: 'New nets.',
    });
    expect((await myVenue(harness, tokens.owner, venueId)).pendingChange).toMatchObject({
      status: 'pending',
      name: 'Camden Tennis Centre',
    });
    const withdrawn = await call(harness, 'DELETE', `/api/venues/${venueId}/pending-change/`, tokens.owner);
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(withdrawn.json()).toMatchObject({ message: M.changeWithdrawn, venue: { pendingChange: null } });
    expect(await storedChange(harness, venueId)).toBeUndefined();
    expect((await call(harness, 'DELETE', `/api/venues/${venueId}/pending-change/`, tokens.owner)).statusCode).toBe(
      404,
    );
  });

  it('applies a venue awaiting approval its new details at once, and refuses a place it cannot find', async () => {
    const { harness, venueId, pendingVenueId, tokens } = await start();
    const renamed = await call(harness, 'PATCH', `/api/venues/${pendingVenueId}/`, tokens.owner, {
      name: 'Opening Soon Padel',
      sportConfigs: [{ sport: 'Tennis', pricePerHour: 42 }],
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({
      backToReview: false,
      venue: { name: 'Opening Soon Padel', approved: false, pendingChange: null },
    });
    expect(renamed.json().venue.sportConfigs[0]).toMatchObject({ pricePerHourPence: 4200 });

    const nowhere = await call(harness, 'PATCH', `/api/venues/${venueId}/`, tokens.owner, {
      location: 'Qwxzvbnm',
      address: 'Nowhere at all',
    });
    expect(nowhere.statusCode).toBe(400);
    expect(nowhere.json().error).toBe(M.locationNotFound);
    expect(await storedChange(harness, venueId)).toBeUndefined();
  });

  it("keeps other owners, players and anonymous callers away from a venue's change: nothing changes", async () => {
    const { harness, venueId, tokens } = await start();
    await call(harness, 'PATCH', `/api/venues/${venueId}/`, tokens.owner, { name: 'Canal Side Tennis' });
    const before = await storedChange(harness, venueId);
    expect(before).toMatchObject({ status: 'pending', name: 'Canal Side Tennis' });
    const decide = (token?: string) =>
      call(harness, 'PATCH', `/api/venues/${venueId}/pending-change/`, token, { approved: true });
    const withdraw = (token?: string) => call(harness, 'DELETE', `/api/venues/${venueId}/pending-change/`, token);
    expect((await decide(tokens.owner)).statusCode).toBe(403);
    expect((await decide(tokens.rival)).statusCode).toBe(403);
    expect((await decide(tokens.player)).statusCode).toBe(403);
    expect((await decide()).statusCode).toBe(401);
    const rival = await withdraw(tokens.rival);
    expect(rival.statusCode).toBe(404);
    expect(rival.json().error).toBe(M.venueNotFound);
    expect((await withdraw(tokens.player)).statusCode).toBe(403);
    expect((await withdraw(tokens.admin)).statusCode).toBe(403);
    expect((await withdraw()).statusCode).toBe(401);
    // A rival's rename of someone else's venue is refused as if it did not exist.
    expect(
      (await call(harness, 'PATCH', `/api/venues/${venueId}/`, tokens.rival, { name: 'Stolen Courts' })).statusCode,
    ).toBe(404);
    const bad = await call(harness, 'PATCH', `/api/venues/${venueId}/pending-change/`, tokens.admin, {
      approved: 'yes',
    });
    expect(bad.statusCode).toBe(400);
    expect(await storedChange(harness, venueId)).toEqual(before);
    expect((await publicVenue(harness, venueId)).venue.name).toBe('Camden Courts');
  });
});
