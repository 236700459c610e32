import { and, eq, isNull, ne } from 'drizzle-orm';
import { accountMessages, type ChangePasswordBody } from '@hireloop/shared';
import { passwordResets, sessions, users, type UserRow } from '../../db/schema';
import { hashPassword } from '../auth/passwords';
import type { ServiceContext } from '../context';
import { confirmPassword } from './confirm-password';

/**
 * Sets a new password after checking the current one. Every other login of the account ends and
 * every open reset link is spent (someone who knew the old password or held a link is out);
 * the login that made the change stays signed in.
 */
export async function changePassword(
  ctx: ServiceContext,
  user: UserRow,
  sessionId: string,
  input: ChangePasswordBody,
): Promise<void> {
  await confirmPassword(ctx, user, sessionId, input.currentPassword, accountMessages.wrongCurrentPassword);
  const passwordHash = await hashPassword(input.newPassword);
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, user.id));
    await tx
      .update(sessions)
      .set({ revokedAt: now, revokeReason: 'password changed' })
      .where(and(eq(sessions.userId, user.id), ne(sessions.id, sessionId), isNull(sessions.revokedAt)));
    await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(and(eq(passwordResets.userId, user.id), isNull(passwordResets.usedAt)));
  });
}
