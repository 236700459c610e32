import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { analyticsContract as api } from '@hireloop/shared';
import { routeSchema } from '../../../lib/contract-route';
import { requireUser } from '../../../plugins/authenticate';
import { getOverview } from '../../../services/analytics/get-overview';
import type { ServiceContext } from '../../../services/context';

export function analyticsRoutes(ctx: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', app.authenticate);

    // The employer dashboard's numbers (docs/product.md 2.18 and section 3); employers only.
    app.get('/overview', { schema: routeSchema(api.overview) }, (req) =>
      getOverview(ctx, requireUser(req, 'employer')),
    );
  };
}
