import { serverMessages } from '@hireloop/shared';
import type { UserRow } from '../../db/schema';
import { badRequest, tooManyRequests } from '../../lib/errors';
import { countHit, releaseHit } from '../../lib/rate-limit';
import { verifyPassword } from '../auth/passwords';
import type { ServiceContext } from '../context';

const WINDOW_MS = 15 * 60_000;
/** Wrong passwords allowed per login in the window, as for a login from one address. */
const FAILURES_PER_LOGIN = 5;

/**
 * Checks the signed-in user's password before a change that needs it (a new password, deleting
 * the account). A stolen access token must not become a way to guess the password, so wrong
 * guesses are limited; a wrong one answers 400, not 401, because the login itself is still valid
 * and the app must not sign the user out. They are counted per login (`sessionId`), not per
 * account: a thief's guesses then block only the stolen login, never the owner's others, from
 * which the owner can change the password and so end the thief's (security review 2026-12, DI8).
 * A thief cannot make more logins without the password, so the guesses stay as few.
 */
export async function confirmPassword(
  ctx: ServiceContext,
  user: UserRow,
  sessionId: string,
  password: string,
  wrongMessage: string,
): Promise<void> {
  const key = `account-password-fail:${user.id}:${sessionId}`;
  // Counted before the check, so attempts arriving together cannot all pass the limit.
  if ((await countHit(ctx.db, key, WINDOW_MS, ctx.clock.now())) > FAILURES_PER_LOGIN) {
    await releaseHit(ctx.db, key);
    throw tooManyRequests(serverMessages.tooManyAttempts);
  }
  if (!(await verifyPassword(user.passwordHash, password))) throw badRequest(wrongMessage);
  await releaseHit(ctx.db, key);
}
