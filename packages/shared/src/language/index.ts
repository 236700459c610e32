export {
  foldText,
  hasPhrase,
  paddedText,
  piecesOf,
  plainWords,
  stemOf,
  wordsOf,
  type Word,
} from './normalize';
export { FILLER_WORDS, MATCH_STOPWORDS, STOPWORDS } from './stop-words';
