/**
 * One rule for "the same skill", shared by a job's key skills and a job seeker's profile skills:
 * trimmed and compared ignoring case, so "react" is not added next to "React".
 */
export function skillKey(skill: string): string {
  return skill.trim().toLowerCase();
}

export function hasSkill(skills: readonly string[], skill: string): boolean {
  const key = skillKey(skill);
  return skills.some((s) => skillKey(s) === key);
}

/** Whether a list names a skill twice under that rule. */
export function hasDuplicateSkill(skills: readonly string[]): boolean {
  return new Set(skills.map(skillKey)).size !== skills.length;
}

/** Key skills: trimmed, empty values and duplicates (by `skillKey`) dropped. */
export function normalizeKeySkills(skills: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of skills) {
    const skill = raw.trim();
    const key = skillKey(skill);
    if (!skill || seen.has(key)) continue;
    seen.add(key);
    out.push(skill);
  }
  return out;
}
