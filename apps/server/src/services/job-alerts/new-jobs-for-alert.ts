import { sql } from 'drizzle-orm';
import { ALERT_MAIL_JOBS, type AlertSearch, type JobSearchQuery } from '@hireloop/shared';
import { queryRows, type Db } from '../../db/client';
import { compileSearch, readRequest, type Vocabulary } from '../search';

export interface AlertJob {
  id: string;
  title: string;
  companyName: string;
  location: string;
  createdAt: Date;
}

/** How many new jobs of one search are read at once; past it, each alert of the search asks alone. */
const NEW_JOBS_CAP = 2_000;

/**
 * The jobs of a saved search posted in (since, until], the best first. It is the search of Find
 * Jobs (the same plan: keywords, synonyms, spelling, places and filters) with every keyword
 * required, ranked by relevance, or newest first without keywords. Answers null when there are
 * more than `cap` (the caller then asks with a later `since` or a limit).
 */
export async function newJobsOfSearch(
  db: Db,
  vocabulary: Vocabulary,
  search: AlertSearch,
  since: Date,
  until: Date,
  cap = NEW_JOBS_CAP,
  /** Read the first `cap` only, with the total (a search with very many new jobs). */
  firstOnly = false,
): Promise<(AlertJob & { total?: number })[] | null> {
  const query = { ...search, page: 1, pageSize: ALERT_MAIL_JOBS } as JobSearchQuery;
  const compiled = compileSearch(readRequest(query, until), vocabulary);
  const rows = await queryRows<{
    id: string;
    title: string;
    company_name: string;
    location: string;
    created_at: string | Date;
    total?: string | number;
  }>(
    db,
    sql`select j.id, j.title, j.company_name, j.location, j.created_at${firstOnly ? sql`, count(*) over () as total` : sql``}
        from jobs j
        where ${compiled.where}
          and j.created_at > ${since.toISOString()} and j.created_at <= ${until.toISOString()}
        order by ${compiled.orderBy('relevance')}
        limit ${firstOnly ? cap : cap + 1}`,
  );
  if (!firstOnly && rows.length > cap) return null;
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    companyName: r.company_name,
    location: r.location,
    createdAt: new Date(r.created_at),
    total: r.total === undefined ? undefined : Number(r.total),
  }));
}

/**
 * The new jobs of each alert of a batch that share one saved search: one query from the earliest
 * starting point, then each alert keeps the jobs posted after its own (in the search's order).
 */
export async function newJobsForAlerts(
  db: Db,
  vocabulary: Vocabulary,
  search: AlertSearch,
  sinces: Date[],
  until: Date,
): Promise<{ jobs: AlertJob[]; total: number }[]> {
  const earliest = new Date(Math.min(...sinces.map((s) => s.getTime())));
  const all = await newJobsOfSearch(db, vocabulary, search, earliest, until);
  const results: { jobs: AlertJob[]; total: number }[] = [];
  for (const since of sinces) {
    // Too many to read from the earliest: this alert asks alone, from its own starting point.
    const jobs = all ?? (await newJobsOfSearch(db, vocabulary, search, since, until));
    const mine = jobs?.filter((job) => job.createdAt > since);
    results.push(
      mine
        ? { jobs: mine.slice(0, ALERT_MAIL_JOBS), total: mine.length }
        : await firstNewJobs(db, vocabulary, search, since, until),
    );
  }
  return results;
}

/** The best few new jobs of a search that has very many, and how many there are. */
async function firstNewJobs(
  db: Db,
  vocabulary: Vocabulary,
  search: AlertSearch,
  since: Date,
  until: Date,
): Promise<{ jobs: AlertJob[]; total: number }> {
  const jobs = (await newJobsOfSearch(db, vocabulary, search, since, until, ALERT_MAIL_JOBS, true))!;
  return { jobs: jobs.slice(0, ALERT_MAIL_JOBS), total: jobs[0]?.total ?? 0 };
}
