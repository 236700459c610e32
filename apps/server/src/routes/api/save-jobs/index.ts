import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { jobMessages, savedJobsContract as api } from '@hireloop/shared';
import { malformedIdIsNotFound } from '../../../lib/id-params';
import { routeSchema } from '../../../lib/contract-route';
import { requireUser } from '../../../plugins/authenticate';
import type { ServiceContext } from '../../../services/context';
import { listSavedJobs, saveJob, unsaveJob } from '../../../services/jobs/saved-jobs';

/** Saved jobs of the signed-in job seeker. */
export function savedJobRoutes(ctx: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', app.authenticate);
    app.setSchemaErrorFormatter(malformedIdIsNotFound(jobMessages.jobNotFound));

    app.get('/my', { schema: routeSchema(api.list) }, (req) =>
      listSavedJobs(ctx, requireUser(req, 'jobseeker')),
    );

    app.post('/:id', { schema: routeSchema(api.save) }, async (req) => {
      await saveJob(ctx, requireUser(req, 'jobseeker'), req.params.id);
      return { success: true, message: jobMessages.saved };
    });

    app.delete('/:id', { schema: routeSchema(api.unsave) }, async (req) => {
      await unsaveJob(ctx, requireUser(req, 'jobseeker'), req.params.id);
      return { success: true, message: jobMessages.unsaved };
    });
  };
}
