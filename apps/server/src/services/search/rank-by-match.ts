import { inArray, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { jobs, type JobRow, type UserRow } from '../../db/schema';
import { scoreFor } from '../applications/compute-score';
import { allConditions, orderOf, type Pass } from './plan';

/**
 * Sorting by match scores the most relevant (or, without keywords, the newest) jobs this many at
 * most for the signed-in job seeker, best first; the jobs after them follow in relevance order.
 * It bounds the work of one request: scoring is done in the process, per job.
 */
export const MATCH_RERANK_LIMIT = 200;

/** The ids of one page of the search sorted by the viewer's match score. */
export async function rankByMatch(
  db: Db,
  pass: Pass,
  viewer: UserRow,
  page: number,
  pageSize: number,
  asOf: Date,
): Promise<string[]> {
  const where = allConditions(pass.plan, pass.query);
  const order = orderOf(pass, 'relevance');
  const start = (page - 1) * pageSize;
  const end = start + pageSize;
  const candidates = await queryRows<Pick<JobRow, 'id'>>(
    db,
    sql`select j.id from jobs j where ${where} order by ${order} limit ${MATCH_RERANK_LIMIT}`,
  );
  let ids: string[] = [];
  if (start < candidates.length) {
    const rows = await db
      .select()
      .from(jobs)
      .where(
        inArray(
          jobs.id,
          candidates.map((c) => c.id),
        ),
      );
    const position = new Map(candidates.map((c, i) => [c.id, i]));
    const ranked = rows
      .map((job) => ({ id: job.id, score: scoreFor(job, viewer, asOf).score, at: position.get(job.id)! }))
      .sort((a, b) => b.score - a.score || a.at - b.at);
    ids = ranked.slice(start, end).map((r) => r.id);
  }
  if (end > MATCH_RERANK_LIMIT && candidates.length === MATCH_RERANK_LIMIT) {
    const from = Math.max(start, MATCH_RERANK_LIMIT);
    const rest = await queryRows<Pick<JobRow, 'id'>>(
      db,
      sql`select j.id from jobs j where ${where} order by ${order} limit ${end - from} offset ${from}`,
    );
    ids.push(...rest.map((r) => r.id));
  }
  return ids;
}
