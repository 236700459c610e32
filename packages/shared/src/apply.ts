import { MATCH_SCORE_VERSION, MATCH_TUNING, type MatchBreakdown, type MatchFactor } from './match';

/**
 * Labels of applying to a job and of "How you match" on the job seeker's job screens (docs/product.md 2.12,
 * 2.13). The spec's own messages (applied, failure, no resume) are `applicationMessages`.
 */
export const applyText = {
  /** docs/product.md 2.13 */
  applyNow: 'Apply Now',
  applying: 'Applying...',
  applicationsClosed: 'Applications closed',
  uploadResume: 'Upload your resume',
  howYouMatch: 'How you match',
  matchScore: 'Your match score',
  loadingMatch: 'Working out how you match...',
  previewNote: 'From your profile and resume as they are now.',
  appliedNote: 'Stored when you applied: this is the score the employer sees.',
  matchedSkills: 'Shown in your work',
  missingSkills: 'Missing',
  unverifiedSkills: 'Only listed',
  unverifiedHint:
    'Listed on your profile but not shown in your work history. Add a role or project that uses them so they count in full.',
  factors: 'What the score is made of',
  fit: 'fit',
  // The confirmation before an application is sent (docs/decisions/0020-withdraw-and-apply-note.md)
  confirmTitle: 'Apply to this job?',
  confirmText: 'The employer will see your profile, your match score and this resume.',
  resumeSent: 'Resume that will be sent',
  changeResume: 'Change resume',
  noteLabel: 'Note to the employer (optional)',
  notePlaceholder: 'A line or two on why this role fits you.',
  confirmApply: 'Send application',
  cancel: 'Cancel',
} as const;

/** '12 / 500' under the note box. */
export function noteLengthLabel(length: number, max: number): string {
  return `${length} / ${max}`;
}

const coreFactors = ['skills', 'role', 'text'] as const;
const checkFactors = ['experience', 'location', 'education'] as const;

/**
 * One line on how the total of "How you match" is made, for a breakdown of the current scorer:
 * the weighted average of the three core factors, then scaled down by each check that applies
 * (scoreMatch in match/score.ts). Null for a breakdown the current weights did not make.
 */
export function matchTotalNote(breakdown: Pick<MatchBreakdown, 'version' | 'factors'>): string | null {
  if (breakdown.version !== MATCH_SCORE_VERSION) return null;
  const label = (key: MatchFactor['key']) =>
    breakdown.factors.find((factor) => factor.key === key)?.label.toLowerCase();
  const sum = MATCH_TUNING.skills + MATCH_TUNING.role + MATCH_TUNING.text;
  const weights = { skills: MATCH_TUNING.skills, role: MATCH_TUNING.role, text: MATCH_TUNING.text };
  const parts = coreFactors.map((key) => {
    const name = label(key);
    return name ? `${name} ${Math.round((weights[key] / sum) * 100)}%` : null;
  });
  if (parts.some((part) => part === null)) return null;
  const checks = checkFactors.map(label).filter((name): name is string => Boolean(name));
  const [skills, role, text] = parts as string[];
  const weighed = `The total weighs ${skills}, ${role} and ${text}`;
  if (checks.length === 0) return `${weighed}.`;
  const list = checks.length === 1 ? checks[0] : `${checks.slice(0, -1).join(', ')} or ${checks.at(-1)}`;
  return `${weighed}; a shortfall in ${list} then lowers it.`;
}
