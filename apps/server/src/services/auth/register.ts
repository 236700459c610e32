import { eq } from 'drizzle-orm';
import { authMessages, serverMessages, validationMessages, type Role } from '@hireloop/shared';
import { users, type UserRow } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../lib/errors';
import type { ServiceContext } from '../context';
import { isCompanyEmail } from './company-email';
import { hashPassword } from './passwords';
import { consumeVerifiedOtp } from './otp';
import { startSession, type TokenPair } from './tokens';

export interface RegisterInput {
  email: string;
  name: string;
  password: string;
  role: Role;
  companyName?: string | undefined;
  /** Only when completing a verified but unfinished registration. */
  userId?: string | undefined;
}

/**
 * Creates (or finishes) an account. The e-mail must have been verified with a code on this
 * server; the client saying so is not enough.
 */
export async function registerUser(
  ctx: ServiceContext,
  input: RegisterInput,
  mode: 'register' | 'complete',
): Promise<{ user: UserRow; tokens: TokenPair }> {
  const now = ctx.clock.now();
  if (input.role === 'employer' && !isCompanyEmail(input.email)) {
    throw badRequest(validationMessages.companyEmailRequired);
  }
  const existing = await ctx.db.query.users.findFirst({ where: eq(users.email, input.email) });
  if (existing?.isRegistrationComplete) throw conflict(authMessages.accountExists);
  if (mode === 'complete' && (!existing || !existing.isVerified || existing.id !== input.userId)) {
    throw notFound(serverMessages.registrationNotFound);
  }

  const passwordHash = await hashPassword(input.password);
  const user = await ctx.db.transaction(async (tx) => {
    if (!(await consumeVerifiedOtp(tx, input.email, now))) throw badRequest(serverMessages.emailNotVerified);
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
