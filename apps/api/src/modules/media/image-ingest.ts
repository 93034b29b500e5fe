import { randomBytes } from 'node:crypto';
import { ERROR_CODES, IMAGE_MAX_BYTES, IMAGE_MAX_PIXELS, IMAGE_WIDTHS, MEDIA_MESSAGES as M } from '@app/contracts';
import sharp from 'sharp';
import { AppError } from '../../errors/app-error';
import { mediaUrl, type MediaStorage } from './media-storage';

/*
 * The one way uploaded images enter the system (venue and blog images; docs/decisions/0011). What is
 * stored is always an image we produced: the bytes must start like JPEG, PNG or WebP whatever the
 * name or MIME type says (SVG, GIF and anything else are refused), the file and its pixel count are
 * bounded — the pixel count is read from the header, so a decompression bomb is refused before it is
 * decoded — and the picture is re-encoded by sharp to WebP at three widths (never enlarged), turned
 * upright, with its metadata (GPS, camera) dropped.
 *
 * Objects: `<folder>/<random>-sm|md|lg.webp` in the media storage (the local folder or the bucket,
 * media-storage.ts), served under /media/<folder>/ with a one-year immutable cache (a new name per
 * upload). The stored URL is the -lg one; `imageVariants` gives the others, for `srcset`.
 */

export type ImageFormat = 'jpeg' | 'png' | 'gif' | 'webp';

/** The format the first bytes say, or null. GIF is recognised (profile images take it) but not ingested here. */
export function detectImageFormat(bytes: Buffer): ImageFormat | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'png';
  if (bytes.length >= 6 && ['GIF87a', 'GIF89a'].includes(bytes.subarray(0, 6).toString('latin1'))) return 'gif';
  if (
    bytes.length >= 12 &&
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' &&
    bytes.subarray(8, 12).toString('latin1') === 'WEBP'
  )
    return 'webp';
  return null;
}

const ACCEPTED: readonly ImageFormat[] = ['jpeg', 'png', 'webp'];
const MAX_MEGABYTES = IMAGE_MAX_BYTES / (1024 * 1024);
const MAX_MEGAPIXELS = IMAGE_MAX_PIXELS / 1_000_000;

const notAnImage = () => new AppError(415, ERROR_CODES.UNSUPPORTED_MEDIA_TYPE, M.notAnImage);
const tooManyBytes = () => new AppError(413, ERROR_CODES.IMAGE_TOO_LARGE, M.tooManyBytes(MAX_MEGABYTES));

/** True for a `data:` URL (an image in a JSON body), as opposed to the path of a stored image. */
export function isDataUrl(value: string): boolean {
  return /^data:/i.test(value);
}

/**
 * The bytes of an image sent as a data URL. The declared type is not trusted (the bytes are checked
 * later); a data URL that is not base64, or whose size is over the cap, is refused without decoding.
 */
export function decodeImageDataUrl(dataUrl: string): Buffer {
  const comma = dataUrl.indexOf(',');
  const header = comma < 0 ? '' : dataUrl.slice(0, comma);
  if (!/^data:[\w.+/-]*(;[\w-]+=[\w.-]+)*;base64$/i.test(header)) throw notAnImage();
  const base64 = dataUrl.slice(comma + 1).replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(base64)) throw notAnImage();
  if (Math.floor((base64.length * 3) / 4) > IMAGE_MAX_BYTES + 3) throw tooManyBytes();
  return Buffer.from(base64, 'base64');
}

export interface StoredImage {
  /** The largest variant's public path (/media/<folder>/<name>-lg.webp). */
  url: string;
  width: number;
  height: number;
  /** Every object written (storage keys), to remove if what the image belongs to is not saved after all. */
  keys: string[];
}

/** Checks, re-encodes and stores one image; refuses with a 413/415 AppError and writes nothing. */
export async function ingestImage(input: { bytes: Buffer; media: MediaStorage; folder: string }): Promise<StoredImage> {
  if (input.bytes.length > IMAGE_MAX_BYTES) throw tooManyBytes();
  const format = detectImageFormat(input.bytes);
  if (!format || !ACCEPTED.includes(format)) throw notAnImage();
  const source = () => sharp(input.bytes, { limitInputPixels: IMAGE_MAX_PIXELS, animated: false, failOn: 'error' });
  let meta: sharp.Metadata;
  try {
    // The header only (nothing is decoded here), so the pixel count can be refused with its own message.
    meta = await sharp(input.bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new AppError(415, ERROR_CODES.UNSUPPORTED_MEDIA_TYPE, M.unreadable);
  }
  // From the header alone: a 20,000 × 20,000 PNG of zeros is a few kilobytes but 400 megapixels.
  if (!meta.width || !meta.height) throw new AppError(415, ERROR_CODES.UNSUPPORTED_MEDIA_TYPE, M.unreadable);
  if (meta.width * meta.height > IMAGE_MAX_PIXELS)
    throw new AppError(413, ERROR_CODES.IMAGE_TOO_LARGE, M.tooManyPixels(MAX_MEGAPIXELS));

  // Every width is encoded before anything is stored: a picture sharp cannot read is refused (415)
  // with nothing written, and a storage failure (disk full, bucket unreachable) is not taken for one.
  const variants: { key: string; data: Buffer }[] = [];
  const name = randomBytes(12).toString('hex');
  let largest = { width: meta.width, height: meta.height };
  try {
    for (const [size, width] of Object.entries(IMAGE_WIDTHS)) {
      const { data, info } = await source()
        .rotate()
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer({ resolveWithObject: true });
      variants.push({ key: `${input.folder}/${name}-${size}.webp`, data });
      if (size === 'lg') largest = { width: info.width, height: info.height };
    }
  } catch {
    throw new AppError(415, ERROR_CODES.UNSUPPORTED_MEDIA_TYPE, M.unreadable);
  }
  const keys: string[] = [];
  try {
    for (const { key, data } of variants) {
      await input.media.put(key, data, 'image/webp');
      keys.push(key);
    }
  } catch (error) {
    // The storage's own error is the one to report, not a failure to clean up after it.
    await removeObjects(input.media, keys).catch(() => undefined);
    throw error;
  }
  return { url: mediaUrl(`${input.folder}/${name}-lg.webp`), ...largest, keys };
}

const STORED = /^\/media\/([a-z0-9-]+)\/([0-9a-f]{24})-lg\.webp$/;

/** True when `url` names an image this module stored (any folder). */
export function isStoredImageUrl(url: string): boolean {
  return STORED.test(url);
}

/** The widths of a stored image, for `srcset` (defined in the contracts, which the web app shares). */
export { imageVariants } from '@app/contracts';

/** Deletes every variant of a stored image; anything else (demo art, external URLs) is left alone. */
export async function removeStoredImage(media: MediaStorage, url: string): Promise<void> {
  const match = STORED.exec(url);
  if (!match) return;
  await removeObjects(
    media,
    Object.keys(IMAGE_WIDTHS).map((size) => `${match[1]}/${match[2]}-${size}.webp`),
  );
}

/** Removes objects written for something that was not saved in the end. */
export async function removeObjects(media: MediaStorage, keys: readonly string[]): Promise<void> {
  await Promise.all(keys.map((key) => media.remove(key)));
}
