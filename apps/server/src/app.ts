import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { PRODUCT_NAME, RESUME_MAX_BYTES } from '@hireloop/shared';
import type { Config } from './config';
import type { Database } from './db/client';
import { BackgroundWork } from './lib/background-work';
import { trustProxyOption } from './lib/client-address';
import { type Clock, systemClock } from './lib/clock';
import { describeQueryFailure } from './lib/database-failure';
import { type Mailer, outboxMailer, smtpMailer } from './lib/mailer';
import { LiveEvents } from './lib/live-events';
import { Metrics } from './lib/metrics';
import { Readiness } from './lib/readiness';
import { requestIdOf } from './lib/request-id';
import { serializeRequest } from './lib/request-log';
import { openStorage } from './lib/open-storage';
import type { FileStorage } from './lib/storage';
import { loadWebPages } from './lib/web-pages';
import { registerAuthentication } from './plugins/authenticate';
import { registerErrorHandler } from './plugins/error-handler';
import { registerOperations } from './plugins/operations';
import { registerRateLimit } from './plugins/rate-limit';
import { registerNulRejection } from './plugins/reject-nul';
import { analyticsRoutes } from './routes/api/analytics';
import { applicationRoutes } from './routes/api/applications';
import { authRoutes } from './routes/api/auth';
import { accountRoutes } from './routes/api/account';
import { jobAlertRoutes } from './routes/api/alerts';
import { companyRoutes } from './routes/api/companies';
import { jobRoutes } from './routes/api/jobs';
import { kycRoutes } from './routes/api/kyc';
import { notificationRoutes } from './routes/api/notifications';
import { savedJobRoutes } from './routes/api/save-jobs';
import { userRoutes } from './routes/api/user';
import { resumeViewRoutes } from './routes/api/user/resume-view';
import { uploadRoutes } from './routes/uploads';
import { systemRoutes } from './routes/api/system';
import { backgroundHandlers } from './services/background-handlers';
import { extractResumeText, type ExtractText } from './services/files/extract-text';
import { reindexJobs } from './services/search';
import { scheduleEmbeddedVacuum } from './db/embedded-vacuum';
import type { ServiceContext } from './services/context';
import { RESUME_VIEW_ROUTE } from './services/profile/resume-view-link';
import { scheduleImageCollection } from './services/profile/uploaded-images';
import { scheduleAlertSweep } from './services/job-alerts/sweep-alerts';

declare module 'fastify' {
  interface FastifyInstance {
    backgroundWork: BackgroundWork;
  }
}

export interface AppOptions {
  config: Config;
  database: Database;
  clock?: Clock;
  mailer?: Mailer;
  storage?: FileStorage;
  /** Where the built web app is; served with a fallback to index.html for client-side routes. */
  webDist?: string | null;
  /** Where log lines go (standard output when unset); tests read what the logs keep. */
  logStream?: Writable;
  /** How long a client may take to send a whole request; shortened by tests. */
  requestTimeoutMs?: number;
  /** How often a notification stream sends its heartbeat and checks its login; shortened by tests. */
  notificationHeartbeatMs?: number;
  /** Reads resume text; tests put one whose workers are all taken. */
  extractText?: ExtractText;
}

/**
 * A client must send a whole request, headers and body, within this time, or gets a 408: slow
 * senders cannot hold connections open for ever. A 10 MB resume needs about 170 KB/s.
 */
export const REQUEST_TIMEOUT_MS = 60_000;
/** Headers alone are small: a client still sending them after this is stalling on purpose. */
const HEADERS_TIMEOUT_MS = 20_000;

const here = path.dirname(fileURLToPath(import.meta.url));
export const DEFAULT_WEB_DIST = path.resolve(here, '../../web/dist');

/**
 * Files under assets/ carry a hash of their content in their name, so a browser may keep them for
 * a year without asking again; everything else (index.html above all, which names the current
 * assets) is revalidated on every use, so a new release shows at the next visit.
 */
function isHashedAsset(webDist: string, filePath: string): boolean {
  const relative = path.relative(webDist, filePath).split(path.sep);
  return relative[0] === 'assets' && relative.length > 1;
}

/**
 * Headers that speak to a document (its policy, framing, referrers...), which helmet sets on every
 * answer: on a script or stylesheet they do nothing, and they were 0.9 KB of the 1.2 KB of headers of
 * each of the 37 files a job page loads, uncompressed over HTTP/1.1. nosniff and the resource policy
 * stay: they are the ones that guard a script.
 */
const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'strict-transport-security',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

function setWebAssetHeaders(reply: FastifyReply, webDist: string, filePath: string): void {
  if (!isHashedAsset(webDist, filePath)) {
    reply.header('cache-control', 'no-cache');
    return;
  }
  reply.header('cache-control', 'public, max-age=31536000, immutable');
  for (const name of DOCUMENT_ONLY_HEADERS) reply.removeHeader(name);
}

/** Builds the whole application without listening, so tests can drive it with inject(). */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const requestTimeout = options.requestTimeoutMs ?? REQUEST_TIMEOUT_MS;
  const app = Fastify({
    logger: {
      level: config.logLevel,
      serializers: { req: serializeRequest },
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    // X-Forwarded-For is believed only from the proxies the operator names: anyone else could
    // pick the address the per-address limits count.
    trustProxy: trustProxyOption(config.trustProxy),
    // Every log line of a request carries its id (reqId), also sent back as X-Request-Id.
    requestIdHeader: false,
    genReqId: requestIdOf,
    bodyLimit: 1024 * 1024,
    requestTimeout,
    // Node enforces these only when given at creation, and checks every connectionsCheckingInterval.
    http: {
      requestTimeout,
      headersTimeout: Math.min(HEADERS_TIMEOUT_MS, requestTimeout),
      connectionsCheckingInterval: Math.min(5_000, requestTimeout / 4),
    },
    // A socket with no traffic at all, even while its request is being handled, is dropped.
    connectionTimeout: 2 * requestTimeout,
    // Longer than the 60 s idle timeout of common load balancers, so the app never closes a
    // kept-alive connection the balancer is about to reuse.
    keepAliveTimeout: 72_000,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const clock = options.clock ?? systemClock;
  const store = await openStorage(config, options.storage);
  app.addHook('onReady', () => store.check());
  app.addHook('onClose', async () => store.close());
  const mailer =
    options.mailer ??
    (config.smtpUrl
      ? smtpMailer(config.smtpUrl, config.mailFrom)
      : outboxMailer(config.dataDir, config.mailFrom, app.log));
  const extractText = options.extractText ?? extractResumeText;
  const work = new BackgroundWork(
    database.db,
    clock,
    app.log,
    backgroundHandlers({
      db: database.db,
      clock,
      config,
      mailer,
      storage: store.storage,
      extractText,
      log: app.log,
    }),
    { claimDelayMs: config.backgroundWorkClaimDelayMs, soleProcess: database.kind === 'pglite' },
  );
  const ctx: ServiceContext = {
    db: database.db,
    clock,
    config,
    mailer,
    storage: store.storage,
    extractText,
    work,
    log: app.log,
    readiness: new Readiness(app.log, clock),
    metrics: new Metrics(),
    live: new LiveEvents(database, app.log),
  };
  if (store.readinessCheck) ctx.readiness.add(store.readinessCheck);
  app.decorate('backgroundWork', work);
  app.addHook('onReady', () => work.start());
  // Stops claiming and finishes the job in hand; what is still pending waits in the database.
  app.addHook('onClose', () => work.stop());
  app.addHook('onReady', () => ctx.live.start());
  app.addHook('onClose', () => ctx.live.stop());
  let stopImageCollection: (() => Promise<void>) | undefined;
  let stopAlertSweep: (() => Promise<void>) | undefined;
  let stopVacuum: (() => Promise<void>) | undefined;
  let reindexing: Promise<unknown> = Promise.resolve();
  app.addHook('onReady', async () => {
    stopImageCollection = scheduleImageCollection(ctx);
    stopAlertSweep = scheduleAlertSweep(ctx);
    stopVacuum = scheduleEmbeddedVacuum(database, app.log);
    // Jobs indexed under an older lexicon are indexed again in the background; search works meanwhile.
    reindexing = reindexJobs(ctx.db).then(
      (n) => n > 0 && app.log.info({ jobs: n }, 'search documents rewritten for the current lexicon'),
      (err: unknown) => app.log.error({ err: describeQueryFailure(err) ?? err }, 'search reindex failed'),
    );
  });
  app.addHook('onClose', () => reindexing);
  app.addHook('onClose', () => stopImageCollection?.());
  app.addHook('onClose', () => stopAlertSweep?.());
  app.addHook('onClose', () => stopVacuum?.());

  const webDist = options.webDist === undefined ? DEFAULT_WEB_DIST : options.webDist;
  const webPages = webDist && existsSync(path.join(webDist, 'index.html')) ? loadWebPages(webDist) : null;
  // A listening server has its pages compressed before its first visitors ask (tests that inject skip it).
  if (webPages)
    app.addHook('onListen', () => {
      webPages.warm().catch((err: unknown) => app.log.warn({ err }, 'web pages not compressed ahead'));
    });
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // index.html's own inline script (the theme and the page's first API requests) by its hash.
        scriptSrc: ["'self'", ...(webPages?.scriptHashes ?? [])],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'blob:'],
        // Resume previews frame their same-origin view links.
        frameSrc: ["'self'"],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(multipart, { limits: { fileSize: RESUME_MAX_BYTES, files: 1 } });
  await app.register(swagger, {
    openapi: { info: { title: `${PRODUCT_NAME} API`, version: '1.0.0' } },
    transform: jsonSchemaTransform,
  });

  if (webPages)
    await app.register(fastifyStatic, {
      root: webDist!,
      wildcard: false,
      index: false,
      // The build writes a .br and a .gz beside each file; the client gets the one it accepts.
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, filePath) => setWebAssetHeaders(reply, webDist!, filePath),
      // Source maps stay on disk for debugging; served, they would publish the original sources.
      // The build manifest (.vite/) only serves `npm run bench web`.
      allowedPath: (pathName) => !pathName.endsWith('.map') && !pathName.startsWith('/.vite/'),
    });
  registerErrorHandler(app, { webPages });
  await registerOperations(app, ctx, database);
  // After the request-id hook (a 429 carries its id), before the routes' sign-in hooks.
  await registerRateLimit(app, config, ctx.readiness);
  registerAuthentication(app, ctx);
  registerNulRejection(app);

  await app.register(systemRoutes(ctx), { prefix: '/api' });
  await app.register(authRoutes(ctx), { prefix: '/api/auth' });
  await app.register(accountRoutes(ctx), { prefix: '/api/account' });
  await app.register(jobAlertRoutes(ctx), { prefix: '/api/alerts' });
  await app.register(kycRoutes(ctx), { prefix: '/api/kyc' });
  await app.register(jobRoutes(ctx), { prefix: '/api/jobs' });
  await app.register(savedJobRoutes(ctx), { prefix: '/api/save-jobs' });
  await app.register(companyRoutes(ctx), { prefix: '/api/companies' });
  await app.register(userRoutes(ctx), { prefix: '/api/user' });
  // Outside userRoutes: a view link is opened by a frame, without the bearer token.
  await app.register(resumeViewRoutes(ctx), { prefix: RESUME_VIEW_ROUTE });
  await app.register(applicationRoutes(ctx), { prefix: '/api/applications' });
  await app.register(analyticsRoutes(ctx), { prefix: '/api/analytics' });
  await app.register(notificationRoutes(ctx, options.notificationHeartbeatMs), {
    prefix: '/api/notifications',
  });
  await app.register(uploadRoutes(ctx), { prefix: '/uploads' });
  app.get('/api/openapi.json', { schema: { hide: true } }, () => app.swagger());
  return app;
}
