import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { jobMessages, jobsContract as api } from '@hireloop/shared';
import { requireUser } from '../../../plugins/authenticate';
import type { ServiceContext } from '../../../services/context';
import { getJobForViewer } from '../../../services/jobs/get-job';
import { listEmployerJobs } from '../../../services/jobs/list-employer-jobs';
import { createJob, deleteJob, toggleJobClosed, updateJob } from '../../../services/jobs/manage-jobs';
import { searchJobs } from '../../../services/search';
import { similarJobs } from '../../../services/jobs/similar-jobs';
import { recentlyViewedJobs, recordJobView } from '../../../services/jobs/recently-viewed';
import { notFound } from '../../../lib/errors';
import { malformedIdIsNotFound } from '../../../lib/id-params';
import { routeSchema } from '../../../lib/contract-route';

/** Runs before the body is validated: someone who may not post learns nothing about the form rules. */
const employerOnly = async (req: FastifyRequest) => {
  requireUser(req, 'employer');
};

export function jobRoutes(ctx: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.setSchemaErrorFormatter(malformedIdIsNotFound(jobMessages.jobNotFound));

    // The viewer comes from the token only; a `userId` query parameter is ignored.
    app.get('/', { onRequest: app.identify, schema: routeSchema(api.search) }, (req) =>
      searchJobs(ctx, req.query, req.user),
    );

    app.get(
      '/get-jobs-employer',
      { onRequest: app.authenticate, schema: routeSchema(api.employerJobs) },
      (req) => listEmployerJobs(ctx, requireUser(req, 'employer'), req.query),
    );

    app.get('/:id', { onRequest: app.identify, schema: routeSchema(api.getJob) }, async (req) => {
      const job = await getJobForViewer(ctx, req.params.id, req.user);
      if (!job) throw notFound(jobMessages.jobNotFound);
      return job;
    });

    app.get('/:id/similar', { onRequest: app.identify, schema: routeSchema(api.similar) }, async (req) => {
      const jobs = await similarJobs(ctx, req.params.id, req.user);
      if (!jobs) throw notFound(jobMessages.jobNotFound);
      return { jobs };
    });

    // Job seekers only: visitors and employers have no "Recently viewed".
    app.post(
      '/:id/view',
      { onRequest: app.authenticate, schema: routeSchema(api.recordView) },
      async (req) => {
        const viewedAt = await recordJobView(ctx, requireUser(req, 'jobseeker'), req.params.id);
        if (!viewedAt) throw notFound(jobMessages.jobNotFound);
        return { viewedAt: viewedAt.toISOString() };
      },
    );

    app.get(
      '/recently-viewed',
      { onRequest: app.authenticate, schema: routeSchema(api.recentlyViewed) },
      async (req) => ({ jobs: await recentlyViewedJobs(ctx, requireUser(req, 'jobseeker')) }),
    );

    app.post(
      '/',
      { onRequest: [app.authenticate, employerOnly], schema: routeSchema(api.create) },
      async (req, reply) => {
        const job = await createJob(ctx, requireUser(req, 'employer'), req.body);
        return reply.status(201).send({ success: true, message: jobMessages.posted, job });
      },
    );

    app.put(
      '/:id',
      { onRequest: [app.authenticate, employerOnly], schema: routeSchema(api.update) },
      async (req) => {
        const job = await updateJob(ctx, requireUser(req, 'employer'), req.params.id, req.body);
        return { success: true, message: jobMessages.updated, job };
      },
    );

    for (const method of api.toggleClose.method) {
      app.route({
        method,
        url: '/:id/toggle-close',
        onRequest: app.authenticate,
        schema: routeSchema(api.toggleClose),
        handler: async (req) => {
          const job = await toggleJobClosed(ctx, requireUser(req, 'employer'), req.params.id);
          return { success: true, message: job.isClosed ? jobMessages.closed : jobMessages.reopened, job };
        },
      });
    }

    app.delete('/:id', { onRequest: app.authenticate, schema: routeSchema(api.remove) }, async (req) => {
      await deleteJob(ctx, requireUser(req, 'employer'), req.params.id);
      return { success: true, message: jobMessages.deleted };
    });
  };
}
