import { eq } from 'drizzle-orm';
import type { ProfileUpdate } from '@hireloop/shared';
import { jobs, users, type UserRow } from '../../db/schema';
import { enqueueJob } from '../../lib/background-work';
import { scoresJob } from '../background-jobs';
import type { ServiceContext } from '../context';
import { reindexJobs } from '../search';
import { withPictures } from './uploaded-images';

/**
 * Merges the given fields into the user's own profile. The schema has already dropped what a user
 * may not set; company fields only apply to employers, and a new company name shows on their jobs.
 * A new avatar or logo must be a picture this user uploaded; the one it replaces is deleted.
 */
export async function updateProfile(
  ctx: ServiceContext,
  user: UserRow,
  input: ProfileUpdate,
): Promise<UserRow> {
  const now = ctx.clock.now();
  const {
    fullName,
    companyName,
    companyDescription,
    companyLogo,
    companyWebsite,
    companySize,
    companyLocations,
    ...fields
  } = input;
  const changes: Partial<typeof users.$inferInsert> = { ...fields, updatedAt: now };
  const name = input.name ?? fullName;
  if (name !== undefined) changes.name = name;
  if (user.role === 'employer') {
    if (companyName !== undefined) changes.companyName = companyName;
    if (companyDescription !== undefined) changes.companyDescription = companyDescription;
    if (companyLogo !== undefined) changes.companyLogo = companyLogo;
    if (companyWebsite !== undefined) changes.companyWebsite = companyWebsite;
    if (companySize !== undefined) changes.companySize = companySize;
    if (companyLocations !== undefined) changes.companyLocations = companyLocations;
  }
  const pictures = { avatar: changes.avatar, companyLogo: changes.companyLogo };
  const result = await withPictures(ctx, user.id, pictures, async (tx) => {
    const [updated] = await tx.update(users).set(changes).where(eq(users.id, user.id)).returning();
    if (user.role === 'employer' && companyName !== undefined && companyName !== user.companyName) {
      // The company name is part of each job's search document: index those jobs again now.
      await tx.update(jobs).set({ companyName, searchVersion: 0 }).where(eq(jobs.employerId, user.id));
      await reindexJobs(tx);
    }
    await enqueueJob(tx, scoresJob({ applicantId: user.id }), now);
    return updated!;
  });
  ctx.work.wake();
  return result;
}
