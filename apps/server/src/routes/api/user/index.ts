import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idSchema, profileMessages, profileUpdateSchema, RESUME_MAX_BYTES } from '@hireloop/shared';
import { idParams, malformedIdIsNotFound } from '../../../lib/id-params';
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

    app.put('/profile', { schema: { body: profileUpdateSchema } }, async (req) => {
      const user = toUser(await updateProfile(ctx, requireUser(req), req.body));
      return { success: true, message: profileMessages.profileUpdated, user, ...user };
    });

    app.post('/resume', async (req) => {
      const upload = await readUpload(req, 'resume', RESUME_MAX_BYTES, profileMessages.resumeTooLarge);
      const { user, resume } = await uploadResume(ctx, requireUser(req), upload.data, upload.fileName);
      return { success: true, message: profileMessages.resumeUploaded, resume, user: toUser(user) };
    });

    app.delete('/resume', async (req) => {
      const user = await deleteResume(ctx, requireUser(req));
      return { success: true, message: profileMessages.resumeDeleted, user: toUser(user) };
    });

    app.get(
      '/resume/file/:fileId',
      {
        schema: { params: z.object({ fileId: idSchema }) },
        schemaErrorFormatter: malformedIdIsNotFound(profileMessages.noFileToDownload),
      },
      async (req, reply) =>
        sendResumeFile(reply, await readResume(ctx, requireUser(req), req.params.fileId), 'attachment'),
    );

    app.post(
      '/resume/file/:fileId/view-link',
      {
        schema: { params: z.object({ fileId: idSchema }) },
        schemaErrorFormatter: malformedIdIsNotFound(profileMessages.noFileToDownload),
      },
      (req) => createResumeViewLink(ctx, requireUser(req), req.sessionId!, req.params.fileId),
    );

    app.get(
      '/:id',
      {
        schema: { params: idParams },
        schemaErrorFormatter: malformedIdIsNotFound(profileMessages.userNotFound),
      },
      (req) => getApplicantProfile(ctx, requireUser(req), req.params.id),
    );
  };
}
