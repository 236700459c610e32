import { createHmac } from 'node:crypto';
import { and, eq, gt, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import {
  authMessages,
  OTP_MAX_WRONG_TRIES,
  OTP_RESEND_SECONDS,
  OTP_VALID_MINUTES,
  serverMessages,
  validationMessages,
  type Role,
} from '@hireloop/shared';
import { otpCodes, users } from '../../db/schema';
import type { Db } from '../../db/client';
import { addMinutes } from '../../lib/clock';
import { AppError, badRequest, conflict, tooManyRequests } from '../../lib/errors';
import { enqueueJob, JOB_PRIORITY } from '../../lib/background-work';
import { countHit, releaseHit } from '../../lib/rate-limit';
import { randomOtp, randomToken, sameHash, sha256 } from '../../lib/secrets';
import { mailJob } from '../background-jobs';
import type { ServiceContext } from '../context';
import { isCompanyEmail } from './company-email';
import { otpMail } from '../mail/templates';

/** How long a verified code stays good for registering. */
const VERIFIED_VALID_MINUTES = 30;
const SENDS_PER_ADDRESS_PER_HOUR = 30;
/** Codes mailed to one recipient a day, whoever asks: fixed, whatever the address multiplier. */
const MAILS_PER_RECIPIENT_PER_DAY = 10;

// Keyed with the server secret: six digits alone would fall to a brute force of a leaked table.
function hashCode(ctx: ServiceContext, email: string, code: string): string {
  return createHmac('sha256', ctx.config.jwtSecret).update(`${email}:${code}`).digest('hex');
}

/**
 * Sends a fresh code; refused for a completed account, within 30 s of the last send, and for an
 * employer sign-up on a free-mail domain (told at once rather than after the whole form).
 */
export async function sendOtp(
  ctx: ServiceContext,
  { email, role }: { email: string; role?: Role },
  ip: string,
): Promise<void> {
  if (role === 'employer' && !isCompanyEmail(email))
    throw badRequest(validationMessages.companyEmailRequired);
  const now = ctx.clock.now();
  const existing = await ctx.db.query.users.findFirst({ where: eq(users.email, email) });
  if (existing?.isRegistrationComplete) throw conflict(authMessages.accountExists);

  const previous = await ctx.db.query.otpCodes.findFirst({ where: eq(otpCodes.email, email) });
  if (previous && now.getTime() - previous.sentAt.getTime() < OTP_RESEND_SECONDS * 1000) {
    throw tooManyRequests(serverMessages.otpResendTooSoon);
  }
  const limit = SENDS_PER_ADDRESS_PER_HOUR * ctx.config.rateLimitMultiplier;
  if ((await countHit(ctx.db, `otp-send:ip:${ip}`, 3_600_000, now)) > limit) {
    throw tooManyRequests(serverMessages.tooManyAttempts);
  }
  // Counted before sending so parallel sends cannot pass it together; a send that mails nothing
  // gives its count back.
  const recipientKey = `otp-mail:${email}`;
  if ((await countHit(ctx.db, recipientKey, 24 * 3_600_000, now)) > MAILS_PER_RECIPIENT_PER_DAY) {
    await releaseHit(ctx.db, recipientKey);
    throw tooManyRequests(serverMessages.otpDailyLimit);
  }

  const code = randomOtp();
  const values = {
    codeHash: hashCode(ctx, email, code),
    sentAt: now,
    expiresAt: addMinutes(now, OTP_VALID_MINUTES),
    wrongTries: 0,
    verifiedAt: null,
    consumedAt: null,
  };
  const mail = mailJob(`otp:${email}:${now.getTime()}`, otpMail(email, code), JOB_PRIORITY.urgent);
  const stored = await ctx.db.transaction(async (tx) => {
    // The interval is checked again in the write itself, so sends arriving together mail one code.
    const rows = await tx
      .insert(otpCodes)
      .values({ email, ...values })
      .onConflictDoUpdate({
        target: otpCodes.email,
        set: values,
        setWhere: lte(otpCodes.sentAt, new Date(now.getTime() - OTP_RESEND_SECONDS * 1000)),
      })
      .returning({ email: otpCodes.email });
    if (rows.length > 0) await enqueueJob(tx, mail, now);
    return rows.length > 0;
  });
  if (!stored) {
    await releaseHit(ctx.db, recipientKey);
    throw tooManyRequests(serverMessages.otpResendTooSoon);
  }
  // The person waits on the screen for the code: it is sent now, by this request, and a failure
  // is told at once. Queued with the code, it still goes out after a crash before this send.
  try {
    await ctx.work.runNow(mail.key);
  } catch (err) {
    ctx.log.error({ err, email }, 'sending the OTP mail failed');
    await ctx.db.transaction(async (tx) => {
      await ctx.work.cancel(tx, mail.key);
      await tx.delete(otpCodes).where(eq(otpCodes.email, email));
      await releaseHit(tx, recipientKey);
    });
    throw new AppError(502, authMessages.sendOtpFailed);
  }
}

/**
 * Checks a code: single use, 10 minutes, at most 5 wrong tries before a new code is needed.
 * A verified e-mail gets a pending account, so an unfinished sign-up can be completed later.
 * Answers a one-time token: only whoever holds it may register the e-mail (ADR 0003).
 */
export async function verifyOtp(ctx: ServiceContext, email: string, otp: string): Promise<string> {
  const now = ctx.clock.now();
  const row = await ctx.db.query.otpCodes.findFirst({ where: eq(otpCodes.email, email) });
  if (!row || row.consumedAt || row.verifiedAt) throw badRequest(serverMessages.otpExpired);
  if (row.wrongTries >= OTP_MAX_WRONG_TRIES) throw tooManyRequests(serverMessages.otpTooManyTries);
  if (row.expiresAt <= now) throw badRequest(serverMessages.otpExpired);

  // Each guess takes its try with one atomic increment before the code is compared, so guesses
  // arriving together cannot all see the same count: at most 5 are ever compared.
  const thisCode = and(
    eq(otpCodes.email, email),
    eq(otpCodes.codeHash, row.codeHash),
    isNull(otpCodes.verifiedAt),
  );
  const [attempt] = await ctx.db
    .update(otpCodes)
    .set({ wrongTries: sql`${otpCodes.wrongTries} + 1` })
    .where(thisCode)
    .returning({ tries: otpCodes.wrongTries });
  if (!attempt) throw badRequest(serverMessages.otpExpired);
  if (attempt.tries > OTP_MAX_WRONG_TRIES) throw tooManyRequests(serverMessages.otpTooManyTries);

  if (!sameHash(row.codeHash, hashCode(ctx, email, otp))) {
    if (attempt.tries >= OTP_MAX_WRONG_TRIES) throw tooManyRequests(serverMessages.otpTooManyTries);
    throw badRequest(authMessages.verifyOtpFailed);
  }

  const verificationToken = randomToken();
  await ctx.db.transaction(async (tx) => {
    // The right code gives its try back: wrong_tries counts wrong codes only.
    const verified = await tx
      .update(otpCodes)
      .set({
        verifiedAt: now,
        wrongTries: sql`${otpCodes.wrongTries} - 1`,
        verificationTokenHash: sha256(verificationToken),
      })
      .where(thisCode)
      .returning({ email: otpCodes.email });
    if (verified.length === 0) throw badRequest(serverMessages.otpExpired);
    await tx
      .insert(users)
      .values({ email, isVerified: true, isRegistrationComplete: false })
      .onConflictDoUpdate({ target: users.email, set: { isVerified: true, updatedAt: now } });
  });
  return verificationToken;
}

/** The e-mail's verification from the last 30 minutes, not used yet, whose token this is. */
function usableVerification(email: string, verificationToken: string, now: Date) {
  return and(
    eq(otpCodes.email, email),
    eq(otpCodes.verificationTokenHash, sha256(verificationToken)),
    isNotNull(otpCodes.verifiedAt),
    isNull(otpCodes.consumedAt),
    gt(otpCodes.verifiedAt, addMinutes(now, -VERIFIED_VALID_MINUTES)),
  );
}

/** A read only, so a register with a wrong token is refused before it costs a password hash. */
export async function hasUsableVerification(
  db: Db,
  email: string,
  verificationToken: string,
  now: Date,
): Promise<boolean> {
  const row = await db.query.otpCodes.findFirst({
    columns: { email: true },
    where: usableVerification(email, verificationToken, now),
  });
  return row !== undefined;
}

/**
 * Registering needs the token of a code verified on the server, recently, and not used for a
 * registration yet. One conditional write, so two registers with one token cannot both pass.
 */
export async function consumeVerifiedOtp(
  db: Db,
  email: string,
  verificationToken: string,
  now: Date,
): Promise<boolean> {
  const used = await db
    .update(otpCodes)
    .set({ consumedAt: now })
    .where(usableVerification(email, verificationToken, now))
    .returning({ email: otpCodes.email });
  return used.length > 0;
}
