import { hasPhrase, MATCH_STOPWORDS, piecesOf, stemOf } from '../language';
import { taxonomy } from '../taxonomy';
import { contentStems, initialsOf, phraseIn, spelledOut, stemDoc, type StemDoc } from './stems';

const norm = (s: string) => piecesOf(s).join(' ');

interface SkillIndex {
  /** Each skill concept's labels as the match reads them, by concept id. */
  labels: Map<string, string[]>;
  /** Each label → the skill concepts written so. */
  byLabel: Map<string, string[]>;
  /** Each skill concept → its related concepts, both ways. */
  related: Map<string, string[]>;
}

let index: SkillIndex | null = null;

function skillIndex(): SkillIndex {
  if (index) return index;
  const labels = new Map<string, string[]>();
  const byLabel = new Map<string, string[]>();
  const related = new Map<string, string[]>();
  const relate = (a: string, b: string) => related.set(a, [...(related.get(a) ?? []), b]);
  for (const skill of taxonomy().skills) {
    const own = [...new Set(skill.labels.map(norm))];
    labels.set(skill.id, own);
    for (const l of own) byLabel.set(l, [...(byLabel.get(l) ?? []), skill.id]);
    for (const r of skill.related ?? []) {
      relate(skill.id, r.id);
      relate(r.id, skill.id);
    }
  }
  index = { labels, byLabel, related };
  return index;
}

/** Every way of writing the concepts a skill names (the skill itself included). */
export function skillPhrases(skill: string): string[] {
  const key = norm(skill);
  const { labels, byLabel } = skillIndex();
  const phrases = new Set([key]);
  for (const id of byLabel.get(key) ?? []) for (const p of labels.get(id)!) phrases.add(p);
  return [...phrases].filter(Boolean);
}

/**
 * Concepts next to this skill (Vue for React, Azure for AWS), for partial credit: the related
 * concepts of every concept whose name (first label) is one of the skill's phrases.
 */
export function relatedPhrases(skill: string): string[] {
  const own = new Set(skillPhrases(skill));
  const { labels, related } = skillIndex();
  const out = new Set<string>();
  for (const [id, names] of labels) {
    if (!own.has(names[0]!)) continue;
    for (const r of related.get(id) ?? []) {
      const name = labels.get(r)![0]!;
      if (!own.has(name)) for (const p of skillPhrases(name)) out.add(p);
    }
  }
  return [...out];
}

export interface SkillMatch {
  skill: string;
  /** Shown in the work history (employment, projects, resume body). */
  evidenced: boolean;
  /** Only claimed: in the skills list or the headline. */
  claimed: boolean;
  /** A neighbouring skill is shown instead. */
  related: boolean;
  credit: number;
}

/** A text to look skills up in: padded normalized words and their stems. */
export interface SkillText {
  plain: string;
  doc: StemDoc;
  words: Set<string>;
}

/** Whether the text has the phrase as whole words: one word by look-up, more by search. */
function has(text: SkillText, phrase: string): boolean {
  return phrase.includes(' ') ? hasPhrase(text.plain, phrase) : text.words.has(phrase);
}

export function skillText(normalized: string): SkillText {
  const doc = stemDoc(normalized);
  return { plain: normalized, doc, words: new Set(doc.words) };
}

interface SkillForms {
  phrases: string[];
  stems: string[][];
  acronyms: string[];
  /** The skill is itself an abbreviation ('CASA', 'NTB'), to be met by words written out. */
  abbreviation: string | null;
  related: string[];
}

const formsCache = new Map<string, SkillForms>();

function formsOf(skill: string): SkillForms {
  let f = formsCache.get(skill);
  if (f) return f;
  const phrases = skillPhrases(skill);
  const stems = phrases.map((p) => contentStems(p)).filter((s) => s.length > 0);
  const acronyms = new Set<string>();
  for (const p of phrases) {
    const words = p.split(' ');
    for (const initials of [initialsOf(words), initialsOf(words.filter((w) => !MATCH_STOPWORDS.has(w)))]) {
      if (!initials || !/^[a-z]+$/.test(initials)) continue;
      // Two letters are too common alone: 'PM' is preventive maintenance only next to 'maintenance'.
      if (initials.length >= 3) acronyms.add(initials);
      else stems.push([initials, stemOf(words[words.length - 1]!)]);
    }
  }
  const abbreviation = /^[A-Z]{3,5}$/.test(skill.trim()) ? skill.trim().toLowerCase() : null;
  f = { phrases, stems, acronyms: [...acronyms], abbreviation, related: relatedPhrases(skill) };
  if (formsCache.size < 5000) formsCache.set(skill, f);
  return f;
}

/** 1 when the text shows the skill (any spelling, word forms, initials), else the share of its words. */
function shown(text: SkillText, forms: SkillForms): number {
  if (forms.phrases.some((p) => has(text, p))) return 1;
  let best = 0;
  for (const stems of forms.stems) {
    const { all, coverage } = phraseIn(text.doc, stems);
    if (all) return 1;
    if (stems.length > 1) best = Math.max(best, coverage);
  }
  if (forms.acronyms.some((a) => has(text, a))) return 1;
  if (forms.abbreviation && spelledOut(text.doc, forms.abbreviation)) return 1;
  return best;
}

/**
 * How a key skill shows: in the history (credit 1), only partly in it (`partialCredit` times the
 * share of its words: 'site safety' as 'safety'), next to it (a neighbouring skill), or only listed.
 */
export function matchSkill(
  skill: string,
  history: SkillText,
  claimedText: SkillText,
  claimTrust: number,
  partialCredit: number,
): SkillMatch {
  const forms = formsOf(skill);
  const inHistory = shown(history, forms);
  const evidenced = inHistory === 1;
  // Whether it is listed matters only when the history does not show it.
  const claimed = !evidenced && shown(claimedText, forms) === 1;
  const related = !evidenced && forms.related.some((p) => has(history, p));
  const partial = inHistory >= 0.5 ? partialCredit * inHistory : 0;
  const credit = evidenced ? 1 : Math.max(claimed ? claimTrust : 0, related ? 0.35 : 0, partial);
  return { skill, evidenced, claimed, related, credit };
}
