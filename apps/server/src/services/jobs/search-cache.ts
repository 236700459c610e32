import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { Vocabulary } from './search-vocabulary';

/** Result pages kept per database; the least recently used goes first. */
export const SEARCH_CACHE_ENTRIES = 1000;

/** Jobs counted per (type, category) pair; the total and both facets are sums over them. */
export interface FacetCell {
  type: string;
  category: string;
  n: number;
}

/** One page of a search: the ids in order and the facet counts, as of versions of the jobs and the vocabulary. */
export interface CachedPage {
  versions: SearchVersions;
  ids: string[];
  cells: FacetCell[];
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

interface State {
  termsVersion: number;
  vocabulary: Promise<Vocabulary> | null;
  pages: Map<string, CachedPage>;
}

// Keyed by database, so that apps on different databases (tests) never share results.
const states = new WeakMap<Db, State>();

function stateOf(db: Db): State {
  let state = states.get(db);
  if (!state) {
    state = { termsVersion: -1, vocabulary: null, pages: new Map() };
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

/** The vocabulary as of `termsVersion`, read again from the database only when a word was added. */
export function vocabularyAt(db: Db, termsVersion: number): Promise<Vocabulary> {
  const state = stateOf(db);
  if (!state.vocabulary || state.termsVersion !== termsVersion) {
    state.termsVersion = termsVersion;
    const loading = queryRows<{ term: string }>(db, sql`select term from search_terms`).then(
      (rows) => new Vocabulary(rows.map((r) => r.term)),
    );
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
  const pages = stateOf(db).pages;
  pages.delete(key);
  pages.set(key, page);
  if (pages.size > SEARCH_CACHE_ENTRIES) pages.delete(pages.keys().next().value!);
}
