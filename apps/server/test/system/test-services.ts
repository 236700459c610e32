import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import S3rver from 's3rver';
import type { ObjectStoreConfig } from '../../src/lib/object-store-config';

/** The Redis of this machine (and of CI, which starts one). */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** A key prefix of the test's own, so that runs and test files never count each other's requests. */
export const uniqueRedisPrefix = () => `hireloop-test-${randomUUID()}:`;

/** Deletes what a test left in Redis under its prefix. */
export async function dropRedisKeys(prefix: string): Promise<void> {
  const redis = new Redis(TEST_REDIS_URL);
  try {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
  } finally {
    redis.disconnect();
  }
}

export interface TestObjectStore {
  config: ObjectStoreConfig;
  /** The S3_* variables a server process needs to use it. */
  env: Record<string, string>;
  close(): Promise<void>;
}

/** An S3-compatible server in this process, on a free port and a temporary directory, with one bucket. */
export async function startObjectStore(bucket = 'hireloop-test'): Promise<TestObjectStore> {
  const directory = mkdtempSync(path.join(tmpdir(), 'hireloop-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    config: {
      bucket,
      endpoint,
      region: 'us-east-1',
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
      forcePathStyle: true,
    },
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
    close: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
