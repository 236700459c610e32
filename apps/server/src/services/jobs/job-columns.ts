import { sql, type SQL } from 'drizzle-orm';

/**
 * The select list shared by every jobs query: the job, its employer's logo, and for a signed-in
 * user whether they saved it and the status of their application. `viewerId` is null for visitors.
 */
export function jobColumns(viewerId: string | null): SQL {
  return sql`j.id, j.employer_id, j.title, j.company_name, e.company_logo, j.location, j.type, j.category,
    j.industry, j.department, j.employment_type, j.education, j.salary_min, j.salary_max,
    j.experience_min, j.experience_max, j.openings, j.description, j.requirements, j.key_skills,
    j.is_closed, j.deleted_at, j.created_at, j.updated_at,
    ${
      viewerId
        ? sql`exists (select 1 from saved_jobs s where s.job_id = j.id and s.user_id = ${viewerId}) as is_saved,
    (select a.status from applications a where a.job_id = j.id and a.applicant_id = ${viewerId}) as application_status`
        : sql`false as is_saved, null::text as application_status`
    }`;
}

export const jobsFrom = sql`jobs j join users e on e.id = j.employer_id`;
