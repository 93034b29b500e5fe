import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DeleteObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import type { S3MediaSettings } from '../../src/modules/media/s3-media-storage';

/*
 * A real S3-compatible server in this process (s3rver: the S3 REST API over HTTP, objects in a
 * temporary folder), with one bucket, for the media storage tests. It checks request signatures
 * against its fixed keys, so a client that signs wrongly is refused as S3 would refuse it.
 */

export const S3_BUCKET = 'sports-media';
// s3rver's own keys: the only ones it accepts.
const ACCESS_KEY_ID = 'S3RVER';
const SECRET_ACCESS_KEY = 'S3RVER';

export interface TestS3Server {
  settings: S3MediaSettings;
  /** The environment that points the app at the bucket. */
  env: Record<string, string>;
  /** Every key in the bucket, sorted, read through the S3 API. */
  keys(): Promise<string[]>;
  /** Empties the bucket between tests. */
  empty(): Promise<void>;
  stop(): Promise<void>;
}

export async function startS3Server(): Promise<TestS3Server> {
  const directory = mkdtempSync(path.join(tmpdir(), 'sports-booking-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: S3_BUCKET }],
  });
  const { port } = await server.run();
  const settings: S3MediaSettings = {
    endpoint: `http://127.0.0.1:${port}`,
    bucket: S3_BUCKET,
    region: 'eu-west-2',
    accessKeyId: ACCESS_KEY_ID,
    secretAccessKey: SECRET_ACCESS_KEY,
  };
  const client = new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    forcePathStyle: true,
    credentials: { accessKeyId: ACCESS_KEY_ID, secretAccessKey: SECRET_ACCESS_KEY },
  });
  const keys = async () => {
    const listed = await client.send(new ListObjectsV2Command({ Bucket: S3_BUCKET }));
    return (listed.Contents ?? []).map((object) => object.Key!).sort();
  };
  return {
    settings,
    env: {
      MEDIA_STORAGE_URL: settings.endpoint,
      MEDIA_STORAGE_BUCKET: settings.bucket,
      MEDIA_STORAGE_REGION: settings.region,
      MEDIA_STORAGE_ACCESS_KEY_ID: settings.accessKeyId,
      MEDIA_STORAGE_SECRET_ACCESS_KEY: settings.secretAccessKey,
    },
    keys,
    async empty() {
      const present = await keys();
      await Promise.all(present.map((Key) => client.send(new DeleteObjectCommand({ Bucket: S3_BUCKET, Key }))));
    },
    async stop() {
      client.destroy();
      // Clients keep connections alive; the server would otherwise wait for them to time out.
      server.httpServer.closeAllConnections();
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
