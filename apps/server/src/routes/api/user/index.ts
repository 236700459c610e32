import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { profileContract as api, profileMessages, RESUME_MAX_BYTES } from '@hireloop/shared';
import { routeSchema } from '../../../lib/contract-route';
import { malformedIdIsNotFound } from '../../../lib/id-params';
import { readUpload } from '../../../lib/read-upload';
import { requireUser } from '../../../plugins/authenticate';
import type { ServiceContext } from '../../../services/context';
import { getApplicantProfile } from '../../../services/profile/get-applicant-profile';
import { deleteResume, readResume, uploadResume } from '../../../services/profile/resume';
import { createResumeViewLink } from '../../../services/profile/resume-view-link';
import { updateProfile } from '../../../services/profile/update-profile';
import { toUser } from '../../../services/users/to-user';
import { sendResumeFile } from './resume-file-reply';

export function userRoutes(ctx: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', app.authenticate);

    app.put('/profile', { schema: routeSchema(api.update) }, async (req) => {
      const user = toUser(await updateProfile(ctx, requireUser(req), req.body));
      return { success: true, message: profileMessages.profileUpdated, user, ...user };
    });

    app.post('/resume', { schema: routeSchema(api.uploadResume) }, async (req) => {
      const upload = await readUpload(req, 'resume', RESUME_MAX_BYTES, profileMessages.resumeTooLarge);
      const { user, resume } = await uploadResume(ctx, requireUser(req), upload.data, upload.fileName);
      return { success: true, message: profileMessages.resumeUploaded, resume, user: toUser(user) };
    });

    app.delete('/resume', { schema: routeSchema(api.deleteResume) }, async (req) => {
      const user = await deleteResume(ctx, requireUser(req));
      return { success: true, message: profileMessages.resumeDeleted, user: toUser(user) };
    });

    app.get(
      '/resume/file/:fileId',
      {
        schema: routeSchema(api.resumeFile),
        schemaErrorFormatter: malformedIdIsNotFound(profileMessages.noFileToDownload),
      },
      async (req, reply) =>
        sendResumeFile(reply, await readResume(ctx, requireUser(req), req.params.fileId), 'attachment'),
    );

    app.post(
      '/resume/file/:fileId/view-link',
      {
        schema: routeSchema(api.resumeViewLink),
        schemaErrorFormatter: malformedIdIsNotFound(profileMessages.noFileToDownload),
      },
      (req) => createResumeViewLink(ctx, requireUser(req), req.sessionId!, req.params.fileId),
    );

    app.get(
      '/:id',
      {
        schema: routeSchema(api.applicant),
        schemaErrorFormatter: malformedIdIsNotFound(profileMessages.userNotFound),
      },
      (req) => getApplicantProfile(ctx, requireUser(req), req.params.id),
    );
  };
}
