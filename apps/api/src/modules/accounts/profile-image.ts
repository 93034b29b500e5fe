import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { detectImageFormat } from '../media/image-ingest';
import { mediaKeyOf, mediaUrl, type MediaStorage } from '../media/media-storage';

/** Upload limits for profile images; the route caps the multipart stream at the same size. */
export const PROFILE_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
const AVATAR_SIZE = 512;

/**
 * Re-encodes an uploaded image as a square 512 px WebP (orientation applied, metadata dropped), so
 * what we store and serve is always an image we produced. Returns the public /media path.
 */
export async function storeProfileImage(input: {
  bytes: Buffer;
  media: MediaStorage;
  userId: number;
}): Promise<string | null> {
  if (!detectImageFormat(input.bytes)) return null;
  let webp: Buffer;
  try {
    webp = await sharp(input.bytes, { limitInputPixels: 40_000_000, animated: false })
      .rotate()
      .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover', position: 'attention' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    return null;
  }
  const key = `avatars/${input.userId}-${randomBytes(8).toString('hex')}.webp`;
  await input.media.put(key, webp, 'image/webp');
  return mediaUrl(key);
}

/** Removes a stored avatar we created; anything else (external URL, demo art) is left alone. */
export async function removeProfileImage(media: MediaStorage, publicPath: string | null): Promise<void> {
  const key = publicPath ? mediaKeyOf(publicPath) : null;
  if (!key || !/^avatars\/[\w-]+\.webp$/.test(key)) return;
  await media.remove(key);
}
