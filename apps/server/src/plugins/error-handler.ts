import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { serverMessages } from '@hireloop/shared';
import { describeQueryFailure, isDatabaseUnavailable } from '../lib/database-failure';
import { AppError } from '../lib/errors';
import type { WebPages } from '../lib/web-pages';
import { redactUrl } from '../lib/request-log';

/**
 * Every error leaves as `{ message }`. Client errors say what is wrong; a server error says
 * nothing about the server (no stack, no SQL) but carries the request's id, which the user can
 * quote and every log line of the request holds; it is logged without the data it was handling.
 * A database that cannot be reached is a 503, so clients and balancers retry instead of giving up.
 */
export function registerErrorHandler(app: FastifyInstance, options: { webPages: WebPages | null }): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      const body = { message: error.message };
      return reply
        .status(error.statusCode)
        .send(error.statusCode >= 500 ? { ...body, requestId: request.id } : body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      return reply.status(400).send({ message: first?.message ?? serverMessages.invalidInput });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ message: error.message || serverMessages.invalidInput });
    }
    const route = `${request.method} ${request.routeOptions.url ?? redactUrl(request.url)}`;
    if (isDatabaseUnavailable(error)) {
      request.log.error(
        { route, db: describeQueryFailure(error) ?? { message: error.message } },
        'database unavailable',
      );
      return reply.status(503).send({ message: serverMessages.serviceUnavailable, requestId: request.id });
    }
    const query = describeQueryFailure(error);
    request.log.error(query ? { route, db: query } : { route, err: error }, 'request failed');
    return reply
      .status(status >= 500 && status < 600 ? status : 500)
      .send({ message: serverMessages.internalError, requestId: request.id });
  });

  // Outside /api, a GET for a path that is no file gets index.html (with the preloads of the
  // route's screens), so client-side routes deep-link.
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isPage = request.method === 'GET' || request.method === 'HEAD';
    // A missing hashed asset (a chunk of an older release) is a 404, never a page parsed as code.
    const isAsset =
      pathname.startsWith('/api/') || pathname.startsWith('/assets/') || pathname.endsWith('.map');
    if (options.webPages && isPage && !isAsset) return options.webPages.send(request, reply);
    return reply.status(404).send({ message: `${serverMessages.notFound}: ${request.method} ${pathname}` });
  });
}
