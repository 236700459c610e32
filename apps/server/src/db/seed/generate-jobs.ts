import { EDUCATION_OPTIONS, EMPLOYMENT_TYPE_OPTIONS, type JobForm } from '@hireloop/shared';
import {
  COMPANY_ROLES,
  INDUSTRIES_BY_CATEGORY,
  JOB_TEMPLATES,
  levelsOf,
  LOCATIONS,
  ONSITE_TITLES,
  SENIORITY,
  type JobTemplate,
  type Level,
} from './job-catalog';

/** A small deterministic PRNG (mulberry32), so a seed always produces the same jobs. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(rand: () => number, list: readonly T[]): T => list[Math.floor(rand() * list.length)]!;
const thousands = (n: number) => Math.round(n / 1000) * 1000;

/** A role to post: a job template at one of its levels. */
export interface Role {
  template: JobTemplate;
  level: Level;
}

/** Any role of the catalogue (the benchmarks' jobs, which need no company fit). */
export function randomRole(rand: () => number): Role {
  const template = pick(rand, JOB_TEMPLATES);
  return { template, level: pick(rand, levelsOf(template)) };
}

/** How often a level is posted, relative to the others: mostly mid-level, few leads and interns. */
const LEVEL_WEIGHT: Record<Level, number> = { intern: 0.5, junior: 1, mid: 1.5, senior: 1.2, lead: 0.6 };

/**
 * `count` different roles that fit the company (so no title repeats), drawn by level weight
 * (weighted sampling without replacement: the largest `rand() ** (1 / weight)` win). Fewer when the
 * company has fewer roles.
 */
export function companyRoles(rand: () => number, companyName: string, count: number): Role[] {
  const titles = COMPANY_ROLES[companyName];
  const templates = titles ? JOB_TEMPLATES.filter((t) => titles.includes(t.title)) : JOB_TEMPLATES;
  return templates
    .flatMap((template) => levelsOf(template).map((level) => ({ template, level })))
    .map((role) => ({ role, key: rand() ** (1 / LEVEL_WEIGHT[role.level]) }))
    .sort((a, b) => b.key - a.key)
    .slice(0, count)
    .map((r) => r.role);
}

function jobTypeOf(rand: () => number, level: Level, location: string): JobForm['type'] {
  if (level === 'intern') return 'Internship';
  if (location === 'Remote') return 'Remote';
  const r = rand();
  if (r < 0.78) return 'Full-Time';
  if (r < 0.9) return 'Contract';
  // Part-time work is offered early in a career, not to seniors and leads.
  return level === 'junior' || level === 'mid' ? 'Part-Time' : 'Full-Time';
}

const EMPLOYMENT_TYPE_OF: Partial<Record<JobForm['type'], string>> = {
  'Part-Time': 'Part Time',
  Contract: 'Contract',
  Internship: 'Internship',
};

/** Yearly pay: a stipend for an intern, a salary range of the level otherwise. */
function payOf(rand: () => number, level: Level): { salaryMin: number; salaryMax: number } {
  const [low, high] = SENIORITY[level].salary;
  const salaryMin = thousands(low + rand() * (high - low));
  const salaryMax =
    level === 'intern'
      ? salaryMin + thousands(2000 + rand() * 4000)
      : thousands(salaryMin * (1.15 + rand() * 0.2));
  return { salaryMin, salaryMax };
}

function experienceLine(level: Level): string {
  const { min, max } = SENIORITY[level];
  if (level === 'intern') return 'A student or a graduate of the last year';
  return min === 0 ? `Up to ${max} years of relevant experience` : `${min}+ years of relevant experience`;
}

/** One job posting of a company for `role` (a random one by default): a full job form. */
export function generateJob(rand: () => number, companyName: string, role: Role = randomRole(rand)): JobForm {
  const { template, level } = role;
  const seniority = SENIORITY[level];
  const title = template.title.startsWith('Senior ') ? template.title : seniority.title(template.title);
  const inPerson = level === 'intern' || ONSITE_TITLES.has(template.title);
  const location = pick(rand, inPerson ? LOCATIONS.filter((l) => l !== 'Remote') : LOCATIONS);
  const type = jobTypeOf(rand, level, location);
  // The template's first skill names the role (React for a React developer), so every posting keeps it.
  const [core, ...others] = template.skills;
  const skills = [core!, ...others.sort(() => rand() - 0.5).slice(0, 2 + Math.floor(rand() * 3))];
  return {
    title,
    companyName,
    location,
    type,
    category: template.category,
    industry: pick(rand, INDUSTRIES_BY_CATEGORY[template.category] ?? ['IT']) as JobForm['industry'],
    department: template.department as JobForm['department'],
    employmentType: (EMPLOYMENT_TYPE_OF[type] ?? EMPLOYMENT_TYPE_OPTIONS[0]) as JobForm['employmentType'],
    education: pick(rand, EDUCATION_OPTIONS),
    ...payOf(rand, level),
    experienceMin: seniority.min,
    experienceMax: seniority.max,
    openings: level === 'lead' ? 1 : 1 + Math.floor(rand() * (level === 'intern' ? 4 : 3)),
    keySkills: skills,
    description:
      `${companyName} is hiring a ${title} in ${location}. You will ${template.focus}, working with a small, ` +
      `senior team that values ownership, clear writing and steady delivery. You will use ${skills.slice(0, 3).join(', ')} ` +
      `every day, take part in planning, and help shape how we work as we grow.`,
    requirements: [
      experienceLine(level),
      `Hands-on experience with ${skills.slice(0, 2).join(' and ')}`,
      `Working knowledge of ${skills.slice(2).join(', ') || 'modern tooling'}`,
      'Clear written and spoken communication',
      'A habit of measuring the impact of your work',
    ].join('\n'),
  };
}
