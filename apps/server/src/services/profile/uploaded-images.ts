import { and, count, eq, gt, inArray, isNull, lt } from 'drizzle-orm';
import { profileMessages } from '@hireloop/shared';
import type { Db } from '../../db/client';
import { uploadedImages, users } from '../../db/schema';
import { describeQueryFailure } from '../../lib/database-failure';
import { badRequest, tooManyRequests } from '../../lib/errors';
import type { ServiceContext } from '../context';

/** An upload not saved on a profile within this window is deleted. */
export const UNBOUND_IMAGE_TTL_MS = 24 * 60 * 60 * 1000;
/** Unsaved uploads a user may hold within the window; a 512 px WebP of pure noise is about 140 KB. */
export const UNBOUND_IMAGE_QUOTA = 20;
const COLLECT_EVERY_MS = 60 * 60 * 1000;

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const URL_PREFIX = '/uploads/';

export const imageUrlOf = (storageKey: string) => `${URL_PREFIX}${storageKey}`;
/** The profile schema only lets `/uploads/images/<name>.webp` through. */
const storageKeyOf = (url: string) => url.slice(URL_PREFIX.length);

/**
 * Locks the user row and answers its current pictures: a user's uploads and profile saves run one
 * after the other, so the quota and the replacement of a picture see each other.
 */
export async function lockUserPictures(tx: Tx, userId: string) {
  const [row] = await tx
    .select({ avatar: users.avatar, companyLogo: users.companyLogo })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return row!;
}

/** Refuses a new unsaved upload when the user already holds the quota of them. */
export async function assertUploadQuota(db: Db | Tx, userId: string, now: Date): Promise<void> {
  const [row] = await db
    .select({ n: count() })
    .from(uploadedImages)
    .where(
      and(
        eq(uploadedImages.ownerId, userId),
        isNull(uploadedImages.boundAt),
        gt(uploadedImages.createdAt, new Date(now.getTime() - UNBOUND_IMAGE_TTL_MS)),
      ),
    );
  if ((row?.n ?? 0) >= UNBOUND_IMAGE_QUOTA) throw tooManyRequests(profileMessages.imageQuota);
}

interface Pictures {
  avatar: string | null;
  companyLogo: string | null;
}

/**
 * Runs `write` (the change of the user row) with the user's pictures going from their current
 * values to `next`: a new picture must be one this user uploaded, and it becomes bound; a picture
 * no longer used is deleted, its file once the transaction has committed.
 */
export async function withPictures<T>(
  ctx: Pick<ServiceContext, 'db' | 'clock' | 'storage'>,
  userId: string,
  next: Partial<Pictures>,
  write: (tx: Tx) => Promise<T>,
): Promise<T> {
  const now = ctx.clock.now();
  const { result, released } = await ctx.db.transaction(async (tx) => {
    const before = await lockUserPictures(tx, userId);
    const after: Pictures = {
      avatar: next.avatar === undefined ? before.avatar : next.avatar,
      companyLogo: next.companyLogo === undefined ? before.companyLogo : next.companyLogo,
    };
    const current = [before.avatar, before.companyLogo];
    const added = [after.avatar, after.companyLogo].filter(
      (url): url is string => url !== null && !current.includes(url),
    );
    await bindImages(tx, userId, added, now);
    const result = await write(tx);
    const released = await releaseImages(tx, userId, current, [after.avatar, after.companyLogo]);
    return { result, released };
  });
  await removeImageFiles(ctx, released);
  return result;
}

async function bindImages(tx: Tx, userId: string, urls: string[], now: Date): Promise<void> {
  for (const url of new Set(urls)) {
    const bound = await tx
      .update(uploadedImages)
      .set({ boundAt: now })
      .where(and(eq(uploadedImages.storageKey, storageKeyOf(url)), eq(uploadedImages.ownerId, userId)))
      .returning({ id: uploadedImages.id });
    if (bound.length === 0) throw badRequest(profileMessages.imageNotFound);
  }
}

/** Forgets the user's pictures in `before` and not in `after`, answering their storage keys. */
async function releaseImages(
  tx: Tx,
  userId: string,
  before: (string | null)[],
  after: (string | null)[],
): Promise<string[]> {
  const gone = [...new Set(before)].filter((url): url is string => url !== null && !after.includes(url));
  if (gone.length === 0) return [];
  const removed = await tx
    .delete(uploadedImages)
    .where(
      and(eq(uploadedImages.ownerId, userId), inArray(uploadedImages.storageKey, gone.map(storageKeyOf))),
    )
    .returning({ key: uploadedImages.storageKey });
  return removed.map((r) => r.key);
}

async function removeImageFiles(ctx: Pick<ServiceContext, 'storage'>, keys: string[]): Promise<void> {
  for (const key of keys) await ctx.storage.remove(key);
}

/**
 * Deletes uploads never saved on a profile within the window. The row goes first, so a profile
 * save binding the picture at the same moment either wins (and the picture stays) or gets a 400.
 */
export async function collectUnusedImages(
  ctx: Pick<ServiceContext, 'db' | 'clock' | 'storage'>,
): Promise<number> {
  const cutoff = new Date(ctx.clock.now().getTime() - UNBOUND_IMAGE_TTL_MS);
  const stale = await ctx.db
    .delete(uploadedImages)
    .where(and(isNull(uploadedImages.boundAt), lt(uploadedImages.createdAt, cutoff)))
    .returning({ key: uploadedImages.storageKey });
  await removeImageFiles(
    ctx,
    stale.map((r) => r.key),
  );
  return stale.length;
}

/** Collects now and then hourly; the answered function stops it and waits for a running round. */
export function scheduleImageCollection(ctx: ServiceContext): () => Promise<void> {
  let running: Promise<unknown> = Promise.resolve();
  const run = () => {
    running = collectUnusedImages(ctx).catch((err: unknown) =>
      // A failed query is logged by its code, never with its SQL and parameters.
      ctx.log.error({ err: describeQueryFailure(err) ?? err }, 'collecting unused uploaded images failed'),
    );
  };
  run();
  const timer = setInterval(run, COLLECT_EVERY_MS);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
