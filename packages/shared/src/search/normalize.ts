import { stemmer } from 'stemmer';

/**
 * The one normalization of job text and of queries. A word keeps what job seekers type:
 * symbols become letters ('c++' → 'cplusplus', 'c#' → 'csharp', '.net' → 'dotnet'), and words
 * joined by '.', '-', '/' or '&' become one word ('node.js' → 'nodejs', 'front-end' → 'frontend',
 * 'ci/cd' → 'cicd', 'b.tech' → 'btech'). Every word is made of a-z and 0-9 only, so PostgreSQL's
 * 'simple' text search configuration takes it as it is.
 */

// A word, possibly joined by . - / & and ending in ++ or #; a leading-dot word (.net); a run of + or #.
const WORD = /[a-z0-9]+(?:[./&-][a-z0-9]+)*(?:\+\+|#)?|\.[a-z][a-z0-9]*|[+#]+/g;
const JOINERS = /[./&-]/;

export interface Word {
  /** The word as one token: 'nodejs', 'cplusplus', 'frontend'. */
  text: string;
  /** For a joined word, its pieces ('front', 'end'), which the index also holds. */
  parts: string[];
}

const symbolsToLetters = (s: string) => s.replace(/\+/g, 'plus').replace(/#/g, 'sharp');

function wordOf(raw: string): Word {
  if (/^[+#]+$/.test(raw)) return { text: symbolsToLetters(raw), parts: [] };
  let body = raw;
  let prefix = '';
  let suffix = '';
  if (body.startsWith('.')) {
    prefix = 'dot';
    body = body.slice(1);
  }
  const tail = /(\+\+|#)$/.exec(body);
  if (tail) {
    suffix = symbolsToLetters(tail[1]!);
    body = body.slice(0, -tail[1]!.length);
  }
  const pieces = body.split(JOINERS).filter(Boolean);
  return {
    text: prefix + pieces.join('') + suffix,
    parts: pieces.length > 1 ? pieces : [],
  };
}

/** Lower-case, accents and apostrophes dropped: the form every rule below works on. */
export function foldText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’`]/g, '');
}

/** The words of a text, in order. */
export function wordsOf(text: string | null | undefined): Word[] {
  if (!text) return [];
  return (foldText(text).match(WORD) ?? [])
    .map(wordOf)
    .filter((w) => w.text.length > 0 && w.text.length <= 60);
}

/** The words' texts only: how the lexicon's phrases and the vocabulary are written. */
export function plainWords(text: string | null | undefined): string[] {
  return wordsOf(text).map((w) => w.text);
}

/**
 * Words too common to search for, left out of the index (as PostgreSQL's 'english' configuration
 * would) and out of queries. Not 'it': that is the IT of "IT support".
 */
export const STOPWORDS = new Set(
  (
    'a an the and or of to in on for with at by from as is are was were be been being will would ' +
    'can could should may might must shall you your yours we our ours us they their them he she his ' +
    'her its this that these those i me my not no so than too very just also into over under about ' +
    'per via if then there here what which who whom when where why how all any both each few more ' +
    'most other some such only own same do does did has have had having am'
  ).split(' '),
);

const stems = new Map<string, string>();

/**
 * The index form of a word: the Porter stem of a word of letters ('developers', 'development' →
 * 'develop'), the word itself when it has digits or is short (a stem of 'aws' or 'ios' helps nobody).
 */
export function stemOf(word: string): string {
  if (word.length <= 3 || !/^[a-z]+$/.test(word)) return word;
  let stem = stems.get(word);
  if (stem === undefined) {
    stem = stemmer(word);
    if (stems.size > 50_000) stems.clear();
    stems.set(word, stem);
  }
  return stem;
}
