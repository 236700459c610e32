import { EDUCATION_OPTIONS, EMPLOYMENT_TYPE_OPTIONS, JOB_TYPE_OPTIONS, type JobForm } from '@hireloop/shared';
import { INDUSTRIES_BY_CATEGORY, JOB_TEMPLATES, LOCATIONS, SENIORITY } from './job-catalog';

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

/** The n-th generated job posting of a company: a full job form. */
export function generateJob(rand: () => number, companyName: string): JobForm {
  const template = pick(rand, JOB_TEMPLATES);
  const seniorTemplate = template.title.startsWith('Senior ');
  const level = seniorTemplate ? SENIORITY[2] : pick(rand, SENIORITY);
  const title = seniorTemplate ? template.title : `${level.prefix}${template.title}`;
  const location = pick(rand, LOCATIONS);
  const type =
    location === 'Remote'
      ? 'Remote'
      : pick(
          rand,
          JOB_TYPE_OPTIONS.filter((t) => t !== 'Remote'),
        );
  const employmentType =
    type === 'Part-Time'
      ? 'Part Time'
      : type === 'Contract'
        ? 'Contract'
        : type === 'Internship'
          ? 'Internship'
          : pick(rand, EMPLOYMENT_TYPE_OPTIONS.slice(0, 1));
  const [low, high] = level.salary;
  const salaryMin = Math.round((low + rand() * (high - low) * 0.5) / 1000) * 1000;
  const salaryMax = salaryMin + Math.round((20_000 + rand() * 60_000) / 1000) * 1000;
  const skills = [...template.skills].sort(() => rand() - 0.5).slice(0, 3 + Math.floor(rand() * 3));
  return {
    title,
    companyName,
    location,
    type,
    category: template.category,
    industry: pick(rand, INDUSTRIES_BY_CATEGORY[template.category] ?? ['IT']) as JobForm['industry'],
    department: template.department as JobForm['department'],
    employmentType: employmentType as JobForm['employmentType'],
    education: pick(rand, EDUCATION_OPTIONS),
    salaryMin,
    salaryMax,
    experienceMin: level.min,
    experienceMax: level.max,
    openings: 1 + Math.floor(rand() * 4),
    keySkills: skills,
    description:
      `${companyName} is hiring a ${title} in ${location}. You will ${template.focus}, working with a small, ` +
      `senior team that values ownership, clear writing and steady delivery. You will use ${skills.slice(0, 3).join(', ')} ` +
      `every day, take part in planning, and help shape how we work as we grow.`,
    requirements: [
      `${level.min}+ years of relevant experience`,
      `Hands-on experience with ${skills.slice(0, 2).join(' and ')}`,
      `Working knowledge of ${skills.slice(2).join(', ') || 'modern tooling'}`,
      'Clear written and spoken communication',
      'A habit of measuring the impact of your work',
    ].join('\n'),
  };
}
