import { createHmac } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { apiPaths, idSchema, profileMessages } from '@hireloop/shared';
import type { UserRow } from '../../db/schema';
import { AppError, notFound } from '../../lib/errors';
import { readAll } from '../../lib/storage';
import type { ServiceContext } from '../context';
import { liveSessionUser } from '../auth/tokens';
import { readResume } from './resume';

/** The view route's prefix: the contract's path without its last segment, the file's name. */
export const RESUME_VIEW_ROUTE = apiPaths.profile.viewResume.replace(/\/:fileName$/, '');

/**
 * How long a view link opens its file: enough for the browser's PDF viewer to load it and to save
 * it again from its own toolbar, while a link copied out of the page soon stops working.
 */
export const RESUME_VIEW_LINK_SECONDS = 5 * 60;

const AUDIENCE = 'resume-view';

// A key of its own, so that a view link can never pass for an access token, nor the other way round.
const linkKey = (ctx: ServiceContext) =>
  createHmac('sha256', ctx.config.jwtSecret).update('resume-view-link').digest();

const PDF_MAGIC = '%PDF-';

/**
 * A same-origin URL that shows the PDF resume `fileId` in a frame without the bearer token: its
 * last path segment is the file's name, which is what the browser's PDF viewer shows as its title,
 * and its query holds a token signed for this viewer and this login (a query, as a path segment may
 * hold only 100 characters). The access rules of `readResume` apply both now and when it is opened.
 */
export async function createResumeViewLink(
  ctx: ServiceContext,
  viewer: UserRow,
  sessionId: string,
  fileId: string,
): Promise<{ url: string }> {
  // Only the first bytes: enough to see that the file is a PDF, without fetching it whole.
  const head = await readResume(ctx, viewer, fileId, { start: 0, end: PDF_MAGIC.length - 1 });
  const firstBytes = (await readAll(head)).toString('latin1');
  if (head.fileType !== 'application/pdf' || firstBytes !== PDF_MAGIC) {
    throw new AppError(415, profileMessages.pdfPreviewFailed);
  }
  const now = Math.floor(ctx.clock.now().getTime() / 1000);
  const token = await new SignJWT({ sid: sessionId, fid: fileId })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(viewer.id)
    .setAudience(AUDIENCE)
    .setIssuedAt(now)
    .setExpirationTime(now + RESUME_VIEW_LINK_SECONDS)
    .sign(linkKey(ctx));
  return { url: `${RESUME_VIEW_ROUTE}/${encodeURIComponent(head.fileName)}?token=${token}` };
}

async function claimsOf(ctx: ServiceContext, token: string) {
  try {
    const { payload } = await jwtVerify(token, linkKey(ctx), {
      algorithms: ['HS256'],
      audience: AUDIENCE,
      currentDate: ctx.clock.now(),
    });
    const fileId = idSchema.parse(payload.fid);
    if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') throw new Error('claims');
    return { userId: payload.sub, sessionId: payload.sid, fileId };
  } catch {
    throw notFound(profileMessages.noFileToDownload);
  }
}

/**
 * The PDF behind a view link, while the link is fresh, the login it was made for is not ended, and
 * its viewer may still see the file; 404 otherwise.
 */
export async function readResumeByViewLink(ctx: ServiceContext, token: string) {
  const claims = await claimsOf(ctx, token);
  const user = await liveSessionUser(ctx.db, claims.userId, claims.sessionId);
  if (!user) throw notFound(profileMessages.noFileToDownload);
  return readResume(ctx, user, claims.fileId);
}
