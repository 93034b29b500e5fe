import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { prepareData } from '../src/bootstrap';
import { createLocalMediaStorage } from '../src/modules/media/local-media-storage';
import type { MediaStorage } from '../src/modules/media/media-storage';
import { createS3MediaStorage } from '../src/modules/media/s3-media-storage';
import { startS3Server, type TestS3Server } from './support/s3-server';
import { createTestApp, type TestApp } from './support/test-app';

/*
 * The media storage's contract, run alike against both drivers: the local folder, and an S3 bucket on
 * a real S3-compatible server (s3rver) in this process. Then GET /media/… through the whole app on
 * each: the headers @fastify/static sent before (type, immutable caching, validators), conditional
 * requests, HEAD, the app's 404, and paths that try to climb out. Last, the demo images seeded at
 * start-up land in the bucket and are served from it.
 */

type Driver = 'local folder' | 'S3 bucket';
const DRIVERS: Driver[] = ['local folder', 'S3 bucket'];

async function webp(colour: string, width = 64): Promise<Buffer> {
  return sharp({ create: { width, height: 48, channels: 3, background: colour } })
    .webp()
    .toBuffer();
}

async function bytesOf(body: Readable): Promise<{ bytes: Buffer; chunks: number }> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk as Uint8Array));
  return { bytes: Buffer.concat(chunks), chunks: chunks.length };
}

/** Keys that are not keys: each would reach outside the media folder (or the bucket's layout) if used. */
const CLIMBING_KEYS = [
  '../secret.txt',
  'venues/../secret.txt',
  'venues/../../secret.txt',
  '/etc/passwd',
  '..',
  '.',
  '',
  'venues/',
  'venues//a.webp',
  '.hidden.webp',
  'venues/..',
  'venues\\..\\..\\secret.txt',
  '%2e%2e/secret.txt',
  '../other-bucket/a.webp',
];

let s3: TestS3Server;
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(async () => {
  await s3.stop();
});

describe.each(DRIVERS)('the media storage contract on the %s', (driver) => {
  let scratch: string;
  let storage: MediaStorage;
  beforeEach(() => {
    scratch = mkdtempSync(path.join(tmpdir(), 'sports-booking-media-'));
    storage =
      driver === 'local folder'
        ? createLocalMediaStorage(path.join(scratch, 'media'))
        : createS3MediaStorage(s3.settings);
  });
  afterEach(async () => {
    storage.close();
    await s3.empty();
    rmSync(scratch, { recursive: true, force: true });
  });

  it('gives back the bytes it stored with their type, size and validators', async () => {
    const image = await webp('#0a7');
    const before = Date.now();
    await storage.put('venues/0123456789abcdef01234567-lg.webp', image, 'image/webp');
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"/>');
    await storage.put('demo/venue-1-1.svg', svg, 'image/svg+xml');

    const object = (await storage.read('venues/0123456789abcdef01234567-lg.webp'))!;
    expect(object).not.toBeNull();
    expect(object.contentType).toBe('image/webp');
    expect(object.size).toBe(image.length);
    expect(object.etag).toMatch(/^(W\/)?"[^"]+"$/);
    // HTTP dates have whole seconds; the clocks are this machine's.
    expect(object.lastModified.getTime()).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000 - 1000);
    expect(object.lastModified.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
    expect((await bytesOf(object.body)).bytes.equals(image)).toBe(true);

    const art = (await storage.read('demo/venue-1-1.svg'))!;
    expect(art.contentType).toBe('image/svg+xml');
    expect((await bytesOf(art.body)).bytes.equals(svg)).toBe(true);
  });

  it('streams a large object in pieces rather than holding it whole', async () => {
    const large = randomBytes(6 * 1024 * 1024);
    await storage.put('blog/large-lg.webp', large, 'image/webp');
    const object = (await storage.read('blog/large-lg.webp'))!;
    expect(object.size).toBe(large.length);
    const { bytes, chunks } = await bytesOf(object.body);
    expect(chunks).toBeGreaterThan(1);
    expect(bytes.equals(large)).toBe(true);
  });

  it('replaces an object put again under its key, with a new validator', async () => {
    await storage.put('avatars/7-aa.webp', await webp('#111'), 'image/webp');
    const first = (await storage.read('avatars/7-aa.webp'))!;
    first.body.destroy();
    const replacement = await webp('#eee', 200);
    await storage.put('avatars/7-aa.webp', replacement, 'image/webp');
    const second = (await storage.read('avatars/7-aa.webp'))!;
    expect(second.etag).not.toBe(first.etag);
    expect((await bytesOf(second.body)).bytes.equals(replacement)).toBe(true);
  });

  it('answers null for what is not there, and removing twice is no error', async () => {
    expect(await storage.read('avatars/none.webp')).toBeNull();
    await storage.put('avatars/8-bb.webp', await webp('#222'), 'image/webp');
    await storage.remove('avatars/8-bb.webp');
    expect(await storage.read('avatars/8-bb.webp')).toBeNull();
    await expect(storage.remove('avatars/8-bb.webp')).resolves.toBeUndefined();
  });

  it('reads a folder as nothing', async () => {
    await storage.put('venues/abc-lg.webp', await webp('#333'), 'image/webp');
    expect(await storage.read('venues')).toBeNull();
  });

  it('never reads, writes or removes outside its keys', async () => {
    // Where climbing keys would land: beside the local media folder, and a real object one level up.
    writeFileSync(path.join(scratch, 'secret.txt'), 'not media');
    await storage.put('secret.txt', Buffer.from('not media'), 'application/octet-stream');
    for (const key of CLIMBING_KEYS) {
      expect(await storage.read(key), key).toBeNull();
      await expect(storage.put(key, Buffer.from('RIFF'), 'image/webp'), key).rejects.toThrow(/not a media key/);
      await expect(storage.remove(key), key).rejects.toThrow(/not a media key/);
    }
  });
});

describe('the local folder', () => {
  it('refuses bytes whose type the name would not serve them as (a folder keeps no type)', async () => {
    const scratch = mkdtempSync(path.join(tmpdir(), 'sports-booking-media-'));
    try {
      const storage = createLocalMediaStorage(path.join(scratch, 'media'));
      await expect(storage.put('venues/a-lg.webp', Buffer.from('<svg/>'), 'image/svg+xml')).rejects.toThrow(
        /as image\/webp, not image\/svg\+xml/,
      );
      expect(await storage.read('venues/a-lg.webp')).toBeNull();
    } finally {
      rmSync(scratch, { recursive: true, force: true });
    }
  });
});

describe.each(DRIVERS)('GET /media/ from the %s', (driver) => {
  let harness: TestApp;
  beforeEach(async () => {
    harness = await createTestApp('sqlite', { env: driver === 'S3 bucket' ? s3.env : {} });
  });
  afterEach(async () => {
    await harness.close();
    await s3.empty();
  });
  const get = (url: string, headers: Record<string, string> = {}) =>
    harness.app.inject({ method: 'GET', url, headers });

  it('serves an object with its type, a one-year immutable cache and validators', async () => {
    const image = await webp('#0a7');
    await harness.app.mediaStorage.put('venues/0123456789abcdef01234567-lg.webp', image, 'image/webp');
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"/>');
    await harness.app.mediaStorage.put('demo/venue-1-1.svg', svg, 'image/svg+xml');

    const served = await get('/media/venues/0123456789abcdef01234567-lg.webp');
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['content-length']).toBe(String(image.length));
    expect(served.headers.etag).toMatch(/^(W\/)?"[^"]+"$/);
    expect(Date.parse(served.headers['last-modified'] as string)).not.toBeNaN();
    expect(served.rawPayload.equals(image)).toBe(true);
    // Same-origin, under the app's own security headers: never a redirect to the bucket.
    expect(served.headers['content-security-policy']).toContain("default-src 'self'");

    const art = await get('/media/demo/venue-1-1.svg');
    expect(art.headers['content-type']).toBe('image/svg+xml');
    expect(art.rawPayload.equals(svg)).toBe(true);
  });

  it('answers a conditional request whose copy is current with 304, and HEAD with the headers alone', async () => {
    const image = await webp('#123');
    await harness.app.mediaStorage.put('avatars/3-abc.webp', image, 'image/webp');
    const first = await get('/media/avatars/3-abc.webp');

    const byTag = await get('/media/avatars/3-abc.webp', { 'if-none-match': first.headers.etag as string });
    expect(byTag.statusCode).toBe(304);
    expect(byTag.rawPayload).toHaveLength(0);
    expect(byTag.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const byDate = await get('/media/avatars/3-abc.webp', {
      'if-modified-since': first.headers['last-modified'] as string,
    });
    expect(byDate.statusCode).toBe(304);
    const otherTag = await get('/media/avatars/3-abc.webp', { 'if-none-match': '"something-else"' });
    expect(otherTag.statusCode).toBe(200);
    expect(otherTag.rawPayload.equals(image)).toBe(true);

    const head = await harness.app.inject({ method: 'HEAD', url: '/media/avatars/3-abc.webp' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('image/webp');
    expect(head.headers['content-length']).toBe(String(image.length));
    expect(head.rawPayload).toHaveLength(0);
  });

  it("answers the app's 404 for what is not there", async () => {
    const missing = await get('/media/avatars/none.webp');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({
      success: false,
      error: 'No route for GET /media/avatars/none.webp',
      code: 'ROUTE_NOT_FOUND',
    });
    expect((await get('/media/')).statusCode).toBe(404);
    expect((await get('/media/avatars/')).statusCode).toBe(404);
  });

  it('refuses paths that climb out of the media, however they are written', async () => {
    // Beside the media folder in DATA_DIR, and in the bucket outside the folders the app writes.
    mkdirSync(harness.config.dataDir, { recursive: true });
    writeFileSync(path.join(harness.config.dataDir, 'secret.txt'), 'not media');
    await harness.app.mediaStorage.put('venues/kept-lg.webp', await webp('#456'), 'image/webp');
    for (const url of [
      '/media/../secret.txt',
      '/media/%2e%2e/secret.txt',
      '/media/venues/..%2f..%2fsecret.txt',
      '/media/venues/%2e%2e%2f%2e%2e%2fsecret.txt',
      '/media/venues%2f..%2f..%2fsecret.txt',
      '/media/..%5csecret.txt',
      '/media/%2fetc%2fpasswd',
      '/media/venues/.%2e/.%2e/secret.txt',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).not.toContain('not media');
    }
  });
});

describe('demo images with an S3 bucket', () => {
  let harness: TestApp | undefined;
  afterEach(async () => {
    await harness?.close();
    await s3.empty();
  });

  it('are drawn into the bucket at start-up, not the local folder, and served from it', async () => {
    harness = await createTestApp('sqlite', { env: s3.env });
    const config = { ...harness.config, demoData: true };
    // What the server does before listening (src/server.ts): the admin, then the demo marketplace.
    await prepareData(harness.database.db, config, new Date('2026-11-21T10:00:00.000Z'), { info: () => {} });

    const keys = await s3.keys();
    expect(keys).toContain('demo/venue-fallback.svg');
    expect(keys.every((key) => /^demo\/[a-z0-9-]+\.svg$/.test(key))).toBe(true);
    const images = await harness.database.db.selectFrom('venue_images').select('url').execute();
    expect(images.length).toBeGreaterThan(0);
    for (const { url } of images) expect(keys, url).toContain(url.replace(/^\/media\//, ''));
    expect(existsSync(harness.config.mediaDir)).toBe(false);

    const served = await harness.app.inject({ method: 'GET', url: images[0]!.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/svg+xml');
    expect(served.body).toMatch(/<svg\b/);
  });
});
