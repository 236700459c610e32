import swaggerUi from '@fastify/swagger-ui';
import underPressure from '@fastify/under-pressure';
import type { FastifyInstance } from 'fastify';
import { serverMessages } from '@hireloop/shared';
import { AppError, notFound, unauthorized } from '../lib/errors';
import { hasMetricsToken, type Metrics } from '../lib/metrics';
import type { Readiness } from '../lib/readiness';
import { REQUEST_ID_HEADER } from '../lib/request-id';
import type { Database } from '../db/client';
import type { ServiceContext } from '../services/context';
import { dataDirCheck, databaseCheck } from '../services/system/readiness-checks';

declare module 'fastify' {
  interface FastifyInstance {
    readiness: Readiness;
    metrics: Metrics;
  }
}

/** What a client under overload is told to wait before trying again (Retry-After, seconds). */
export const OVERLOAD_RETRY_AFTER_S = 5;

export const METRICS_PATH = '/metrics';
export const API_DOCS_PATH = '/api/docs';
const DOCS_CSP = [
  "default-src 'self'",
  "base-uri 'self'",
  "script-src 'self'",
  "script-src-attr 'none'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "frame-ancestors 'self'",
].join('; ');

/**
 * Liveness and metrics must answer under load (a balancer would otherwise restart a busy process);
 * readiness answers too, saying `load: down` so the balancer sends new work elsewhere.
 */
const ANSWERED_UNDER_PRESSURE = new Set(['/api/health', '/api/ready', METRICS_PATH]);

/**
 * Request ids on every answer, request metrics, overload protection, /metrics and the API's
 * interactive reference. Registered before the routes, whose hooks Fastify fixes when they are added.
 */
export async function registerOperations(
  app: FastifyInstance,
  ctx: ServiceContext,
  database: Pick<Database, 'ping' | 'poolStats'>,
): Promise<void> {
  const { metricsToken, overloadMaxEventLoopDelayMs, overloadMaxHeapMb } = ctx.config.operations;
  ctx.readiness.add(databaseCheck(database));
  ctx.readiness.add(dataDirCheck(ctx.config.dataDir));
  app.decorate('readiness', ctx.readiness);
  app.decorate('metrics', ctx.metrics);
  if (database.poolStats) ctx.metrics.watchPool(database.poolStats);
  ctx.metrics.watchQueue(() => ctx.work.counts());

  app.addHook('onRequest', async (req, reply) => {
    reply.header(REQUEST_ID_HEADER, req.id);
  });
  app.addHook('onResponse', async (req, reply) => {
    ctx.metrics.requestDuration.observe(
      { method: req.method, route: req.routeOptions.url ?? '(no route)', status_code: reply.statusCode },
      reply.elapsedTime / 1000,
    );
  });

  // Past these limits a request waits so long that its client has given up: refusing at once
  // lets the balancer try another process, and the ones already accepted finish sooner.
  await app.register(underPressure, {
    maxEventLoopDelay: overloadMaxEventLoopDelayMs,
    maxHeapUsedBytes: overloadMaxHeapMb * 1024 * 1024,
    pressureHandler: async (req, reply) => {
      if (ANSWERED_UNDER_PRESSURE.has(req.routeOptions.url ?? '')) return;
      reply.header('retry-after', OVERLOAD_RETRY_AFTER_S);
      throw new AppError(503, serverMessages.overloaded);
    },
  });
  ctx.readiness.add({
    name: 'load',
    check: async () => {
      if (app.isUnderPressure()) throw new Error('overloaded: new requests are refused with 503');
    },
  });

  app.get(METRICS_PATH, { schema: { hide: true } }, async (req, reply) => {
    if (!metricsToken) throw notFound(`${serverMessages.notFound}: GET ${METRICS_PATH}`);
    if (!hasMetricsToken(req.headers.authorization, metricsToken)) {
      reply.header('www-authenticate', 'Bearer');
      throw unauthorized(serverMessages.notSignedIn);
    }
    return reply.type(ctx.metrics.registry.contentType).send(await ctx.metrics.registry.metrics());
  });

  // Swagger UI draws its icons from data: URIs and sets no inline scripts: this CSP, sent on the
  // pages under API_DOCS_PATH only, allows that and nothing from other origins (no online
  // validator); the app's own pages keep theirs.
  await app.register(swaggerUi, {
    routePrefix: API_DOCS_PATH,
    uiConfig: { validatorUrl: null, deepLinking: true },
    staticCSP: DOCS_CSP,
  });
}
