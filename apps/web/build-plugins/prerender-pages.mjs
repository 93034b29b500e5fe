// The build's last step, after `vite build` and `vite build --ssr src/prerender/prerender-entry.tsx --outDir dist/.ssr`:
// writes each public page's HTML into a copy of dist/index.html as dist/prerendered/<page>.html ('/' is home.html),
// which apps/api/src/plugins/static-files.ts sends for those paths; then precompresses dist. dist/.ssr stays:
// the API renders the data pages (/venues, /venue/{id}, /blog) with it per request (plugins/application/page-renderer.ts).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { precompressDir } from './precompress.mjs';

/**
 * Pages anyone may open. /venues and /blog are also rendered with their data per request (the API's
 * plugins/application/page-renderer.ts); these copies are what it starts from, and what is sent if that fails.
 */
export const PRERENDERED_PATHS = [
  '/',
  '/venues',
  '/blog',
  '/about',
  '/help',
  '/player-terms',
  '/venue-terms',
  '/privacy-policy',
];

const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(webRoot, 'dist');
const ssrDir = path.join(dist, '.ssr');
const { prerender, renderIntoShell } = await import(pathToFileURL(path.join(ssrDir, 'prerender-entry.js')).href);
const template = readFileSync(path.join(dist, 'index.html'), 'utf8');
if (!template.includes('<div id="root"></div>')) throw new Error('dist/index.html has no empty <div id="root"></div>');

mkdirSync(path.join(dist, 'prerendered'), { recursive: true });
for (const pagePath of PRERENDERED_PATHS) {
  // The page's <title> replaces the template's, so each page has its own.
  const page = await prerender(pagePath);
  // Not inert: what a visitor types before the app takes over is carried into the live page
  // (src/prerender/keep-edits.ts), and the landing search submits to /venues even before then.
  const html = renderIntoShell(template, page);
  // dist/index.html stays the empty shell, for every path that is not prerendered.
  const file = path.join(dist, 'prerendered', pagePath === '/' ? 'home.html' : `${pagePath.slice(1)}.html`);
  writeFileSync(file, html);
}
console.log(
  `prerendered ${PRERENDERED_PATHS.length} pages; precompressed ${precompressDir(dist)} files (brotli + gzip)`,
);
