import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { profileMessages } from '@hireloop/shared';
import { notFound } from '../../lib/errors';
import type { ServiceContext } from '../../services/context';

/** Pictures (avatars, logos) are public; their names are random and they never change. */
export function uploadRoutes(ctx: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/images/:name',
      { schema: { params: z.object({ name: z.string().regex(/^[A-Za-z0-9_-]+\.webp$/) }) } },
      async (req, reply) => {
        const data = await ctx.storage.get(`images/${req.params.name}`);
        if (!data) throw notFound(profileMessages.fileMissing);
        return reply
          .header('content-type', 'image/webp')
          .header('x-content-type-options', 'nosniff')
          .header('cache-control', 'public, max-age=31536000, immutable')
          .send(data);
      },
    );
  };
}
