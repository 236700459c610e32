import { and, eq, isNull } from 'drizzle-orm';
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
  // A deleted employer's empty record (`deleted-<id>@deleted.invalid`) is no account to anyone.
  const user = await ctx.db.query.users.findFirst({
    where: and(eq(users.email, email), isNull(users.deletedAt)),
  });
  return {
    exists: Boolean(user),
    isRegistrationComplete: user?.isRegistrationComplete ?? false,
    isVerified: user?.isVerified ?? false,
    _id: user?.id ?? null,
  };
}
