import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { PRODUCT_NAME, serverMessages } from '@hireloop/shared';
import type { Config } from './config';
import type { Database } from './db/client';
import { type Clock, systemClock } from './lib/clock';
import { type Mailer, outboxMailer, smtpMailer } from './lib/mailer';
import { registerAuthentication } from './plugins/authenticate';
import { registerErrorHandler } from './plugins/error-handler';
import { authRoutes } from './routes/api/auth';
import { kycRoutes } from './routes/api/kyc';
import { systemRoutes } from './routes/api/system';
import type { ServiceContext } from './services/context';

export interface AppOptions {
  config: Config;
  database: Database;
  clock?: Clock;
  mailer?: Mailer;
  /** Where the built web app is; served with a fallback to index.html for client-side routes. */
  webDist?: string | null;
}

const here = path.dirname(fileURLToPath(import.meta.url));
export const DEFAULT_WEB_DIST = path.resolve(here, '../../web/dist');

/** Builds the whole application without listening, so tests can drive it with inject(). */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    logger: { level: config.logLevel, redact: ['req.headers.authorization', 'req.body.password'] },
    trustProxy: true,
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const ctx: ServiceContext = {
    db: database.db,
    clock: options.clock ?? systemClock,
    config,
    mailer:
      options.mailer ??
      (config.smtpUrl ? smtpMailer(config.smtpUrl, config.mailFrom) : outboxMailer(config.dataDir, config.mailFrom, app.log)),
    log: app.log,
  };

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'blob:'],
        frameSrc: ["'self'", 'blob:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(rateLimit, {
    max: 1200 * config.rateLimitMultiplier,
    timeWindow: '1 minute',
    allowList: (req) => !req.url.startsWith('/api/'),
    errorResponseBuilder: () => ({ statusCode: 429, message: serverMessages.tooManyAttempts }),
  });
  await app.register(swagger, {
    openapi: { info: { title: `${PRODUCT_NAME} API`, version: '1.0.0' } },
    transform: jsonSchemaTransform,
  });

  registerErrorHandler(app);
  registerAuthentication(app, ctx);

  await app.register(systemRoutes(ctx, database), { prefix: '/api' });
  await app.register(authRoutes(ctx), { prefix: '/api/auth' });
  await app.register(kycRoutes(ctx), { prefix: '/api/kyc' });
  app.get('/api/openapi.json', { schema: { hide: true } }, () => app.swagger());

  const webDist = options.webDist === undefined ? DEFAULT_WEB_DIST : options.webDist;
  if (webDist && existsSync(path.join(webDist, 'index.html'))) serveWebApp(app, webDist);
  return app;
}

/** Every path outside /api that is not a file gets index.html, so client-side routes deep-link. */
function serveWebApp(app: FastifyInstance, root: string): void {
  app.register(fastifyStatic, { root, wildcard: false, index: false, maxAge: '1h' });
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (pathname.startsWith('/api/') || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.status(404).send({ message: `${serverMessages.notFound}: ${request.method} ${pathname}` });
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
