import { stemmer } from 'stemmer';

/**
 * The one normalization of job and profile text and of queries, for the job search and the match
 * score. A word keeps what job seekers type: symbols become letters ('c++' → 'cplusplus', 'c#' →
 * 'csharp', '.net' → 'dotnet'), and words joined by '.', '-', '/' or '&' become one word
 * ('node.js' → 'nodejs', 'front-end' → 'frontend', 'ci/cd' → 'cicd', 'b.tech' → 'btech'). Every
 * word is made of a-z and 0-9, or of Devanagari letters, so PostgreSQL's 'simple' text search
 * configuration takes it as it is (on PostgreSQL and PGlite alike).
 */

// A word, possibly joined by . - / & and ending in ++ or #; a leading-dot word (.net); a run of + or #.
// Or a word in Devanagari (Hindi typed in its own script: 'नर्स', 'वाहन चालक'), without the danda.
const WORD = /[a-z0-9]+(?:[./&-][a-z0-9]+)*(?:\+\+|#)?|\.[a-z][a-z0-9]*|[+#]+|[\u0900-\u0963\u0966-\u097f]+/g;
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
 * The words with each joined word as its pieces ('react.js' → 'react', 'js'; 'b.tech' → 'b',
 * 'tech'): how the match score reads text, since it finds phrases and initials word by word.
 */
export function piecesOf(text: string | null | undefined): string[] {
  return wordsOf(text).flatMap((w) => (w.parts.length > 0 ? w.parts : [w.text]));
}

/** piecesOf as one string padded with spaces, so that a phrase is found as whole words (hasPhrase). */
export function paddedText(text: string | null | undefined): string {
  return ` ${piecesOf(text).join(' ')} `;
}

/** Whether `phrase` (pieces one space apart) occurs as whole words in a paddedText. */
export function hasPhrase(padded: string, phrase: string): boolean {
  return phrase.length > 0 && padded.includes(` ${phrase} `);
}

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
