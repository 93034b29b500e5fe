import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { testEngines } from '@app/db/testing';
import { chooseEncoding, COMPRESSION_THRESHOLD_BYTES } from '../src/plugins/infrastructure/response-compression';
import { createTestApp, type TestApp } from './support/test-app';
import { createVenue } from './support/venue-fixtures';

const BIG_SCRIPT = `console.log(${JSON.stringify('venue '.repeat(2000))});`;

/** A built app as `vite build` leaves it: hashed assets with their .br and .gz twins. */
function makeBuild(): string {
  const dir = path.join(
    process.env.TMPDIR ?? '/tmp',
    `web-dist-player-${process.pid}-${Math.random().toString(36).slice(2)}`,
  );
  mkdirSync(path.join(dir, 'assets'), { recursive: true });
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><html><body><div id="root"></div></body></html>');
  writeFileSync(path.join(dir, 'assets', 'index-abc123.js'), BIG_SCRIPT);
  writeFileSync(path.join(dir, 'assets', 'index-abc123.js.br'), brotliCompressSync(BIG_SCRIPT));
  writeFileSync(path.join(dir, 'assets', 'index-abc123.js.gz'), gzipSync(BIG_SCRIPT));
  mkdirSync(path.join(dir, 'prerendered'));
  writeFileSync(
    path.join(dir, 'prerendered', 'venues.html'),
    '<!doctype html><html><body><div id="root"><h1>Venues</h1></div></body></html>',
  );
  writeFileSync(
    path.join(dir, 'prerendered', 'home.html'),
    '<!doctype html><html><body><div id="root"><h1>Book your next game</h1></div></body></html>',
  );
  return dir;
}

describe('choosing an encoding', () => {
  it('prefers brotli, falls back to gzip, and honours q=0 and no header', () => {
    expect(chooseEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(chooseEncoding('gzip, deflate')).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(chooseEncoding('identity')).toBeNull();
    expect(chooseEncoding(undefined)).toBeNull();
    expect(chooseEncoding('*')).toBe('br');
  });
});

describe.each(testEngines())('compression and caching of the web app and API answers on %s', (engine) => {
  let harness: TestApp | undefined;
  afterEach(async () => {
    await harness?.close();
    harness = undefined;
  });

  it('sends the precompressed brotli or gzip twin of a hashed asset, cached for a year, and the plain file to others', async () => {
    harness = await createTestApp(engine, { config: { webDistDir: makeBuild() } });
    const br = await harness.app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(BIG_SCRIPT);
    expect(br.rawPayload.length).toBeLessThan(BIG_SCRIPT.length / 10);

    const gz = await harness.app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(BIG_SCRIPT);

    const plain = await harness.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(BIG_SCRIPT);

    const page = await harness.app.inject({ method: 'GET', url: '/venue/3', headers: { 'accept-encoding': 'br' } });
    expect(page.headers['cache-control']).toBe('no-cache');
  });

  it('sends a public page the build prerendered, with its query string, and the empty shell for other paths', async () => {
    harness = await createTestApp(engine, { config: { webDistDir: makeBuild() } });
    for (const url of ['/venues', '/venues?sport=Tennis&location=Camden', '/venues/']) {
      const page = await harness.app.inject({ method: 'GET', url });
      expect(page.statusCode, url).toBe(200);
      expect(page.body, url).toContain('<h1>Venues</h1>');
      expect(page.headers['cache-control']).toBe('no-cache');
    }
    const home = await harness.app.inject({ method: 'GET', url: '/' });
    expect(home.body).toContain('<h1>Book your next game</h1>');
    expect(home.headers['cache-control']).toBe('no-cache');
    // Every other page starts from the empty shell, never from another page's content.
    for (const url of ['/venue/3', '/dashboard', '/index.html']) {
      const other = await harness.app.inject({ method: 'GET', url });
      expect(other.body, url).toContain('<div id="root"></div>');
    }
  });

  it('compresses API answers above the threshold for clients that accept it, and leaves small ones and other clients alone', async () => {
    harness = await createTestApp(engine);
    for (let index = 1; index <= 8; index += 1)
      await createVenue(harness.database.db, { name: `Camden Court ${index}` });
    const plain = await harness.app.inject({ method: 'GET', url: '/api/venues/' });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(COMPRESSION_THRESHOLD_BYTES);

    const br = await harness.app.inject({
      method: 'GET',
      url: '/api/venues/',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['content-length']).toBe(String(br.rawPayload.length));
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());

    const gz = await harness.app.inject({ method: 'GET', url: '/api/venues/', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(plain.json());

    const small = await harness.app.inject({ method: 'GET', url: '/api/health', headers: { 'accept-encoding': 'br' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json().status).toBe('ok');
  });
});
