import { createHmac } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { jwtVerify, SignJWT } from 'jose';
import {
  ACCESS_TOKEN_MINUTES,
  REFRESH_TOKEN_DAYS_DEFAULT,
  REFRESH_TOKEN_DAYS_REMEMBERED,
  serverMessages,
} from '@hireloop/shared';
import type { Db } from '../../db/client';
import { refreshTokens, sessions, users, type UserRow } from '../../db/schema';
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

/** What issuing tokens needs of the service context (tests mint sessions with just these). */
export type SessionContext = Pick<ServiceContext, 'db' | 'clock' | 'config'>;

const key = (secret: string) => new TextEncoder().encode(secret);

async function signAccessToken(ctx: SessionContext, user: UserRow, sessionId: string): Promise<string> {
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

/**
 * How long a traded refresh token still answers with its successor: two tabs (or a retried
 * request) presenting the same token at about the same time must not end the login.
 */
const REFRESH_GRACE_MS = 30_000;

// Derived from the token it replaces, so a twin request within the grace window gets the very same
// successor without the server keeping any raw token.
function successorOf(ctx: ServiceContext, refreshToken: string): string {
  return createHmac('sha256', ctx.config.jwtSecret).update(`refresh:${refreshToken}`).digest('base64url');
}

async function storeRefreshToken(
  db: Db,
  refreshToken: string,
  sessionId: string,
  rememberMe: boolean,
  now: Date,
) {
  await db
    .insert(refreshTokens)
    .values({
      tokenHash: sha256(refreshToken),
      sessionId,
      expiresAt: addMinutes(now, refreshLifetimeMinutes(rememberMe)),
    })
    .onConflictDoNothing();
}

/** A new login: a session that every later refresh token of this login belongs to. */
export async function startSession(
  ctx: SessionContext,
  user: UserRow,
  rememberMe: boolean,
): Promise<TokenPair> {
  const now = ctx.clock.now();
  const [session] = await ctx.db
    .insert(sessions)
    .values({ userId: user.id, rememberMe, createdAt: now })
    .returning({ id: sessions.id });
  const refreshToken = randomToken();
  await storeRefreshToken(ctx.db, refreshToken, session!.id, rememberMe, now);
  return { token: await signAccessToken(ctx, user, session!.id), refreshToken };
}

/**
 * Trades a refresh token for a new pair. Each refresh token works once, except that within 30 s
 * of its use it answers again with the same successor, as long as that successor is unused.
 * Any other use of a spent token means it was copied, so the whole login is revoked.
 */
export async function refreshSession(ctx: ServiceContext, refreshToken: string): Promise<TokenPair> {
  const now = ctx.clock.now();
  const row = await ctx.db.query.refreshTokens.findFirst({
    where: eq(refreshTokens.tokenHash, sha256(refreshToken)),
    with: { session: { with: { user: true } } },
  });
  if (!row || row.session.revokedAt) throw unauthorized(serverMessages.sessionExpired);
  const next = successorOf(ctx, refreshToken);
  const pair = async () => ({
    token: await signAccessToken(ctx, row.session.user, row.sessionId),
    refreshToken: next,
  });

  if (!row.usedAt) {
    if (row.expiresAt <= now) throw unauthorized(serverMessages.sessionExpired);
    // The successor is stored before the claim: a twin that loses the claim finds it in place.
    await storeRefreshToken(ctx.db, next, row.sessionId, row.session.rememberMe, now);
    const claimed = await ctx.db
      .update(refreshTokens)
      .set({ usedAt: now })
      .where(and(eq(refreshTokens.tokenHash, row.tokenHash), isNull(refreshTokens.usedAt)))
      .returning({ tokenHash: refreshTokens.tokenHash });
    if (claimed.length > 0) return pair();
  }
  if (await withinGrace(ctx.db, row.tokenHash, sha256(next), now)) return pair();
  await revokeSession(ctx.db, row.sessionId, 'refresh token reused', now);
  throw unauthorized(serverMessages.sessionExpired);
}

/** The token was spent less than 30 s ago and its successor is still the live token of the login. */
async function withinGrace(db: Db, tokenHash: string, successorHash: string, now: Date): Promise<boolean> {
  const [spent, successor] = await Promise.all([
    db.query.refreshTokens.findFirst({ where: eq(refreshTokens.tokenHash, tokenHash) }),
    db.query.refreshTokens.findFirst({
      where: eq(refreshTokens.tokenHash, successorHash),
      with: { session: true },
    }),
  ]);
  return (
    !!spent?.usedAt &&
    now.getTime() - spent.usedAt.getTime() <= REFRESH_GRACE_MS &&
    !!successor &&
    !successor.usedAt &&
    !successor.session.revokedAt &&
    successor.expiresAt > now
  );
}

/** The user of a login that has not ended (the session the claims of a token name), or null. */
export async function liveSessionUser(db: Db, userId: string, sessionId: string): Promise<UserRow | null> {
  const [row] = await db
    .select({ user: users })
    .from(users)
    .innerJoin(sessions, eq(sessions.userId, users.id))
    .where(and(eq(users.id, userId), eq(sessions.id, sessionId), isNull(sessions.revokedAt)))
    .limit(1);
  return row?.user ?? null;
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

/** Ends every login of every account: access and refresh tokens alike stop working. */
export async function revokeEverySession(db: Db, reason: string, now: Date): Promise<number> {
  const revoked = await db
    .update(sessions)
    .set({ revokedAt: now, revokeReason: reason })
    .where(isNull(sessions.revokedAt))
    .returning({ id: sessions.id });
  return revoked.length;
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
