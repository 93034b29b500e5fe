import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { connectDatabase, type DatabaseHandle } from '@app/db';
import { createTestDatabase, testEngines, type TestDatabase } from '@app/db/testing';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/build-app';
import { loadConfig } from '../src/config';
import { bearer, createUser } from './support/accounts';
import { imageDataUrl, multipartBody, venueBody } from './support/owner-fixtures';
import { startS3Server, type TestS3Server } from './support/s3-server';

/*
 * Two servers, as on two machines: each its own DATA_DIR and its own connections to one database
 * (on PostgreSQL, the TEST_DATABASE_URL server), both pointed at one bucket on a real S3-compatible
 * server, each listening on a port of its own and called over HTTP. A picture uploaded through one is
 * served byte for byte by the other; replacing or removing it takes it out of the bucket, so neither
 * serves it any more; and neither machine's own media folder holds anything.
 */

interface Server {
  app: FastifyInstance;
  origin: string;
  dataDir: string;
}

let s3: TestS3Server;
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(async () => {
  await s3.stop();
});

describe.each(testEngines())('media on two servers sharing one %s database and one bucket', (engine) => {
  let database: TestDatabase | undefined;
  let secondConnection: DatabaseHandle | undefined;
  const servers: Server[] = [];

  afterEach(async () => {
    for (const server of servers.splice(0)) {
      await server.app.close();
      rmSync(server.dataDir, { recursive: true, force: true });
    }
    await secondConnection?.destroy();
    await database?.destroy();
    secondConnection = database = undefined;
    await s3.empty();
  });

  async function startServer(handle: DatabaseHandle): Promise<Server> {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'sports-booking-machine-'));
    const config = loadConfig({
      DATA_DIR: dataDir,
      DEMO_DATA: '0',
      RATE_LIMITS: 'off',
      LOG_LEVEL: 'silent',
      ...(database!.databaseUrl ? { DATABASE_URL: database!.databaseUrl } : {}),
      ...s3.env,
    });
    const app = await buildApp({ config, db: handle.db, dbEngine: handle.engine, logger: false });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address() as { port: number };
    const server = { app, origin: `http://127.0.0.1:${address.port}`, dataDir };
    servers.push(server);
    return server;
  }

  /** Two servers on one database: the second reaches it through connections of its own. */
  async function twoServers(): Promise<[Server, Server]> {
    database = await createTestDatabase(engine);
    secondConnection =
      engine === 'postgres'
        ? connectDatabase({ databaseUrl: database.databaseUrl, searchPath: database.searchPath })
        : connectDatabase({ sqlitePath: path.join(database.dataDir, 'marketplace.db') });
    return [await startServer(database), await startServer(secondConnection)];
  }

  async function login(server: Server, email: string): Promise<string> {
    const response = await fetch(`${server.origin}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'Password123!' }),
    });
    expect(response.status).toBe(200);
    return ((await response.json()) as { token: string }).token;
  }

  async function download(server: Server, url: string) {
    const response = await fetch(`${server.origin}${url}`);
    return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
  }

  const keyOf = (url: string) => url.replace(/^\/media\//, '');
  const variantsOf = (url: string) => ['sm', 'md', 'lg'].map((size) => keyOf(url).replace('-lg.', `-${size}.`));
  const localMedia = (server: Server) => {
    const folder = path.join(server.dataDir, 'media');
    return existsSync(folder) ? readdirSync(folder, { recursive: true }) : [];
  };

  it("serves a profile image uploaded on one server from the other, and the replacement's removal empties the bucket", async () => {
    const [first, second] = await twoServers();
    const player = await createUser(database!.db, { email: 'player@example.com' });
    // A session made on one server is good on the other: it lives in the shared database.
    const token = await login(first, player.email);

    const upload = async (server: Server, colour: string) => {
      const png = await sharp({ create: { width: 700, height: 500, channels: 3, background: colour } })
        .png()
        .toBuffer();
      const body = multipartBody([{ name: 'profileImage', filename: 'me.png', type: 'image/png', bytes: png }]);
      const response = await fetch(`${server.origin}/api/auth/users/${player.id}/profile`, {
        method: 'PATCH',
        headers: { ...body.headers, ...bearer(token) },
        body: body.payload,
      });
      expect(response.status).toBe(200);
      return ((await response.json()) as { user: { profileImage: string } }).user.profileImage;
    };

    const avatar = await upload(first, '#0a7');
    expect(avatar).toMatch(/^\/media\/avatars\/\d+-[0-9a-f]{16}\.webp$/);
    expect(await s3.keys()).toEqual([keyOf(avatar)]);
    const fromFirst = await download(first, avatar);
    const fromSecond = await download(second, avatar);
    expect(fromSecond.status).toBe(200);
    expect(fromSecond.headers.get('content-type')).toBe('image/webp');
    expect(fromSecond.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(fromSecond.bytes.equals(fromFirst.bytes)).toBe(true);
    expect(await sharp(fromSecond.bytes).metadata()).toMatchObject({ format: 'webp', width: 512, height: 512 });

    // Replaced through the other server: the old picture leaves the bucket, and neither serves it.
    const replacement = await upload(second, '#333');
    expect(await s3.keys()).toEqual([keyOf(replacement)]);
    expect((await download(first, avatar)).status).toBe(404);
    expect((await download(second, avatar)).status).toBe(404);
    expect((await download(first, replacement)).bytes.equals((await download(second, replacement)).bytes)).toBe(true);

    // Deleting the account removes its picture too.
    const deleted = await fetch(`${first.origin}/api/account/delete/`, {
      method: 'DELETE',
      headers: { 'content-type': 'application/json', ...bearer(token) },
      body: JSON.stringify({ confirm: true }),
    });
    expect(deleted.status).toBe(200);
    expect(await s3.keys()).toEqual([]);
    expect((await download(second, replacement)).status).toBe(404);
    expect([...localMedia(first), ...localMedia(second)]).toEqual([]);
  });

  it('serves venue images listed on one server from the other, and an edit there removes the replaced ones', async () => {
    const [first, second] = await twoServers();
    const owner = await createUser(database!.db, { email: 'owner@example.com', role: 'venue_owner' });
    const token = await login(first, owner.email);

    const created = await fetch(`${first.origin}/api/venues/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...bearer(token) },
      body: JSON.stringify(
        venueBody({
          image: await imageDataUrl('jpeg'),
          images: [await imageDataUrl('png', { width: 2000, height: 1200 })],
        }),
      ),
    });
    expect(created.status).toBe(201);
    const venue = ((await created.json()) as { venue: { id: number; images: string[] } }).venue;
    const [general, padel] = venue.images as [string, string];
    expect(await s3.keys()).toEqual([...variantsOf(general), ...variantsOf(padel)].sort());
    for (const key of variantsOf(general)) {
      const fromFirst = await download(first, `/media/${key}`);
      const fromSecond = await download(second, `/media/${key}`);
      expect(fromSecond.status, key).toBe(200);
      expect(fromSecond.bytes.equals(fromFirst.bytes), key).toBe(true);
    }
    expect((await sharp((await download(second, general)).bytes).metadata()).width).toBe(1600);

    // The owner swaps the venue's own picture on the other server; the sport's picture stays.
    const edited = await fetch(`${second.origin}/api/venues/${venue.id}/`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', ...bearer(token) },
      body: JSON.stringify({
        images: [await imageDataUrl('webp')],
        sportConfigs: [{ sport: 'Padel', images: [padel] }],
      }),
    });
    expect(edited.status).toBe(200);
    const fresh = ((await edited.json()) as { venue: { images: string[] } }).venue.images[0]!;
    expect(fresh).not.toBe(general);
    expect(await s3.keys()).toEqual([...variantsOf(fresh), ...variantsOf(padel)].sort());
    expect((await download(first, general)).status).toBe(404);
    const freshFromFirst = await download(first, fresh);
    expect(freshFromFirst.status).toBe(200);
    expect(freshFromFirst.bytes.equals((await download(second, fresh)).bytes)).toBe(true);
    expect([...localMedia(first), ...localMedia(second)]).toEqual([]);
  });
});
