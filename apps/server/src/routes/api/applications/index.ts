import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  applicantsPageQuerySchema,
  applicationMessages,
  jobMessages,
  statusUpdateSchema,
} from '@hireloop/shared';
import { idParams, malformedIdIsNotFound } from '../../../lib/id-params';
import { requireUser } from '../../../plugins/authenticate';
import { applyToJob } from '../../../services/applications/apply-to-job';
import { listApplicantsPage } from '../../../services/applications/list-applicants-page';
import { previewMatch } from '../../../services/applications/preview-match';
import { listJobApplications, listMyApplications } from '../../../services/applications/list-applications';
import { updateApplicationStatus } from '../../../services/applications/update-status';
import type { ServiceContext } from '../../../services/context';

export function applicationRoutes(ctx: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', app.authenticate);
    // Every id here is a job's, except the application's in /:id/status.
    app.setSchemaErrorFormatter(malformedIdIsNotFound(jobMessages.jobNotFound));

    app.get('/my', (req) => listMyApplications(ctx, requireUser(req, 'jobseeker')));

    // How the signed-in job seeker matches a job, before or after applying.
    app.get('/match/:id', { schema: { params: idParams } }, (req) =>
      previewMatch(ctx, requireUser(req, 'jobseeker'), req.params.id),
    );

    app.get('/job/:id', { schema: { params: idParams } }, (req) =>
      listJobApplications(ctx, requireUser(req, 'employer'), req.params.id),
    );

    // The employer's screen: one page of summary rows, with the total and counts per status.
    app.get(
      '/job/:id/page',
      { schema: { params: idParams, querystring: applicantsPageQuerySchema } },
      async (req, reply) => {
        const page = await listApplicantsPage(ctx, requireUser(req, 'employer'), req.params.id, req.query);
        return reply.header('cache-control', 'no-store').send(page);
      },
    );

    app.get('/:id/applications-with-score', { schema: { params: idParams } }, async (req, reply) => {
      const list = await listJobApplications(ctx, requireUser(req, 'employer'), req.params.id);
      return reply.header('cache-control', 'no-store').send(list);
    });

    // Applying: the id is the job's.
    app.post('/:id', { schema: { params: idParams } }, async (req, reply) => {
      const application = await applyToJob(ctx, requireUser(req), req.params.id);
      return reply.status(201).send({ success: true, message: applicationMessages.applied, application });
    });

    for (const method of ['PUT', 'PATCH'] as const) {
      app.route({
        method,
        url: '/:id/status',
        schema: { params: idParams, body: statusUpdateSchema },
        schemaErrorFormatter: malformedIdIsNotFound(applicationMessages.applicationNotFound),
        handler: async (req) => {
          const application = await updateApplicationStatus(
            ctx,
            requireUser(req, 'employer'),
            req.params.id,
            req.body.status,
          );
          return { success: true, message: applicationMessages.statusUpdated, application };
        },
      });
    }
  };
}
