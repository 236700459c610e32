import { MATCH_STOPWORDS, piecesOf, stemOf } from '../language';

/** Stems of the content words of a text (stop words, filler words and lone letters left out). */
export function contentStems(text: string | undefined | null): string[] {
  return piecesOf(text)
    .filter((t) => !MATCH_STOPWORDS.has(t) && (t.length > 1 || /\d/.test(t)))
    .map(stemOf);
}

/**
 * Whether two stems name the same word: equal, or the doer of the other ('teach' and 'teacher',
 * 'bank' and 'banker'), which stemming leaves apart. Nothing looser: 'account' must not meet
 * 'accountant', nor 'sale' 'salesforce', nor 'plan' 'plant'.
 */
export function stemsMatch(a: string, b: string): boolean {
  if (a === b) return true;
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  return short.length >= 4 && long === `${short}er`;
}

/** A text as stems with their positions, for phrase and proximity look-ups. */
export interface StemDoc {
  stems: string[];
  positions: Map<string, number[]>;
  /** The words as written (for acronyms such as 'bbs' or 'cdp'). */
  words: string[];
}

/** `normalized`: a text already through paddedText. */
export function stemDoc(normalized: string): StemDoc {
  const words = normalized.split(' ').filter(Boolean);
  const stems = words.map(stemOf);
  const positions = new Map<string, number[]>();
  stems.forEach((s, i) => {
    const list = positions.get(s);
    if (list) list.push(i);
    else positions.set(s, [i]);
  });
  return { stems, positions, words };
}

/** Positions in `doc` of words whose stem matches `stem` (see stemsMatch). */
function positionsOf(doc: StemDoc, stem: string): number[] {
  const exact = doc.positions.get(stem) ?? [];
  if (stem.length < 4) return exact;
  const other = stem.endsWith('er') && stem.length >= 6 ? stem.slice(0, -2) : `${stem}er`;
  const more = doc.positions.get(other);
  return more ? [...exact, ...more] : exact;
}

/**
 * How much of a phrase (given as stems) a text shows: `all` when every stem occurs within a few
 * words of the others, and `coverage` as the share of its stems found anywhere.
 */
export function phraseIn(
  doc: StemDoc,
  phrase: readonly string[],
  window = 8,
): { all: boolean; coverage: number } {
  if (phrase.length === 0) return { all: false, coverage: 0 };
  const lists = phrase.map((s) => positionsOf(doc, s));
  const found = lists.filter((l) => l.length > 0).length;
  const coverage = found / phrase.length;
  if (found < phrase.length) return { all: false, coverage };
  if (phrase.length === 1) return { all: true, coverage };
  const all = lists[0]!.some((p) => lists.slice(1).every((l) => l.some((q) => Math.abs(q - p) <= window)));
  return { all, coverage };
}

/** Initials of a phrase of two or more words ('bar bending schedule' gives 'bbs'). */
export function initialsOf(words: readonly string[]): string | null {
  return words.length >= 2 ? words.map((w) => w[0]).join('') : null;
}

/**
 * Whether a run of consecutive words in `doc` spells `acronym` by its initials ('casa' in
 * 'current account savings account'), so an abbreviation in the job meets the words written out.
 */
export function spelledOut(doc: StemDoc, acronym: string): boolean {
  const n = acronym.length;
  if (n < 3 || n > 5) return false;
  const w = doc.words;
  for (let i = 0; i + n <= w.length; i++) {
    let ok = true;
    for (let k = 0; k < n && ok; k++) ok = w[i + k]![0] === acronym[k] && w[i + k]!.length > 1;
    if (ok) return true;
  }
  return false;
}
