import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { Readable } from 'node:stream';
import { ConfigError } from '../config';
import type { ObjectStoreConfig } from './object-store-config';
import { checkedKey, type FileStorage } from './storage';

/**
 * Uploaded files in an S3 bucket (AWS or an S3-compatible server). The bucket stays private: every
 * file is read through the app, which applies the access rules, never through a bucket URL.
 */
export function s3Storage(config: ObjectStoreConfig) {
  const client = new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials: config.credentials,
    // Checksums only where S3 requires them: several S3-compatible servers store the aws-chunked
    // framing that the SDK's default checksums wrap bodies in, instead of the file.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // An endpoint that drops packets fails the request (and a start) in seconds, not minutes.
    requestHandler: { connectionTimeout: 5_000 },
  });
  const Bucket = config.bucket;
  const storage: FileStorage = {
    async put(key, data) {
      await client.send(
        new PutObjectCommand({ Bucket, Key: checkedKey(key), Body: data, ContentLength: data.length }),
      );
    },
    async get(key, range) {
      try {
        const object = await client.send(
          new GetObjectCommand({
            Bucket,
            Key: checkedKey(key),
            ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
          }),
        );
        return { body: object.Body as Readable, size: object.ContentLength ?? 0 };
      } catch (err) {
        if (err instanceof S3ServiceException && err.name === 'NoSuchKey') return null;
        throw err;
      }
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: checkedKey(key) }));
    },
  };
  /** Whether the bucket answers with these settings; the reason when it does not. */
  const reachable = async (): Promise<void> => {
    try {
      await client.send(new HeadBucketCommand({ Bucket }));
    } catch (err) {
      const status = (err as S3ServiceException).$metadata?.httpStatusCode;
      const reason = `${(err as Error).name}${status ? `, HTTP ${status}` : ''}: ${(err as Error).message}`;
      throw new Error(
        `bucket ${Bucket} at ${config.endpoint ?? `AWS ${config.region}`} cannot be used (${reason})`,
      );
    }
  };
  return {
    storage,
    reachable,
    /** A bucket that cannot be used with these settings stops the start, naming S3_BUCKET. */
    async check(): Promise<void> {
      await reachable().catch((err: Error) => {
        throw new ConfigError(`Cannot start:\n  S3_BUCKET: ${err.message}`);
      });
    },
    close: () => client.destroy(),
  };
}
