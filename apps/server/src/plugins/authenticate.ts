import type { FastifyInstance, FastifyRequest } from 'fastify';
import { serverMessages, type Role } from '@hireloop/shared';
import type { UserRow } from '../db/schema';
import { forbidden, unauthorized } from '../lib/errors';
import type { ServiceContext } from '../services/context';
import { liveSessionUser, verifyAccessToken } from '../services/auth/tokens';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, set by `authenticate` (or `identify` when a token was sent). */
    user: UserRow | null;
    sessionId: string | null;
  }
}

function bearer(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return null;
  return header.slice(7).trim() || null;
}

/** Who is calling, from the access token only; a revoked login is nobody. */
async function resolveUser(ctx: ServiceContext, token: string) {
  const claims = await verifyAccessToken(ctx, token);
  const user = await liveSessionUser(ctx.db, claims.userId, claims.sessionId);
  if (!user) throw unauthorized(serverMessages.sessionExpired);
  return { user, sessionId: claims.sessionId };
}

export function registerAuthentication(app: FastifyInstance, ctx: ServiceContext): void {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionId', null);
  app.decorate('authenticate', async (request: FastifyRequest) => {
    const token = bearer(request);
    if (!token) throw unauthorized(serverMessages.notSignedIn);
    const found = await resolveUser(ctx, token);
    request.user = found.user;
    request.sessionId = found.sessionId;
  });
  app.decorate('identify', async (request: FastifyRequest) => {
    const token = bearer(request);
    if (!token) return;
    try {
      const found = await resolveUser(ctx, token);
      request.user = found.user;
      request.sessionId = found.sessionId;
    } catch {
      // An expired token on a public page is the same as no token.
    }
  });
}

/**
 * The signed-in user, or a 401; with a role, a 403 for anyone else, with `forbiddenMessage` where the
 * product words that refusal itself (applying as an employer).
 */
export function requireUser(
  request: FastifyRequest,
  role?: Role,
  forbiddenMessage: string = serverMessages.forbidden,
): UserRow {
  if (!request.user) throw unauthorized(serverMessages.notSignedIn);
  if (role && request.user.role !== role) throw forbidden(forbiddenMessage);
  return request.user;
}

declare module 'fastify' {
  interface FastifyInstance {
    authenticate(request: FastifyRequest): Promise<void>;
    identify(request: FastifyRequest): Promise<void>;
  }
}
