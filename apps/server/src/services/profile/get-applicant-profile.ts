import { eq } from 'drizzle-orm';
import { profileMessages, type User } from '@hireloop/shared';
import { users, type UserRow } from '../../db/schema';
import { notFound } from '../../lib/errors';
import type { ServiceContext } from '../context';
import { toUser } from '../users/to-user';
import { canSeeApplicant } from './can-see-applicant';

/** A user's profile, to themself and to employers holding an application from them. */
export async function getApplicantProfile(
  ctx: ServiceContext,
  viewer: UserRow,
  userId: string,
): Promise<User> {
  if (!(await canSeeApplicant(ctx, viewer, userId))) {
    throw notFound(profileMessages.userNotFound);
  }
  const row = await ctx.db.query.users.findFirst({ where: eq(users.id, userId) });
  if (!row) throw notFound(profileMessages.userNotFound);
  return toUser(row);
}
