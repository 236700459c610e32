import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PRODUCT_NAME, systemContract as api } from '@hireloop/shared';
import { routeSchema } from '../../lib/contract-route';
import { hasMetricsToken } from '../../lib/metrics';
import type { ServiceContext } from '../../services/context';

/** Liveness and readiness for orchestrators and balancers, and the settings the web app needs at start. */
export function systemRoutes(ctx: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    // Alive means the event loop answers: restarting the process would not fix a database outage.
    app.get('/health', { schema: routeSchema(api.health) }, () => ({ status: 'ok' as const }));

    // A balancer needs the status code alone; which service is down, and why, names the
    // infrastructure, so only the operator (the metrics token) reads it here; the log has it too.
    app.get('/ready', { schema: routeSchema(api.ready) }, async (req, reply) => {
      const report = await ctx.readiness.report();
      const operator = hasMetricsToken(req.headers.authorization, ctx.config.operations.metricsToken);
      return reply
        .status(report.status === 'ready' ? 200 : 503)
        .send(operator ? report : { status: report.status });
    });

    app.get('/config', { schema: routeSchema(api.config) }, async () => ({
      productName: PRODUCT_NAME,
      kycSimulation: ctx.config.kycSimulation,
    }));
  };
}
