/**
 * The job search, and the only way jobs are indexed and searched (issue 28, decision 0029).
 *
 * Indexing: every path that stores a job writes `searchColumns(job)` with it and records its words
 * with `recordTerms(db, vocabularyWords(job))`; bulk loaders build the same vector in SQL with
 * `searchVectorText`; `reindexJobs` writes again the jobs indexed under another lexicon.
 *
 * Searching: `searchJobs` answers Find Jobs (pages, counts, suggestions, the result cache);
 * `compileSearch` turns a request into the SQL conditions and order that similar jobs, alerts and
 * related searches run (`prepareSearch` reads the vocabulary first).
 */
import type { JobSearchQuery } from '@hireloop/shared';
import type { Db } from '../../db/client';
import { searchVersions, vocabularyAt } from './cache';
import { compileSearch, readRequest, type CompiledSearch } from './plan';

export { COUNT_LIMIT, searchVersions, vocabularyAt } from './cache';
export { searchColumns, searchVectorText, vocabularyWords } from './columns';
export {
  compilePlan,
  compileSearch,
  readRequest,
  type CompiledSearch,
  type SearchRequest,
  type Sort,
} from './plan';
export { reindexJobs } from './reindex';
export { RANKED_MATCHES, searchJobs } from './search-jobs';
export { recordTerms } from './terms';
export { Vocabulary } from './vocabulary';

/** `compileSearch` of a query as of `now`, with the current vocabulary. */
export async function prepareSearch(
  db: Db,
  query: JobSearchQuery,
  now: Date,
  match: 'all' | 'any' = 'all',
): Promise<CompiledSearch> {
  const vocabulary = await vocabularyAt(db, (await searchVersions(db)).terms);
  return compileSearch(readRequest(query, now), vocabulary, match);
}
