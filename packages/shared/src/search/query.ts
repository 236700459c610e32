import { FRESHER_WORDS, LEVEL_WORDS, QUERY_NOISE, WORK_MODE_WORDS } from '../lexicon';
import type { WorkMode } from '../jobs';
import { AMBIGUOUS_LANGUAGE_WORDS, DEVELOPER_WORD_SET, lexiconEntry, searchLexicon } from './concepts';
import { languageMeant, technicalSense } from './document';
import { plainWords, stemOf, STOPWORDS } from '../language';
import { citiesNamed, longestPlaceName } from './places';

/** One thing the job seeker asked for: a word or a phrase of the lexicon, any of its index terms will do. */
export interface QueryUnit {
  /** The words as normalized ('nodejs', 'machine learning'). */
  text: string;
  /** Index terms, any of which satisfies the unit: stems and concept tokens. */
  terms: string[];
  /** A word the lexicon does not know, which the vocabulary may correct. */
  plain: boolean;
  /** Concept tokens of the unit (for related searches). */
  concepts: string[];
  /** A level ('junior', 'senior'): let go when a search with it finds nothing (see LEVEL_WORDS). */
  level?: boolean;
}

export interface ParsedKeywords {
  units: QueryUnit[];
  /** Cities named in the keywords (first names), searched as locations. */
  cities: string[];
  /** Work modes named in the keywords ('remote jobs'). */
  workModes: WorkMode[];
  /** 'fresher', 'entry level': jobs whose experience range starts at 0. */
  freshers: boolean;
  /** The keywords held text but nothing that can be indexed (only unknown symbols). */
  unsearchable: boolean;
}

/** At most this many units are searched for; more words narrow a job search no further. */
export const MAX_QUERY_UNITS = 8;

const NOISE = new Set(QUERY_NOISE);
const LEVELS = new Set(LEVEL_WORDS);
const FRESHERS = new Set(FRESHER_WORDS.map((w) => plainWords(w).join(' ')));
const WORK_MODES = new Map(Object.entries(WORK_MODE_WORDS).map(([k, v]) => [plainWords(k).join(' '), v]));

/**
 * Reads the keyword box the way a person means it: work modes, city names and 'fresher' become filters,
 * words such as 'jobs' or 'hiring' are dropped, phrases of the lexicon ('machine learning',
 * 'front end') become one unit asking for their concept, other words ask for their stem.
 */
export function parseKeywords(keywords: string): ParsedKeywords {
  const words = plainWords(keywords);
  const lexicon = searchLexicon();
  const longest = Math.max(lexicon.longest, longestPlaceName(), 3);
  const parsed: ParsedKeywords = {
    units: [],
    cities: [],
    workModes: [],
    freshers: false,
    unsearchable: false,
  };

  let i = 0;
  while (i < words.length) {
    i += readUnit(words, i, longest, parsed);
  }
  parsed.units = dedupe(parsed.units).slice(0, MAX_QUERY_UNITS);
  parsed.cities = [...new Set(parsed.cities)];
  parsed.unsearchable = keywords.trim().length > 0 && words.length === 0;
  return parsed;
}

/** Reads what starts at word `i` into `parsed`; answers how many words it took. */
function readUnit(words: string[], i: number, longest: number, parsed: ParsedKeywords): number {
  const lexicon = searchLexicon();
  // Phrases of several words first, longest first; then the single word.
  for (let n = Math.min(longest, words.length - i); n >= 1; n--) {
    const phrase = words.slice(i, i + n).join(' ');
    const mode = WORK_MODES.get(phrase);
    const cities = citiesNamed(phrase);
    const entry = lexiconEntry(lexicon, phrase);
    if (mode) {
      if (!parsed.workModes.includes(mode)) parsed.workModes.push(mode);
    } else if (cities) {
      parsed.cities.push(...cities);
    } else if (FRESHERS.has(phrase)) {
      parsed.freshers = true;
    } else if (n === 1 && (NOISE.has(phrase) || STOPWORDS.has(phrase))) {
      // A word that says nothing about the job.
    } else if (
      entry?.asked.length &&
      (n > 1 || !AMBIGUOUS_LANGUAGE_WORDS.has(phrase) || languageMeant(words, i, 'title')) &&
      !(n === 1 && technicalSense(words, i))
    ) {
      // A phrase of the lexicon asks for its concepts, which the index holds wherever the phrase or
      // a synonym stands (for a role: in titles, skills and categories, not in prose).
      let concepts = entry.asked.map((c) => c.token);
      const next = words[i + n];
      const developers = entry.asked.flatMap((c) => lexicon.developerOf.get(c.token)?.slice(0, 1) ?? []);
      if (next && DEVELOPER_WORD_SET.has(next) && developers.length > 0) {
        // 'python developer': a developer title in Python, not every job that mentions Python.
        concepts = developers.map((c) => c.token);
        n += 1;
      }
      parsed.units.push({ text: words.slice(i, i + n).join(' '), terms: concepts, plain: false, concepts });
    } else if (n === 1 && LEVELS.has(phrase)) {
      // Known, so never corrected to a nearby word ('junior' is not 'junit').
      parsed.units.push({ text: phrase, terms: [stemOf(phrase)], plain: false, concepts: [], level: true });
    } else if (n === 1) {
      parsed.units.push({ text: phrase, terms: [stemOf(phrase)], plain: true, concepts: [] });
    } else {
      continue;
    }
    return n;
  }
  return 1;
}

function dedupe(units: QueryUnit[]): QueryUnit[] {
  const seen = new Set<string>();
  return units.filter((u) => {
    const k = [...u.terms].sort().join(' ');
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}
