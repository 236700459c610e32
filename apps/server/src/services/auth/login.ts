import { eq } from 'drizzle-orm';
import { serverMessages } from '@hireloop/shared';
import { users, type UserRow } from '../../db/schema';
import { tooManyRequests, unauthorized } from '../../lib/errors';
import { clearCount, countHit, releaseHit } from '../../lib/rate-limit';
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
  // Each attempt is counted as a failure before the password is checked, with one atomic
  // increment per key: attempts arriving together cannot all pass the limit. An attempt that is
  // refused, or that succeeds, gives its count back.
  if ((await countHit(ctx.db, addressKey, WINDOW_MS, now)) > addressLimit) {
    await releaseHit(ctx.db, addressKey);
    throw tooManyRequests(serverMessages.tooManyAttempts);
  }
  if ((await countHit(ctx.db, accountKey, WINDOW_MS, now)) > FAILURES_PER_ACCOUNT) {
    await releaseHit(ctx.db, accountKey);
    await releaseHit(ctx.db, addressKey);
    throw tooManyRequests(serverMessages.tooManyAttempts);
  }

  const user = await ctx.db.query.users.findFirst({ where: eq(users.email, input.email) });
  const usable = user?.isRegistrationComplete ? user : undefined;
  const ok = await verifyPassword(usable?.passwordHash ?? null, input.password);
  if (!usable || !ok) throw unauthorized(serverMessages.invalidCredentials);
  await clearCount(ctx.db, accountKey);
  await releaseHit(ctx.db, addressKey);
  return { user: usable, tokens: await startSession(ctx, usable, input.rememberMe) };
}
