import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import {
  profileMessages,
  RESUME_UPLOAD_WINDOW_MINUTES,
  RESUME_UPLOADS_PER_WINDOW,
  type Resume,
} from '@hireloop/shared';
import { users, type UserRow } from '../../db/schema';
import { enqueueJob } from '../../lib/background-work';
import { AppError, badRequest, notFound, tooManyRequests } from '../../lib/errors';
import { countHit, releaseHit } from '../../lib/rate-limit';
import type { ByteRange } from '../../lib/storage';
import { resumeTextJob, scoresJob } from '../background-jobs';
import type { ServiceContext } from '../context';
import { detectResume, RESUME_MIME, type ResumeKind } from '../files/detect-type';
import { canSeeApplicant } from './can-see-applicant';
import { RESUME_TEXT_RETRY_DELAY_MS, RETRY_AFTER_UPLOAD, textStatusOf } from './retry-resume-text';

const RESUME_ROUTE = '/api/user/resume/file';

function safeFileName(name: string, kind: ResumeKind): string {
  const printable = [...name].filter((c) => c.charCodeAt(0) >= 32 && !'/\\"'.includes(c)).join('');
  const base = printable.trim().slice(0, 120) || `resume.${kind}`;
  return base.toLowerCase().endsWith(`.${kind}`) ? base : `${base}.${kind}`;
}

/** What a refused file is told: a name that promised a PDF or Word file gets that said plainly. */
function wrongTypeMessage(fileName: string): string {
  if (/\.pdf$/i.test(fileName.trim())) return profileMessages.resumeNotPdf;
  if (/\.docx?$/i.test(fileName.trim())) return profileMessages.resumeNotWord;
  return profileMessages.resumeWrongType;
}

/**
 * Counts an upload against the account's limit (security review DI1): reading a file's text holds
 * a worker for up to its deadline, so one account may not keep the workers busy. Counted in the
 * database, so every process sees the same count; `release` takes back a refused file.
 */
async function countUpload(ctx: ServiceContext, user: UserRow, now: Date) {
  const key = `resume-upload:user:${user.id}`;
  const windowMs = RESUME_UPLOAD_WINDOW_MINUTES * 60_000;
  if ((await countHit(ctx.db, key, windowMs, now)) > RESUME_UPLOADS_PER_WINDOW) {
    await releaseHit(ctx.db, key);
    throw tooManyRequests(profileMessages.resumeUploadLimit);
  }
  return { release: () => releaseHit(ctx.db, key) };
}

/**
 * Stores a PDF/DOC/DOCX resume under a generated name, replacing (and removing) the old one. When
 * the text readers were too busy for it, the resume says its text is pending and background work
 * reads it later.
 */
export async function uploadResume(
  ctx: ServiceContext,
  user: UserRow,
  data: Buffer,
  fileName: string,
): Promise<{ user: UserRow; resume: Resume }> {
  const counted = await countUpload(ctx, user, ctx.clock.now());
  const kind = await detectResume(data, fileName);
  if (!kind) {
    await counted.release();
    throw new AppError(415, wrongTypeMessage(fileName));
  }
  const id = randomUUID();
  const key = `resumes/${id}.${kind}`;
  await ctx.storage.put(key, data);
  const extracted = await ctx.extractText(data, kind);
  const textStatus = textStatusOf(extracted, RETRY_AFTER_UPLOAD);
  // The reason only: the text is the user's personal data.
  if (extracted.failure) {
    ctx.log.warn({ userId: user.id, reason: extracted.failure }, 'resume text not extracted');
  }
  const now = ctx.clock.now();
  const resume: Resume = {
    fileUrl: `${RESUME_ROUTE}/${id}`,
    fileName: safeFileName(fileName, kind),
    fileSize: data.length,
    fileType: RESUME_MIME[kind],
    lastUpdated: now.toISOString(),
    textStatus,
  };
  const updated = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({ resume, resumeKey: key, resumeText: extracted.text, updatedAt: now })
      .where(eq(users.id, user.id))
      .returning();
    await enqueueJob(tx, scoresJob({ applicantId: user.id }), now);
    if (textStatus === 'pending') {
      const later = new Date(now.getTime() + RESUME_TEXT_RETRY_DELAY_MS);
      await enqueueJob(tx, resumeTextJob({ userId: user.id, resumeKey: key }), later);
    }
    return row;
  });
  ctx.work.wake();
  if (user.resumeKey && user.resumeKey !== key) await ctx.storage.remove(user.resumeKey);
  return { user: updated!, resume };
}

export async function deleteResume(ctx: ServiceContext, user: UserRow): Promise<UserRow> {
  if (!user.resume) throw badRequest(profileMessages.resumeMissing);
  const now = ctx.clock.now();
  const updated = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({ resume: null, resumeKey: null, resumeText: '', updatedAt: now })
      .where(eq(users.id, user.id))
      .returning();
    await enqueueJob(tx, scoresJob({ applicantId: user.id }), now);
    return row;
  });
  ctx.work.wake();
  if (user.resumeKey) await ctx.storage.remove(user.resumeKey);
  return updated!;
}

/**
 * The resume file with this id (or a range of its bytes) as a stream, for its owner or an employer
 * holding an application from its owner; 404 for everyone else, whatever the URL, so ids cannot be
 * probed. `fileId` is a UUID (the route's schema), so it holds no LIKE wildcards.
 */
export async function readResume(ctx: ServiceContext, viewer: UserRow, fileId: string, range?: ByteRange) {
  const owner = await ctx.db.query.users.findFirst({
    where: (u, { like }) => like(u.resumeKey, `resumes/${fileId}.%`),
  });
  if (!owner?.resume || !owner.resumeKey) throw notFound(profileMessages.noFileToDownload);
  if (!(await canSeeApplicant(ctx, viewer, owner.id))) throw notFound(profileMessages.noFileToDownload);
  const file = await ctx.storage.get(owner.resumeKey, range);
  if (!file) throw notFound(profileMessages.noFileToDownload);
  return {
    ...file,
    fileName: owner.resume.fileName,
    fileType: owner.resume.fileType ?? 'application/octet-stream',
  };
}
