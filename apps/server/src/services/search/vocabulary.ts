import { searchLexicon } from '@hireloop/shared';

/**
 * The vocabulary of job words held in memory, so that correcting a query word costs no database
 * round trip. Similarity follows pg_trgm, which the vocabulary table's index used before: the
 * trigrams of the word padded with two spaces in front and one behind, and the share of trigrams
 * two words have in common; a word at least SIMILARITY_THRESHOLD alike is a candidate.
 */
export const SIMILARITY_THRESHOLD = 0.3;

export function trigramsOf(word: string): string[] {
  const chars = [...`  ${word} `];
  const out = new Set<string>();
  for (let i = 0; i + 3 <= chars.length; i++) out.add(chars.slice(i, i + 3).join(''));
  return [...out];
}

/** Past this many stored locations a place's jobs are found by its LIKE patterns instead. */
export const MAX_PLACES = 1_000;

export class Vocabulary {
  private readonly known: Set<string>;
  private readonly trigramCount: number[] = [];
  /** For each trigram, the index of every term that has it. */
  private readonly postings = new Map<string, number[]>();

  /**
   * `places`: every location jobs are stored with, lower-cased (search_places); null when not
   * known, and then a place is found by its patterns alone.
   */
  constructor(
    private readonly terms: string[],
    private readonly places: readonly string[] | null = null,
  ) {
    this.known = new Set(terms);
    terms.forEach((term, i) => {
      const grams = trigramsOf(term);
      this.trigramCount[i] = grams.length;
      for (const g of grams) {
        const list = this.postings.get(g);
        if (list) list.push(i);
        else this.postings.set(g, [i]);
      }
    });
  }

  has(word: string): boolean {
    return this.known.has(word);
  }

  /**
   * The stored locations holding any of the fragments ('hyderabad' in 'hitech city, hyderabad'),
   * as `lower(location) like '%fragment%'` would find them; null when the places are not known or
   * more than MAX_PLACES match, and the patterns do better than a list of values.
   */
  placesHolding(fragments: readonly string[]): string[] | null {
    if (!this.places) return null;
    const found = this.places.filter((p) => fragments.some((f) => p.includes(f)));
    return found.length > MAX_PLACES ? null : found;
  }

  /** The `limit` most similar terms, most similar first, ties in alphabetical order. */
  nearest(word: string, limit: number): string[] {
    const grams = trigramsOf(word);
    const shared = new Map<number, number>();
    for (const g of grams) {
      for (const i of this.postings.get(g) ?? []) shared.set(i, (shared.get(i) ?? 0) + 1);
    }
    const scored: { term: string; score: number }[] = [];
    for (const [i, common] of shared) {
      // pg_trgm computes in single precision; rounding alike keeps borderline words on the same side.
      const score = Math.fround(common / (grams.length + this.trigramCount[i]! - common));
      if (score >= SIMILARITY_THRESHOLD) scored.push({ term: this.terms[i]!, score });
    }
    scored.sort((a, b) => b.score - a.score || (a.term < b.term ? -1 : a.term > b.term ? 1 : 0));
    return scored.slice(0, limit).map((s) => s.term);
  }
}

let words: string[] | null = null;
/** The one-word names of the taxonomy in Latin letters (a typo is corrected towards them too). */
export function lexiconWords(): string[] {
  return (words ??= [...searchLexicon().phrases.keys()].filter((k) => /^[a-z]{4,}$/.test(k)));
}
