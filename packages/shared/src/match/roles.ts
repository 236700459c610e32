import { piecesOf } from '../language';
import { taxonomy, type Taxonomy } from '../taxonomy';
import { memo } from './memo';
import { contentStems, stemsMatch } from './stems';

/**
 * The role families of the match score, read from the taxonomy's role concepts: a title is in the
 * family of every role it names (by a label, a narrower title or a cue) and of each broader role
 * above it; a family is a role with nothing broader. A title can be in several (a "full stack
 * developer" is frontend and backend). Generic roles ('manager', 'intern') place it in none.
 */
export interface RoleFamilyIndex {
  /** Each title phrase (and its plural) and the families it places a person in. */
  phrases: Map<string, string[]>;
  /** The longest phrase, in words. */
  longest: number;
  /** For each family, its neighbours and how near they are (both ways). */
  related: Map<string, Map<string, number>>;
}

/** The match's reading of a taxonomy (the product's own, or a copy in a test). */
export function buildRoleFamilies(tax: Taxonomy): RoleFamilyIndex {
  const familiesOf = (id: string, seen = new Set<string>()): string[] => {
    const role = tax.role(id);
    if (!role || role.generic || seen.has(id)) return [];
    seen.add(id);
    if (!role.broader?.length) return [id];
    return role.broader.flatMap((b) => familiesOf(b, seen));
  };
  const phrases = new Map<string, string[]>();
  for (const role of tax.roles) {
    const families = familiesOf(role.id);
    for (const p of [...role.labels, ...(role.cues ?? [])]) {
      const phrase = piecesOf(p).join(' ');
      for (const form of [phrase, `${phrase}s`]) {
        const list = phrases.get(form) ?? [];
        for (const f of families) if (!list.includes(f)) list.push(f);
        if (list.length) phrases.set(form, list);
      }
    }
  }
  const related = new Map<string, Map<string, number>>();
  const relate = (a: string, b: string, w: number) => {
    const m = related.get(a) ?? new Map<string, number>();
    m.set(b, Math.max(w, m.get(b) ?? 0));
    related.set(a, m);
  };
  for (const role of tax.roles) {
    for (const r of role.related ?? []) {
      relate(role.id, r.id, r.weight);
      relate(r.id, role.id, r.weight);
    }
  }
  const longest = Math.max(...[...phrases.keys()].map((p) => p.split(' ').length));
  return { phrases, longest, related };
}

let families: RoleFamilyIndex | null = null;
const roleFamilyIndex = () => (families ??= buildRoleFamilies(taxonomy()));
const familiesCache = new Map<string, Set<string>>();

/** The role families a title (or any text naming a role) falls in, by `index` (the taxonomy's by default). */
export function roleFamilies(title: string, index?: RoleFamilyIndex): Set<string> {
  const own = index === undefined;
  let found = own ? familiesCache.get(title) : undefined;
  if (found) return found;
  const { phrases, longest } = index ?? roleFamilyIndex();
  found = new Set<string>();
  const words = piecesOf(title);
  for (let i = 0; i < words.length; i++) {
    let phrase = '';
    for (let n = 0; n < longest && i + n < words.length; n++) {
      phrase = n === 0 ? words[i]! : `${phrase} ${words[i + n]}`;
      for (const family of phrases.get(phrase) ?? []) found.add(family);
    }
  }
  if (own && familiesCache.size < 20_000) familiesCache.set(title, found);
  return found;
}

/** 1 for the same family, a part for neighbouring ones, 0 for unrelated or unknown roles. */
export function familySimilarity(a: Set<string>, b: Set<string>): number {
  const { related } = roleFamilyIndex();
  let best = 0;
  for (const x of a) {
    for (const y of b) {
      if (x === y) return 1;
      best = Math.max(best, related.get(x)?.get(y) ?? 0);
    }
  }
  return best;
}

/** Words that say how senior a title is, not what the work is. */
const SENIORITY_WORDS = new Set(
  'senior sr junior jr lead staff principal head chief intern trainee associate i ii iii iv level entry fresher graduate'.split(
    ' ',
  ),
);

const roleStems = (text: string) => contentStems(text).filter((s) => !SENIORITY_WORDS.has(s));

/** A job title read as its alternatives ('Electrician / Maintenance Technician') and qualifiers. */
export interface JobTitle {
  /** Each alternative's word stems, the head noun (the last word) last. */
  alternatives: string[][];
  /** Initials of each alternative of two or more words ('chef de partie' gives 'cdp'). */
  initials: string[];
  /** Words in brackets or after a dash ('Retail Banking', 'Residential High-rise'). */
  qualifiers: string[];
}

export function jobTitleOf(title: string): JobTitle {
  const qualifierText: string[] = [];
  const main = title
    .replace(/\(([^)]*)\)/g, (_, inner: string) => {
      qualifierText.push(inner);
      return ' ';
    })
    .split(/\s[-–|:]\s|,/);
  qualifierText.push(...main.slice(1));
  const parts = (main[0] ?? '').split(/\/|\bor\b/i);
  const alternatives = parts.map(roleStems).filter((a) => a.length > 0);
  const initials = parts
    .map((p) => piecesOf(p).filter((t) => !SENIORITY_WORDS.has(t)))
    .filter((w) => w.length >= 2)
    .map((w) => w.map((x) => x[0]).join(''));
  return { alternatives, initials, qualifiers: roleStems(qualifierText.join(' ')) };
}

const personTitles = new Map<string, { words: string[]; stems: string[] }>();
const hasStem = (set: readonly string[], stem: string) => set.some((s) => stemsMatch(s, stem));

/**
 * How much a person's title says the same work as the job's, from the words alone (any trade):
 * the head noun ('engineer', 'pharmacist') counts most, then the words before it, and words in
 * brackets or after a dash refine it.
 */
export function titleSimilarity(job: JobTitle, personTitle: string): number {
  const { words, stems } = memo(personTitles, personTitle, (t) => ({
    words: piecesOf(t),
    stems: roleStems(t),
  }));
  if (job.initials.some((i) => i.length >= 3 && words.includes(i))) return 1;
  if (stems.length === 0) return 0;
  let best = 0;
  for (const alt of job.alternatives) {
    const head = hasStem(stems, alt[alt.length - 1]!) ? 1 : 0;
    const mods = alt.slice(0, -1);
    const modShare = mods.length ? mods.filter((m) => hasStem(stems, m)).length / mods.length : head;
    best = Math.max(best, 0.6 * head + 0.4 * modShare);
  }
  const q = job.qualifiers;
  const qShare = q.length ? q.filter((m) => hasStem(stems, m)).length / q.length : 1;
  return best * (0.85 + 0.15 * qShare);
}
