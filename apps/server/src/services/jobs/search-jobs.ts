import { sql, type SQL } from 'drizzle-orm';
import type { JobSearchQuery, JobSearchResult } from '@hireloop/shared';
import { queryRows, type Db } from '../../db/client';
import { jobColumns, jobsFrom } from './job-columns';
import {
  cachedPage,
  cachePage,
  searchVersions,
  vocabularyAt,
  type FacetCell,
  type SearchVersions,
} from './search-cache';
import { expandQueryWords, termsOf } from './search-terms';
import type { Vocabulary } from './search-vocabulary';
import { toJob, type JobQueryRow } from './to-job';

const MAX_QUERY_WORDS = 8;

const listOf = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);

/** A tsquery that needs every word, each word matched by itself or a corrected spelling. */
function keywordQuery(groups: string[][]): SQL | null {
  if (groups.length === 0) return null;
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
function locationPatterns(vocabulary: Vocabulary, text: string): string[] {
  if (!text) return [];
  const patterns = [likePattern(text)];
  const words = termsOf(text);
  if (words.length === 1) {
    const [alternatives] = expandQueryWords(vocabulary, words);
    for (const w of alternatives!.slice(1)) patterns.push(likePattern(w));
  }
  return patterns;
}

/**
 * Open jobs matching the filters, a page of them, the total, and counts per type and category.
 * The ids of a page and the counts are cached until the next job write (see search-cache); the
 * jobs themselves are always read fresh, with the viewer's saved and applied flags.
 */
export async function searchJobs(
  db: Db,
  query: JobSearchQuery,
  viewerId: string | null,
): Promise<JobSearchResult> {
  const keyword = query.keyword || query.q || query.search || '';
  const words = termsOf(keyword).slice(0, MAX_QUERY_WORDS);
  const types = listOf(query.type).sort();
  const categories = listOf(query.category).sort();
  const { minSalary, maxSalary, experience, remoteOnly, page, pageSize } = query;
  const location = query.location?.trim().toLowerCase() ?? '';
  const sort = query.sort ?? (words.length > 0 ? 'relevance' : 'newest');
  const key = JSON.stringify([
    words,
    location,
    types,
    categories,
    minSalary,
    maxSalary,
    experience,
    remoteOnly,
    sort,
    page,
    pageSize,
  ]);

  // A cached page costs one query: its jobs, read fresh, with the versions that say whether it is current.
  const hit = cachedPage(db, key);
  let versions: SearchVersions | null = null;
  if (hit) {
    const fresh = await jobsByIds(db, hit.ids, viewerId);
    if (fresh && fresh.versions.jobs === hit.versions.jobs && fresh.versions.terms === hit.versions.terms) {
      return pageResult(query, types, categories, fresh.rows, hit.cells);
    }
    versions = fresh?.versions ?? null;
  }
  versions ??= await searchVersions(db);

  const vocabulary = await vocabularyAt(db, versions.terms);
  const filters: Filters = {
    tsq: keywordQuery(expandQueryWords(vocabulary, words)),
    locationPatterns: locationPatterns(vocabulary, location),
    types,
    categories,
    minSalary,
    maxSalary,
    experience,
    remoteOnly,
  };
  const [rows, cells] = await Promise.all([pageOf(db, filters, sort, query, viewerId), cellsOf(db, filters)]);
  cachePage(db, key, { versions, ids: rows.map((r) => r.id), cells });
  return pageResult(query, types, categories, rows, cells);
}

function pageResult(
  query: JobSearchQuery,
  types: string[],
  categories: string[],
  rows: JobQueryRow[],
  cells: FacetCell[],
): JobSearchResult {
  const typeOk = (t: string) => types.length === 0 || types.includes(t);
  const categoryOk = (c: string) => categories.length === 0 || categories.includes(c);
  const facets = { type: {} as Record<string, number>, category: {} as Record<string, number> };
  let total = 0;
  for (const { type, category, n } of cells) {
    if (categoryOk(category)) facets.type[type] = (facets.type[type] ?? 0) + n;
    if (typeOk(type)) facets.category[category] = (facets.category[category] ?? 0) + n;
    if (typeOk(type) && categoryOk(category)) total += n;
  }
  return { jobs: rows.map(toJob), total, page: query.page, pageSize: query.pageSize, facets };
}

function pageOf(
  db: Db,
  filters: Filters,
  sort: string,
  query: JobSearchQuery,
  viewerId: string | null,
): Promise<JobQueryRow[]> {
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
  return queryRows<JobQueryRow>(
    db,
    sql`select ${jobColumns(viewerId)} from ${jobsFrom} where ${allConditions(filters)} order by ${order}
        limit ${query.pageSize} offset ${offset}`,
  );
}

/** One pass counts every (type, category) pair, around the type and category filters. */
async function cellsOf(db: Db, filters: Filters): Promise<FacetCell[]> {
  const rows = await queryRows<{ type: string; category: string; n: number | string }>(
    db,
    sql`select j.type, j.category, count(*) as n from jobs j where ${baseConditions(filters)}
        group by j.type, j.category`,
  );
  return rows.map((r) => ({ type: r.type, category: r.category, n: Number(r.n) }));
}

/** The jobs of a cached page in its order, and the current versions; null when they cannot be told. */
async function jobsByIds(
  db: Db,
  ids: string[],
  viewerId: string | null,
): Promise<{ rows: JobQueryRow[]; versions: SearchVersions } | null> {
  if (ids.length === 0) return { rows: [], versions: await searchVersions(db) };
  const rows = await queryRows<JobQueryRow & { jobs_version: number; terms_version: number }>(
    db,
    sql`select ${jobColumns(viewerId)}, s.jobs_version, s.terms_version
        from ${jobsFrom} cross join search_state s where s.id = 1 and j.id in ${ids}`,
  );
  if (rows.length === 0) return null;
  const byId = new Map(rows.map((r) => [r.id, r]));
  const versions = { jobs: Number(rows[0]!.jobs_version), terms: Number(rows[0]!.terms_version) };
  return { rows: ids.flatMap((id) => byId.get(id) ?? []), versions };
}
