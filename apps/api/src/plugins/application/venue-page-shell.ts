import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { imageVariants, VENUE_PHOTO_SIZES } from '@app/contracts';
import type { Database } from '@app/db';
import type { Kysely } from 'kysely';
import { findVenuePageHead } from '../../modules/venues/venue-repository';

/*
 * /venue/{id} is not prerendered (its content is the venue's), so its first paint waits for the
 * app, the venue's answer and then its first photo. The shell sent for it names the venue in its
 * <title> and description (search engines and link previews read those) and tells the browser at
 * once what it will need — the page's code, the venue's answer and the first photo — so they load
 * side by side instead of one after another.
 */

const VENUE_PATH = /^\/venue\/(\d{1,9})\/?$/;
const escape = (text: string) =>
  text.replace(/[&<>"]/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[char]!);

/** The venue page's code and what it imports, from Vite's build manifest (empty when absent). */
function venuePageScripts(webDistDir: string): string[] {
  const manifestPath = path.join(webDistDir, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) return [];
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<
    string,
    { file: string; imports?: string[]; isEntry?: boolean }
  >;
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || chunk.isEntry || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit('src/features/venues/routes/venue-detail-page.tsx');
  return [...files];
}

/** The preload of the first photo; for an upload it names the same widths and sizes as the page's <img>, so one file is fetched. */
function firstPhotoHint(url: string): string {
  const variants = imageVariants(url);
  const responsive = variants.length
    ? ` imagesrcset="${escape(variants.map((variant) => `${variant.url} ${variant.width}w`).join(', '))}" imagesizes="${escape(VENUE_PHOTO_SIZES)}"`
    : '';
  return `<link rel="preload" as="image" fetchpriority="high" href="${escape(url)}"${responsive}>`;
}

/**
 * `rendered`: the page is also rendered with the venue in it (plugins/application/page-renderer.ts), so it
 * paints from the HTML: the answer travels in the page, React's own preload names the photo, and
 * the code is left to load after what the paint needs (hinting ~30 chunks at high priority would
 * make them compete with the stylesheet and the photo).
 */
export function createVenuePageShell(webDistDir: string, db: Kysely<Database>, { rendered = false } = {}) {
  const template = readFileSync(path.join(webDistDir, 'index.html'), 'utf8');
  const scripts = venuePageScripts(webDistDir);
  const scriptHints = scripts.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join('');

  /** The shell for a venue page, or null for any other path (or a venue nobody may see). */
  return async function venuePageShell(url: string): Promise<string | null> {
    const match = VENUE_PATH.exec(url.split('?')[0]!);
    if (!match) return null;
    const venueId = Number(match[1]);
    const head = await findVenuePageHead(db, venueId);
    if (!head) return null;
    const description = `${head.description || head.name} Book ${head.name}, ${head.location}, by the hour.`.slice(
      0,
      300,
    );
    const hints = rendered
      ? ''
      : [
          scriptHints,
          `<link rel="preload" as="fetch" crossorigin="anonymous" href="/api/venues/${venueId}/">`,
          head.firstImage ? firstPhotoHint(head.firstImage) : '',
        ].join('');
    return template
      .replace(/<title>[^<]*<\/title>/, `<title>${escape(head.name)} | Sports Booking</title>`)
      .replace(
        /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/,
        `<meta name="description" content="${escape(description)}" />`,
      )
      .replace('</head>', `${hints}</head>`);
  };
}
