import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  applicantToolsMessages,
  applicationMessages,
  applicationsContract as api,
  jobMessages,
} from '@hireloop/shared';
import { routeSchema } from '../../../lib/contract-route';
import { malformedIdIsNotFound } from '../../../lib/id-params';
import { requireUser } from '../../../plugins/authenticate';
import {
  addApplicantNote,
  deleteApplicantNote,
  listApplicantNotes,
} from '../../../services/applications/applicant-notes';
import { applyToJob } from '../../../services/applications/apply-to-job';
import { bulkUpdateApplicationStatus } from '../../../services/applications/bulk-update-status';
import { exportApplicantsCsv } from '../../../services/applications/export-applicants-csv';
import { listApplicantsPage } from '../../../services/applications/list-applicants-page';
import { previewMatch } from '../../../services/applications/preview-match';
import { listJobApplications, listMyApplications } from '../../../services/applications/list-applications';
import { updateApplicationStatus } from '../../../services/applications/update-status';
import { withdrawApplication } from '../../../services/applications/withdraw-application';
import type { ServiceContext } from '../../../services/context';

export function applicationRoutes(ctx: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', app.authenticate);
    // Every id here is a job's, except the application's in /:id/status, /:id/notes and /:id/withdraw.
    app.setSchemaErrorFormatter(malformedIdIsNotFound(jobMessages.jobNotFound));

    app.get('/my', { schema: routeSchema(api.mine) }, (req) =>
      listMyApplications(ctx, requireUser(req, 'jobseeker')),
    );

    // How the signed-in job seeker matches a job, before or after applying.
    app.get('/match/:id', { schema: routeSchema(api.match) }, (req) =>
      previewMatch(ctx, requireUser(req, 'jobseeker'), req.params.id),
    );

    app.get('/job/:id', { schema: routeSchema(api.ofJob) }, (req) =>
      listJobApplications(ctx, requireUser(req, 'employer'), req.params.id, req.query),
    );

    // The employer's screen: one page of summary rows, with the total and counts per status.
    app.get('/job/:id/page', { schema: routeSchema(api.applicantsPage) }, async (req, reply) => {
      const page = await listApplicantsPage(ctx, requireUser(req, 'employer'), req.params.id, req.query);
      return reply.header('cache-control', 'no-store').send(page);
    });

    // The list's filters as a CSV file; the name is ASCII only (the service makes it).
    app.get('/job/:id/export', { schema: routeSchema(api.exportCsv) }, async (req, reply) => {
      const file = await exportApplicantsCsv(ctx, requireUser(req, 'employer'), req.params.id, req.query);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(file.body);
    });

    app.get('/:id/applications-with-score', { schema: routeSchema(api.withScore) }, async (req, reply) => {
      const list = await listJobApplications(ctx, requireUser(req, 'employer'), req.params.id, req.query);
      return reply.header('cache-control', 'no-store').send(list);
    });

    // Applying: the id is the job's. An employer is told who may apply (docs/product.md section 6).
    app.post('/:id', { schema: routeSchema(api.apply) }, async (req, reply) => {
      const applicant = requireUser(req, 'jobseeker', applicationMessages.jobSeekersOnly);
      const application = await applyToJob(ctx, applicant, req.params.id, req.body ?? {});
      return reply.status(201).send({ success: true, message: applicationMessages.applied, application });
    });

    app.post('/bulk-status', { schema: routeSchema(api.bulkStatus) }, (req) =>
      bulkUpdateApplicationStatus(ctx, requireUser(req, 'employer'), req.body),
    );

    const applicationIdIsNotFound = malformedIdIsNotFound(applicationMessages.applicationNotFound);
    app.get(
      '/:id/notes',
      { schema: routeSchema(api.notes), schemaErrorFormatter: applicationIdIsNotFound },
      async (req, reply) => {
        const notes = await listApplicantNotes(ctx, requireUser(req, 'employer'), req.params.id);
        return reply.header('cache-control', 'private, no-store').send({ notes });
      },
    );
    app.post(
      '/:id/notes',
      { schema: routeSchema(api.addNote), schemaErrorFormatter: applicationIdIsNotFound },
      async (req, reply) => {
        const note = await addApplicantNote(ctx, requireUser(req, 'employer'), req.params.id, req.body);
        return reply.status(201).send({ success: true, message: applicantToolsMessages.noteAdded, note });
      },
    );
    app.delete(
      '/:id/notes/:noteId',
      { schema: routeSchema(api.deleteNote), schemaErrorFormatter: applicationIdIsNotFound },
      async (req) => {
        await deleteApplicantNote(ctx, requireUser(req, 'employer'), req.params.id, req.params.noteId);
        return { success: true as const, message: applicantToolsMessages.noteDeleted };
      },
    );

    // Withdrawing: the id is the application's.
    app.post(
      '/:id/withdraw',
      {
        schema: routeSchema(api.withdraw),
        schemaErrorFormatter: applicationIdIsNotFound,
      },
      async (req) => {
        const application = await withdrawApplication(ctx, requireUser(req, 'jobseeker'), req.params.id);
        return { success: true, message: applicationMessages.withdrawn, application };
      },
    );

    for (const method of api.updateStatus.method) {
      app.route({
        method,
        url: '/:id/status',
        schema: routeSchema(api.updateStatus),
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
