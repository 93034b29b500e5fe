import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { assertMediaKey, isMediaKey, type MediaObject, type MediaStorage } from './media-storage';

/*
 * Media in an S3 bucket (AWS or any S3-compatible server: MinIO, Ceph, R2, …), shared by every server
 * of a deployment. The app streams objects to the browser itself (GET /media/…), so URLs and the
 * content security policy stay same-origin and the bucket need not be public.
 */

export interface S3MediaSettings {
  /** The S3 endpoint, e.g. https://s3.eu-west-2.amazonaws.com or http://minio:9000. */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

/** A missing object, as opposed to a missing bucket or refused keys, which are the deployment's faults. */
function isMissingObject(error: unknown): boolean {
  if (!(error instanceof S3ServiceException)) return false;
  return error.name === 'NoSuchKey' || (error.$metadata.httpStatusCode === 404 && error.name !== 'NoSuchBucket');
}

export function createS3MediaStorage(settings: S3MediaSettings): MediaStorage {
  const client = new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    // bucket in the path (http://host/bucket/key), not in the host name: what S3-compatible servers
    // answer to without a DNS name per bucket.
    forcePathStyle: true,
    // Checksums only where S3 requires them: the SDK's default (CRC32 on every upload) is refused by
    // several S3-compatible servers, and the images are small and re-encoded by us anyway.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = settings.bucket;

  return {
    async put(key, bytes, contentType) {
      assertMediaKey(key);
      await client.send(new PutObjectCommand({ Bucket, Key: key, Body: bytes, ContentType: contentType }));
    },

    async read(key): Promise<MediaObject | null> {
      if (!isMediaKey(key)) return null;
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        return {
          // In Node the SDK's body is the HTTP response itself: streamed on, never held in memory.
          body: object.Body as Readable,
          contentType: object.ContentType ?? 'application/octet-stream',
          size: object.ContentLength ?? 0,
          etag: object.ETag ?? '""',
          lastModified: object.LastModified ?? new Date(0),
        };
      } catch (error) {
        if (isMissingObject(error)) return null;
        throw error;
      }
    },

    async remove(key) {
      assertMediaKey(key);
      // S3 answers 204 whether or not the object was there.
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },

    close() {
      client.destroy();
    },
  };
}
