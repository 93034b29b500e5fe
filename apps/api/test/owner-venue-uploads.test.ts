import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { MEDIA_MESSAGES, VENUE_MESSAGES } from '@app/contracts';
import { testEngines } from '@app/db/testing';
import { describe, expect, it } from 'vitest';
import { bearer, createUser, loginAs } from './support/accounts';
import { appSuite } from './support/app-suite';
import { SVG, decompressionBomb, imageBytes, multipartBody, venueBody } from './support/owner-fixtures';
import type { TestApp } from './support/test-app';

/**
 * A venue listed with its images as multipart/form-data (the alternative to data URLs in JSON): the
 * field `venue` holds the JSON, files `images` and `sportImages[<sport>]` the pictures. The same rules
 * and byte checks apply; nothing is written when anything is refused.
 */
describe.each(testEngines())('venue uploads as multipart on %s', (engine) => {
  const suite = appSuite(engine);

  async function start() {
    const harness = await suite.start();
    const { db } = harness.database;
    const owner = await createUser(db, { email: 'owner@example.com', role: 'venue_owner' });
    await createUser(db, { email: 'player@example.com' });
    await createUser(db, { email: 'pending@example.com', role: 'venue_owner', approved: false });
    await createUser(db, { email: 'admin@example.com', role: 'admin' });
    const tokens = {
      owner: await loginAs(harness.app, 'owner@example.com'),
      player: await loginAs(harness.app, 'player@example.com'),
      pending: await loginAs(harness.app, 'pending@example.com'),
      admin: await loginAs(harness.app, 'admin@example.com'),
    };
    return { harness, owner, tokens };
  }

  /** The venue form's JSON without any images; the files carry them. */
  const venueJson = (sportImages = true) => {
    const body = venueBody({
      image: 'placeholder',
      sports: [
        { sport: 'Padel', price: 32.5, images: [], courts: 2 },
        { sport: 'Tennis', price: 25, images: [] },
      ],
    });
    return JSON.stringify({
      ...body,
      sportConfigs: body.sportConfigs.map(({ images, ...config }) => (sportImages ? config : { ...config, images })),
    });
  };
  const send = (harness: TestApp, token: string, parts: Parameters<typeof multipartBody>[0]) => {
    const body = multipartBody(parts);
    return harness.app.inject({
      method: 'POST',
      url: '/api/venues/',
      payload: body.payload,
      headers: { ...body.headers, ...bearer(token) },
    });
  };
  const mediaFiles = (harness: TestApp) => {
    const folder = path.join(harness.config.mediaDir, 'venues');
    return existsSync(folder) ? readdirSync(folder) : [];
  };
  const venueCount = async (harness: TestApp) =>
    (await harness.database.db.selectFrom('venues').select('id').execute()).length;

  it('lists a venue from a form with files: each re-encoded to WebP under /media/, the owner from the session', async () => {
    const { harness, owner, tokens } = await start();
    const response = await send(harness, tokens.owner, [
      { name: 'venue', value: venueJson() },
      { name: 'images', filename: 'front.png', type: 'image/png', bytes: await imageBytes('png') },
      { name: 'sportImages[Padel]', filename: 'court.jpg', type: 'image/jpeg', bytes: await imageBytes('jpeg') },
      { name: 'sportImages[Padel]', filename: 'court2.webp', type: 'image/webp', bytes: await imageBytes('webp') },
      // Named after the sport in another case: it is still Tennis's.
      { name: 'sportImages[tennis]', filename: 'tennis.jpg', type: 'image/jpeg', bytes: await imageBytes('jpeg') },
    ]);
    expect(response.statusCode, response.body).toBe(201);
    const { venue, message } = response.json();
    expect(message).toBe(VENUE_MESSAGES.venueCreated);
    expect(venue).toMatchObject({ ownerId: owner.id, approved: false, sports: ['Padel', 'Tennis'] });
    expect(venue.images).toHaveLength(4);
    expect(venue.sportConfigs.map((config: { images: string[] }) => config.images.length)).toEqual([2, 1]);
    for (const url of venue.images as string[]) {
      expect(url).toMatch(/^\/media\/venues\/[0-9a-f]{24}-lg\.webp$/);
      const served = await harness.app.inject({ method: 'GET', url });
      expect(served.headers['content-type']).toBe('image/webp');
    }
    expect(mediaFiles(harness)).toHaveLength(12);
  });

  it('refuses what is not a picture, too big, too many or without the venue, and keeps nothing', async () => {
    const { harness, tokens } = await start();
    const png = await imageBytes('png');
    const refused = async (parts: Parameters<typeof multipartBody>[0], status: number, error: string) => {
      const response = await send(harness, tokens.owner, parts);
      expect(response.statusCode, response.body).toBe(status);
      expect(response.json().error).toBe(error);
    };
    await refused(
      [
        { name: 'venue', value: venueJson() },
        { name: 'sportImages[Padel]', filename: 'x.png', type: 'image/png', bytes: SVG },
        { name: 'sportImages[Tennis]', filename: 't.png', type: 'image/png', bytes: png },
      ],
      415,
      MEDIA_MESSAGES.notAnImage,
    );
    await refused(
      [
        { name: 'venue', value: venueJson() },
        { name: 'sportImages[Padel]', filename: 'bomb.png', type: 'image/png', bytes: decompressionBomb() },
        { name: 'sportImages[Tennis]', filename: 't.png', type: 'image/png', bytes: png },
      ],
      413,
      MEDIA_MESSAGES.tooManyPixels(40),
    );
    await refused(
      [
        { name: 'venue', value: venueJson() },
        {
          name: 'sportImages[Padel]',
          filename: 'big.jpg',
          type: 'image/jpeg',
          bytes: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(10 * 1024 * 1024)]),
        },
      ],
      413,
      MEDIA_MESSAGES.tooManyBytes(10),
    );
    await refused(
      Array.from({ length: 21 }, () => ({ name: 'images', filename: 'p.png', type: 'image/png', bytes: png })),
      400,
      VENUE_MESSAGES.tooManyImages(20),
    );
    await refused(
      [{ name: 'images', filename: 'p.png', type: 'image/png', bytes: png }],
      400,
      VENUE_MESSAGES.requiredFields,
    );
    await refused([{ name: 'venue', value: '{not json' }], 400, VENUE_MESSAGES.requiredFields);
    // The form's rules: a sport without any image is named.
    await refused(
      [
        { name: 'venue', value: venueJson() },
        { name: 'sportImages[Padel]', filename: 'c.png', type: 'image/png', bytes: png },
      ],
      400,
      VENUE_MESSAGES.imagesMissing(['Tennis']),
    );
    expect(await venueCount(harness)).toBe(0);
    expect(mediaFiles(harness)).toEqual([]);
    const player = await send(harness, tokens.player, [{ name: 'venue', value: venueJson() }]);
    expect(player.statusCode).toBe(403);
    const pending = await send(harness, tokens.pending, [
      { name: 'venue', value: venueJson() },
      { name: 'images', filename: 'p.png', type: 'image/png', bytes: png },
    ]);
    expect(pending.json()).toMatchObject({ code: 'ACCOUNT_NOT_APPROVED' });
  });
});
