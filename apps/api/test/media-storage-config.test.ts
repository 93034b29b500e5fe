import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, type RawEnv } from '../src/config';

/* MEDIA_STORAGE_*: unset keeps media in DATA_DIR/media; a URL and its bucket and keys, together, name a bucket. */

function problemsOf(env: RawEnv): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

const BUCKET = {
  MEDIA_STORAGE_URL: 'https://s3.eu-west-2.amazonaws.com',
  MEDIA_STORAGE_BUCKET: 'sports-media',
  MEDIA_STORAGE_ACCESS_KEY_ID: 'AKIAEXAMPLE',
  MEDIA_STORAGE_SECRET_ACCESS_KEY: 'secret/example+key',
};

describe('media storage configuration', () => {
  it('keeps media in the local folder when nothing is set (empty values count as unset)', () => {
    expect(loadConfig({}).mediaStorage).toBeUndefined();
    expect(loadConfig({ DATA_DIR: '/srv/data' }).mediaDir).toBe('/srv/data/media');
    expect(
      loadConfig({ MEDIA_STORAGE_URL: '', MEDIA_STORAGE_BUCKET: '', MEDIA_STORAGE_SECRET_ACCESS_KEY: '' }).mediaStorage,
    ).toBeUndefined();
  });

  it('names the bucket when the URL, bucket and keys are set together; the region defaults to eu-west-2', () => {
    expect(loadConfig(BUCKET).mediaStorage).toEqual({
      endpoint: 'https://s3.eu-west-2.amazonaws.com',
      bucket: 'sports-media',
      region: 'eu-west-2',
      accessKeyId: 'AKIAEXAMPLE',
      secretAccessKey: 'secret/example+key',
    });
    const minio = loadConfig({ ...BUCKET, MEDIA_STORAGE_URL: 'http://minio:9000', MEDIA_STORAGE_REGION: 'us-east-1' });
    expect(minio.mediaStorage).toMatchObject({ endpoint: 'http://minio:9000', region: 'us-east-1' });
  });

  it('refuses a URL without its bucket and keys, naming each one missing', () => {
    expect(problemsOf({ MEDIA_STORAGE_URL: BUCKET.MEDIA_STORAGE_URL })).toEqual([
      'MEDIA_STORAGE_BUCKET is required when MEDIA_STORAGE_URL is set',
      'MEDIA_STORAGE_ACCESS_KEY_ID is required when MEDIA_STORAGE_URL is set',
      'MEDIA_STORAGE_SECRET_ACCESS_KEY is required when MEDIA_STORAGE_URL is set',
    ]);
    expect(problemsOf({ ...BUCKET, MEDIA_STORAGE_SECRET_ACCESS_KEY: '' })).toEqual([
      'MEDIA_STORAGE_SECRET_ACCESS_KEY is required when MEDIA_STORAGE_URL is set',
    ]);
  });

  it('refuses a bucket, keys or region without the URL, rather than quietly keeping media on this machine', () => {
    const { MEDIA_STORAGE_URL: _url, ...withoutUrl } = BUCKET;
    expect(problemsOf(withoutUrl)).toEqual([
      'MEDIA_STORAGE_URL is required when MEDIA_STORAGE_BUCKET, MEDIA_STORAGE_ACCESS_KEY_ID, MEDIA_STORAGE_SECRET_ACCESS_KEY are set (without it media stay in DATA_DIR/media)',
    ]);
    expect(problemsOf({ MEDIA_STORAGE_REGION: 'eu-west-1' })).toEqual([
      'MEDIA_STORAGE_URL is required when MEDIA_STORAGE_REGION is set (without it media stay in DATA_DIR/media)',
    ]);
  });

  it('refuses a URL that is not an http(s) endpoint, or carries keys, query or fragment', () => {
    for (const url of ['s3://sports-media', 'minio:9000', 'ftp://files.example.com', 'not a url']) {
      expect(problemsOf({ ...BUCKET, MEDIA_STORAGE_URL: url }), url).toEqual([
        'MEDIA_STORAGE_URL must be the http(s):// URL of an S3 endpoint',
      ]);
    }
    for (const url of [
      'https://key:secret@s3.example.com',
      'https://s3.example.com/?x=1',
      'https://s3.example.com/#a',
    ]) {
      const problems = problemsOf({ ...BUCKET, MEDIA_STORAGE_URL: url });
      expect(problems, url).toHaveLength(1);
      expect(problems[0], url).toMatch(/^MEDIA_STORAGE_URL must be the endpoint alone/);
    }
  });

  it('refuses a bucket or region name S3 would not take, with the other variables named too', () => {
    const problems = problemsOf({
      ...BUCKET,
      MEDIA_STORAGE_BUCKET: 'Sports_Media',
      MEDIA_STORAGE_REGION: 'EU West',
      PORT: 'eighty',
    });
    expect(problems).toEqual([
      'PORT must be a number',
      'MEDIA_STORAGE_BUCKET must be a bucket name: 3 to 63 lower-case letters, digits, dots and hyphens',
      'MEDIA_STORAGE_REGION must be a region name like eu-west-2',
    ]);
  });
});
