import { STOPWORDS } from '../language';
import { TAXONOMY_DATA } from '../taxonomy';
import { PROGRAMMING_LANGUAGES } from './languages';
import * as WORDS from './words';

/**
 * What the search reads besides the taxonomy (../taxonomy/taxonomy.json, the one home of roles,
 * skills and places, which the match score reads too): Linguist's programming languages and the
 * words the search reads by rule.
 */
export { PROGRAMMING_LANGUAGES } from './languages';
export {
  AMBIGUOUS_LANGUAGE_NAMES,
  CODING_WORDS,
  DEVELOPER_WORDS,
  DENIAL_AFTER,
  DENIAL_BEFORE,
  FRESHER_WORDS,
  LEVEL_WORDS,
  NOT_DENYING,
  QUERY_NOISE,
  TECHNICAL_SENSES,
  WORK_MODE_WORDS,
} from './words';

/**
 * Raise when the code of the normalization or of the search document changes in a way the data
 * does not show (a new rule in language/normalize.ts, search/document.ts or search/negation.ts).
 */
const INDEX_CODE_VERSION = 2;

/** FNV-1a of a string, as a positive 31-bit integer other than 0 (0 marks a job never indexed). */
function contentHash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 1 || 1;
}

/**
 * The version of the search index: the content hash of everything a job's search document is
 * built from (the taxonomy, the languages, the word lists and the stop list) and of INDEX_CODE_VERSION.
 * Any change to the data gives another version, and jobs indexed under any other one are indexed
 * again when the server starts (apps/server reindex-jobs). A hash, not a counter: compare it for
 * equality only.
 */
export const LEXICON_VERSION = lexiconVersionOf(TAXONOMY_DATA);

/** The index version for given taxonomy data, with this code's languages and word lists. */
export function lexiconVersionOf(taxonomyData: unknown): number {
  return contentHash(
    JSON.stringify([INDEX_CODE_VERSION, taxonomyData, PROGRAMMING_LANGUAGES, WORDS, [...STOPWORDS]]),
  );
}
