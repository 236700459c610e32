import {
  CODING_WORDS,
  DEVELOPER_WORDS,
  PROGRAMMING_LANGUAGES,
  RELATED_SKILLS,
  ROLE_FAMILIES,
  SKILL_SYNONYMS,
} from '../lexicon';
import { plainWords } from './normalize';

/**
 * The lexicon as the search reads it. Every group of the lexicon is a concept with a token of its
 * own ('qq' and the words of its first entry: 'qqnodejs', 'qqmachinelearning'); a job's index holds
 * the token of every concept its text names, and a query asks for it, so 'node', 'nodejs' and
 * 'Node.js' find one another.
 */
export interface Concept {
  token: string;
  /** The concept's name as people write it: 'machine learning'. */
  name: string;
  /** A role family: found in titles, skills and categories only, never in a description's prose. */
  role: boolean;
  /** A programming language or a web framework: '<it> developer' is a software engineer. */
  tech: boolean;
}

interface PhraseEntry {
  /** What a job naming the phrase is indexed under. */
  indexed: Concept[];
  /** What a query naming the phrase asks for. */
  asked: Concept[];
}

/** Single-letter or everyday words that name a language only next to other technical words. */
export const AMBIGUOUS_LANGUAGE_WORDS = new Set(['go', 'c', 'r']);

const TECH_STACKS = [
  'react',
  'angular',
  'vue',
  'nodejs',
  'nextjs',
  'dotnet',
  'spring boot',
  'django',
  'flutter',
  'react native',
  'android',
  'ios',
];

export interface Lexicon {
  phrases: Map<string, PhraseEntry>;
  /** For a technology's concept: 'a developer of it' ('qqdevpython'), and the role families of its stack. */
  developerOf: Map<string, Concept[]>;
  /** The longest phrase, in words. */
  longest: number;
  softwareEngineer: Concept;
  /** For each concept token, the names of the concepts next to it (Vue for React). */
  related: Map<string, string[]>;
}

const key = (phrase: string) => plainWords(phrase).join(' ');
const tokenOf = (name: string) => `qq${plainWords(name).join('')}`;

function build(): Lexicon {
  const phrases = new Map<string, PhraseEntry>();
  const concepts = new Map<string, Concept>();
  const entry = (phrase: string) => {
    const k = key(phrase);
    let e = phrases.get(k);
    if (!e) {
      e = { indexed: [], asked: [] };
      phrases.set(k, e);
    }
    return e;
  };
  const conceptOf = (name: string, role: boolean, tech: boolean) => {
    const token = tokenOf(name);
    let c = concepts.get(token);
    if (!c) {
      c = { token, name: key(name), role, tech };
      concepts.set(token, c);
    }
    return c;
  };
  const addOnce = (list: Concept[], c: Concept) => {
    if (!list.includes(c)) list.push(c);
  };

  // Skill groups; a language of Linguist's joins the skill group that already holds one of its names.
  const skillGroups = SKILL_SYNONYMS.map((g) => [...g]);
  for (const language of PROGRAMMING_LANGUAGES) {
    const keys = new Set(language.map(key));
    const home = skillGroups.find((g) => g.some((p) => keys.has(key(p))));
    if (home) home.push(...language.filter((p) => !home.some((h) => key(h) === key(p))));
    else skillGroups.push([...language]);
  }
  const languageNames = new Set(PROGRAMMING_LANGUAGES.flat().map(key));
  const techNames = new Set(TECH_STACKS.map(key));
  const heads = new Set(skillGroups.map((g) => key(g[0]!)));
  for (const group of skillGroups) {
    const tech = group.some((p) => languageNames.has(key(p)) || techNames.has(key(p)));
    const concept = conceptOf(group[0]!, false, tech);
    for (const phrase of group) addOnce(entry(phrase).indexed, concept);
  }
  // A query phrase asks for the concepts it heads; a phrase that heads none, for its first group.
  for (const group of skillGroups) {
    const concept = conceptOf(group[0]!, false, false);
    for (const phrase of group) {
      const e = entry(phrase);
      const k = key(phrase);
      if (heads.has(k) ? key(group[0]!) === k : e.asked.length === 0) addOnce(e.asked, concept);
    }
  }
  const developerOf = new Map<string, Concept[]>();
  for (const c of concepts.values()) {
    if (c.tech)
      developerOf.set(c.token, [
        { token: `qqdev${c.token.slice(2)}`, name: `${c.name} developer`, role: true, tech: false },
      ]);
  }
  for (const family of ROLE_FAMILIES) {
    const concept = conceptOf(family.names[0]!, true, false);
    for (const name of family.names) {
      addOnce(entry(name).indexed, concept);
      addOnce(entry(name).asked, concept);
    }
    for (const narrower of family.includes) addOnce(entry(narrower).indexed, concept);
    for (const word of family.asks ?? []) addOnce(entry(word).asked, concept);
    for (const tech of family.stack ?? []) {
      const techConcept = phrases.get(key(tech))?.asked[0];
      if (techConcept) developerOf.get(techConcept.token)?.push(concept);
    }
  }

  const related = new Map<string, string[]>();
  for (const group of RELATED_SKILLS) {
    for (const name of group) {
      const own = phrases.get(key(name))?.asked[0]?.token ?? tokenOf(name);
      const others = group.filter((g) => g !== name);
      related.set(own, [...new Set([...(related.get(own) ?? []), ...others])]);
    }
  }

  let longest = 1;
  for (const k of phrases.keys()) longest = Math.max(longest, k.split(' ').length);
  return {
    phrases,
    developerOf,
    longest,
    softwareEngineer: conceptOf(ROLE_FAMILIES[0]!.names[0]!, true, false),
    related,
  };
}

let lexicon: Lexicon | null = null;

/** Built once, on first use. */
export function searchLexicon(): Lexicon {
  lexicon ??= build();
  return lexicon;
}

export const DEVELOPER_WORD_SET = new Set(DEVELOPER_WORDS);
export const CODING_WORD_SET = new Set(CODING_WORDS);

/** The lexicon's entry for a phrase, or for its singular ('accountants' → 'accountant'). */
export function lexiconEntry(lexicon: Lexicon, phrase: string): PhraseEntry | undefined {
  const found = lexicon.phrases.get(phrase);
  if (found || !phrase.endsWith('s') || phrase.endsWith('ss') || phrase.length < 4) return found;
  return lexicon.phrases.get(phrase.slice(0, -1));
}
