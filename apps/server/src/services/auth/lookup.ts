import { eq } from 'drizzle-orm';
import { serverMessages } from '@hireloop/shared';
import { users } from '../../db/schema';
import { tooManyRequests } from '../../lib/errors';
import { countHit } from '../../lib/rate-limit';
import type { ServiceContext } from '../context';

const LOOKUPS_PER_MINUTE_PER_ADDRESS = 30;

/** The sign-up form's first step. Limited per address, since it tells whether an account exists. */
export async function checkExistingUser(ctx: ServiceContext, email: string, ip: string) {
  const limit = LOOKUPS_PER_MINUTE_PER_ADDRESS * ctx.config.rateLimitMultiplier;
  if ((await countHit(ctx.db, `lookup:ip:${ip}`, 60_000, ctx.clock.now())) > limit) {
    throw tooManyRequests(serverMessages.tooManyAttempts);
  }
  const user = await ctx.db.query.users.findFirst({ where: eq(users.email, email) });
  return {
    exists: Boolean(user),
    isRegistrationComplete: user?.isRegistrationComplete ?? false,
    isVerified: user?.isVerified ?? false,
    _id: user?.id ?? null,
  };
}
