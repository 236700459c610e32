import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { objectStoreEnv, resolveObjectStore, type ObjectStoreConfig } from './lib/object-store-config';
import { operationsEnv, resolveOperations, type OperationsConfig } from './lib/operations-config';

const optionalUrl = (name: string, protocols: string[]) =>
  z
    .string()
    .optional()
    .transform((v) => (v?.trim() ? v.trim() : undefined))
    .refine((v) => v === undefined || protocols.some((p) => v.startsWith(p)), {
      message: `${name} must start with ${protocols.join(' or ')}`,
    });

const MIN_SECRET_LENGTH = 32;
const MAX_WORKERS = 64;

/** The address ranges proxy-addr (Fastify's trustProxy) knows by name. */
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.includes(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128);
}

/**
 * Unset: trust nobody, the client is the socket peer. A number: that many proxies in front.
 * Otherwise the proxies' addresses or CIDRs; X-Forwarded-For is believed only from them.
 */
const trustProxySchema = z
  .string()
  .optional()
  .transform((v, ctx): false | number | string[] => {
    if (v === undefined) return false;
    if (/^\d+$/.test(v.trim())) return Number(v.trim()) || false;
    const entries = v.split(',').map((e) => e.trim());
    const bad = entries.filter((e) => !isProxyAddress(e));
    if (bad.length > 0) {
      ctx.addIssue({
        code: 'custom',
        message: `TRUST_PROXY must be a hop count or a comma-separated list of proxy addresses or CIDRs (${PROXY_RANGE_NAMES.join(', ')} allowed); not ${bad.map((b) => JSON.stringify(b)).join(', ')}`,
      });
      return z.NEVER;
    }
    return entries;
  });

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATABASE_URL: optionalUrl('DATABASE_URL', ['postgres://', 'postgresql://']),
  DATA_DIR: z.string().min(1).default('./data'),
  PUBLIC_URL: optionalUrl('PUBLIC_URL', ['http://', 'https://']),
  JWT_SECRET: z
    .string()
    .optional()
    .refine((v) => v === undefined || v.length >= MIN_SECRET_LENGTH, {
      message: `JWT_SECRET must be at least ${MIN_SECRET_LENGTH} characters`,
    }),
  SMTP_URL: optionalUrl('SMTP_URL', ['smtp://', 'smtps://']),
  MAIL_FROM: z.string().min(3).default('HireLoop <no-reply@hireloop.local>'),
  KYC_SIMULATION: z.enum(['random', 'pass', 'fail']).default('random'),
  SEED_DEMO: z.enum(['auto', 'never', 'always']).default('auto'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  RATE_LIMIT_MULTIPLIER: z.coerce.number().positive().max(100_000).default(1),
  TRUST_PROXY: trustProxySchema,
  MAIL_OUTBOX: z.enum(['0', '1']).default('0'),
  BACKGROUND_WORK_CLAIM_DELAY_MS: z.coerce.number().int().min(0).max(600_000).default(0),
  ALERT_SWEEP_EVERY_MS: z.coerce.number().int().min(1_000).max(3_600_000).default(300_000),
  ALERT_DAY_MS: z.coerce.number().int().min(1_000).max(86_400_000).default(86_400_000),
  REDIS_URL: optionalUrl('REDIS_URL', ['redis://', 'rediss://']),
  REDIS_KEY_PREFIX: z
    .string()
    .default('hireloop:')
    .refine((v) => /^[A-Za-z0-9:._-]{1,64}$/.test(v), {
      message: 'REDIS_KEY_PREFIX must be 1 to 64 letters, digits or : . _ -',
    }),
  ...objectStoreEnv,
  ...operationsEnv,
  WORKERS: z
    .string()
    .default('1')
    .refine((v) => v === 'auto' || (/^\d+$/.test(v) && Number(v) >= 1 && Number(v) <= MAX_WORKERS), {
      message: `WORKERS must be a whole number from 1 to ${MAX_WORKERS}, or auto (one per CPU core)`,
    }),
});

export interface Config {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  publicUrl: string;
  jwtSecret: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  kycSimulation: 'random' | 'pass' | 'fail';
  seedDemo: 'auto' | 'never' | 'always';
  logLevel: string;
  rateLimitMultiplier: number;
  /** Fastify's trustProxy: false, a hop count, or the proxies' addresses and CIDRs. */
  trustProxy: false | number | string[];
  /** Mails go to DATA_DIR/outbox and the log; in production only when asked for explicitly. */
  mailOutbox: boolean;
  /** Server processes sharing the port (node:cluster); more than 1 only on PostgreSQL. */
  workers: number;
  /** Test only: the background runner waits this long before each claim (see ADR 0015). */
  backgroundWorkClaimDelayMs: number;
  /** How often each process looks for due job alerts (docs/decisions/0023-job-alerts.md). */
  alertSweepEveryMs: number;
  /** Test only: the length of an alert's "day" (a weekly alert waits 7 of them), shortened in e2e. */
  alertDayMs: number;
  /** Shared counters (the general per-address limit) live in this Redis when set. */
  redisUrl: string | undefined;
  /** Put before every key the server writes to Redis, so deployments can share one. */
  redisKeyPrefix: string;
  /** Uploaded files go to this bucket when set, else to DATA_DIR/uploads. */
  objectStore: ObjectStoreConfig | undefined;
  /** Metrics, overload protection and shutdown. */
  operations: OperationsConfig;
}

export class ConfigError extends Error {}

/** Reads the environment once; a bad value throws a ConfigError naming every problem. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const blankToUndefined = Object.fromEntries(
    Object.entries(env).map(([k, v]) => [k, v === '' ? undefined : v]),
  );
  const parsed = envSchema.safeParse(blankToUndefined);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  const mailOutbox = e.MAIL_OUTBOX === '1';
  const workers = resolveWorkers(e.WORKERS, e.DATABASE_URL);
  const objectStore = resolveObjectStore(e);
  if (Array.isArray(objectStore)) {
    throw new ConfigError(`Invalid configuration:\n${objectStore.map((p) => `  ${p}`).join('\n')}`);
  }
  if (e.NODE_ENV === 'production') {
    const problems = [
      ...(e.JWT_SECRET ? [] : ['  JWT_SECRET: required when NODE_ENV=production']),
      // The outbox holds sign-up codes and reset links in plain files and the log.
      ...(e.SMTP_URL || mailOutbox
        ? []
        : [
            '  MAIL_OUTBOX: set SMTP_URL, or MAIL_OUTBOX=1 to keep mails in DATA_DIR/outbox, when NODE_ENV=production',
          ]),
      ...(e.BACKGROUND_WORK_CLAIM_DELAY_MS === 0
        ? []
        : ['  BACKGROUND_WORK_CLAIM_DELAY_MS: a test setting; leave it unset when NODE_ENV=production']),
      ...(e.ALERT_DAY_MS === 86_400_000
        ? []
        : ['  ALERT_DAY_MS: a test setting; leave it unset when NODE_ENV=production']),
    ];
    if (problems.length > 0) throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
  }
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    jwtSecret: e.JWT_SECRET ?? readOrCreateSecret(dataDir),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    kycSimulation: e.KYC_SIMULATION,
    seedDemo: e.SEED_DEMO,
    logLevel: e.LOG_LEVEL,
    rateLimitMultiplier: e.RATE_LIMIT_MULTIPLIER,
    trustProxy: e.TRUST_PROXY,
    mailOutbox,
    workers,
    backgroundWorkClaimDelayMs: e.BACKGROUND_WORK_CLAIM_DELAY_MS,
    alertSweepEveryMs: e.ALERT_SWEEP_EVERY_MS,
    alertDayMs: e.ALERT_DAY_MS,
    redisUrl: e.REDIS_URL,
    redisKeyPrefix: e.REDIS_KEY_PREFIX,
    objectStore,
    operations: resolveOperations(e),
  };
}

/**
 * `auto` is one process per core on PostgreSQL and one on the embedded database. PGlite is a
 * database inside the server's own process: a second process cannot open it, so more than one
 * worker without DATABASE_URL is refused rather than quietly reduced to one.
 */
function resolveWorkers(value: string, databaseUrl: string | undefined): number {
  if (value === 'auto') return databaseUrl ? availableParallelism() : 1;
  const workers = Number(value);
  if (workers > 1 && !databaseUrl) {
    throw new ConfigError(
      `Invalid configuration:\n  WORKERS: ${workers} server processes need PostgreSQL (DATABASE_URL); the embedded database runs inside one process, so without DATABASE_URL leave WORKERS unset or 1`,
    );
  }
  return workers;
}

/** Outside production a secret is generated once and kept in DATA_DIR, so tokens survive restarts. */
function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) {
    const secret = readFileSync(file, 'utf8').trim();
    if (secret.length < MIN_SECRET_LENGTH) {
      throw new ConfigError(
        `Invalid configuration:\n  JWT_SECRET: the file ${file} holds fewer than ${MIN_SECRET_LENGTH} characters; delete it to generate a new secret, or set JWT_SECRET`,
      );
    }
    return secret;
  }
  return writeNewSecret(dataDir);
}

/** A new random secret in DATA_DIR/jwt-secret, readable by its owner only (also `db:restore --new-secret`). */
export function writeNewSecret(dataDir: string): string {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const secret = randomBytes(48).toString('base64url');
  const file = path.join(dataDir, 'jwt-secret');
  // Replaced, not overwritten: the mode applies only to a file being created.
  rmSync(file, { force: true });
  writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
  return secret;
}
