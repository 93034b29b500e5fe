import type { MediaStorage } from '../media/media-storage';
import { inBatches } from './batch';
import { drawSport, paletteFor } from './sport-artwork';

/*
 * Demo images are drawn at seed time as SVG files under demo/ in the media storage (the local folder
 * or the bucket) and served from /media/demo: nothing is downloaded or hot-linked.
 */

const DEMO_MEDIA_FOLDER = 'demo';
export const FALLBACK_IMAGE_FILE = 'venue-fallback.svg';

export interface DemoImageFile {
  fileName: string;
  svg: string;
}

export const demoMediaUrl = (fileName: string) => `/media/${DEMO_MEDIA_FOLDER}/${fileName}`;
export const venueImageFileName = (venueNumber: number, imageNumber: number) =>
  `venue-${venueNumber}-${imageNumber}.svg`;
export const blogImageFileName = (postNumber: number) => `blog-${postNumber}.svg`;

function escapeXml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;');
}

/** Rough width of bold sans-serif text, enough to keep a long title inside the frame. */
function fittedFontSize(text: string, maxSize: number, maxWidth: number): number {
  return Math.max(28, Math.min(maxSize, Math.floor(maxWidth / (Math.max(text.length, 1) * 0.56))));
}

export interface IllustrationText {
  title: string;
  sport: string | null;
  caption: string;
}

export function renderIllustration({ title, sport, caption }: IllustrationText): string {
  const palette = paletteFor(sport);
  const titleSize = fittedFontSize(title, 58, 1080);
  const label = (sport ?? 'Sports venue').toUpperCase();
  return `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 800" width="1200" height="800" role="img" aria-label="${escapeXml(`${title} – ${sport ?? 'sports venue'}`)}">
<defs>
<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${palette.from}"/><stop offset="1" stop-color="${palette.to}"/></linearGradient>
<linearGradient id="shade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000000" stop-opacity="0"/><stop offset="1" stop-color="#000000" stop-opacity="0.45"/></linearGradient>
<clipPath id="frame"><rect x="0" y="0" width="720" height="440" rx="18"/></clipPath>
<filter id="shadow" x="-10%" y="-10%" width="120%" height="130%"><feDropShadow dx="0" dy="14" stdDeviation="16" flood-color="#000000" flood-opacity="0.35"/></filter>
</defs>
<rect width="1200" height="800" fill="url(#bg)"/>
<circle cx="1090" cy="90" r="330" fill="#ffffff" fill-opacity="0.07"/><circle cx="90" cy="560" r="240" fill="#ffffff" fill-opacity="0.05"/>
<circle cx="1010" cy="640" r="120" fill="none" stroke="#ffffff" stroke-opacity="0.08" stroke-width="24"/>
<g transform="translate(240 60)" filter="url(#shadow)"><g clip-path="url(#frame)">${drawSport(sport)}</g></g>
<rect y="520" width="1200" height="280" fill="url(#shade)"/>
<text x="60" y="600" font-family="Helvetica, Arial, sans-serif" font-size="26" font-weight="700" letter-spacing="4" fill="${palette.accent}">${escapeXml(label)}</text>
<text x="60" y="672" font-family="Helvetica, Arial, sans-serif" font-size="${titleSize}" font-weight="700" fill="#ffffff">${escapeXml(title)}</text>
<text x="60" y="728" font-family="Helvetica, Arial, sans-serif" font-size="28" fill="#ffffff" fill-opacity="0.85">${escapeXml(caption)}</text>
</svg>
`;
}

/**
 * A venue's picture of one sport: the sport's court or pitch filling the frame in the sport's colours,
 * with no words on it (the page shows the venue's name; a name baked into a photo would read as a
 * poster, not a place). Plain shapes only — no filters or embedded fonts — so it is a few kilobytes
 * and cheap to paint. `variant` mirrors and shifts the drawing so venues sharing a sport differ.
 */
export function renderVenueArtwork(sport: string | null, variant = 0): string {
  const palette = paletteFor(sport);
  const mirrored = variant % 2 === 1;
  const drop = 40 + (variant % 3) * 20;
  const placement = mirrored ? `translate(1140 ${drop}) scale(-1.5 1.5)` : `translate(60 ${drop}) scale(1.5)`;
  return `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 800" width="1200" height="800" role="img" aria-label="${escapeXml(sport ?? 'Sports venue')}">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${palette.from}"/><stop offset="1" stop-color="${palette.to}"/></linearGradient></defs>
<rect width="1200" height="800" fill="url(#bg)"/>
<circle cx="${mirrored ? 120 : 1080}" cy="80" r="260" fill="#ffffff" fill-opacity="0.08"/>
<g transform="${placement}">${drawSport(sport)}</g>
</svg>
`;
}

/** Shown when a venue has no image (or one fails to load): a generic court, no words. */
export function renderFallbackImage(): string {
  return renderVenueArtwork(null);
}

/** A few at a time: a bucket is reached over the network, and a hundred requests at once only queue. */
const WRITES_AT_ONCE = 16;

export async function writeDemoImages(media: MediaStorage, files: readonly DemoImageFile[]): Promise<void> {
  for (const batch of inBatches(files, WRITES_AT_ONCE)) {
    await Promise.all(
      batch.map((file) =>
        media.put(`${DEMO_MEDIA_FOLDER}/${file.fileName}`, Buffer.from(file.svg, 'utf8'), 'image/svg+xml'),
      ),
    );
  }
}
