import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { profileContract as api, profileMessages } from '@hireloop/shared';
import { routeSchema } from '../../../lib/contract-route';
import { notFound } from '../../../lib/errors';
import type { ServiceContext } from '../../../services/context';
import { readResumeByViewLink } from '../../../services/profile/resume-view-link';
import { sendResumeFile } from './resume-file-reply';

/**
 * GET {view link}: a PDF resume for the browser's own viewer in a frame, which cannot send the
 * bearer token; the signed token in the query stands for it. The path's last segment is the file's
 * name, for the viewer's title only.
 */
export function resumeViewRoutes(ctx: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/:fileName',
      {
        schema: routeSchema(api.viewResume),
        // A malformed link is answered like an expired or a foreign one.
        schemaErrorFormatter: () => notFound(profileMessages.noFileToDownload),
      },
      async (req, reply) => sendResumeFile(reply, await readResumeByViewLink(ctx, req.query.token), 'inline'),
    );
  };
}
