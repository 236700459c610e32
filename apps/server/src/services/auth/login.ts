import { eq, sql } from 'drizzle-orm';
import { serverMessages } from '@hireloop/shared';
import type { Db } from '../../db/client';
import { rateCounters, users, type UserRow } from '../../db/schema';
import { tooManyRequests, unauthorized } from '../../lib/errors';
import { clearCount, countHit, releaseHit } from '../../lib/rate-limit';
import type { ServiceContext } from '../context';
import { verifyPassword } from './passwords';
import { startSession, type TokenPair } from './tokens';

const WINDOW_MS = 15 * 60_000;
/**
 * Failed logins allowed per account from one address in the window: fixed, whatever the address
 * multiplier. Counting per pair keeps a guesser from locking the owner out of every address.
 */
const FAILURES_PER_ACCOUNT_AND_ADDRESS = 5;
const FAILURES_PER_ADDRESS = 20;
/**
 * Failed logins allowed per account from all addresses together, against guessing spread over
 * many addresses. Reaching it blocks the owner too, even from a fresh address, until the window ends.
 */
const FAILURES_PER_ACCOUNT = 100;

const pairPrefix = (email: string) => `login-fail:acct-ip:${email}:`;
const accountKey = (email: string) => `login-fail:acct:${email}`;

/** A wrong e-mail and a wrong password get the same answer, after the same work. */
export async function login(
  ctx: ServiceContext,
  input: { email: string; password: string; rememberMe: boolean },
  ip: string,
): Promise<{ user: UserRow; tokens: TokenPair }> {
  const now = ctx.clock.now();
  const pairKey = `${pairPrefix(input.email)}${ip}`;
  const limits: [key: string, limit: number][] = [
    [`login-fail:ip:${ip}`, FAILURES_PER_ADDRESS * ctx.config.rateLimitMultiplier],
    [pairKey, FAILURES_PER_ACCOUNT_AND_ADDRESS],
    [accountKey(input.email), FAILURES_PER_ACCOUNT],
  ];
  // Each attempt is counted as a failure before the password is checked, with one atomic
  // increment per key: attempts arriving together cannot all pass a limit. An attempt that is
  // refused, or that succeeds, gives its counts back.
  const counted: string[] = [];
  for (const [key, limit] of limits) {
    counted.push(key);
    if ((await countHit(ctx.db, key, WINDOW_MS, now)) > limit) {
      for (const taken of counted) await releaseHit(ctx.db, taken);
      throw tooManyRequests(serverMessages.tooManyAttempts);
    }
  }

  const user = await ctx.db.query.users.findFirst({ where: eq(users.email, input.email) });
  const usable = user?.isRegistrationComplete ? user : undefined;
  const ok = await verifyPassword(usable?.passwordHash ?? null, input.password);
  if (!usable || !ok) throw unauthorized(serverMessages.invalidCredentials);
  for (const taken of counted) await releaseHit(ctx.db, taken);
  // Only this address's failures are forgiven: other addresses may still be guessing.
  await clearCount(ctx.db, pairKey);
  return { user: usable, tokens: await startSession(ctx, usable, input.rememberMe) };
}

/** After a password reset, every earlier guess is moot: forgets the failures from all addresses. */
export async function clearLoginFailures(db: Db, email: string): Promise<void> {
  // starts_with, not LIKE: an e-mail may hold `_` or `%`, which LIKE would read as wildcards.
  await db
    .delete(rateCounters)
    .where(
      sql`starts_with(${rateCounters.key}, ${pairPrefix(email)}) or ${rateCounters.key} = ${accountKey(email)}`,
    );
}
