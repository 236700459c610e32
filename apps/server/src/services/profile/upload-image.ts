import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { profileMessages } from '@hireloop/shared';
import { uploadedImages, users, type UserRow } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { ServiceContext } from '../context';
import { detectImage } from '../files/detect-type';
import { assertUploadQuota, imageUrlOf, lockUserPictures, withPictures } from './uploaded-images';

const MAX_SIDE = 512;

/**
 * Stores a re-encoded copy of an uploaded picture (EXIF orientation applied, metadata dropped,
 * at most 512 px a side, WebP), owned by the uploader, and answers its public URL. With
 * `target: 'avatar'` it becomes the user's avatar at once and the old one is deleted; otherwise
 * it waits, within the quota, for a profile save to use it.
 */
export async function uploadImage(
  ctx: ServiceContext,
  user: UserRow,
  data: Buffer,
  target: 'avatar' | 'none',
): Promise<string> {
  // Checked before the costly decoding too, so a user over the quota cannot keep the CPU busy.
  if (target === 'none') await assertUploadQuota(ctx.db, user.id, ctx.clock.now());
  if (!(await detectImage(data))) throw new AppError(415, profileMessages.imageNotValid);
  let encoded: Buffer;
  try {
    encoded = await sharp(data, { animated: false })
      .rotate()
      .resize(MAX_SIDE, MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 85 })
      .toBuffer();
  } catch {
    throw new AppError(415, profileMessages.imageNotValid);
  }

  const key = `images/${randomUUID()}.webp`;
  const url = imageUrlOf(key);
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    await lockUserPictures(tx, user.id);
    if (target === 'none') await assertUploadQuota(tx, user.id, now);
    await tx.insert(uploadedImages).values({ ownerId: user.id, storageKey: key, createdAt: now });
  });
  try {
    await ctx.storage.put(key, encoded);
  } catch (err) {
    await ctx.db.delete(uploadedImages).where(eq(uploadedImages.storageKey, key));
    throw err;
  }
  if (target === 'avatar') {
    await withPictures(ctx, user.id, { avatar: url }, (tx) =>
      tx.update(users).set({ avatar: url, updatedAt: now }).where(eq(users.id, user.id)),
    );
  }
  return url;
}
