import { and, desc, eq, isNull } from 'drizzle-orm';
import type { CompanyPage } from '@hireloop/shared';
import { jobs, users, type UserRow } from '../../db/schema';
import type { ServiceContext } from '../context';
import { employerOfJob, jobSelection } from '../jobs/job-columns';
import { toJob } from '../jobs/to-job';

/**
 * The public page of the company of employer `companyId` (docs/decisions/0021-company-pages.md):
 * its public fields and its open jobs, newest first, with the viewer's saved and applied flags.
 * Null when no employer account has that id (a job seeker's id too, or an employer who deleted
 * their account: decision 0022), so the route answers 404.
 */
export async function getCompanyPage(
  ctx: ServiceContext,
  companyId: string,
  viewer: UserRow | null,
): Promise<CompanyPage | null> {
  // Only the public columns are read: nothing private can reach the page by mistake.
  const [company] = await ctx.db
    .select({
      id: users.id,
      companyName: users.companyName,
      companyLogo: users.companyLogo,
      about: users.companyDescription,
      website: users.companyWebsite,
      size: users.companySize,
      locations: users.companyLocations,
    })
    .from(users)
    .where(and(eq(users.id, companyId), eq(users.role, 'employer'), isNull(users.deletedAt)))
    .limit(1);
  if (!company) return null;
  const rows = await ctx.db
    .select(jobSelection(viewer?.id ?? null))
    .from(jobs)
    .innerJoin(users, employerOfJob)
    .where(and(eq(jobs.employerId, company.id), eq(jobs.isClosed, false), isNull(jobs.deletedAt)))
    .orderBy(desc(jobs.createdAt), desc(jobs.id));
  const { id, ...fields } = company;
  return { company: { _id: id, ...fields }, jobs: rows.map(toJob) };
}
