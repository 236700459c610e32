import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { serverMessages } from '@hireloop/shared';
import type { Config } from '../config';
import { clientKey } from '../lib/client-address';
import type { Readiness } from '../lib/readiness';

/** API requests one address may make a minute (times RATE_LIMIT_MULTIPLIER), in every process together. */
export const API_REQUESTS_PER_MINUTE = 1200;

/**
 * The general per-address limit on /api. In process memory by default; with REDIS_URL the count
 * lives in Redis, so N processes allow the limit once, not N times.
 *
 * While Redis is unreachable the limit fails open (skipOnError): it is a coarse guard against
 * floods, and the limits that protect accounts (sign-in failures, codes, resets) are counted in
 * the database and stay enforced; failing closed would turn a Redis outage into an outage of the
 * whole API.
 */
export async function registerRateLimit(
  app: FastifyInstance,
  config: Config,
  readiness: Readiness,
): Promise<void> {
  // The Redis client is loaded only when REDIS_URL asks for it.
  const redis = config.redisUrl ? (await import('../lib/redis')).createRedis(config.redisUrl, app.log) : null;
  if (redis) {
    app.addHook('onReady', () => redis.connect());
    app.addHook('onClose', () => redis.close());
    readiness.add({ name: 'redis', check: () => redis.ping() });
  }
  await app.register(rateLimit, {
    max: API_REQUESTS_PER_MINUTE * config.rateLimitMultiplier,
    timeWindow: '1 minute',
    allowList: (req) => !req.url.startsWith('/api/'),
    keyGenerator: (req) => clientKey(req.ip),
    errorResponseBuilder: () => ({ statusCode: 429, message: serverMessages.tooManyAttempts }),
    ...(redis
      ? { redis: redis.client, nameSpace: `${config.redisKeyPrefix}rate-limit:`, skipOnError: true }
      : {}),
  });
}
