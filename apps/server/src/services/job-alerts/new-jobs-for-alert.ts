import { sql } from 'drizzle-orm';
import { ALERT_MAIL_JOBS, type AlertSearch, type JobSearchQuery } from '@hireloop/shared';
import { queryRows, type Db } from '../../db/client';
import { allConditions, orderOf, planSearch, readRequest, tsQueryText, type Pass } from '../jobs/search-plan';
import type { Vocabulary } from '../jobs/search-vocabulary';

export interface AlertJob {
  id: string;
  title: string;
  companyName: string;
  location: string;
}

/**
 * The jobs of an alert's search posted in (since, until], the best first, and how many there are.
 * It is the search of Find Jobs (the same plan: keywords, synonyms, spelling, places and filters)
 * with every keyword required, ranked by relevance, or newest first without keywords.
 */
export async function newJobsForAlert(
  db: Db,
  vocabulary: Vocabulary,
  search: AlertSearch,
  since: Date,
  until: Date,
): Promise<{ jobs: AlertJob[]; total: number }> {
  const query = { ...search, page: 1, pageSize: ALERT_MAIL_JOBS } as JobSearchQuery;
  const plan = planSearch(readRequest(query, until), vocabulary);
  const pass: Pass = { plan, query: plan.units.length ? tsQueryText(plan.units, '&') : null, partial: false };
  const rows = await queryRows<{
    id: string;
    title: string;
    company_name: string;
    location: string;
    total: string | number;
  }>(
    db,
    sql`select j.id, j.title, j.company_name, j.location, count(*) over () as total
        from jobs j
        where ${allConditions(plan, pass.query)}
          and j.created_at > ${since.toISOString()} and j.created_at <= ${until.toISOString()}
        order by ${orderOf(pass, pass.query ? 'relevance' : 'newest')}
        limit ${ALERT_MAIL_JOBS}`,
  );
  return {
    jobs: rows.map((r) => ({ id: r.id, title: r.title, companyName: r.company_name, location: r.location })),
    total: Number(rows[0]?.total ?? 0),
  };
}
