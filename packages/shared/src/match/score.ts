import type { EducationEntry, EmploymentEntry, ProjectEntry } from '../user';
import { experienceFit, experienceFromEmployment, parseExperienceText } from './experience';
import { isRemoteJob, locationFit } from './location';
import { familySimilarity, roleFamilies } from './roles';
import { matchSkill, type SkillMatch } from './skills';
import { normalizeText, STOPWORDS, tokens } from './text';

/** Bump when the method changes, so stored scores can be told apart and recomputed. */
export const MATCH_SCORE_VERSION = 1;

export interface MatchJob {
  title: string;
  location?: string;
  type?: string;
  description?: string;
  requirements?: string;
  keySkills?: string[];
  experienceMin?: number;
  experienceMax?: number;
  education?: string;
}

export interface MatchProfile {
  title?: string;
  headline?: string;
  skills?: string[];
  experience?: string;
  location?: string;
  employment?: Partial<EmploymentEntry>[];
  education?: Partial<EducationEntry>[];
  projects?: Partial<ProjectEntry>[];
  resumeText?: string;
}

export interface MatchFactor {
  key: 'skills' | 'role' | 'text' | 'experience' | 'location' | 'education';
  label: string;
  /** How well this factor fits, 0-100. */
  score: number;
  /** Points this factor added to (or, for the fit checks, took from) the final score. */
  points: number;
  detail: string;
}

export interface MatchBreakdown {
  version: number;
  summary: string;
  matchedSkills: string[];
  missingSkills: string[];
  /** Key skills that are only listed on the profile, with nothing in the history to show them. */
  unverifiedSkills: string[];
  experienceYears: number | null;
  factors: MatchFactor[];
}

export interface MatchResult {
  score: number;
  breakdown: MatchBreakdown;
}

const CORE_WEIGHTS = { skills: 0.55, role: 0.3, text: 0.15 };
const SENIORITY_WORDS = new Set(
  'senior sr junior jr lead staff principal head chief intern trainee associate i ii iii iv level entry fresher graduate'.split(
    ' ',
  ),
);

function historyOf(p: MatchProfile): string {
  const skillsLine = /^\s*(key\s+)?skills?\s*[:|-]/i;
  const headline = (p.headline ?? '').trim();
  const resumeBody = (p.resumeText ?? '')
    .split('\n')
    .filter((line) => !skillsLine.test(line) && (headline === '' || line.trim() !== headline))
    .join('\n');
  return normalizeText(
    [
      ...(p.employment ?? []).map((e) => `${e.title ?? ''} . ${e.description ?? ''}`),
      ...(p.projects ?? []).map(
        (pr) => `${pr.name ?? ''} . ${pr.description ?? ''} . ${pr.technologies ?? ''} . ${pr.role ?? ''}`,
      ),
      ...(p.education ?? []).map((e) => `${e.degree ?? ''} . ${e.description ?? ''}`),
      resumeBody,
    ].join(' . '),
  );
}

function titleTokens(text: string): Set<string> {
  return new Set(tokens(text).filter((t) => !STOPWORDS.has(t) && !SENIORITY_WORDS.has(t) && t.length > 1));
}

/** How close the person's roles are to the job's: role families, then shared title words. */
function roleFit(job: MatchJob, p: MatchProfile): number {
  const jobFamilies = roleFamilies(job.title);
  const jobWords = titleTokens(job.title);
  const titles: [string, number][] = [
    [p.title ?? '', 1],
    ...(p.employment ?? []).map((e, i): [string, number] => [e.title ?? '', i === 0 ? 1 : 0.85]),
    ...(p.projects ?? []).map((pr): [string, number] => [`${pr.role ?? ''} ${pr.name ?? ''}`, 0.6]),
    // A headline is partly a claim: only its first part (before '|' or ',') names the role.
    [(p.headline ?? '').split(/[|,]/)[0] ?? '', 0.6],
  ];
  let best = 0;
  for (const [title, weight] of titles) {
    if (!title.trim()) continue;
    const families = familySimilarity(jobFamilies, roleFamilies(title));
    const words = titleTokens(title);
    const shared = [...jobWords].filter((w) => words.has(w)).length;
    const overlap = jobWords.size ? shared / jobWords.size : 0;
    best = Math.max(best, weight * Math.max(families, overlap * 0.8));
  }
  return best;
}

/** Share of the job's own words (description and requirements) that the history uses. */
function textFit(job: MatchJob, history: string): number {
  const jobWords = new Set(
    tokens(`${job.title} ${job.description ?? ''} ${job.requirements ?? ''}`).filter(
      (t) => t.length > 2 && !STOPWORDS.has(t) && !/^\d+$/.test(t),
    ),
  );
  if (jobWords.size === 0) return 0;
  const have = new Set(history.trim().split(' '));
  const shared = [...jobWords].filter((w) => have.has(w)).length;
  return Math.min(1, shared / jobWords.size / 0.3);
}

const DEGREES: Record<string, RegExp> = {
  'b.tech': /\b(b\s?tech|b\s?e|bachelor of (technology|engineering)|be)\b/,
  'm.tech': /\b(m\s?tech|m\s?e|master of (technology|engineering)|ms|m\s?s)\b/,
  mba: /\b(mba|pgdm|pgpm|master of business)\b/,
};

/** 1 when the asked degree (or any degree for 'Any Graduate') is there; null when nothing is asked. */
function educationFit(job: MatchJob, p: MatchProfile): number | null {
  const asked = (job.education ?? '').trim().toLowerCase();
  if (!asked) return null;
  const degrees = (p.education ?? []).map((e) => normalizeText(e.degree ?? '').replace(/ /g, ' '));
  if (degrees.length === 0) return 0.4;
  const pattern = DEGREES[asked];
  if (!pattern) return 1;
  const plain = degrees.map((d) => d.replace(/\s+/g, ' '));
  return plain.some((d) => pattern.test(d)) ? 1 : 0.6;
}

const pct = (x: number) => Math.round(x * 100);
const fmtYears = (y: number) => (y < 1 ? `${Math.round(y * 12)} mo` : `${Math.round(y * 10) / 10} yrs`);

/**
 * How well a person fits a job, 0-100, with the reasons. Pure and deterministic: the same job,
 * profile and `asOf` always give the same result.
 *
 * Fit = what they can do (key skills shown in their history, their roles, the job's own words),
 * then scaled by the checks a recruiter makes next: seniority against the range, location for
 * on-site jobs, and the degree when the job asks for one.
 */
export function scoreMatch(job: MatchJob, profile: MatchProfile, options: { asOf?: Date } = {}): MatchResult {
  const asOf = options.asOf ?? new Date('2026-01-01T00:00:00Z');
  const history = historyOf(profile);
  const claimedText = normalizeText(`${(profile.skills ?? []).join(' , ')} , ${profile.headline ?? ''}`);
  const role = roleFit(job, profile);

  // A listed skill is believable to the extent the person's roles are the job's kind of role.
  const claimTrust = 0.2 + 0.4 * role;
  const keySkills = (job.keySkills ?? []).filter((s) => s.trim());
  const matches: SkillMatch[] = keySkills.map((s) => matchSkill(s, history, claimedText, claimTrust));
  const skillWeights = keySkills.map((_, i) => 1 + 0.5 * (1 - i / Math.max(1, keySkills.length)));
  const totalWeight = skillWeights.reduce((a, b) => a + b, 0);
  const skills = totalWeight
    ? matches.reduce((sum, m, i) => sum + m.credit * skillWeights[i]!, 0) / totalWeight
    : role;
  const text = textFit(job, history);

  const years =
    parseExperienceText(profile.experience) ??
    experienceFromEmployment((profile.employment as EmploymentEntry[]) ?? [], asOf);
  const hasRange = job.experienceMin !== undefined && job.experienceMax !== undefined;
  const expFit = hasRange ? experienceFit(years, job.experienceMin!, job.experienceMax!) : 1;
  const remote = isRemoteJob(job);
  const locFit = remote ? null : locationFit(job.location ?? '', profile.location);
  const eduFit = educationFit(job, profile);

  const core = CORE_WEIGHTS.skills * skills + CORE_WEIGHTS.role * role + CORE_WEIGHTS.text * text;
  const expFactor = 0.25 + 0.75 * expFit;
  const locFactor = locFit === null ? 1 : 0.72 + 0.28 * locFit;
  const eduFactor = eduFit === null ? 1 : 0.9 + 0.1 * eduFit;
  const raw = core * expFactor * locFactor * eduFactor;
  const score = Math.max(0, Math.min(100, Math.round(raw * 100)));

  // Points: the core split by its parts, then what each check took away, in order.
  const corePoints = core * 100;
  const afterExp = corePoints * expFactor;
  const afterLoc = afterExp * locFactor;
  const afterEdu = afterLoc * eduFactor;
  const matched = matches.filter((m) => m.evidenced).map((m) => m.skill);
  const unverified = matches.filter((m) => !m.evidenced && m.claimed).map((m) => m.skill);
  const missing = matches.filter((m) => !m.evidenced && !m.claimed).map((m) => m.skill);
  const range = hasRange ? `${job.experienceMin}-${job.experienceMax}` : '';

  const factors: MatchFactor[] = [
    {
      key: 'skills',
      label: 'Key skills',
      score: pct(skills),
      points: Math.round(CORE_WEIGHTS.skills * skills * 100),
      detail: keySkills.length
        ? `${matched.length} of ${keySkills.length} shown in work history` +
          (unverified.length ? `; only listed: ${unverified.join(', ')}` : '')
        : 'The job lists no key skills',
    },
    {
      key: 'role',
      label: 'Role and title',
      score: pct(role),
      points: Math.round(CORE_WEIGHTS.role * role * 100),
      detail:
        role >= 0.8 ? 'Same kind of role' : role >= 0.4 ? 'A neighbouring role' : 'A different kind of role',
    },
    {
      key: 'text',
      label: 'Job description',
      score: pct(text),
      points: Math.round(CORE_WEIGHTS.text * text * 100),
      detail: 'Words of the description and requirements found in the history',
    },
    {
      key: 'experience',
      label: 'Experience',
      score: pct(expFit),
      points: -Math.round(corePoints - afterExp),
      detail: hasRange
        ? `${years === null ? 'unknown' : fmtYears(years)} for ${range} yrs`
        : 'The job gives no range',
    },
  ];
  if (locFit !== null) {
    factors.push({
      key: 'location',
      label: 'Location',
      score: pct(locFit),
      points: -Math.round(afterExp - afterLoc),
      detail: profile.location ? `${profile.location} for ${job.location}` : 'No location on the profile',
    });
  }
  if (eduFit !== null) {
    factors.push({
      key: 'education',
      label: 'Education',
      score: pct(eduFit),
      points: -Math.round(afterLoc - afterEdu),
      detail: `The job asks for ${job.education}`,
    });
  }

  const summary = [
    keySkills.length ? `${matched.length} of ${keySkills.length} key skills` : null,
    missing.length ? `missing: ${missing.join(', ')}` : null,
    unverified.length ? `not shown in history: ${unverified.join(', ')}` : null,
    hasRange ? `${years === null ? 'experience unknown' : fmtYears(years)} for ${range}` : null,
  ]
    .filter(Boolean)
    .join('; ');

  return {
    score,
    breakdown: {
      version: MATCH_SCORE_VERSION,
      summary,
      matchedSkills: matched,
      missingSkills: missing,
      unverifiedSkills: unverified,
      experienceYears: years === null ? null : Math.round(years * 10) / 10,
      factors,
    },
  };
}
