import { eq } from 'drizzle-orm';
import { authMessages, serverMessages, validationMessages, type Role } from '@hireloop/shared';
import { users, type UserRow } from '../../db/schema';
import { badRequest, conflict, notFound, tooManyRequests } from '../../lib/errors';
import { countHit } from '../../lib/rate-limit';
import type { ServiceContext } from '../context';
import { isCompanyEmail } from './company-email';
import { hashPassword } from './passwords';
import { consumeVerifiedOtp, hasUsableVerification } from './otp';
import { startSession, type TokenPair } from './tokens';

// Every attempt costs an argon2 hash or at least a few queries; a real sign-up needs one or two.
const REGISTERS_PER_HOUR_PER_ADDRESS = 20;

export interface RegisterInput {
  email: string;
  name: string;
  password: string;
  role: Role;
  companyName?: string | undefined;
  /** Only when completing a verified but unfinished registration. */
  userId?: string | undefined;
  /** What verify-otp answered to whoever entered the code. */
  verificationToken: string;
}

/**
 * Creates (or finishes) an account. The e-mail must have been verified with a code on this
 * server, by this client: the token verify-otp gave it proves that, the e-mail alone does not.
 */
export async function registerUser(
  ctx: ServiceContext,
  input: RegisterInput,
  mode: 'register' | 'complete',
  ip: string,
): Promise<{ user: UserRow; tokens: TokenPair }> {
  const now = ctx.clock.now();
  const limit = REGISTERS_PER_HOUR_PER_ADDRESS * ctx.config.rateLimitMultiplier;
  if ((await countHit(ctx.db, `register:ip:${ip}`, 3_600_000, now)) > limit) {
    throw tooManyRequests(serverMessages.tooManyAttempts);
  }
  if (input.role === 'employer' && !isCompanyEmail(input.email)) {
    throw badRequest(validationMessages.companyEmailRequired);
  }
  const existing = await ctx.db.query.users.findFirst({ where: eq(users.email, input.email) });
  if (existing?.isRegistrationComplete) throw conflict(authMessages.accountExists);
  if (mode === 'complete' && (!existing || !existing.isVerified || existing.id !== input.userId)) {
    throw notFound(serverMessages.registrationNotFound);
  }

  // The cheap read first, so a guessed token costs no password hash; the consume below decides.
  if (!(await hasUsableVerification(ctx.db, input.email, input.verificationToken, now))) {
    throw badRequest(serverMessages.emailNotVerified);
  }
  const passwordHash = await hashPassword(input.password);
  const user = await ctx.db.transaction(async (tx) => {
    if (!(await consumeVerifiedOtp(tx, input.email, input.verificationToken, now))) {
      throw badRequest(serverMessages.emailNotVerified);
    }
    const values = {
      name: input.name,
      passwordHash,
      role: input.role,
      companyName: input.role === 'employer' ? (input.companyName ?? '') : '',
      isVerified: true,
      isRegistrationComplete: true,
      updatedAt: now,
    };
    const [row] = await tx
      .insert(users)
      .values({ email: input.email, createdAt: now, ...values })
      .onConflictDoUpdate({ target: users.email, set: values })
      .returning();
    return row!;
  });
  return { user, tokens: await startSession(ctx, user, false) };
}
