/** Texts of image uploads (venue and blog images), shared by the API and the forms. */
export const MEDIA_MESSAGES = {
  notAnImage: 'Please choose a JPEG, PNG or WebP image.',
  tooManyBytes: (megabytes: number) => `An image is too large. Please choose one under ${megabytes} MB.`,
  tooManyPixels: (megapixels: number) =>
    `An image has too many pixels (at most ${megapixels} megapixels). Please choose a smaller one.`,
  unreadable: 'An image could not be read. Please choose another file.',
} as const;

/** Upload bounds for venue and blog images (docs/decisions/0011). */
export const IMAGE_MAX_BYTES = 10 * 1024 * 1024;
export const IMAGE_MAX_PIXELS = 40_000_000;
/** The widths each stored image is re-encoded at (never enlarged), named -sm, -md and -lg. */
export const IMAGE_WIDTHS = { sm: 480, md: 960, lg: 1600 } as const;

/** A stored upload's public path: '/media/<folder>/<24 hex>-lg.webp' (the largest width). */
const STORED_IMAGE_URL = /^\/media\/[a-z0-9-]+\/[0-9a-f]{24}-lg\.webp$/;

/** The widths of a stored image, smallest first, for `srcset`; empty for anything else (demo art, external URLs). */
export function imageVariants(url: string): { url: string; width: number }[] {
  if (!STORED_IMAGE_URL.test(url)) return [];
  return Object.entries(IMAGE_WIDTHS).map(([size, width]) => ({
    url: url.replace(/-lg\.webp$/, `-${size}.webp`),
    width,
  }));
}

/**
 * `sizes` of the venue page's main photo: the column beside the booking panel from 1024 px, the full
 * width below. Shared because the API's preload hint for that photo must name the same sizes.
 */
export const VENUE_PHOTO_SIZES = '(min-width: 1280px) 740px, (min-width: 1024px) calc(100vw - 480px), 100vw';
