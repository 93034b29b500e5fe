// The build's last step, after `vite build` and `vite build --ssr src/prerender/prerender-entry.tsx`: writes each public
// page's HTML into a copy of dist/index.html as dist/prerendered/<page>.html ('/' is home.html), which
// apps/api/src/plugins/static-files.ts sends for those paths; then precompresses dist.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { precompressDir } from './precompress.mjs';

/** Pages anyone may open whose first screen needs no data about the visitor. */
export const PRERENDERED_PATHS = ['/', '/venues', '/blog', '/about', '/help', '/player-terms', '/venue-terms', '/privacy-policy'];

const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(webRoot, 'dist');
const ssrDir = path.join(webRoot, 'dist-prerender');
const { prerender } = await import(pathToFileURL(path.join(ssrDir, 'prerender-entry.js')).href);
const template = readFileSync(path.join(dist, 'index.html'), 'utf8');
if (!template.includes('<div id="root"></div>')) throw new Error('dist/index.html has no empty <div id="root"></div>');

mkdirSync(path.join(dist, 'prerendered'), { recursive: true });
for (const pagePath of PRERENDERED_PATHS) {
  // React writes the page's <title> first; it replaces the template's, so each page has its own.
  const rendered = await prerender(pagePath);
  const title = rendered.match(/^<title>[^<]*<\/title>/)?.[0];
  const html = template
    .replace(/<title>[^<]*<\/title>/, title ?? '$&')
        // inert until the app takes over (main.tsx): a tap on the prerendered form cannot submit it
    // half-way, and focus waits for the live page.
    .replace('<div id="root"></div>', `<div id="root" inert>${title ? rendered.slice(title.length) : rendered}</div>`);
  // dist/index.html stays the empty shell, for every path that is not prerendered.
  const file = path.join(dist, 'prerendered', pagePath === '/' ? 'home.html' : `${pagePath.slice(1)}.html`);
  writeFileSync(file, html);
}
rmSync(ssrDir, { recursive: true, force: true });
console.log(`prerendered ${PRERENDERED_PATHS.length} pages; precompressed ${precompressDir(dist)} files (brotli + gzip)`);
