import { z } from 'zod';

/** Where uploaded files live when S3_BUCKET is set: an S3 bucket, on AWS or an S3-compatible server. */
export interface ObjectStoreConfig {
  bucket: string;
  /** Unset on AWS, where the region names the endpoint; the server's URL elsewhere (MinIO, Ceph...). */
  endpoint: string | undefined;
  region: string;
  /** Unset: the SDK's own chain (AWS_* variables, instance or task role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  forcePathStyle: boolean;
}

const BUCKET_NAME = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

export const objectStoreEnv = {
  S3_BUCKET: z
    .string()
    .optional()
    .refine((v) => v === undefined || BUCKET_NAME.test(v), {
      message: 'S3_BUCKET must be a bucket name: 3 to 63 lower-case letters, digits, dots or hyphens',
    }),
  S3_ENDPOINT: z
    .string()
    .optional()
    .refine((v) => v === undefined || /^https?:\/\/[^/]/.test(v), {
      message: 'S3_ENDPOINT must start with http:// or https://',
    }),
  S3_REGION: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false', '1', '0']).optional(),
};

type ObjectStoreEnv = { [K in keyof typeof objectStoreEnv]?: z.infer<(typeof objectStoreEnv)[K]> };

/**
 * The object store the S3_* variables describe, or undefined without S3_BUCKET; a list of
 * problems when they do not make a usable whole, so that a half-configured store stops the start
 * instead of quietly keeping files on one machine's disk.
 */
export function resolveObjectStore(e: ObjectStoreEnv): ObjectStoreConfig | undefined | string[] {
  const others = (
    ['S3_ENDPOINT', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_FORCE_PATH_STYLE'] as const
  ).filter((name) => e[name] !== undefined);
  if (!e.S3_BUCKET) {
    return others.length === 0
      ? undefined
      : [`S3_BUCKET: required when ${others.join(', ')} ${others.length > 1 ? 'are' : 'is'} set`];
  }
  const problems: string[] = [];
  if (!e.S3_REGION && !e.S3_ENDPOINT) {
    problems.push(
      "S3_REGION: required with S3_BUCKET (the bucket's AWS region), unless S3_ENDPOINT names an S3-compatible server",
    );
  }
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY)) {
    const missing = e.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID';
    problems.push(
      `${missing}: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together (set both, or neither to use the AWS credential chain)`,
    );
  }
  if (problems.length > 0) return problems;
  return {
    bucket: e.S3_BUCKET,
    endpoint: e.S3_ENDPOINT,
    // S3-compatible servers sign with a region too, and accept AWS's first one when they have none.
    region: e.S3_REGION ?? 'us-east-1',
    credentials:
      e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
        : undefined,
    forcePathStyle: e.S3_FORCE_PATH_STYLE === 'true' || e.S3_FORCE_PATH_STYLE === '1',
  };
}
