import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { serverMessages } from '@hireloop/shared';
import type { Config } from '../config';
import { clientKey } from '../lib/client-address';
import type { Readiness } from '../lib/readiness';

/** API requests one address may make a minute (times RATE_LIMIT_MULTIPLIER), in every process together. */
export const API_REQUESTS_PER_MINUTE = 1200;

/**
 * Whether a request counts, by the route it reached (its pattern, e.g. `/api/jobs/:id`), never by
 * its raw URL: the router decodes percent-escapes, so `/%61pi/jobs` is served by `/api/jobs`.
 * Counted: the API and the pictures under /uploads/ (each can be a read from the object store).
 * Not counted: the web app's files and pages, which cost no database or store work and of which a
 * first visit loads dozens; /metrics, which asks for its token; and paths no route serves (a 404,
 * or the web app's page for a client-side route), answered from memory.
 */
function isCounted(routePattern: string | undefined): boolean {
  return (
    routePattern !== undefined && (routePattern.startsWith('/api/') || routePattern.startsWith('/uploads/'))
  );
}

/**
 * The general per-address limit on /api and /uploads. In process memory by default; with
 * REDIS_URL the count lives in Redis, so N processes allow the limit once, not N times.
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
    // Not the plugin's per-route hook, which runs after the routes' own onRequest hooks: a request
    // that signing in refuses (after a database lookup, for a revoked login) would never count.
    global: false,
    max: API_REQUESTS_PER_MINUTE * config.rateLimitMultiplier,
    timeWindow: '1 minute',
    allowList: (req) => !isCounted(req.routeOptions.url),
    keyGenerator: (req) => clientKey(req.ip),
    errorResponseBuilder: () => ({ statusCode: 429, message: serverMessages.tooManyAttempts }),
    ...(redis
      ? { redis: redis.client, nameSpace: `${config.redisKeyPrefix}rate-limit:`, skipOnError: true }
      : {}),
  });
  // One hook for the whole app, ahead of every route's and route group's own; onRequest runs after
  // routing, so the matched route is known. Added after the request-id hook: a 429 carries its id.
  app.addHook('onRequest', app.rateLimit());
}
