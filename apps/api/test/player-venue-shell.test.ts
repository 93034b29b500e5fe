import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { VENUE_PHOTO_SIZES } from '@app/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { testEngines } from '@app/db/testing';
import { createTestApp, type TestApp } from './support/test-app';
import { createVenue } from './support/venue-fixtures';

const INDEX = `<!doctype html><html><head><meta charset="UTF-8" />
    <meta
      name="description"
      content="Book sports venues across London."
    />
    <title>Sports Booking | Book sports venues across London</title></head><body><div id="root"></div></body></html>`;

function makeBuild(): string {
  const dir = path.join(
    process.env.TMPDIR ?? '/tmp',
    `web-dist-venue-shell-${process.pid}-${Math.random().toString(36).slice(2)}`,
  );
  mkdirSync(path.join(dir, '.vite'), { recursive: true });
  writeFileSync(path.join(dir, 'index.html'), INDEX);
  writeFileSync(
    path.join(dir, '.vite', 'manifest.json'),
    JSON.stringify({
      'src/main.tsx': { file: 'assets/index-1.js', isEntry: true },
      'src/features/venues/routes/venue-detail-page.tsx': {
        file: 'assets/venue-detail-page-2.js',
        imports: ['src/main.tsx', '_shared-3.js'],
      },
      '_shared-3.js': { file: 'assets/shared-3.js' },
    }),
  );
  return dir;
}

describe.each(testEngines())('the venue page shell on %s', (engine) => {
  let harness: TestApp | undefined;
  afterEach(async () => {
    await harness?.close();
    harness = undefined;
  });

  it('names the venue in the title and description and preloads its code, its answer and its first photo', async () => {
    harness = await createTestApp(engine, { config: { webDistDir: makeBuild() } });
    const venueId = await createVenue(harness.database.db, {
      name: 'Camden <Courts>',
      description: 'Six floodlit courts.',
    });
    const page = await harness.app.inject({ method: 'GET', url: `/venue/${venueId}?sport=Tennis` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.body).toContain('<title>Camden &lt;Courts&gt; | Sports Booking</title>');
    expect(page.body).toContain(
      'content="Six floodlit courts. Book Camden &lt;Courts&gt;, Camden, London, by the hour."',
    );
    expect(page.body).toContain('<link rel="modulepreload" crossorigin href="/assets/venue-detail-page-2.js">');
    expect(page.body).toContain('<link rel="modulepreload" crossorigin href="/assets/shared-3.js">');
    expect(page.body).not.toContain('index-1.js');
    expect(page.body).toContain(
      `<link rel="preload" as="fetch" crossorigin="anonymous" href="/api/venues/${venueId}/">`,
    );
    expect(page.body).toContain(
      `<link rel="preload" as="image" fetchpriority="high" href="/media/demo/venue-${venueId}.svg">`,
    );
    expect(page.body).toContain('<div id="root"></div>');
  });

  it("preloads an uploaded first photo at the width the page will pick (srcset and sizes as the gallery's)", async () => {
    harness = await createTestApp(engine, { config: { webDistDir: makeBuild() } });
    const { db } = harness.database;
    const venueId = await createVenue(db, { name: 'Uploaded Courts' });
    const stored = '/media/venues/0123456789abcdef01234567-lg.webp';
    await db.updateTable('venue_images').set({ url: stored }).where('venue_id', '=', venueId).execute();
    const page = await harness.app.inject({ method: 'GET', url: `/venue/${venueId}` });
    const variants =
      '/media/venues/0123456789abcdef01234567-sm.webp 480w, /media/venues/0123456789abcdef01234567-md.webp 960w, /media/venues/0123456789abcdef01234567-lg.webp 1600w';
    expect(page.body).toContain(
      `<link rel="preload" as="image" fetchpriority="high" href="${stored}" imagesrcset="${variants}" imagesizes="${VENUE_PHOTO_SIZES}">`,
    );
  });

  it('sends the plain shell for an unapproved or unknown venue', async () => {
    harness = await createTestApp(engine, { config: { webDistDir: makeBuild() } });
    const hidden = await createVenue(harness.database.db, { name: 'Secret Courts', approved: false });
    for (const url of [`/venue/${hidden}`, '/venue/999999', '/venue/abc']) {
      const page = await harness.app.inject({ method: 'GET', url });
      expect(page.statusCode, url).toBe(200);
      expect(page.body, url).toContain('<title>Sports Booking | Book sports venues across London</title>');
      expect(page.body, url).not.toContain('Secret Courts');
    }
  });
});
