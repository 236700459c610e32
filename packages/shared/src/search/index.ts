export { foldText, plainWords, stemOf, wordsOf, type Word } from '../language';
export { searchLexicon, type Concept } from './concepts';
export {
  conceptsIn,
  indexText,
  searchDocumentOf,
  workModeOf,
  type SearchableJob,
  type SearchDocument,
} from './document';
export { citiesNamed, isCountry, namesOfCity, regionsOf } from './places';
export { MAX_QUERY_UNITS, parseKeywords, type ParsedKeywords, type QueryUnit } from './query';
