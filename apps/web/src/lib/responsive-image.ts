import { imageVariants } from '@app/contracts';
import { mediaUrl } from './media-url';

/*
 * Uploaded photos are stored as WebP at three widths (apps/api image-ingest: '<name>-sm|md|lg.webp'
 * under /media/<folder>/, the stored URL being the -lg one). The browser picks the width that fits
 * from `srcset` + `sizes`, so a phone card downloads the 480 px file instead of the 1600 px one.
 * Anything else (demo artwork in SVG, external URLs) has a single size and gets no srcset.
 */

/** The `srcset` for a stored upload's URL, or undefined for an image with one size. */
export function imageSrcSet(url: string | null | undefined): string | undefined {
  const variants = url ? imageVariants(url) : [];
  if (variants.length === 0) return undefined;
  return variants.map((variant) => `${mediaUrl(variant.url)} ${variant.width}w`).join(', ');
}

/** `sizes` for an image in the venue list's grid: one column on phones, two from sm, three from lg. */
export const VENUE_CARD_IMAGE_SIZES =
  '(min-width: 1280px) 390px, (min-width: 1024px) 31vw, (min-width: 640px) 46vw, 92vw';

/** Thumbnails in the gallery strip are 96 CSS px wide. */
export const VENUE_THUMBNAIL_SIZES = '96px';
