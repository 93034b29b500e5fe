/** Texts of image uploads (venue and blog images), shared by the API and the forms. */
export const MEDIA_MESSAGES = {
  notAnImage: 'Please choose a JPEG, PNG or WebP image.',
  tooManyBytes: (megabytes: number) => `An image is too large. Please choose one under ${megabytes} MB.`,
  tooManyPixels: (megapixels: number) => `An image has too many pixels (at most ${megapixels} megapixels). Please choose a smaller one.`,
  unreadable: 'An image could not be read. Please choose another file.',
} as const;

/** Upload bounds for venue and blog images (docs/decisions/0011). */
export const IMAGE_MAX_BYTES = 10 * 1024 * 1024;
export const IMAGE_MAX_PIXELS = 40_000_000;
/** The widths each stored image is re-encoded at (never enlarged), named -sm, -md and -lg. */
export const IMAGE_WIDTHS = { sm: 480, md: 960, lg: 1600 } as const;
