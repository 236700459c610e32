import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { lexiconWords, Vocabulary } from './vocabulary';
import type { JobView } from '../jobs/job-columns';

/** Result pages kept per database; the least recently used goes first. */
export const SEARCH_CACHE_ENTRIES = 1000;
/** And at most about this many characters of job text across them (pages of long descriptions). */
export const SEARCH_CACHE_CHARS = 24_000_000;

/** Jobs counted per (type, category) pair; the total and both facets are sums over them. */
export interface FacetCell {
  type: string;
  category: string;
  n: number;
}

/**
 * Jobs are counted exactly up to this many (around the type and category filters); past it a
 * search says '10,000+ jobs' and its filters show no counts (docs/product.md 2.12, decision 0027).
 */
export const COUNT_LIMIT = 10_000;

/**
 * The counts of a search: its cells around the type and category filters, or null past
 * COUNT_LIMIT; and the total of the search itself, exact up to COUNT_LIMIT, else COUNT_LIMIT + 1.
 */
export interface SearchCounts {
  cells: FacetCell[] | null;
  total: number;
}

/**
 * One page of a search: its jobs in order, as a visitor sees them (no saved or applied flags), and
 * the facet counts, as of versions of the jobs and the vocabulary. Every write to a job, and every
 * change of an employer's logo, moves the jobs version (migrations 0006 and 0012).
 */
export interface CachedPage {
  versions: SearchVersions;
  rows: JobView[];
  counts: SearchCounts;
  /** Whether the jobs match every word or, as a fallback, some; and the suggestions shown with them. */
  notes: SearchNotes;
}

export interface SearchNotes {
  matched: 'all' | 'partial';
  didYouMean: string | null;
  related: string[];
}

export interface SearchVersions {
  jobs: number;
  terms: number;
}

/** Whether something cached at `a` is still current at `b`. */
export const sameVersions = (a: SearchVersions, b: SearchVersions): boolean =>
  a.jobs === b.jobs && a.terms === b.terms;

/** Facet counts kept per database, each a few dozen cells; the least recently used goes first. */
export const COUNTS_CACHE_ENTRIES = 5000;

interface CachedCounts {
  versions: SearchVersions;
  cells: FacetCell[] | null;
}

interface State {
  termsVersion: number;
  vocabulary: Promise<Vocabulary> | null;
  pages: Map<string, CachedPage>;
  chars: number;
  counts: Map<string, CachedCounts>;
}

// Keyed by database, so that apps on different databases (tests) never share results.
const states = new WeakMap<Db, State>();

function stateOf(db: Db): State {
  let state = states.get(db);
  if (!state) {
    state = { termsVersion: -1, vocabulary: null, pages: new Map(), chars: 0, counts: new Map() };
    states.set(db, state);
  }
  return state;
}

/** The counters the database's triggers bump on every job write and every new vocabulary word. */
export async function searchVersions(db: Db): Promise<SearchVersions> {
  const [row] = await queryRows<{ jobs_version: number; terms_version: number }>(
    db,
    sql`select jobs_version, terms_version from search_state where id = 1`,
  );
  return { jobs: Number(row?.jobs_version ?? 0), terms: Number(row?.terms_version ?? 0) };
}

/**
 * The vocabulary and the stored places as of `termsVersion`, read again from the database only
 * when a word or a place was added.
 */
export function vocabularyAt(db: Db, termsVersion: number): Promise<Vocabulary> {
  const state = stateOf(db);
  if (!state.vocabulary || state.termsVersion !== termsVersion) {
    state.termsVersion = termsVersion;
    const loading = queryRows<{ word: string; place: boolean }>(
      db,
      sql`select term as word, false as place from search_terms
          union all select place as word, true as place from search_places`,
    ).then((rows) => {
      // The jobs' words, and the taxonomy's own ('receptionist' though no title says it); and the
      // locations jobs are stored with.
      const terms = rows.filter((r) => !r.place).map((r) => r.word);
      const places = rows.filter((r) => r.place).map((r) => r.word);
      return new Vocabulary([...new Set([...terms, ...lexiconWords()])], places);
    });
    state.vocabulary = loading;
    loading.catch(() => {
      if (state.vocabulary === loading) state.vocabulary = null;
    });
  }
  return state.vocabulary;
}

/** A cached page; the caller checks its versions against the database's. */
export function cachedPage(db: Db, key: string): CachedPage | undefined {
  const pages = stateOf(db).pages;
  const page = pages.get(key);
  if (page) {
    pages.delete(key);
    pages.set(key, page);
  }
  return page;
}

export function cachePage(db: Db, key: string, page: CachedPage): void {
  const state = stateOf(db);
  const drop = (k: string) => {
    const old = state.pages.get(k);
    if (old && state.pages.delete(k)) state.chars -= charsOf(old);
  };
  drop(key);
  state.pages.set(key, page);
  state.chars += charsOf(page);
  while (
    state.pages.size > 1 &&
    (state.pages.size > SEARCH_CACHE_ENTRIES || state.chars > SEARCH_CACHE_CHARS)
  ) {
    drop(state.pages.keys().next().value!);
  }
}

/**
 * The facet counts of a search's conditions other than type and category, as of `versions` (null:
 * more than COUNT_LIMIT jobs); one count serves every page, sort and type or category choice of the
 * same search.
 */
export function cachedCounts(db: Db, key: string, versions: SearchVersions): FacetCell[] | null | undefined {
  const counts = stateOf(db).counts;
  const hit = counts.get(key);
  if (!hit) return undefined;
  counts.delete(key);
  if (!sameVersions(hit.versions, versions)) return undefined;
  counts.set(key, hit);
  return hit.cells;
}

export function cacheCounts(db: Db, key: string, versions: SearchVersions, cells: FacetCell[] | null): void {
  const counts = stateOf(db).counts;
  counts.delete(key);
  counts.set(key, { versions, cells });
  while (counts.size > COUNTS_CACHE_ENTRIES) counts.delete(counts.keys().next().value!);
}

const charsOf = (page: CachedPage) =>
  page.rows.reduce((n, r) => n + 400 + r.title.length + r.description.length + r.requirements.length, 0);

/** The viewer's saved jobs and application statuses among `ids`, and the current versions: one query. */
export async function viewerFlags(
  db: Db,
  ids: string[],
  viewerId: string | null,
): Promise<{ versions: SearchVersions; saved: Set<string>; status: Map<string, string> }> {
  if (!viewerId || ids.length === 0) {
    return { versions: await searchVersions(db), saved: new Set(), status: new Map() };
  }
  const [row] = await queryRows<{
    jobs_version: number;
    terms_version: number;
    saved: string[] | null;
    applied: { id: string; status: string }[] | null;
  }>(
    db,
    sql`select s.jobs_version, s.terms_version,
          (select array_agg(sj.job_id) from saved_jobs sj where sj.user_id = ${viewerId} and sj.job_id in ${ids}) as saved,
          (select json_agg(json_build_object('id', a.job_id, 'status', a.status)) from applications a
            where a.applicant_id = ${viewerId} and a.job_id in ${ids}) as applied
        from search_state s where s.id = 1`,
  );
  return {
    versions: { jobs: Number(row?.jobs_version ?? 0), terms: Number(row?.terms_version ?? 0) },
    saved: new Set(row?.saved ?? []),
    status: new Map((row?.applied ?? []).map((a) => [a.id, a.status])),
  };
}
