import { RELATED_SKILLS, SKILL_SYNONYMS } from './synonyms';
import { hasPhrase, normalizeText } from './text';

const norm = (s: string) => normalizeText(s).trim();

/** Every way of writing the concept a skill names (the skill itself included). */
export function skillPhrases(skill: string): string[] {
  const key = norm(skill);
  const phrases = new Set([key]);
  for (const group of SKILL_SYNONYMS) {
    if (group.includes(key)) for (const p of group) phrases.add(p);
  }
  return [...phrases].filter(Boolean);
}

/** Concepts next to this skill (Vue for React, Azure for AWS), for partial credit. */
export function relatedPhrases(skill: string): string[] {
  const own = new Set(skillPhrases(skill));
  const out = new Set<string>();
  for (const group of RELATED_SKILLS) {
    if (group.some((g) => own.has(g))) {
      for (const g of group) if (!own.has(g)) for (const p of skillPhrases(g)) out.add(p);
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

export function matchSkill(
  skill: string,
  historyText: string,
  claimedText: string,
  claimTrust: number,
): SkillMatch {
  const phrases = skillPhrases(skill);
  const evidenced = phrases.some((p) => hasPhrase(historyText, p));
  const claimed = phrases.some((p) => hasPhrase(claimedText, p));
  const related = !evidenced && relatedPhrases(skill).some((p) => hasPhrase(historyText, p));
  const credit = evidenced ? 1 : Math.max(claimed ? claimTrust : 0, related ? 0.35 : 0);
  return { skill, evidenced, claimed, related, credit };
}
