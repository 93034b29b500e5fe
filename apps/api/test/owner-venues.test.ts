import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { MEDIA_MESSAGES, VENUE_MESSAGES } from '@app/contracts';
import { testEngines } from '@app/db/testing';
import { describe, expect, it } from 'vitest';
import { bearer, createUser, loginAs } from './support/accounts';
import { appSuite } from './support/app-suite';
import { SVG, dataUrl, decompressionBomb, imageBytes, imageDataUrl, venueBody } from './support/owner-fixtures';
import type { TestApp } from './support/test-app';
import { createBookingWithClaims, createVenue } from './support/venue-fixtures';

/** The owner's venues: listing, editing, images, and the admin's decision (owner-admin.md §2, §5, §7, §8). */
describe.each(testEngines())('owner venues on %s', (engine) => {
  const suite = appSuite(engine);

  async function start() {
    const harness = await suite.start();
    const { db } = harness.database;
    const owner = await createUser(db, { email: 'owner@example.com', role: 'venue_owner', name: 'Olivia Owner' });
    const rival = await createUser(db, { email: 'rival@example.com', role: 'venue_owner' });
    const pending = await createUser(db, { email: 'pending@example.com', role: 'venue_owner', approved: false });
    const player = await createUser(db, { email: 'player@example.com', name: 'Pat Player' });
    await createUser(db, { email: 'admin@example.com', role: 'admin' });
    const tokens = {
      owner: await loginAs(harness.app, owner.email),
      rival: await loginAs(harness.app, rival.email),
      pending: await loginAs(harness.app, pending.email),
      player: await loginAs(harness.app, player.email),
      admin: await loginAs(harness.app, 'admin@example.com'),
    };
    return { harness, db, owner, rival, pending, player, tokens, image: await imageDataUrl('jpeg') };
  }

  const call = (harness: TestApp, method: 'GET' | 'POST' | 'PATCH', url: string, token?: string, payload?: object) =>
    harness.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
  const venueCount = async (harness: TestApp) =>
    Number(
      (
        await harness.database.db
          .selectFrom('venues')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const mediaFiles = (harness: TestApp) => {
    const folder = path.join(harness.config.mediaDir, 'venues');
    return existsSync(folder) ? readdirSync(folder) : [];
  };

  it('answers the fixed paths /my-venues/ and /dashboard/ rather than taking them for a venue id', async () => {
    const { harness, tokens } = await start();
    const mine = await call(harness, 'GET', '/api/venues/my-venues/', tokens.owner);
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toEqual({ success: true, venues: [] });
    expect((await call(harness, 'GET', '/api/venues/dashboard/', tokens.owner)).statusCode).toBe(200);
  });

  it('lists a new venue with its images for review: owner from the session, images re-encoded, location geocoded, hidden from players', async () => {
    const { harness, owner, tokens } = await start();
    const body = venueBody({
      image: await imageDataUrl('jpeg'),
      sports: [
        { sport: 'Padel', price: 32.5, images: [await imageDataUrl('jpeg'), await imageDataUrl('png')], courts: 2 },
        { sport: 'Tennis', price: '25', images: [await imageDataUrl('webp')] },
      ],
      images: [await imageDataUrl('png', { width: 2400, height: 1600 })],
    });
    const response = await call(harness, 'POST', '/api/venues/', tokens.owner, body);
    expect(response.statusCode).toBe(201);
    const { venue, message } = response.json();
    expect(message).toBe(VENUE_MESSAGES.venueCreated);
    expect(venue).toMatchObject({
      name: 'Riverside Padel Club',
      approved: false,
      ownerId: owner.id,
      sports: ['Padel', 'Tennis'],
      facilities: ['Changing Rooms', 'Floodlights'],
    });
    expect(venue.sportConfigs).toMatchObject([
      { sport: 'Padel', pricePerHour: 32.5, pricePerHourPence: 3250, courtCount: 2 },
      { sport: 'Tennis', pricePerHour: 25, pricePerHourPence: 2500, courtCount: 1 },
    ]);
    expect(venue.images).toHaveLength(4);
    // Camden from the gazetteer: a distance search around it will find the venue once approved.
    expect(venue.latitude).toBeCloseTo(51.54, 1);
    expect(venue.longitude).toBeCloseTo(-0.14, 1);

    for (const url of venue.images as string[]) {
      expect(url).toMatch(/^\/media\/venues\/[0-9a-f]{24}-lg\.webp$/);
      const served = await harness.app.inject({ method: 'GET', url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.rawPayload.subarray(8, 12).toString('latin1')).toBe('WEBP');
    }
    // The 2400 px image is stored at 480, 960 and 1600 px; nothing is enlarged.
    const sharp = (await import('sharp')).default;
    const large = venue.images[0] as string;
    expect((await sharp(path.join(harness.config.mediaDir, large.replace('/media/', ''))).metadata()).width).toBe(1600);
    expect(
      (await sharp(path.join(harness.config.mediaDir, large.replace('/media/', '').replace('-lg', '-sm'))).metadata())
        .width,
    ).toBe(480);
    expect(mediaFiles(harness)).toHaveLength(12);

    const publicList = (await call(harness, 'GET', '/api/venues/')).json();
    expect(publicList.venues).toEqual([]);
    expect((await call(harness, 'GET', `/api/venues/${venue.id}/`, tokens.player)).statusCode).toBe(404);
    expect((await call(harness, 'GET', `/api/venues/${venue.id}/`, tokens.rival)).statusCode).toBe(404);
    const own = (await call(harness, 'GET', `/api/venues/${venue.id}/`, tokens.owner)).json().venue;
    // New venues open 08:00–22:00 every day but Sunday.
    expect(own.openingHours.map((day: { isOpen: boolean }) => day.isOpen)).toEqual([
      false,
      true,
      true,
      true,
      true,
      true,
      true,
    ]);
    expect(
      (await call(harness, 'GET', '/api/venues/my-venues/', tokens.owner))
        .json()
        .venues.map((item: { id: number }) => item.id),
    ).toEqual([venue.id]);
    expect((await call(harness, 'GET', '/api/venues/my-venues/', tokens.rival)).json().venues).toEqual([]);
    const activity = await harness.database.db.selectFrom('activity_log').select(['type', 'message']).execute();
    expect(activity).toContainEqual({
      type: 'venue',
      message: 'New venue submitted for approval: Riverside Padel Club',
    });
  });

  it("answers every rule of the venue form with the spec's message and saves nothing", async () => {
    const { harness, tokens, image } = await start();
    const post = (body: object) => call(harness, 'POST', '/api/venues/', tokens.owner, body);
    const refused = async (body: object, error: string, status = 400) => {
      const response = await post(body);
      expect(response.statusCode, response.body).toBe(status);
      expect(response.json().error).toBe(error);
    };
    await refused({ ...venueBody({ image }), name: '  ' }, VENUE_MESSAGES.requiredFields);
    await refused({ ...venueBody({ image }), description: undefined }, VENUE_MESSAGES.requiredFields);
    await refused({ ...venueBody({ image }), sports: ['', '  '], sportConfigs: [] }, VENUE_MESSAGES.requiredFields);
    await refused(
      venueBody({
        image,
        sports: [
          { sport: 'Padel', price: 30, images: [] },
          { sport: 'Squash', price: 20, images: [] },
        ],
      }),
      'Please add at least one image for: Padel, Squash',
    );
    await refused(
      venueBody({
        image,
        sports: [
          { sport: 'Padel', price: 0, images: [image] },
          { sport: 'Squash', price: 12.345, images: [image] },
        ],
      }),
      'Please set a valid price for: Padel, Squash',
    );
    await refused(
      venueBody({ image, sports: [{ sport: 'Padel', price: -5, images: [image] }] }),
      'Please set a valid price for: Padel',
    );
    await refused(
      venueBody({ image, sports: [{ sport: 'Padel', price: 'twenty', images: [image] }] }),
      'Please set a valid price for: Padel',
    );
    await refused(
      venueBody({ image, sports: [{ sport: '<script>', price: 20, images: [image] }] }),
      VENUE_MESSAGES.sportNameInvalid(['<script>']),
    );
    await refused(
      {
        ...venueBody({ image }),
        sportConfigs: [...venueBody({ image }).sportConfigs, { sport: 'Curling', pricePerHour: 20, images: [image] }],
      },
      VENUE_MESSAGES.unknownSport('Curling'),
    );
    await refused(
      venueBody({ image, images: Array.from({ length: 20 }, () => image) }),
      VENUE_MESSAGES.tooManyImages(20),
    );
    await refused(
      venueBody({ image, location: 'Nowhere Special', address: 'The Field' }),
      VENUE_MESSAGES.locationNotFound,
    );
    await refused(
      venueBody({ image, images: ['/media/venues/0123456789abcdef01234567-lg.webp'] }),
      VENUE_MESSAGES.imageNotOurs,
    );
    expect(await venueCount(harness)).toBe(0);
    expect(mediaFiles(harness)).toEqual([]);

    // Sports and facilities typed twice or blank are cleaned, not refused.
    const cleaned = await post({
      ...venueBody({ image }),
      sports: ['Padel', ' padel ', ''],
      facilities: ['Parking', 'parking', ' ', 'Cafe'],
    });
    expect(cleaned.statusCode).toBe(201);
    expect(cleaned.json().venue).toMatchObject({ sports: ['Padel'], facilities: ['Parking', 'Cafe'] });
  });

  it('refuses venues from unapproved owners and players, and anonymous callers', async () => {
    const { harness, tokens, image } = await start();
    const pending = await call(harness, 'POST', '/api/venues/', tokens.pending, venueBody({ image }));
    expect(pending.statusCode).toBe(403);
    expect(pending.json()).toMatchObject({ code: 'ACCOUNT_NOT_APPROVED', error: VENUE_MESSAGES.ownerNotApproved });
    expect((await call(harness, 'POST', '/api/venues/', tokens.player, venueBody({ image }))).statusCode).toBe(403);
    expect((await call(harness, 'POST', '/api/venues/', undefined, venueBody({ image }))).statusCode).toBe(401);
    expect((await call(harness, 'GET', '/api/venues/dashboard/', tokens.pending)).statusCode).toBe(403);
    expect(await venueCount(harness)).toBe(0);
  });

  it('checks uploads by their bytes: JPEG, PNG and WebP in; SVG, GIF, a renamed text file, an oversize file and a decompression bomb out, with nothing written', async () => {
    const { harness, tokens } = await start();
    const withImage = (image: string) => call(harness, 'POST', '/api/venues/', tokens.owner, venueBody({ image }));
    const cases: [string, string, number, string][] = [
      ['SVG', dataUrl(SVG, 'image/svg+xml'), 415, MEDIA_MESSAGES.notAnImage],
      ['SVG named a JPEG', dataUrl(SVG, 'image/jpeg'), 415, MEDIA_MESSAGES.notAnImage],
      [
        'a text file renamed',
        dataUrl(Buffer.from('just some words, not a picture at all'), 'image/png'),
        415,
        MEDIA_MESSAGES.notAnImage,
      ],
      [
        'GIF',
        dataUrl(Buffer.from('GIF89a\u0001\u0000\u0001\u0000\u0000\u0000\u0000;', 'latin1'), 'image/gif'),
        415,
        MEDIA_MESSAGES.notAnImage,
      ],
      [
        'JPEG magic then garbage',
        dataUrl(Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 7)])),
        415,
        MEDIA_MESSAGES.unreadable,
      ],
      ['a decompression bomb', dataUrl(decompressionBomb(), 'image/png'), 413, MEDIA_MESSAGES.tooManyPixels(40)],
      ['not base64', 'data:image/png;base64,@@@@', 415, MEDIA_MESSAGES.notAnImage],
    ];
    for (const [label, image, status, error] of cases) {
      const response = await withImage(image);
      expect(response.statusCode, label).toBe(status);
      expect(response.json().error, label).toBe(error);
    }
    const oversize = await withImage(
      dataUrl(Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(10 * 1024 * 1024)])),
    );
    expect(oversize.statusCode).toBe(413);
    expect(oversize.json()).toMatchObject({ code: 'IMAGE_TOO_LARGE', error: MEDIA_MESSAGES.tooManyBytes(10) });
    const far = await withImage(dataUrl(Buffer.alloc(11 * 1024 * 1024, 1)));
    expect(far.statusCode).toBe(400);
    expect(far.json().error).toContain(MEDIA_MESSAGES.tooManyBytes(10));
    // A good first image and a bad second: the first one's files are removed again.
    const mixed = await call(
      harness,
      'POST',
      '/api/venues/',
      tokens.owner,
      venueBody({ image: await imageDataUrl('png'), images: [dataUrl(SVG, 'image/png')] }),
    );
    expect(mixed.statusCode).toBe(415);
    expect(await venueCount(harness)).toBe(0);
    expect(mediaFiles(harness)).toEqual([]);
    for (const format of ['jpeg', 'png', 'webp'] as const)
      expect((await withImage(dataUrl(await imageBytes(format), `image/${format}`))).statusCode).toBe(201);
  });

  it('edits: a price change keeps the venue live; a new name sends it back to review; images kept, added and removed', async () => {
    const { harness, db, owner, tokens, image } = await start();
    const created = (
      await call(
        harness,
        'POST',
        '/api/venues/',
        tokens.owner,
        venueBody({ image, images: [await imageDataUrl('png')] }),
      )
    ).json().venue;
    await call(harness, 'PATCH', `/api/venues/${created.id}/`, tokens.admin, { approved: true });
    const [general, padel] = created.images as [string, string];

    const pricing = await call(harness, 'PATCH', `/api/venues/${created.id}/`, tokens.owner, {
      sportConfigs: [{ sport: 'Padel', pricePerHour: 45.5 }],
    });
    expect(pricing.statusCode).toBe(200);
    expect(pricing.json()).toMatchObject({
      message: VENUE_MESSAGES.venueUpdated,
      backToReview: false,
      venue: { approved: true, images: created.images },
    });
    expect(pricing.json().venue.sportConfigs[0]).toMatchObject({ pricePerHourPence: 4550, courtCount: 2 });
    expect((await call(harness, 'GET', '/api/venues/')).json().venues.map((venue: { id: number }) => venue.id)).toEqual(
      [created.id],
    );

    const fresh = await imageDataUrl('webp');
    const renamed = await call(harness, 'PATCH', `/api/venues/${created.id}/`, tokens.owner, {
      name: 'Canal Padel',
      description: 'Now with a cafe.',
      images: [fresh],
      sportConfigs: [{ sport: 'Padel', images: [padel] }],
    });
    expect(renamed.statusCode).toBe(200);
    // The new name waits for an admin; the listing stays live under its approved name, the rest applies.
    expect(renamed.json()).toMatchObject({
      message: VENUE_MESSAGES.backToReview,
      backToReview: true,
      venue: {
        name: created.name,
        description: 'Now with a cafe.',
        approved: true,
        pendingChange: { status: 'pending', name: 'Canal Padel', fields: ['name'] },
      },
    });
    expect(renamed.json().venue.images[1]).toBe(padel);
    expect(existsSync(path.join(harness.config.mediaDir, general.replace('/media/', '')))).toBe(false);
    expect(existsSync(path.join(harness.config.mediaDir, padel.replace('/media/', '')))).toBe(true);
    expect((await call(harness, 'GET', '/api/venues/')).json().venues).toMatchObject([
      { id: created.id, name: created.name },
    ]);

    // A sport with an upcoming booking cannot be removed, nor its courts cut below those held.
    await call(harness, 'PATCH', `/api/venues/${created.id}/pending-change/`, tokens.admin, { approved: true });
    const player = await createUser(db, { email: 'booker@example.com' });
    await createBookingWithClaims(db, {
      userId: player.id,
      venueId: created.id,
      sport: 'Padel',
      date: '2026-11-25',
      times: ['10:00'],
      court: 1,
    });
    await createBookingWithClaims(db, {
      userId: player.id,
      venueId: created.id,
      sport: 'Padel',
      date: '2026-11-25',
      times: ['10:00'],
      court: 2,
    });
    const removing = await call(harness, 'PATCH', `/api/venues/${created.id}/`, tokens.owner, {
      sports: ['Squash'],
      sportConfigs: [{ sport: 'Squash', pricePerHour: 20, images: [image] }],
    });
    expect(removing.statusCode).toBe(409);
    expect(removing.json()).toMatchObject({
      code: 'SPORT_HAS_BOOKINGS',
      error: VENUE_MESSAGES.sportHasBookings('Padel'),
    });
    const fewer = await call(harness, 'PATCH', `/api/venues/${created.id}/`, tokens.owner, {
      sportConfigs: [{ sport: 'Padel', courtCount: 1 }],
    });
    expect(fewer.statusCode).toBe(409);
    expect(fewer.json().error).toBe(VENUE_MESSAGES.courtsHeld('Padel', 2));
    const stored = await db
      .selectFrom('venues')
      .select(['name', 'owner_id'])
      .where('id', '=', created.id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ name: 'Canal Padel', owner_id: owner.id });
  });

  it("keeps another owner's venue out of reach and approval out of the owner's hands: nothing changes", async () => {
    const { harness, db, tokens, image } = await start();
    const created = (await call(harness, 'POST', '/api/venues/', tokens.owner, venueBody({ image }))).json().venue;
    const before = await db.selectFrom('venues').selectAll().where('id', '=', created.id).executeTakeFirstOrThrow();
    const rival = await call(harness, 'PATCH', `/api/venues/${created.id}/`, tokens.rival, {
      name: 'Taken Over',
      sportConfigs: [{ sport: 'Padel', pricePerHour: 1 }],
    });
    expect(rival.statusCode).toBe(404);
    expect(rival.json().error).toBe(VENUE_MESSAGES.venueNotFound);
    const selfApproval = await call(harness, 'PATCH', `/api/venues/${created.id}/`, tokens.owner, {
      name: 'Sneaky',
      approved: true,
      approvalNotes: 'looks fine',
    });
    expect(selfApproval.statusCode).toBe(403);
    expect(selfApproval.json()).toMatchObject({ code: 'FORBIDDEN', error: VENUE_MESSAGES.onlyAdminApproves });
    expect(
      (await call(harness, 'PATCH', `/api/venues/${created.id}/`, tokens.player, { name: 'Mine now' })).statusCode,
    ).toBe(403);
    const adminEdit = await call(harness, 'PATCH', `/api/venues/${created.id}/`, tokens.admin, {
      name: 'Admin Name',
      approved: true,
    });
    expect(adminEdit.statusCode).toBe(403);
    expect(adminEdit.json().error).toBe(VENUE_MESSAGES.adminMayOnlyDecideApproval);
    expect(await db.selectFrom('venues').selectAll().where('id', '=', created.id).executeTakeFirstOrThrow()).toEqual(
      before,
    );
    expect(
      await db.selectFrom('venue_sports').select('price_per_hour_pence').where('venue_id', '=', created.id).execute(),
    ).toEqual([{ price_per_hour_pence: 3250 }]);
  });

  it("lets an admin approve, reject and unapprove, e-mailing the owner each outcome; an owner's account comes first", async () => {
    const { harness, db, owner, pending, tokens, image } = await start();
    const created = (await call(harness, 'POST', '/api/venues/', tokens.owner, venueBody({ image }))).json().venue;
    const pendingVenue = await createVenue(db, { name: 'Pending Owner Hall', ownerId: pending.id, approved: false });

    const tooSoon = await call(harness, 'PATCH', `/api/venues/${pendingVenue}/`, tokens.admin, { approved: true });
    expect(tooSoon.statusCode).toBe(409);
    expect(tooSoon.json()).toMatchObject({ code: 'OWNER_NOT_APPROVED', error: VENUE_MESSAGES.approveOwnerFirst });

    const rejected = await call(harness, 'PATCH', `/api/venues/${created.id}/`, tokens.admin, {
      approved: false,
      approvalNotes: 'Please add photos of the courts.',
    });
    expect(rejected.json()).toMatchObject({
      success: true,
      message: VENUE_MESSAGES.venueRejected,
      venue: { approved: false, approvalNotes: 'Please add photos of the courts.' },
    });
    const rejection = await suite.mailbox.waitFor(owner.email, /was not approved/);
    expect(rejection.text).toContain('Note from the team: Please add photos of the courts.');

    const approved = await call(harness, 'PATCH', `/api/venues/${created.id}/`, tokens.admin, {
      approved: true,
      approvalDate: '2026-11-21T10:00:00.000Z',
      approvalNotes: 'Welcome aboard',
    });
    expect(approved.json()).toMatchObject({
      message: VENUE_MESSAGES.venueApproved,
      venue: { approved: true, approvalDate: '2026-11-21T10:00:00.000Z' },
    });
    const live = await suite.mailbox.waitFor(owner.email, /is live/);
    expect(live.text).toContain(`${harness.config.publicUrl}/venue/${created.id}`);
    // Visible to players at once, by name and by distance from Camden Town.
    expect(
      (await call(harness, 'GET', '/api/venues/?search=Riverside'))
        .json()
        .venues.map((venue: { id: number }) => venue.id),
    ).toEqual([created.id]);
    const near = (await call(harness, 'GET', '/api/venues/?lat=51.5405&lng=-0.1433&radiusKm=5')).json();
    expect(near.venues[0]).toMatchObject({ id: created.id });
    expect(near.venues[0].distanceKm).toBeLessThan(2);
    expect((await call(harness, 'GET', `/api/venues/${created.id}/`, tokens.player)).statusCode).toBe(200);

    const unapproved = await call(harness, 'PATCH', `/api/venues/${created.id}/`, tokens.admin, {
      approved: false,
      approvalNotes: 'Admin review',
    });
    expect(unapproved.json()).toMatchObject({ message: VENUE_MESSAGES.venueUnapproved, venue: { approved: false } });
    const hidden = await suite.mailbox.waitFor(owner.email, /hidden while we review/);
    expect(hidden.text).toContain('Admin review');
    expect((await call(harness, 'GET', '/api/venues/?search=Riverside')).json().venues).toEqual([]);
    const decisions = await db
      .selectFrom('activity_log')
      .select('message')
      .where('type', '=', 'venue')
      .where('actor_id', 'is not', null)
      .orderBy('id')
      .execute();
    expect(decisions.map((row) => row.message).slice(-3)).toEqual([
      'Venue rejected: Riverside Padel Club',
      'Venue approved: Riverside Padel Club',
      'Venue unapproved: Riverside Padel Club',
    ]);
  });

  it("answers an admin's venue list with pending venues and their owners, never from the public cache", async () => {
    const { harness, db, owner, tokens } = await start();
    const live = await createVenue(db, { name: 'Approved Arena', ownerId: owner.id });
    const waiting = await createVenue(db, { name: 'Waiting Works', ownerId: owner.id, approved: false });
    const first = await call(harness, 'GET', '/api/venues/');
    expect(first.json().venues.map((venue: { name: string }) => venue.name)).toEqual(['Approved Arena']);
    expect(first.json().venues[0].owner).toBeUndefined();
    expect((await call(harness, 'GET', '/api/venues/')).headers['x-cache']).toBe('hit');

    const admin = await call(harness, 'GET', '/api/venues/', tokens.admin);
    expect(admin.headers['x-cache']).toBeUndefined();
    expect(admin.json().venues.map((venue: { id: number; approved: boolean }) => [venue.id, venue.approved])).toEqual([
      [live, true],
      [waiting, false],
    ]);
    expect(admin.json().venues[1].owner).toEqual({
      id: owner.id,
      name: 'Olivia Owner',
      email: 'owner@example.com',
      approved: true,
    });
    expect(
      (await call(harness, 'GET', '/api/venues/?approval=pending', tokens.admin))
        .json()
        .venues.map((venue: { id: number }) => venue.id),
    ).toEqual([waiting]);
    expect(
      (await call(harness, 'GET', '/api/venues/?approval=pending', tokens.player))
        .json()
        .venues.map((venue: { id: number }) => venue.id),
    ).toEqual([live]);
    // The public answer cached before is still the public one.
    expect((await call(harness, 'GET', '/api/venues/')).json().venues.map((venue: { id: number }) => venue.id)).toEqual(
      [live],
    );
  });
});
