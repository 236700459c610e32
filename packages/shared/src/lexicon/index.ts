/**
 * The one lexicon of the product: how people write skills, roles and places. The match score and
 * the job search both read it, so a synonym added here is understood by both.
 */
export { RELATED_SKILLS, SKILL_SYNONYMS } from './skills';
export { CITY_NAMES, COUNTRIES, METROS, REGIONS } from './places';
export { PROGRAMMING_LANGUAGES } from './languages';
export {
  CODING_WORDS,
  DEVELOPER_WORDS,
  DENIAL_AFTER,
  DENIAL_BEFORE,
  FRESHER_WORDS,
  NOT_DENYING,
  LEVEL_WORDS,
  QUERY_NOISE,
  ROLE_FAMILIES,
  WORK_MODE_WORDS,
  type RoleFamily,
} from './roles';

/**
 * Raise on every change to the lexicon or to the search normalization: jobs indexed under an
 * older version are indexed again when the server starts (see apps/server reindex-jobs).
 */
export const LEXICON_VERSION = 6;
