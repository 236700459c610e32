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
  /** LIKE patterns for the location: what was typed, and corrected spellings of it. */
  locationPatterns: string[];
  types: string[];
  categories: string[];
  minSalary?: number | undefined;
  maxSalary?: number | undefined;
  experience?: number | undefined;
  remoteOnly?: boolean | undefined;
}

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;

/** Everything but the type and category filters, which the facets need to count around. */
function baseConditions(f: Filters): SQL {
  const c: SQL[] = [sql`j.is_closed = false`, sql`j.deleted_at is null`];
  if (f.tsq) c.push(sql`j.search @@ (${f.tsq})`);
  if (f.locationPatterns.length) {
    c.push(
      sql`(${sql.join(
        f.locationPatterns.map((p) => sql`lower(j.location) like ${p}`),
        sql` or `,
      )})`,
    );
  }
  // A job matches a salary filter when its range overlaps the filter's range.
  if (f.minSalary !== undefined) c.push(sql`j.salary_max >= ${f.minSalary}`);
  if (f.maxSalary !== undefined) c.push(sql`j.salary_min <= ${f.maxSalary}`);
  if (f.experience !== undefined) {
    c.push(sql`j.experience_min <= ${f.experience} and j.experience_max >= ${f.experience}`);
  }
  if (f.remoteOnly) c.push(sql`(j.type = 'Remote' or lower(j.location) like '%remote%')`);
  return sql.join(c, sql` and `);
}

function allConditions(f: Filters): SQL {
  const c = [baseConditions(f)];
  if (f.types.length) c.push(sql`j.type in ${f.types}`);
  if (f.categories.length) c.push(sql`j.category in ${f.categories}`);
  return sql.join(c, sql` and `);
}

/** The typed location, plus the nearest known spelling of each word that is not known. */
async function locationPatterns(db: Db, location: string | undefined): Promise<string[]> {
  const text = location?.trim().toLowerCase();
  if (!text) return [];
  const patterns = [likePattern(text)];
  const words = termsOf(text);
  if (words.length === 1) {
    const [alternatives] = await expandQueryWords(db, words);
    for (const w of alternatives!.slice(1)) patterns.push(likePattern(w));
  }
  return patterns;
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
    locationPatterns: await locationPatterns(db, query.location),
    types: listOf(query.type),
    categories: listOf(query.category),
    minSalary: query.minSalary,
    maxSalary: query.maxSalary,
    experience: query.experience,
    remoteOnly: query.remoteOnly,
  };
  const sort = query.sort ?? (filters.tsq ? 'relevance' : 'newest');

  let order: SQL;
  if (sort === 'relevance' && filters.tsq) {
    // Title matches first (weight A), then skills (B), then the weighted rank of all the text.
    order = sql`ts_rank('{0, 0, 0, 1}', j.search, ${filters.tsq}) > 0 desc,
      ts_rank('{0, 0, 1, 0}', j.search, ${filters.tsq}) > 0 desc,
      ts_rank('{0.05, 0.2, 0.6, 1.0}', j.search, ${filters.tsq}) desc, j.created_at desc, j.id`;
  } else if (sort === 'salary') {
    order = sql`j.salary_max desc, j.created_at desc, j.id`;
  } else {
    order = sql`j.created_at desc, j.id`;
  }

  const offset = (query.page - 1) * query.pageSize;
  const page = await queryRows<JobQueryRow>(
    db,
    sql`select ${jobColumns(viewerId)} from ${jobsFrom} where ${allConditions(filters)} order by ${order}
        limit ${query.pageSize} offset ${offset}`,
  );
  // One pass counts every (type, category) pair; the total and both facets are sums over it.
  const cells = await queryRows<{ type: string; category: string; n: number | string }>(
    db,
    sql`select j.type, j.category, count(*) as n from jobs j where ${baseConditions(filters)}
        group by j.type, j.category`,
  );
  const typeOk = (t: string) => filters.types.length === 0 || filters.types.includes(t);
  const categoryOk = (c: string) => filters.categories.length === 0 || filters.categories.includes(c);
  const facets = { type: {} as Record<string, number>, category: {} as Record<string, number> };
  let total = 0;
  for (const cell of cells) {
    const n = Number(cell.n);
    if (categoryOk(cell.category)) facets.type[cell.type] = (facets.type[cell.type] ?? 0) + n;
    if (typeOk(cell.type)) facets.category[cell.category] = (facets.category[cell.category] ?? 0) + n;
    if (typeOk(cell.type) && categoryOk(cell.category)) total += n;
  }

  return { jobs: page.map(toJob), total, page: query.page, pageSize: query.pageSize, facets };
}
