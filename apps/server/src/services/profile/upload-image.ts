import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { profileMessages } from '@hireloop/shared';
import { users, type UserRow } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { ServiceContext } from '../context';
import { detectImage } from '../files/detect-type';

const MAX_SIDE = 512;

/**
 * Stores a re-encoded copy of an uploaded picture (EXIF orientation applied, metadata dropped,
 * at most 512 px a side, WebP) and answers its public URL. With `target: 'avatar'` it also
 * becomes the user's avatar at once.
 */
export async function uploadImage(
  ctx: ServiceContext,
  user: UserRow,
  data: Buffer,
  target: 'avatar' | 'none',
): Promise<string> {
  if (!(await detectImage(data))) throw new AppError(415, profileMessages.imageWrongType);
  let encoded: Buffer;
  try {
    encoded = await sharp(data, { animated: false })
      .rotate()
      .resize(MAX_SIDE, MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 85 })
      .toBuffer();
  } catch {
    throw new AppError(415, profileMessages.imageWrongType);
  }
  const key = `images/${randomUUID()}.webp`;
  await ctx.storage.put(key, encoded);
  const url = `/uploads/${key}`;
  if (target === 'avatar') {
    await ctx.db.update(users).set({ avatar: url, updatedAt: ctx.clock.now() }).where(eq(users.id, user.id));
  }
  return url;
}
