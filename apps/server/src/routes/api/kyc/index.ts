import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { kycContract as api } from '@hireloop/shared';
import { routeSchema } from '../../../lib/contract-route';
import { requireUser } from '../../../plugins/authenticate';
import type { ServiceContext } from '../../../services/context';
import { kycStatus, saveKycData, setKycStatus } from '../../../services/kyc/kyc';

/** The identity check, for job seekers only. */
export function kycRoutes(ctx: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', app.authenticate);

    app.get('/status', { schema: routeSchema(api.status) }, async (req) =>
      kycStatus(requireUser(req, 'jobseeker')),
    );

    app.put('/status', { schema: routeSchema(api.complete) }, (req) =>
      setKycStatus(ctx, requireUser(req, 'jobseeker'), req.body),
    );

    app.put('/data', { schema: routeSchema(api.saveData) }, (req) =>
      saveKycData(ctx, requireUser(req, 'jobseeker'), req.body),
    );
  };
}
