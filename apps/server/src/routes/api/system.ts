import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PRODUCT_NAME } from '@hireloop/shared';
import type { Database } from '../../db/client';
import type { ServiceContext } from '../../services/context';

/** Health for load balancers, and the settings the web app needs at start. */
export function systemRoutes(ctx: ServiceContext, database: Pick<Database, 'ping'>): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/health', async (_req, reply) => {
      const up = await database.ping();
      return reply
        .status(up ? 200 : 503)
        .send(up ? { status: 'ok', database: 'up' } : { status: 'error', database: 'down' });
    });

    app.get('/config', async () => ({ productName: PRODUCT_NAME, kycSimulation: ctx.config.kycSimulation }));
  };
}
