import { AMBIGUOUS_LANGUAGE_NAMES, CODING_WORDS, DEVELOPER_WORDS, PROGRAMMING_LANGUAGES } from '../lexicon';
import { plainWords } from '../language';
import { taxonomy, type Taxonomy } from '../taxonomy';

/**
 * The taxonomy as the search reads it. Every skill and every named role is a concept with a token
 * of its own ('qq' and the words of its first label: 'qqnodejs', 'qqmachinelearning'); a job's index
 * holds the token of every concept its text names, and a query asks for it, so 'node', 'nodejs' and
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

/** The lexicon's AMBIGUOUS_LANGUAGE_NAMES, for look-ups. */
export const AMBIGUOUS_LANGUAGE_WORDS = new Set(AMBIGUOUS_LANGUAGE_NAMES);

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

/** The search's reading of a taxonomy (the product's own, or a copy in a test). */
export function buildLexicon(tax: Taxonomy): Lexicon {
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
  const skillGroups = tax.skills.map((s) => ({ labels: [...s.labels], tech: s.tech === true }));
  for (const language of PROGRAMMING_LANGUAGES) {
    const keys = new Set(language.map(key));
    const home = skillGroups.find((g) => g.labels.some((p) => keys.has(key(p))));
    if (home) {
      home.labels.push(...language.filter((p) => !home.labels.some((h) => key(h) === key(p))));
      home.tech = true;
    } else skillGroups.push({ labels: [...language], tech: true });
  }
  const heads = new Set(skillGroups.map((g) => key(g.labels[0]!)));
  for (const { labels: group, tech } of skillGroups) {
    const concept = conceptOf(group[0]!, false, tech);
    for (const phrase of group) addOnce(entry(phrase).indexed, concept);
  }
  // A query phrase asks for the concepts it heads; a phrase that heads none, for its first group.
  for (const { labels: group } of skillGroups) {
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
  // A role without labels of its own (a group of roles, for the match) is not searched by name.
  const named = tax.roles.filter((r) => r.labels.length > 0);
  for (const role of named) {
    const concept = conceptOf(role.labels[0]!, true, false);
    for (const name of role.labels) {
      addOnce(entry(name).indexed, concept);
      addOnce(entry(name).asked, concept);
    }
    for (const narrower of role.includes ?? []) addOnce(entry(narrower).indexed, concept);
    for (const word of role.asks ?? []) addOnce(entry(word).asked, concept);
    for (const tech of role.stack ?? []) {
      const techConcept = phrases.get(key(tech))?.asked[0];
      if (techConcept) developerOf.get(techConcept.token)?.push(concept);
    }
  }

  // Related skills, both ways: Vue next to React and React next to Vue.
  const related = new Map<string, string[]>();
  const skillName = new Map(tax.skills.map((s) => [s.id, s.labels[0]!]));
  const relate = (name: string, other: string) => {
    const own = phrases.get(key(name))?.asked[0]?.token ?? tokenOf(name);
    const list = related.get(own) ?? [];
    if (!list.includes(other)) list.push(other);
    related.set(own, list);
  };
  for (const skill of tax.skills) {
    for (const r of skill.related ?? []) {
      relate(skill.labels[0]!, skillName.get(r.id)!);
      relate(skillName.get(r.id)!, skill.labels[0]!);
    }
  }

  let longest = 1;
  for (const k of phrases.keys()) longest = Math.max(longest, k.split(' ').length);
  return {
    phrases,
    developerOf,
    longest,
    softwareEngineer: conceptOf(tax.role('role:software')!.labels[0]!, true, false),
    related,
  };
}

let lexicon: Lexicon | null = null;

/** Built once, on first use. */
export function searchLexicon(): Lexicon {
  lexicon ??= buildLexicon(taxonomy());
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
