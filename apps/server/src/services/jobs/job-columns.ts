import { eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import { WITHDRAWN_STATUS } from '@hireloop/shared';
import { applications, jobs, savedJobs, users, type JobRow } from '../../db/schema';

/** A job's columns as the API shows them: all but the search vector and what is kept for the search. */
const {
  search: _search,
  searchVersion: _searchVersion,
  workMode: _workMode,
  ...shownColumns
} = getTableColumns(jobs);

/** A card's columns: the job's own page alone shows the long texts. */
const { description: _description, requirements: _requirements, ...summaryColumns } = shownColumns;

/** A job as every jobs query reads it: its columns, its employer's logo and the viewer's flags. */
export type JobView = Omit<JobRow, 'search' | 'searchVersion' | 'workMode'> & {
  companyLogo: string | null;
  isSaved: boolean;
  applicationStatus: string | null;
};

/** A job as the lists of cards read it: without its description and requirements. */
export type JobSummaryView = Omit<JobView, 'description' | 'requirements'>;

/**
 * The select list shared by the jobs queries: the job, its employer's logo, and for a signed-in
 * user whether they saved it and the status of their application. `viewerId` is null for visitors.
 * Used with `.from(jobs).innerJoin(users, employerOfJob)`.
 */
export function jobSelection(viewerId: string | null) {
  return { ...shownColumns, ...logoAndViewerFlags(viewerId) };
}

/** `jobSelection` without the long texts, for lists of cards (docs/security.md DM1). */
export function jobSummarySelection(viewerId: string | null) {
  return { ...summaryColumns, ...logoAndViewerFlags(viewerId) };
}

function logoAndViewerFlags(viewerId: string | null) {
  return {
    companyLogo: users.companyLogo,
    isSaved: viewerId
      ? sql<boolean>`exists (select 1 from ${savedJobs} s where s.job_id = ${jobs.id} and s.user_id = ${viewerId})`
      : sql<boolean>`false`,
    applicationStatus: viewerId
      ? sql<
          string | null
        >`(select a.status from ${applications} a where a.job_id = ${jobs.id} and a.applicant_id = ${viewerId})`
      : sql<string | null>`null::text`,
  };
}

export const employerOfJob = eq(users.id, jobs.employerId);

/**
 * How many applications a job has that were not withdrawn (the jobs of the employer's list and
 * dashboard): the "All" of its applicants list (decision 0019).
 */
export const applicationCountOfJob =
  sql<number>`(select count(*) from ${applications} a where a.job_id = ${jobs.id} and a.status <> ${WITHDRAWN_STATUS})`
    .mapWith(Number)
    .as('application_count');

/**
 * The same select list as SQL text, for the search's raw queries (alias `j` for the job, `e` for
 * the employer): full-text ranking is written in SQL there. Its rows go through `fromSearchRow`.
 */
export function searchJobColumns(viewerId: string | null): SQL {
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

export const searchJobsFrom = sql`jobs j join users e on e.id = j.employer_id`;

/** A raw row of `searchJobColumns` (snake_case, as the driver gives it), read with the schema's columns. */
export function fromSearchRow(row: Record<string, unknown>): JobView {
  const job = Object.fromEntries(
    Object.entries(shownColumns).map(([key, column]) => {
      const value = row[column.name];
      return [key, value === null || value === undefined ? null : column.mapFromDriverValue(value)];
    }),
  ) as Omit<JobView, 'companyLogo' | 'isSaved' | 'applicationStatus'>;
  return {
    ...job,
    companyLogo: (row.company_logo as string | null) ?? null,
    isSaved: Boolean(row.is_saved),
    applicationStatus: (row.application_status as string | null) ?? null,
  };
}
