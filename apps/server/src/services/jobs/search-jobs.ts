import { sql, type SQL } from 'drizzle-orm';
import type { JobSearchQuery, JobSearchResult } from '@hireloop/shared';
import { queryRows, type Db } from '../../db/client';
import { jobColumns, jobsFrom } from './job-columns';
import { expandQueryWords, termsOf } from './search-terms';
import { toJob, type JobQueryRow } from './to-job';

const MAX_QUERY_WORDS = 8;

const listOf = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);

/** A tsquery that needs every word, each word matched by itself or a corrected spelling. */
async function keywordQuery(db: Db, keyword: string): Promise<SQL | null> {
  const words = termsOf(keyword).slice(0, MAX_QUERY_WORDS);
  if (words.length === 0) return null;
  const groups = await expandQueryWords(db, words);
  const parts = groups.map(
    (alternatives) =>
      sql`(${sql.join(
        alternatives.map((w) => sql`plainto_tsquery('english', ${w})`),
        sql` || `,
      )})`,
  );
  return sql.join(parts, sql` && `);
}

interface Filters {
  tsq: SQL | null;
  location?: string | undefined;
  types: string[];
  categories: string[];
  minSalary?: number | undefined;
  maxSalary?: number | undefined;
  experience?: number | undefined;
  remoteOnly?: boolean | undefined;
}

function conditions(f: Filters, skip?: 'type' | 'category'): SQL {
  const c: SQL[] = [sql`j.is_closed = false`, sql`j.deleted_at is null`];
  if (f.tsq) c.push(sql`j.search @@ (${f.tsq})`);
  if (f.location) {
    const loc = f.location.toLowerCase();
    c.push(
      sql`(lower(j.location) like ${`%${loc.replace(/[\\%_]/g, (m) => `\\${m}`)}%`} or ${loc} <% lower(j.location))`,
    );
  }
  if (skip !== 'type' && f.types.length) c.push(sql`j.type in ${f.types}`);
  if (skip !== 'category' && f.categories.length) c.push(sql`j.category in ${f.categories}`);
  // A job matches a salary filter when its range overlaps the filter's range.
  if (f.minSalary !== undefined) c.push(sql`j.salary_max >= ${f.minSalary}`);
  if (f.maxSalary !== undefined) c.push(sql`j.salary_min <= ${f.maxSalary}`);
  if (f.experience !== undefined) {
    c.push(sql`j.experience_min <= ${f.experience} and j.experience_max >= ${f.experience}`);
  }
  if (f.remoteOnly) c.push(sql`(j.type = 'Remote' or lower(j.location) like '%remote%')`);
  return sql.join(c, sql` and `);
}

/** Open jobs matching the filters, a page of them, the total, and counts per type and category. */
export async function searchJobs(
  db: Db,
  query: JobSearchQuery,
  viewerId: string | null,
): Promise<JobSearchResult> {
  const keyword = query.keyword || query.q || query.search || '';
  const filters: Filters = {
    tsq: keyword ? await keywordQuery(db, keyword) : null,
    location: query.location || undefined,
    types: listOf(query.type),
    categories: listOf(query.category),
    minSalary: query.minSalary,
    maxSalary: query.maxSalary,
    experience: query.experience,
    remoteOnly: query.remoteOnly,
  };
  const sort = query.sort ?? (filters.tsq ? 'relevance' : 'newest');
  const where = conditions(filters);

  let order: SQL;
  if (sort === 'relevance' && filters.tsq) {
    // Title matches first, then skills, then the weighted text rank.
    order = sql`(to_tsvector('english', j.title) @@ (${filters.tsq}))::int * 2
      + (to_tsvector('english', j.key_skills::text) @@ (${filters.tsq}))::int
      + ts_rank('{0.05, 0.2, 0.6, 1.0}', j.search, ${filters.tsq}) desc, j.created_at desc, j.id`;
  } else if (sort === 'salary') {
    order = sql`j.salary_max desc, j.created_at desc, j.id`;
  } else {
    order = sql`j.created_at desc, j.id`;
  }

  const offset = (query.page - 1) * query.pageSize;
  const page = await queryRows<JobQueryRow>(
    db,

    sql`select ${jobColumns(viewerId)} from ${jobsFrom} where ${where} order by ${order}
        limit ${query.pageSize} offset ${offset}`,
  );
  const total = await queryRows<{ n: number | string }>(
    db,
    sql`select count(*) as n from jobs j where ${where}`,
  );
  const typeFacet = await queryRows<{ k: string; n: number | string }>(
    db,

    sql`select j.type as k, count(*) as n from jobs j where ${conditions(filters, 'type')} group by j.type`,
  );
  const categoryFacet = await queryRows<{ k: string; n: number | string }>(
    db,

    sql`select j.category as k, count(*) as n from jobs j where ${conditions(filters, 'category')} group by j.category`,
  );
  const toCounts = (rows: { k: string; n: number | string }[]) =>
    Object.fromEntries(rows.map((r) => [r.k, Number(r.n)]));

  return {
    jobs: page.map(toJob),
    total: Number(total[0]?.n ?? 0),
    page: query.page,
    pageSize: query.pageSize,
    facets: { type: toCounts(typeFacet), category: toCounts(categoryFacet) },
  };
}
