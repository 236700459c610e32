import { and, eq, gt, isNull } from 'drizzle-orm';
import { RESET_TOKEN_VALID_MINUTES, serverMessages } from '@hireloop/shared';
import type { Db } from '../../db/client';
import { passwordResets, users } from '../../db/schema';
import { addMinutes } from '../../lib/clock';
import { enqueueJob, JOB_PRIORITY } from '../../lib/background-work';
import { badRequest, tooManyRequests } from '../../lib/errors';
import { countHit } from '../../lib/rate-limit';
import { randomToken, sha256 } from '../../lib/secrets';
import { mailJob } from '../background-jobs';
import type { ServiceContext } from '../context';
import { resetMail } from '../mail/templates';
import { clearLoginFailures } from './login';
import { hashPassword } from './passwords';
import { revokeAllSessions } from './tokens';

const REQUESTS_PER_HOUR_PER_ACCOUNT = 5;
const REQUESTS_PER_HOUR_PER_ADDRESS = 30;
/** Attempts to use a reset link, per address: each valid one costs an argon2 hash. */
const RESETS_PER_HOUR_PER_ADDRESS = 30;

/**
 * Mails a one-hour, single-use link when the account exists. The answer and its timing do not
 * depend on whether it exists: the mail is queued with the link, and this process starts sending it
 * at once, urgent and beside the queue, without the reply waiting for it (security review
 * 2026-12, DL6: behind bulk mail a link arrived after 150 s). A failed send is retried first.
 */
export async function requestPasswordReset(ctx: ServiceContext, email: string, ip: string): Promise<void> {
  const now = ctx.clock.now();
  const perAddress = REQUESTS_PER_HOUR_PER_ADDRESS * ctx.config.rateLimitMultiplier;
  if ((await countHit(ctx.db, `forgot:ip:${ip}`, 3_600_000, now)) > perAddress) {
    throw tooManyRequests(serverMessages.tooManyAttempts);
  }
  const user = await ctx.db.query.users.findFirst({ where: eq(users.email, email) });
  if (!user?.isRegistrationComplete) return;
  if ((await countHit(ctx.db, `forgot:acct:${email}`, 3_600_000, now)) > REQUESTS_PER_HOUR_PER_ACCOUNT)
    return;

  const token = randomToken();
  const tokenHash = sha256(token);
  const link = `${ctx.config.publicUrl}/reset-password/${token}`;
  const mail = mailJob(`reset:${tokenHash}`, resetMail(user.email, user.name, link), JOB_PRIORITY.urgent);
  await ctx.db.transaction(async (tx) => {
    await tx.insert(passwordResets).values({
      tokenHash,
      userId: user.id,
      expiresAt: addMinutes(now, RESET_TOKEN_VALID_MINUTES),
      createdAt: now,
    });
    await enqueueJob(tx, mail, now);
  });
  ctx.work.startNow(mail.key);
}

/**
 * Sets the new password, spends the token and every other open link of the account, and ends
 * every session of the account.
 */
export async function resetPassword(
  ctx: ServiceContext,
  token: string,
  password: string,
  ip: string,
): Promise<void> {
  const now = ctx.clock.now();
  const perAddress = RESETS_PER_HOUR_PER_ADDRESS * ctx.config.rateLimitMultiplier;
  if ((await countHit(ctx.db, `reset:ip:${ip}`, 3_600_000, now)) > perAddress) {
    throw tooManyRequests(serverMessages.tooManyAttempts);
  }
  // The token is checked before the password is hashed: a made-up link must not cost an argon2 hash.
  const usable = and(
    eq(passwordResets.tokenHash, sha256(token)),
    isNull(passwordResets.usedAt),
    gt(passwordResets.expiresAt, now),
  );
  // A deleted employer's empty record must never get a password again (security review 2026-12, DL5).
  const [found] = await ctx.db
    .select({ userId: passwordResets.userId })
    .from(passwordResets)
    .innerJoin(users, and(eq(users.id, passwordResets.userId), isNull(users.deletedAt)))
    .where(usable)
    .limit(1);
  if (!found) throw badRequest(serverMessages.resetLinkInvalid);
  const passwordHash = await hashPassword(password);
  await ctx.db.transaction(async (tx) => {
    const [spent] = await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(usable)
      .returning({ userId: passwordResets.userId });
    if (!spent) throw badRequest(serverMessages.resetLinkInvalid);
    await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(and(eq(passwordResets.userId, spent.userId), isNull(passwordResets.usedAt)));
    const [user] = await tx
      .update(users)
      .set({ passwordHash, updatedAt: now })
      .where(and(eq(users.id, spent.userId), isNull(users.deletedAt)))
      .returning({ email: users.email });
    // Deleted since the check above: the link is not spent either (the transaction rolls back).
    if (!user) throw badRequest(serverMessages.resetLinkInvalid);
    await revokeAllSessions(tx, spent.userId, 'password reset', now);
    await clearLoginFailures(tx, user.email);
  });
}

/** Spends every open reset link of every account (a restore from a backup brings back links spent since). */
export async function spendEveryResetLink(db: Db, now: Date): Promise<void> {
  await db.update(passwordResets).set({ usedAt: now }).where(isNull(passwordResets.usedAt));
}
