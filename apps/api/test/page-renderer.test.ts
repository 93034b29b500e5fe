import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { testEngines } from '@app/db/testing';
import { createTestApp, type TestApp } from './support/test-app';
import { createVenue } from './support/venue-fixtures';

/*
 * The server renders /venues, /venue/{id} and /blog with their data through the web build's
 * renderer (dist/.ssr/prerender-entry.js, plugins/application/page-renderer.ts). These tests give it a small
 * stand-in renderer with the same interface: what is checked is the server's side — the renderer's
 * API calls answered by the API's own routes in-process, the rendered page put into the right
 * shell, and a failing renderer never failing the page.
 */

const INDEX = `<!doctype html><html><head><meta charset="UTF-8" />
    <meta
      name="description"
      content="Book sports venues across London."
    />
    <title>Sports Booking | Book sports venues across London</title></head><body><div id="root"></div></body></html>`;

// The stand-in: renders the names it gets from the API, as the real renderer renders its cards.
const RENDERER = `
let fetchApi;
export function configurePageRenderer(fetchImplementation) { fetchApi = fetchImplementation; }
export async function renderPage(url) {
  const { pathname } = new URL(url, 'http://renderer.test');
  if (pathname === '/explode') throw new Error('renderer failure');
  const venue = /^\\/venue\\/(\\d+)$/.exec(pathname);
  const apiPath = pathname === '/venues' ? '/api/venues/' : venue ? '/api/venues/' + venue[1] + '/' : pathname === '/blog' ? '/api/blogs/' : null;
  if (!apiPath) return null;
  const answer = await fetchApi(apiPath, { method: 'GET', headers: new Headers({ Accept: 'application/json' }) });
  const body = await answer.json();
  const names = answer.status !== 200 ? ['status ' + answer.status] : body.venues ? body.venues.map((v) => v.name) : body.venue ? [body.venue.name] : body.blogs.map((b) => b.title);
  return {
    title: '<title>Rendered ' + pathname + '</title>',
    head: '<link rel="preload" as="image" href="/media/first.svg"/>',
    body: '<main>' + names.map((name) => '<p>' + name + '</p>').join('') + '</main>',
    queriesScript: '<script type="application/json" id="initial-queries">[]</script>',
  };
}
export function renderIntoShell(shell, page) {
  return shell.replace(/<title>[^<]*<\\/title>/, page.title).replace('</head>', page.head + '</head>').replace(/<div id="root"[^>]*>[\\s\\S]*<\\/div>(\\s*<\\/body>)/, (m, end) => '<div id="root">' + page.body + '</div>' + page.queriesScript + end);
}
`;

function makeBuild({ renderer = RENDERER }: { renderer?: string | null } = {}): string {
  const dir = path.join(
    process.env.TMPDIR ?? '/tmp',
    `web-dist-page-renderer-${process.pid}-${Math.random().toString(36).slice(2)}`,
  );
  mkdirSync(path.join(dir, '.vite'), { recursive: true });
  mkdirSync(path.join(dir, 'prerendered'), { recursive: true });
  writeFileSync(path.join(dir, 'index.html'), INDEX);
  writeFileSync(
    path.join(dir, 'prerendered', 'venues.html'),
    INDEX.replace('<div id="root"></div>', '<div id="root"><h1>Venues (prerendered)</h1></div>'),
  );
  writeFileSync(
    path.join(dir, '.vite', 'manifest.json'),
    JSON.stringify({ 'src/features/venues/routes/venue-detail-page.tsx': { file: 'assets/venue-detail-page-2.js' } }),
  );
  if (renderer !== null) {
    mkdirSync(path.join(dir, '.ssr'), { recursive: true });
    writeFileSync(path.join(dir, '.ssr', 'prerender-entry.js'), renderer);
  }
  return dir;
}

describe.each(testEngines())('pages rendered with their data on %s', (engine) => {
  let harness: TestApp | undefined;
  afterEach(async () => {
    await harness?.close();
    harness = undefined;
  });

  it('renders the venue list from the API’s own answer into the prerendered page, replacing its content', async () => {
    harness = await createTestApp(engine, { config: { webDistDir: makeBuild() } });
    await createVenue(harness.database.db, { name: 'Camden Courts' });
    await createVenue(harness.database.db, { name: 'Hidden Hall', approved: false });

    const page = await harness.app.inject({ method: 'GET', url: '/venues' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.body).toContain('<title>Rendered /venues</title>');
    expect(page.body).toContain('<link rel="preload" as="image" href="/media/first.svg"/></head>');
    // The API's rules apply: only approved venues are listed.
    expect(page.body).toContain(
      '<div id="root"><main><p>Camden Courts</p></main></div><script type="application/json" id="initial-queries">[]</script></body>',
    );
    expect(page.body).not.toContain('Hidden Hall');
    expect(page.body).not.toContain('Venues (prerendered)');
  });

  it('renders a venue page inside the venue shell, without the hints the rendered page no longer needs', async () => {
    harness = await createTestApp(engine, { config: { webDistDir: makeBuild() } });
    const venueId = await createVenue(harness.database.db, { name: 'Islington Tennis Centre' });

    const page = await harness.app.inject({ method: 'GET', url: `/venue/${venueId}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<main><p>Islington Tennis Centre</p></main>');
    expect(page.body).toContain('<meta name="description" content="Islington Tennis Centre description');
    expect(page.body).not.toContain('rel="modulepreload"');
    expect(page.body).not.toContain('as="fetch"');
  });

  it('sends the page as built when the renderer fails, and the venue shell with its hints when there is no renderer', async () => {
    harness = await createTestApp(engine, {
      config: {
        webDistDir: makeBuild({
          renderer:
            'export function configurePageRenderer() {}\nexport async function renderPage() { throw new Error("broken"); }\nexport function renderIntoShell(shell) { return shell; }',
        }),
      },
    });
    const broken = await harness.app.inject({ method: 'GET', url: '/venues' });
    expect(broken.statusCode).toBe(200);
    expect(broken.body).toContain('<div id="root"><h1>Venues (prerendered)</h1></div>');
    await harness.close();

    harness = await createTestApp(engine, { config: { webDistDir: makeBuild({ renderer: null }) } });
    const venueId = await createVenue(harness.database.db, { name: 'Camden Courts' });
    const shell = await harness.app.inject({ method: 'GET', url: `/venue/${venueId}` });
    expect(shell.statusCode).toBe(200);
    expect(shell.body).toContain('<div id="root"></div>');
    expect(shell.body).toContain(
      `<link rel="preload" as="fetch" crossorigin="anonymous" href="/api/venues/${venueId}/">`,
    );
  });

  it('never sends the renderer or the build manifest as files', async () => {
    harness = await createTestApp(engine, { config: { webDistDir: makeBuild() } });
    for (const url of ['/.ssr/prerender-entry.js', '/.vite/manifest.json']) {
      const answer = await harness.app.inject({ method: 'GET', url });
      expect(answer.body).not.toContain('configurePageRenderer');
      expect(answer.body).not.toContain('venue-detail-page-2.js');
    }
  });
});
