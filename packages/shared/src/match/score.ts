import { paddedText } from '../language';
import { educationFit } from './education';
import { experienceFit, experienceFromEmployment, parseExperienceText, yearsFromTitle } from './experience';
import { isRemoteJob, locationFit, movingTo } from './location';
import { familySimilarity, jobTitleOf, roleFamilies, titleSimilarity, type JobTitle } from './roles';
import { matchSkill, skillText, type SkillMatch } from './skills';
import { memo } from './memo';
import type { EmploymentEntry } from '../user';
import type { MatchProfile } from './profile';
import { profileRelevance } from './relevance';
import { MATCH_TUNING, type MatchTuning } from './tuning';
import { contentStems, type StemDoc } from './stems';

/** Bump when the method changes, so stored scores can be told apart and recomputed. */
export const MATCH_SCORE_VERSION = 2;

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

function historyOf(p: MatchProfile): string {
  const skillsLine = /^\s*(key\s+)?skills?\s*[:|-]/i;
  const headline = (p.headline ?? '').trim();
  const resumeBody = (p.resumeText ?? '')
    .split('\n')
    .filter((line) => !skillsLine.test(line) && (headline === '' || line.trim() !== headline))
    .join('\n');
  return paddedText(
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

/** How close the person's roles are to the job's: role families, then the title's own words. */
function roleFit(job: MatchJob, p: MatchProfile, familyWeight: number): number {
  const jobFamilies = roleFamilies(job.title);
  const jobTitle = memo(jobTitleCache, job.title, jobTitleOf);
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
    best = Math.max(best, weight * Math.max(familyWeight * families, titleSimilarity(jobTitle, title)));
  }
  return best;
}

// What is read from a job once serves every applicant scored against it (5,000 in one list).
const jobStemsCache = new Map<string, string[]>();
const jobTitleCache = new Map<string, JobTitle>();

/** Share of the job's own words (title, description, requirements) that the history uses, as stems. */
function textFit(job: MatchJob, history: StemDoc): number {
  const jobStems = memo(
    jobStemsCache,
    `${job.title}\n${job.description ?? ''}\n${job.requirements ?? ''}`,
    (text) => [...new Set(contentStems(text).filter((t) => t.length > 2 && !/^\d+$/.test(t)))],
  );
  if (jobStems.length === 0) return 0;
  const shared = jobStems.filter((w) => history.positions.has(w)).length;
  return Math.min(1, shared / jobStems.length / 0.3);
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
export function scoreMatch(
  job: MatchJob,
  profile: MatchProfile,
  options: { asOf?: Date; tuning?: Partial<MatchTuning> } = {},
): MatchResult {
  const asOf = options.asOf ?? new Date('2026-01-01T00:00:00Z');
  const t = options.tuning ? { ...MATCH_TUNING, ...options.tuning } : MATCH_TUNING;
  const history = skillText(historyOf(profile));
  const claimedText = skillText(
    paddedText(`${(profile.skills ?? []).join(' , ')} , ${profile.headline ?? ''}`),
  );
  const role = roleFit(job, profile, t.family);

  // A listed skill is believable to the extent the person's roles are the job's kind of role.
  const claimTrust = t.claimBase + t.claimSlope * role;
  const keySkills = (job.keySkills ?? []).filter((s) => s.trim());
  const matches: SkillMatch[] = keySkills.map((s) =>
    matchSkill(s, history, claimedText, claimTrust, t.partial),
  );
  const skillWeights = keySkills.map((_, i) => 1 + 0.5 * (1 - i / Math.max(1, keySkills.length)));
  const totalWeight = skillWeights.reduce((a, b) => a + b, 0);
  const skills = totalWeight
    ? matches.reduce((sum, m, i) => sum + m.credit * skillWeights[i]!, 0) / totalWeight
    : role;
  const text =
    (1 - t.relevance) * textFit(job, history.doc) +
    (t.relevance > 0 ? t.relevance * profileRelevance(job.title, keySkills, profile) : 0);
  // A title is a claim too: part of its credit waits for the work to show the job's skills or words.
  const roleShown = role * (1 - t.roleEvidence + t.roleEvidence * Math.max(skills, text));

  const statedYears =
    parseExperienceText(profile.experience) ??
    experienceFromEmployment((profile.employment as EmploymentEntry[]) ?? [], asOf);
  // With neither years nor dates, the title's seniority ('Trainee', 'Head') is the best guess.
  const titleYears =
    statedYears === null ? yearsFromTitle(profile.title ?? profile.employment?.[0]?.title) : null;
  const years = statedYears ?? titleYears;
  const yearsText =
    years === null
      ? 'unknown'
      : titleYears !== null
        ? `about ${fmtYears(years)} by the title`
        : fmtYears(years);
  const hasRange = job.experienceMin !== undefined && job.experienceMax !== undefined;
  const expFit = hasRange ? experienceFit(years, job.experienceMin!, job.experienceMax!) : 1;
  const remote = isRemoteJob(job);
  const ownWords = `${profile.headline ?? ''}\n${profile.resumeText ?? ''}`;
  const moving = !remote && movingTo(job.location ?? '', ownWords);
  const locFit = remote ? null : locationFit(job.location ?? '', profile.location, moving);
  const eduFit = educationFit(
    job.education,
    (profile.education ?? []).map((e) => e.degree ?? ''),
  );

  const weights = { skills: t.skills, role: t.role, text: t.text };
  const sum = weights.skills + weights.role + weights.text;
  const core = (weights.skills * skills + weights.role * roleShown + weights.text * text) / sum;
  const expFactor = t.expFloor + (1 - t.expFloor) * expFit;
  const locFactor = locFit === null ? 1 : t.locFloor + (1 - t.locFloor) * locFit;
  const eduFactor = eduFit === null ? 1 : t.eduFloor + (1 - t.eduFloor) * eduFit;
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
      points: Math.round((weights.skills / sum) * skills * 100),
      detail: keySkills.length
        ? `${matched.length} of ${keySkills.length} shown in work history` +
          (unverified.length ? `; only listed: ${unverified.join(', ')}` : '')
        : 'The job lists no key skills',
    },
    {
      key: 'role',
      label: 'Role and title',
      score: pct(roleShown),
      points: Math.round((weights.role / sum) * roleShown * 100),
      detail:
        role >= 0.8 ? 'Same kind of role' : role >= 0.4 ? 'A neighbouring role' : 'A different kind of role',
    },
    {
      key: 'text',
      label: 'Job description',
      score: pct(text),
      points: Math.round((weights.text / sum) * text * 100),
      detail: 'Words of the description and requirements found in the history',
    },
    {
      key: 'experience',
      label: 'Experience',
      score: pct(expFit),
      points: -Math.round(corePoints - afterExp),
      detail: hasRange ? `${yearsText} for ${range} yrs` : 'The job gives no range',
    },
  ];
  if (locFit !== null) {
    factors.push({
      key: 'location',
      label: 'Location',
      score: pct(locFit),
      points: -Math.round(afterExp - afterLoc),
      detail: moving
        ? `${profile.location || 'Elsewhere'}, moving to ${job.location}`
        : profile.location
          ? `${profile.location} for ${job.location}`
          : 'No location on the profile',
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
    hasRange ? `${years === null ? 'experience unknown' : yearsText} for ${range}` : null,
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
      experienceYears: statedYears === null ? null : Math.round(statedYears * 10) / 10,
      factors,
    },
  };
}
