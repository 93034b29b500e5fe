import { mkdir, open, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { assertMediaKey, isMediaKey, type MediaObject, type MediaStorage } from './media-storage';

/*
 * Media in a folder of this machine ($DATA_DIR/media), the default: enough for one server, and what
 * every deployment had before object storage. A folder keeps no content type, so the name's extension
 * says it; writing bytes under a name whose extension says another type is refused.
 */

const TYPES: Record<string, string> = {
  '.webp': 'image/webp',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
};

const typeOf = (key: string) => TYPES[path.extname(key).toLowerCase()] ?? 'application/octet-stream';

export function createLocalMediaStorage(root: string): MediaStorage {
  const base = path.resolve(root);
  const fileOf = (key: string) => {
    const file = path.resolve(base, ...key.split('/'));
    // Keys cannot climb (media-storage.ts); checked again here, where a mistake would reach the disk.
    if (!file.startsWith(base + path.sep)) throw new Error(`media key outside the media folder: ${key}`);
    return file;
  };

  return {
    async put(key, bytes, contentType) {
      assertMediaKey(key);
      if (typeOf(key) !== contentType)
        throw new Error(`the local media folder serves ${key} as ${typeOf(key)}, not ${contentType}`);
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, bytes);
    },

    async read(key): Promise<MediaObject | null> {
      if (!isMediaKey(key)) return null;
      // Opened first, then measured: the size and dates describe the very file that is streamed.
      const handle = await open(fileOf(key), 'r').catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT' || error.code === 'ENOTDIR') return null;
        throw error;
      });
      if (!handle) return null;
      const stats = await handle.stat();
      if (!stats.isFile()) {
        await handle.close();
        return null;
      }
      return {
        body: handle.createReadStream(),
        contentType: typeOf(key),
        size: stats.size,
        // As @fastify/static made it, so browsers' cached validators stay good across the change.
        etag: `W/"${stats.size.toString(16)}-${stats.mtime.getTime().toString(16)}"`,
        lastModified: stats.mtime,
      };
    },

    async remove(key) {
      assertMediaKey(key);
      await rm(fileOf(key), { force: true });
    },

    close() {},
  };
}
