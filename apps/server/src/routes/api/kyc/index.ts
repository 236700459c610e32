import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../../plugins/authenticate';
import type { ServiceContext } from '../../../services/context';
import { kycStatus, saveKycData, setKycStatus } from '../../../services/kyc/kyc';

/** The spec's payload; the PAN and name checked are the ones saved with PUT /data. */
const statusBody = z.object({
  kycCompleted: z.boolean({ error: 'kycCompleted must be true or false' }),
});

const dataBody = z.object({
  name: z.string().trim().min(1, 'Name is required').max(200),
  dob: z.string().trim().min(1, 'Date of birth is required').max(40),
  gender: z.string().max(40).optional(),
  pan: z.string().max(20),
});

/** The identity check, for job seekers only. */
export function kycRoutes(ctx: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', app.authenticate);

    app.get('/status', async (req) => kycStatus(requireUser(req, 'jobseeker')));

    app.put('/status', { schema: { body: statusBody } }, (req) =>
      setKycStatus(ctx, requireUser(req, 'jobseeker'), req.body),
    );

    app.put('/data', { schema: { body: dataBody } }, (req) =>
      saveKycData(ctx, requireUser(req, 'jobseeker'), req.body),
    );
  };
}
