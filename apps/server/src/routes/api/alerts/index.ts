import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { jobAlertMessages, jobAlertsContract as api } from '@hireloop/shared';
import { routeSchema } from '../../../lib/contract-route';
import { malformedIdIsNotFound } from '../../../lib/id-params';
import { requireUser } from '../../../plugins/authenticate';
import type { ServiceContext } from '../../../services/context';
import {
  createAlert,
  deleteAlert,
  listAlerts,
  updateAlert,
} from '../../../services/job-alerts/manage-alerts';
import { unsubscribeFromAlert, unsubscribeTarget } from '../../../services/job-alerts/unsubscribe';

/** The signed-in job seeker's job alerts, and the unsubscribe link of their mails (ADR 0023). */
export function jobAlertRoutes(ctx: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.setSchemaErrorFormatter(malformedIdIsNotFound(jobAlertMessages.notFound));
    // Mail clients send the one-click POST of RFC 8058 as a form (List-Unsubscribe=One-Click); the
    // body says nothing the token in the query does not, so it is read and dropped.
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_req, _body, done) => done(null, undefined),
    );
    const signedIn = { onRequest: app.authenticate };

    app.get('/', { ...signedIn, schema: routeSchema(api.list) }, (req) =>
      listAlerts(ctx, requireUser(req, 'jobseeker')),
    );

    app.post('/', { ...signedIn, schema: routeSchema(api.create) }, async (req, reply) => {
      const alert = await createAlert(ctx, requireUser(req, 'jobseeker'), req.body);
      return reply.code(201).send({ success: true as const, message: jobAlertMessages.created, alert });
    });

    app.put('/:id', { ...signedIn, schema: routeSchema(api.update) }, async (req) => ({
      success: true as const,
      message: jobAlertMessages.updated,
      alert: await updateAlert(ctx, requireUser(req, 'jobseeker'), req.params.id, req.body),
    }));

    app.delete('/:id', { ...signedIn, schema: routeSchema(api.remove) }, async (req) => {
      await deleteAlert(ctx, requireUser(req, 'jobseeker'), req.params.id);
      return { success: true as const, message: jobAlertMessages.deleted };
    });

    // Without signing in: the signed token is the proof.
    app.get('/unsubscribe', { schema: routeSchema(api.unsubscribeTarget) }, async (req) => ({
      success: true as const,
      message: '',
      alert: await unsubscribeTarget(ctx, req.query.token),
    }));

    app.post('/unsubscribe', { schema: routeSchema(api.unsubscribe) }, async (req) => ({
      success: true as const,
      message: jobAlertMessages.unsubscribed,
      alert: await unsubscribeFromAlert(ctx, req.query.token),
    }));
  };
}
