import { sql } from 'drizzle-orm';
import type { JobSearchQuery, JobSearchResult } from '@hireloop/shared';
import { queryRows, type Db } from '../../db/client';
import type { JobRow, UserRow } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { fromSearchRow, searchJobColumns, searchJobsFrom, type JobView } from '../jobs/job-columns';
import { rankByMatch } from './rank-by-match';
import {
  cachedCounts,
  cacheCounts,
  cachedPage,
  cachePage,
  COUNT_LIMIT,
  sameVersions,
  searchVersions,
  viewerFlags,
  vocabularyAt,
  type CachedPage,
  type FacetCell,
  type SearchCounts,
  type SearchNotes,
  type SearchVersions,
} from './cache';
import {
  allConditions,
  baseConditions,
  compilePlan,
  planSearch,
  readRequest,
  type CompiledSearch,
  type Pass,
  type Sort,
} from './plan';
import { notesFor } from './suggestions';
import { toJob } from '../jobs/to-job';

/**
 * Open jobs matching the filters, a page of them, the total, and counts per type and category.
 * When no job has every word of the keywords, the jobs with the most of them, marked 'partial'.
 * A page (its jobs as a visitor sees them) and the counts are cached until the next job write (see
 * search-cache); the viewer's saved and applied flags are always read fresh, with the versions that
 * say whether the page is current, in one small query. A page sorted by match depends on the
 * viewer and is not cached.
 */
export async function searchJobs(
  ctx: { db: Db; clock: Clock },
  query: JobSearchQuery,
  viewer: UserRow | null,
): Promise<JobSearchResult> {
  const { db } = ctx;
  const request = readRequest(query, ctx.clock.now());
  const byMatch = query.sort === 'match' && viewer?.role === 'jobseeker';
  const fallbackSort: Sort = request.keywords.units.length > 0 ? 'relevance' : 'newest';
  const sort: Sort = byMatch ? 'match' : query.sort && query.sort !== 'match' ? query.sort : fallbackSort;
  const key = JSON.stringify([request, sort, query.page, query.pageSize]);
  const viewerId = viewer?.id ?? null;

  // A cached page costs one small query: the versions that say whether it is current, and this
  // viewer's flags on its jobs. The jobs' own columns are not read again.
  let versions: SearchVersions | null = null;
  const hit = byMatch ? undefined : cachedPage(db, key);
  if (hit) {
    const flags = await viewerFlags(
      db,
      hit.rows.map((r) => r.id),
      viewerId,
    );
    if (sameVersions(flags.versions, hit.versions)) {
      return pageResult(query, request, withFlags(hit.rows, flags), hit.counts, hit.notes);
    }
    versions = flags.versions;
  }
  // The same search already being computed (many visitors opening one link at once): wait for it
  // and add this viewer's flags, instead of running every query again.
  const pending = byMatch ? undefined : computing(db).get(key);
  if (pending) {
    const entry = await pending.catch(() => null);
    if (entry) {
      return pageResult(query, request, await flagged(db, entry.rows, viewerId), entry.counts, entry.notes);
    }
  }

  const work = (async () => {
    versions ??= await searchVersions(db);

    const vocabulary = await vocabularyAt(db, versions.terms);
    const plan = planSearch(request, vocabulary);
    let search = compilePlan(plan, 'all');
    // The page and the counts in parallel; the page again only when a fallback is needed.
    const run = (s: CompiledSearch) =>
      Promise.all([
        byMatch ? Promise.resolve([]) : pageOf(db, s, sort, query, versions!),
        countsOf(db, s.pass, versions!),
      ]);
    let [rows, counts] = await run(search);
    // Nothing has every word: the words but a level ('junior accountant'), then any of the words.
    const roles = plan.units.filter((u) => !u.level);
    if (counts.total === 0 && roles.length > 0 && roles.length < plan.units.length) {
      search = compilePlan(plan, 'all', roles);
      [rows, counts] = await run(search);
    }
    if (counts.total === 0 && plan.units.length > 1) {
      search = compilePlan(plan, 'any');
      [rows, counts] = await run(search);
    }
    const pass = search.pass;
    const notes: SearchNotes = {
      matched: pass.partial ? 'partial' : 'all',
      ...(await notesFor(db, query, ctx.clock.now(), pass, counts.total, vocabulary)),
    };

    if (byMatch) {
      const ids = await rankByMatch(db, pass, viewer, query.page, query.pageSize, ctx.clock.now());
      const fresh = await jobsByIds(db, ids, viewerId);
      return { entry: null, page: pageResult(query, request, fresh?.rows ?? [], counts, notes) };
    }
    const entry: CachedPage = { versions, rows, counts, notes };
    cachePage(db, key, entry);
    return { entry, page: pageResult(query, request, await flagged(db, rows, viewerId), counts, notes) };
  })();
  if (byMatch) return (await work).page;
  const inFlight = computing(db);
  const shared = work.then(({ entry }) => entry!);
  shared.catch(() => {}); // the caller sees the error through `work`; a waiter computes again
  inFlight.set(key, shared);
  try {
    return (await work).page;
  } finally {
    if (inFlight.get(key) === shared) inFlight.delete(key);
  }
}

const inFlightSearches = new WeakMap<Db, Map<string, Promise<CachedPage>>>();
const computing = (db: Db) => {
  let map = inFlightSearches.get(db);
  if (!map) inFlightSearches.set(db, (map = new Map()));
  return map;
};

const typeOk = (types: string[], t: string) => types.length === 0 || types.includes(t);
const categoryOk = (categories: string[], c: string) => categories.length === 0 || categories.includes(c);

function totalOf(request: { types: string[]; categories: string[] }, cells: FacetCell[]): number {
  return cells
    .filter((c) => typeOk(request.types, c.type) && categoryOk(request.categories, c.category))
    .reduce((sum, c) => sum + c.n, 0);
}

/**
 * The page as the API answers it. Past COUNT_LIMIT jobs around the type and category filters the
 * facets are left out, and past COUNT_LIMIT jobs of the search itself the total says at least
 * COUNT_LIMIT: counting every match of a broad word is what made such searches slow.
 */
function pageResult(
  query: JobSearchQuery,
  request: { types: string[]; categories: string[] },
  rows: JobView[],
  counts: SearchCounts,
  notes: SearchNotes,
): JobSearchResult {
  const facets = { type: {} as Record<string, number>, category: {} as Record<string, number> };
  for (const { type, category, n } of counts.cells ?? []) {
    if (categoryOk(request.categories, category)) facets.type[type] = (facets.type[type] ?? 0) + n;
    if (typeOk(request.types, type)) facets.category[category] = (facets.category[category] ?? 0) + n;
  }
  const beyond = counts.total > COUNT_LIMIT;
  return {
    jobs: rows.map(toJob),
    total: beyond ? COUNT_LIMIT : counts.total,
    ...(beyond ? { totalAtLeast: true as const } : {}),
    ...(counts.cells === null ? { facetsOmitted: true as const } : {}),
    page: query.page,
    pageSize: query.pageSize,
    facets,
    ...notes,
  };
}

/**
 * A relevance sort of a broad search ranks the newest this many matches (decision 0028): ranking
 * reads every candidate's text, and a broad word matches most jobs.
 */
export const RANKED_MATCHES = 1000;

/** A page of jobs as a visitor sees them; the viewer's flags are added by `withFlags`. */
async function pageOf(
  db: Db,
  search: CompiledSearch,
  sort: Sort,
  query: JobSearchQuery,
  versions: SearchVersions,
): Promise<JobView[]> {
  const offset = (query.page - 1) * query.pageSize;
  // Broad: known, from the counts of another page or sort of this search, to match more than
  // COUNT_LIMIT jobs with no type or category to thin them out, so that the newest matches come
  // straight off the created_at index. Of a narrower search, whose matches that index would have
  // to be walked far for, every match is ranked. The fallback ranks by how many of the words a job
  // has, which the newest matches do not tell.
  const { request } = search.plan;
  const broad =
    sort === 'relevance' &&
    search.pass.query !== null &&
    !search.pass.partial &&
    request.types.length === 0 &&
    request.categories.length === 0 &&
    cachedCounts(db, countsKey(search.pass), versions) === null;
  if (broad && offset >= RANKED_MATCHES) return [];
  const scope = broad
    ? sql`j.id in (select j.id from jobs j where ${search.where} order by j.created_at desc, j.id limit ${RANKED_MATCHES})`
    : search.where;
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`select ${searchJobColumns(null)} from ${searchJobsFrom} where ${scope}
        order by ${search.orderBy(sort)} limit ${query.pageSize} offset ${offset}`,
  );
  return rows.map(fromSearchRow);
}

/**
 * The counts of a pass. The cells around the type and category filters are shared through the
 * counts cache by the pages, sorts and type or category choices of one search. Past COUNT_LIMIT
 * jobs there are no cells, and a search with a type or category filter counts its own jobs, again
 * only up to COUNT_LIMIT + 1.
 */
async function countsOf(db: Db, pass: Pass, versions: SearchVersions): Promise<SearchCounts> {
  const request = pass.plan.request;
  const key = countsKey(pass);
  let cells = cachedCounts(db, key, versions);
  if (cells === undefined) {
    cells = await cellsOf(db, pass);
    cacheCounts(db, key, versions, cells);
  }
  if (cells) return { cells, total: totalOf(request, cells) };
  const filtered = request.types.length > 0 || request.categories.length > 0;
  return { cells: null, total: filtered ? await cappedTotal(db, pass) : COUNT_LIMIT + 1 };
}

/** The counts cache's key of a pass: its request without the type and category filters, and its text query. */
const countsKey = (pass: Pass) =>
  JSON.stringify([{ ...pass.plan.request, types: [], categories: [] }, pass.query]);

/**
 * One pass counts every (type, category) pair, around the type and category filters, reading at
 * most COUNT_LIMIT + 1 jobs; null when there are more.
 */
async function cellsOf(db: Db, pass: Pass): Promise<FacetCell[] | null> {
  const rows = await queryRows<Pick<JobRow, 'type' | 'category'> & { n: number | string }>(
    db,
    sql`select m.type, m.category, count(*) as n
        from (select j.type, j.category from jobs j where ${baseConditions(pass.plan, pass.query)}
              limit ${COUNT_LIMIT + 1}) m
        group by m.type, m.category`,
  );
  const cells = rows.map((r) => ({ type: r.type, category: r.category, n: Number(r.n) }));
  return cells.reduce((sum, c) => sum + c.n, 0) > COUNT_LIMIT ? null : cells;
}

/** The jobs of the pass with every filter, counted up to COUNT_LIMIT + 1. */
async function cappedTotal(db: Db, pass: Pass): Promise<number> {
  const [row] = await queryRows<{ n: number | string }>(
    db,
    sql`select count(*) as n from (select 1 from jobs j where ${allConditions(pass.plan, pass.query)}
        limit ${COUNT_LIMIT + 1}) m`,
  );
  return Number(row?.n ?? 0);
}

/** The rows with the viewer's flags; a visitor has none, so no query is needed. */
async function flagged(db: Db, rows: JobView[], viewerId: string | null): Promise<JobView[]> {
  if (!viewerId) return rows;
  return withFlags(
    rows,
    await viewerFlags(
      db,
      rows.map((r) => r.id),
      viewerId,
    ),
  );
}

/** Copies of the rows with the viewer's saved and applied flags. */
function withFlags(rows: JobView[], flags: Awaited<ReturnType<typeof viewerFlags>>): JobView[] {
  if (flags.saved.size === 0 && flags.status.size === 0) return rows;
  return rows.map((r) => ({
    ...r,
    isSaved: flags.saved.has(r.id),
    applicationStatus: flags.status.get(r.id) ?? null,
  }));
}

/** The jobs of a page in its order, and the current versions; null when they cannot be told. */
async function jobsByIds(
  db: Db,
  ids: string[],
  viewerId: string | null,
): Promise<{ rows: JobView[]; versions: SearchVersions } | null> {
  if (ids.length === 0) return { rows: [], versions: await searchVersions(db) };
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`select ${searchJobColumns(viewerId)}, s.jobs_version, s.terms_version
        from ${searchJobsFrom} cross join search_state s where s.id = 1 and j.id in ${ids}`,
  );
  if (rows.length === 0) return null;
  const byId = new Map(rows.map((r) => [r.id as string, fromSearchRow(r)]));
  const versions = { jobs: Number(rows[0]!.jobs_version), terms: Number(rows[0]!.terms_version) };
  return { rows: ids.flatMap((id) => byId.get(id) ?? []), versions };
}
