import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PRODUCT_NAME, systemContract as api } from '@hireloop/shared';
import { routeSchema } from '../../lib/contract-route';
import type { ServiceContext } from '../../services/context';

/** Liveness and readiness for orchestrators and balancers, and the settings the web app needs at start. */
export function systemRoutes(ctx: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    // Alive means the event loop answers: restarting the process would not fix a database outage.
    app.get('/health', { schema: routeSchema(api.health) }, () => ({ status: 'ok' as const }));

    app.get('/ready', { schema: routeSchema(api.ready) }, async (_req, reply) => {
      const report = await ctx.readiness.report();
      return reply.status(report.status === 'ready' ? 200 : 503).send(report);
    });

    app.get('/config', { schema: routeSchema(api.config) }, async () => ({
      productName: PRODUCT_NAME,
      kycSimulation: ctx.config.kycSimulation,
    }));
  };
}
