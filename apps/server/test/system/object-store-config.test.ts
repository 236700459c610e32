import { tmpdir } from 'node:os';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';

const base = { JWT_SECRET: 'x'.repeat(32), DATA_DIR: tmpdir() };
const load = (env: Record<string, string>) => loadConfig({ ...base, ...env });

describe('the S3_* configuration', () => {
  it('is off without S3_BUCKET: files stay on the local disk', () => {
    expect(load({}).objectStore).toBeUndefined();
  });

  it('on AWS needs the region; keys are optional (the credential chain)', () => {
    expect(load({ S3_BUCKET: 'hireloop-files', S3_REGION: 'eu-west-1' }).objectStore).toEqual({
      bucket: 'hireloop-files',
      endpoint: undefined,
      region: 'eu-west-1',
      credentials: undefined,
      forcePathStyle: false,
    });
  });

  it('on an S3-compatible server takes the endpoint, keys and path style', () => {
    const store = load({
      S3_BUCKET: 'files',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: 'true',
    }).objectStore;
    expect(store).toEqual({
      bucket: 'files',
      endpoint: 'http://127.0.0.1:9000',
      region: 'us-east-1',
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
      forcePathStyle: true,
    });
  });

  it.each([
    [{ S3_BUCKET: 'files' }, 'S3_REGION: required with S3_BUCKET'],
    [
      { S3_REGION: 'eu-west-1', S3_ENDPOINT: 'http://s3:9000' },
      'S3_BUCKET: required when S3_ENDPOINT, S3_REGION are set',
    ],
    [
      { S3_BUCKET: 'files', S3_REGION: 'eu-west-1', S3_ACCESS_KEY_ID: 'key' },
      'S3_SECRET_ACCESS_KEY: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together',
    ],
    [{ S3_BUCKET: 'Files_2026', S3_REGION: 'eu-west-1' }, 'S3_BUCKET: S3_BUCKET must be a bucket name'],
    [
      { S3_BUCKET: 'files', S3_ENDPOINT: 's3.local:9000' },
      'S3_ENDPOINT: S3_ENDPOINT must start with http:// or https://',
    ],
    [{ S3_BUCKET: 'files', S3_REGION: 'eu-west-1', S3_FORCE_PATH_STYLE: 'yes' }, 'S3_FORCE_PATH_STYLE'],
  ])('stops the start on %j with a message naming the variable', (env, message) => {
    expect(() => load(env)).toThrow(message);
  });

  it('takes REDIS_KEY_PREFIX made of safe characters only', () => {
    expect(load({}).redisKeyPrefix).toBe('hireloop:');
    expect(() => load({ REDIS_KEY_PREFIX: 'a b' })).toThrow('REDIS_KEY_PREFIX must be 1 to 64 letters');
  });
});
