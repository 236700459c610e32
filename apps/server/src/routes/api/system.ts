import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PRODUCT_NAME, systemContract as api } from '@hireloop/shared';
import { routeSchema } from '../../lib/contract-route';
import type { Database } from '../../db/client';
import type { ServiceContext } from '../../services/context';
import { checkHealth } from '../../services/system/check-health';

/** Health for load balancers, and the settings the web app needs at start. */
export function systemRoutes(ctx: ServiceContext, database: Pick<Database, 'ping'>): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/health', { schema: routeSchema(api.health) }, async (_req, reply) => {
      const health = await checkHealth(ctx, database);
      return reply.status(health.status === 'ok' ? 200 : 503).send(health);
    });

    app.get('/config', { schema: routeSchema(api.config) }, async () => ({
      productName: PRODUCT_NAME,
      kycSimulation: ctx.config.kycSimulation,
    }));
  };
}
