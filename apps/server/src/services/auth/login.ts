import { eq } from 'drizzle-orm';
import { serverMessages } from '@hireloop/shared';
import { users, type UserRow } from '../../db/schema';
import { tooManyRequests, unauthorized } from '../../lib/errors';
import { clearCount, countHit, peekCount } from '../../lib/rate-limit';
import type { ServiceContext } from '../context';
import { verifyPassword } from './passwords';
import { startSession, type TokenPair } from './tokens';

const WINDOW_MS = 15 * 60_000;
/** Failed logins allowed per account in the window: fixed, whatever the address multiplier. */
const FAILURES_PER_ACCOUNT = 5;
const FAILURES_PER_ADDRESS = 20;

/** A wrong e-mail and a wrong password get the same answer, after the same work. */
export async function login(
  ctx: ServiceContext,
  input: { email: string; password: string; rememberMe: boolean },
  ip: string,
): Promise<{ user: UserRow; tokens: TokenPair }> {
  const now = ctx.clock.now();
  const accountKey = `login-fail:acct:${input.email}`;
  const addressKey = `login-fail:ip:${ip}`;
  const addressLimit = FAILURES_PER_ADDRESS * ctx.config.rateLimitMultiplier;
  if (
    (await peekCount(ctx.db, accountKey, now)) >= FAILURES_PER_ACCOUNT ||
    (await peekCount(ctx.db, addressKey, now)) >= addressLimit
  ) {
    throw tooManyRequests(serverMessages.tooManyAttempts);
  }

  const user = await ctx.db.query.users.findFirst({ where: eq(users.email, input.email) });
  const usable = user?.isRegistrationComplete ? user : undefined;
  const ok = await verifyPassword(usable?.passwordHash ?? null, input.password);
  if (!usable || !ok) {
    await countHit(ctx.db, accountKey, WINDOW_MS, now);
    await countHit(ctx.db, addressKey, WINDOW_MS, now);
    throw unauthorized(serverMessages.invalidCredentials);
  }
  await clearCount(ctx.db, accountKey);
  return { user: usable, tokens: await startSession(ctx, usable, input.rememberMe) };
}
