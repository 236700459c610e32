import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client';
import type { UserRow } from '../../db/schema';
import type { ServiceContext } from '../context';

/** A person's profile and resume are theirs, and visible to employers they applied to. */
export async function canSeeApplicant(
  ctx: ServiceContext,
  viewer: UserRow,
  applicantId: string,
): Promise<boolean> {
  if (viewer.id === applicantId) return true;
  if (viewer.role !== 'employer') return false;
  const rows = await queryRows(
    ctx.db,
    sql`select 1 from applications a join jobs j on j.id = a.job_id
        where a.applicant_id = ${applicantId} and j.employer_id = ${viewer.id} limit 1`,
  );
  return rows.length > 0;
}
