import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { companiesContract as api, companyPageMessages } from '@hireloop/shared';
import { notFound } from '../../../lib/errors';
import { malformedIdIsNotFound } from '../../../lib/id-params';
import { routeSchema } from '../../../lib/contract-route';
import type { ServiceContext } from '../../../services/context';
import { getCompanyPage } from '../../../services/companies/get-company-page';

/** The public company page: visitors and signed-in users alike (the viewer only adds job flags). */
export function companyRoutes(ctx: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.setSchemaErrorFormatter(malformedIdIsNotFound(companyPageMessages.companyNotFound));

    app.get('/:id', { onRequest: app.identify, schema: routeSchema(api.get) }, async (req) => {
      const page = await getCompanyPage(ctx, req.params.id, req.user, req.query);
      if (!page) throw notFound(companyPageMessages.companyNotFound);
      return page;
    });
  };
}
