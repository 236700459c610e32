import { asc, eq, inArray } from 'drizzle-orm';
import {
  applicantToolsMessages,
  bulkMovedLabel,
  type BulkStatusInput,
  type BulkStatusResult,
  WITHDRAWN_STATUS,
} from '@hireloop/shared';
import { applications, jobs, users, type UserRow } from '../../db/schema';
import type { ServiceContext } from '../context';
import { changeStatusLocked } from './update-status';

/**
 * One status for several applications (up to 100), in one transaction, by the rules of the single
 * change (changeStatusLocked): each changed applicant gets the same e-mail, at most one per
 * application in 10 minutes. An application that does not exist, or whose job is not this
 * employer's, is refused like the single change's 404/403 (same message, so another employer's
 * ids tell nothing); one already in that status is refused as unchanged, and one the applicant
 * withdrew as withdrawn (decision 0020). Nothing is partly done:
 * a failure rolls every change back.
 */
export async function bulkUpdateApplicationStatus(
  ctx: ServiceContext,
  employer: UserRow,
  { ids, status }: BulkStatusInput,
): Promise<BulkStatusResult> {
  const result = await ctx.db.transaction(async (tx) => {
    // Locked in id order, so two bulk changes over the same rows cannot wait on each other.
    const rows = await tx
      .select({
        application: applications,
        job: { title: jobs.title, companyName: jobs.companyName, employerId: jobs.employerId },
        applicant: {
          email: users.email,
          name: users.name,
          mailApplicationStatus: users.mailApplicationStatus,
        },
      })
      .from(applications)
      .innerJoin(jobs, eq(jobs.id, applications.jobId))
      .innerJoin(users, eq(users.id, applications.applicantId))
      .where(inArray(applications.id, ids))
      .orderBy(asc(applications.id))
      .for('update', { of: applications });
    const byId = new Map(rows.map((r) => [r.application.id, r]));
    // Read once the rows are locked: a change that waited for another one comes after it.
    const now = ctx.clock.now();

    const changed: string[] = [];
    const refused: BulkStatusResult['refused'] = [];
    for (const id of ids) {
      const found = byId.get(id);
      if (!found || found.job.employerId !== employer.id) {
        refused.push({ _id: id, reason: 'notFound', message: applicantToolsMessages.refusedNotFound });
        continue;
      }
      if (found.application.status === WITHDRAWN_STATUS) {
        refused.push({ _id: id, reason: 'withdrawn', message: applicantToolsMessages.refusedWithdrawn });
        continue;
      }
      const change = await changeStatusLocked(ctx, tx, employer, found.application, found, status, now);
      if (change.changed) changed.push(id);
      else refused.push({ _id: id, reason: 'unchanged', message: applicantToolsMessages.refusedUnchanged });
    }
    return { changed, refused };
  });
  if (result.changed.length > 0) ctx.work.wake();
  return {
    success: true,
    message: bulkMovedLabel(result.changed.length, status),
    status,
    ...result,
  };
}
