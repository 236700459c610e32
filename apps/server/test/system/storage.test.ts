import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { s3Storage } from '../../src/lib/s3-storage';
import { localDiskStorage, readAll, type FileStorage } from '../../src/lib/storage';
import { startObjectStore, type TestObjectStore } from './test-services';

let objectStore: TestObjectStore;
let s3: ReturnType<typeof s3Storage>;
let root: string;
beforeAll(async () => {
  objectStore = await startObjectStore();
  s3 = s3Storage(objectStore.config);
  root = mkdtempSync(path.join(tmpdir(), 'hireloop-storage-'));
});
afterAll(async () => {
  s3.close();
  await objectStore.close();
  rmSync(root, { recursive: true, force: true });
});

const stores: [string, () => FileStorage][] = [
  ['the local disk', () => localDiskStorage(root)],
  ['an S3 bucket', () => s3.storage],
];

describe.each(stores)('storage on %s', (_name, storage) => {
  // Larger than one read chunk (64 KB) and than S3's default part, with every byte value.
  const file = randomBytes(3 * 1024 * 1024 + 7);
  const key = `resumes/${randomBytes(8).toString('hex')}.pdf`;

  it('gives back the bytes put under a key, as a stream of the stated size', async () => {
    await storage().put(key, file);
    const stored = await storage().get(key);
    expect(stored?.size).toBe(file.length);
    expect((await readAll(stored!)).equals(file)).toBe(true);
  });

  it('reads a range of a file without the rest', async () => {
    const stored = await storage().get(key, { start: 5, end: 9 });
    expect(stored?.size).toBe(5);
    expect((await readAll(stored!)).equals(file.subarray(5, 10))).toBe(true);
  });

  it('replaces a file put again under the same key', async () => {
    await storage().put(key, Buffer.from('%PDF-1.7 second'));
    expect((await readAll((await storage().get(key))!)).toString()).toBe('%PDF-1.7 second');
  });

  it('answers null for a key with no file, and after the file was removed', async () => {
    expect(await storage().get('resumes/never-stored.pdf')).toBeNull();
    await storage().remove(key);
    expect(await storage().get(key)).toBeNull();
    await storage().remove(key); // removing twice is no error
  });

  it('refuses a key the server could not have generated', async () => {
    await expect(storage().put('../etc/passwd', file)).rejects.toThrow('unsafe storage key');
    await expect(storage().get('resumes/../../x.pdf')).rejects.toThrow('unsafe storage key');
  });
});

describe('an S3 bucket that cannot be used', () => {
  it('stops the start with a message naming S3_BUCKET and the reason', async () => {
    const missing = s3Storage({ ...objectStore.config, bucket: 'no-such-bucket' });
    try {
      await expect(missing.check()).rejects.toThrow(
        `S3_BUCKET: bucket no-such-bucket at ${objectStore.config.endpoint} cannot be used (NotFound, HTTP 404`,
      );
    } finally {
      missing.close();
    }
  });
});
