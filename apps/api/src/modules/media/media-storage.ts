import type { Readable } from 'node:stream';

/*
 * Where uploaded and demo images live (docs/decisions/0052). A key is the path under /media/ —
 * `venues/<name>-lg.webp`, `avatars/<id>-<name>.webp`, `demo/venue-1-1.svg` — so the public URL of an
 * object is `/media/<key>` whichever storage holds it. Two drivers: the local folder
 * (local-media-storage.ts, the default) and an S3 bucket (s3-media-storage.ts), which every server
 * of a deployment shares.
 */

export interface MediaObject {
  body: Readable;
  contentType: string;
  /** Bytes in the body. */
  size: number;
  /** A validator for conditional requests, quoted as HTTP sends it (`"…"` or `W/"…"`). */
  etag: string;
  lastModified: Date;
}

export interface MediaStorage {
  /** Stores the bytes under the key, replacing any object there. */
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The object to stream, or null when there is none (or the key is not one a key can be). */
  read(key: string): Promise<MediaObject | null>;
  /** Removes the object; removing one that is not there is not an error. */
  remove(key: string): Promise<void>;
  /** Lets go of connections (S3); the storage is not used after. */
  close(): void;
}

/*
 * A key is one or more names joined by '/', each starting with a letter or digit, so '.', '..',
 * hidden files, empty segments, backslashes and percent signs are never keys: a request path that
 * would climb out of the media folder (or the bucket's layout) is not a key, whatever its encoding.
 */
const MEDIA_KEY = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}(\/[A-Za-z0-9][A-Za-z0-9._-]{0,127}){0,3}$/;

export function isMediaKey(key: string): boolean {
  return MEDIA_KEY.test(key);
}

/** Writing or removing an object under a name that is not a key is a bug in the caller, not bad input. */
export function assertMediaKey(key: string): void {
  if (!isMediaKey(key)) throw new Error(`not a media key: ${JSON.stringify(key)}`);
}

/** The public URL of an object. */
export const mediaUrl = (key: string) => `/media/${key}`;

/** The key behind a /media/ URL, or null when the URL names no stored object. */
export function mediaKeyOf(url: string): string | null {
  if (!url.startsWith('/media/')) return null;
  const key = url.slice('/media/'.length);
  return isMediaKey(key) ? key : null;
}
