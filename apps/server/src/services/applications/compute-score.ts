import { and, eq, lt, or, isNull, sql } from 'drizzle-orm';
import { MATCH_SCORE_VERSION, scoreMatch, type MatchResult } from '@hireloop/shared';
import type { Db } from '../../db/client';
import { applications, jobs, users, type JobRow, type UserRow } from '../../db/schema';

/** The match score of `applicant` for `job`, from what is stored about both. */
export function scoreFor(job: JobRow, applicant: UserRow, asOf: Date): MatchResult {
  return scoreMatch(
    {
      title: job.title,
      location: job.location,
      type: job.type,
      description: job.description,
      requirements: job.requirements,
      keySkills: job.keySkills,
      experienceMin: job.experienceMin,
      experienceMax: job.experienceMax,
      education: job.education,
    },
    {
      title: applicant.title,
      headline: applicant.headline,
      skills: applicant.skills,
      experience: applicant.experience,
      location: applicant.location,
      employment: applicant.employment,
      education: applicant.education,
      projects: applicant.projects,
      resumeText: applicant.resumeText,
    },
    { asOf },
  );
}

const SCORE_BATCH = 500;

/** Whose applications to score again: a job's, or an applicant's. */
export interface ScoreScope {
  jobId?: string;
  applicantId?: string;
}

/**
 * Recomputes the stored scores of the applications matching `where` (all of a job's, all of an
 * applicant's, or those scored by an older version). Answers how many were recomputed.
 */
export async function recomputeScores(
  db: Db,
  scope: ScoreScope & { stale?: boolean },
  asOf: Date,
): Promise<number> {
  const conditions = [
    scope.jobId ? eq(applications.jobId, scope.jobId) : undefined,
    scope.applicantId ? eq(applications.applicantId, scope.applicantId) : undefined,
    scope.stale
      ? or(isNull(applications.scoreVersion), lt(applications.scoreVersion, MATCH_SCORE_VERSION))
      : undefined,
  ].filter(Boolean);
  const rows = await db
    .select({ id: applications.id, job: jobs, applicant: users })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .innerJoin(users, eq(users.id, applications.applicantId))
    .where(and(...conditions));
  // One statement per batch: a row at a time cost one round trip each (about 50 s for 5,000).
  for (let start = 0; start < rows.length; start += SCORE_BATCH) {
    const scored = rows.slice(start, start + SCORE_BATCH).map((row) => {
      const { score, breakdown } = scoreFor(row.job, row.applicant, asOf);
      return { id: row.id, score, breakdown };
    });
    await db.execute(sql`update applications as a
      set match_score = v.score, match_breakdown = v.breakdown, score_version = ${MATCH_SCORE_VERSION}
      from jsonb_to_recordset(${JSON.stringify(scored)}::jsonb) as v(id uuid, score integer, breakdown jsonb)
      where a.id = v.id`);
  }
  return rows.length;
}

/** Count of applications whose score comes from an older scorer, for the lazy refresh. */
export async function hasStaleScores(db: Db, jobId: string): Promise<boolean> {
  const [row] = await db
    .select({ n: sql<number>`count(*)` })
    .from(applications)
    .where(
      and(
        eq(applications.jobId, jobId),
        or(isNull(applications.scoreVersion), lt(applications.scoreVersion, MATCH_SCORE_VERSION)),
      ),
    );
  return Number(row?.n ?? 0) > 0;
}
