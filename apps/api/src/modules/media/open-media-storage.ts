import { createLocalMediaStorage } from './local-media-storage';
import type { MediaStorage } from './media-storage';
import { createS3MediaStorage, type S3MediaSettings } from './s3-media-storage';

/** The configured storage: the bucket when MEDIA_STORAGE_URL names one, else the local media folder. */
export function openMediaStorage(options: { mediaDir: string; s3: S3MediaSettings | undefined }): MediaStorage {
  return options.s3 ? createS3MediaStorage(options.s3) : createLocalMediaStorage(options.mediaDir);
}
