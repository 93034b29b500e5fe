import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

/** Upload limits for profile images; the route caps the multipart stream at the same size. */
export const PROFILE_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
const AVATAR_SIZE = 512;

/** Recognises the image formats we accept by their first bytes, whatever the file name or MIME type claims. */
function detectImageFormat(bytes: Buffer): 'jpeg' | 'png' | 'gif' | 'webp' | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (bytes.length >= 6 && ['GIF87a', 'GIF89a'].includes(bytes.subarray(0, 6).toString('latin1'))) return 'gif';
  if (bytes.length >= 12 && bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP') return 'webp';
  return null;
}

/**
 * Re-encodes an uploaded image as a square 512 px WebP (orientation applied, metadata dropped), so
 * what we store and serve is always an image we produced. Returns the public /media path.
 */
export async function storeProfileImage(input: { bytes: Buffer; mediaDir: string; userId: number }): Promise<string | null> {
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
  const folder = path.join(input.mediaDir, 'avatars');
  await mkdir(folder, { recursive: true });
  const name = `${input.userId}-${randomBytes(8).toString('hex')}.webp`;
  await writeFile(path.join(folder, name), webp);
  return `/media/avatars/${name}`;
}

/** Removes a stored avatar we created; anything else (external URL, demo art) is left alone. */
export async function removeProfileImage(mediaDir: string, publicPath: string | null): Promise<void> {
  const match = publicPath ? /^\/media\/avatars\/([\w-]+\.webp)$/.exec(publicPath) : null;
  if (!match?.[1]) return;
  await rm(path.join(mediaDir, 'avatars', match[1]), { force: true });
}
