import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { profileMessages, systemContract as api } from '@hireloop/shared';
import { routeSchema } from '../../lib/contract-route';
import { notFound } from '../../lib/errors';
import type { ServiceContext } from '../../services/context';

/** Pictures (avatars, logos) are public; their names are random and they never change. */
export function uploadRoutes(ctx: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/images/:name', { schema: routeSchema(api.image) }, async (req, reply) => {
      const file = await ctx.storage.get(`images/${req.params.name}`);
      if (!file) throw notFound(profileMessages.fileMissing);
      return reply
        .header('content-type', 'image/webp')
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('content-length', file.size)
        .send(file.body);
    });
  };
}
