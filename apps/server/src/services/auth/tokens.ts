import { and, eq, isNull } from 'drizzle-orm';
import { jwtVerify, SignJWT } from 'jose';
import {
  ACCESS_TOKEN_MINUTES,
  REFRESH_TOKEN_DAYS_DEFAULT,
  REFRESH_TOKEN_DAYS_REMEMBERED,
  serverMessages,
} from '@hireloop/shared';
import type { Db } from '../../db/client';
import { refreshTokens, sessions, type UserRow } from '../../db/schema';
import { addMinutes } from '../../lib/clock';
import { unauthorized } from '../../lib/errors';
import { randomToken, sha256 } from '../../lib/secrets';
import type { ServiceContext } from '../context';

export interface TokenPair {
  token: string;
  refreshToken: string;
}

export interface AccessClaims {
  userId: string;
  sessionId: string;
}

const key = (secret: string) => new TextEncoder().encode(secret);

async function signAccessToken(ctx: ServiceContext, user: UserRow, sessionId: string): Promise<string> {
  const now = ctx.clock.now();
  return new SignJWT({ role: user.role, sid: sessionId })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(user.id)
    .setIssuedAt(Math.floor(now.getTime() / 1000))
    .setExpirationTime(Math.floor(addMinutes(now, ACCESS_TOKEN_MINUTES).getTime() / 1000))
    .sign(key(ctx.config.jwtSecret));
}

export async function verifyAccessToken(ctx: ServiceContext, token: string): Promise<AccessClaims> {
  try {
    const { payload } = await jwtVerify(token, key(ctx.config.jwtSecret), {
      algorithms: ['HS256'],
      currentDate: ctx.clock.now(),
    });
    if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') throw new Error('claims');
    return { userId: payload.sub, sessionId: payload.sid };
  } catch {
    throw unauthorized(serverMessages.sessionExpired);
  }
}

function refreshLifetimeMinutes(rememberMe: boolean): number {
  return (rememberMe ? REFRESH_TOKEN_DAYS_REMEMBERED : REFRESH_TOKEN_DAYS_DEFAULT) * 24 * 60;
}

async function issueRefreshToken(db: Db, sessionId: string, rememberMe: boolean, now: Date) {
  const refreshToken = randomToken();
  await db.insert(refreshTokens).values({
    tokenHash: sha256(refreshToken),
    sessionId,
    expiresAt: addMinutes(now, refreshLifetimeMinutes(rememberMe)),
  });
  return refreshToken;
}

/** A new login: a session that every later refresh token of this login belongs to. */
export async function startSession(
  ctx: ServiceContext,
  user: UserRow,
  rememberMe: boolean,
): Promise<TokenPair> {
  const now = ctx.clock.now();
  const [session] = await ctx.db
    .insert(sessions)
    .values({ userId: user.id, rememberMe, createdAt: now })
    .returning({ id: sessions.id });
  const refreshToken = await issueRefreshToken(ctx.db, session!.id, rememberMe, now);
  return { token: await signAccessToken(ctx, user, session!.id), refreshToken };
}

/**
 * Trades a refresh token for a new pair. Each refresh token works once: presenting a used one
 * means it was copied, so the whole login is revoked.
 */
export async function refreshSession(ctx: ServiceContext, refreshToken: string): Promise<TokenPair> {
  const now = ctx.clock.now();
  const row = await ctx.db.query.refreshTokens.findFirst({
    where: eq(refreshTokens.tokenHash, sha256(refreshToken)),
    with: { session: { with: { user: true } } },
  });
  if (!row || row.session.revokedAt) throw unauthorized(serverMessages.sessionExpired);
  if (row.usedAt) {
    await revokeSession(ctx.db, row.sessionId, 'refresh token reused', now);
    throw unauthorized(serverMessages.sessionExpired);
  }
  if (row.expiresAt <= now) throw unauthorized(serverMessages.sessionExpired);
  const claimed = await ctx.db
    .update(refreshTokens)
    .set({ usedAt: now })
    .where(and(eq(refreshTokens.tokenHash, row.tokenHash), isNull(refreshTokens.usedAt)))
    .returning({ tokenHash: refreshTokens.tokenHash });
  if (claimed.length === 0) {
    await revokeSession(ctx.db, row.sessionId, 'refresh token reused', now);
    throw unauthorized(serverMessages.sessionExpired);
  }
  const next = await issueRefreshToken(ctx.db, row.sessionId, row.session.rememberMe, now);
  return { token: await signAccessToken(ctx, row.session.user, row.sessionId), refreshToken: next };
}

export async function revokeSession(db: Db, sessionId: string, reason: string, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now, revokeReason: reason })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

export async function revokeAllSessions(db: Db, userId: string, reason: string, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now, revokeReason: reason })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

/** Logout: ends the login the refresh token (or else the access token) belongs to. */
export async function logout(ctx: ServiceContext, input: { refreshToken?: string; sessionId?: string }) {
  const now = ctx.clock.now();
  let sessionId = input.sessionId;
  if (input.refreshToken) {
    const row = await ctx.db.query.refreshTokens.findFirst({
      where: eq(refreshTokens.tokenHash, sha256(input.refreshToken)),
    });
    sessionId = row?.sessionId ?? sessionId;
  }
  if (sessionId) await revokeSession(ctx.db, sessionId, 'logout', now);
}
