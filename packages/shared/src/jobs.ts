import { z } from 'zod';
import { INT4_MAX, noNul, singleLine } from './text-rules';

/** Option lists of the job form and the search filters (spec section 3). */
export const JOB_TYPE_OPTIONS = ['Remote', 'Full-Time', 'Part-Time', 'Contract', 'Internship'] as const;
export const CATEGORY_OPTIONS = [
  { value: 'Engineering', label: 'Engineering' },
  { value: 'Design', label: 'Design' },
  { value: 'Marketing', label: 'Marketing' },
  { value: 'Sales', label: 'Sales' },
  { value: 'IT & Software', label: 'IT & Software' },
  { value: 'Customer-service', label: 'Customer Service' },
  { value: 'Product', label: 'Product' },
  { value: 'Operations', label: 'Operations' },
  { value: 'Finance', label: 'Finance' },
  { value: 'HR', label: 'Human Resources' },
  { value: 'Other', label: 'Other' },
] as const;
export const EDUCATION_OPTIONS = ['Any Graduate', 'B.Tech', 'M.Tech', 'MBA'] as const;
export const INDUSTRY_OPTIONS = [
  'IT',
  'Healthcare',
  'Finance',
  'Education',
  'Manufacturing',
  'Retail',
  'Hospitality',
  'Telecom',
  'Media',
  'Government',
] as const;
export const DEPARTMENT_OPTIONS = [
  'Engineering',
  'Product',
  'Sales',
  'HR',
  'Finance',
  'Operations',
  'Support',
  'Design',
  'Legal',
  'R&D',
] as const;
export const EMPLOYMENT_TYPE_OPTIONS = ['Full Time', 'Part Time', 'Contract', 'Internship'] as const;

export type JobType = (typeof JOB_TYPE_OPTIONS)[number];
export const CATEGORY_VALUES = CATEGORY_OPTIONS.map((c) => c.value) as [string, ...string[]];

export const jobMessages = {
  titleRequired: 'Job title is required',
  descriptionRequired: 'Job description is required',
  requirementsRequired: 'Job requirements are required',
  salaryBothRequired: 'Both minimum and maximum salary are required',
  salaryOrder: 'Maximum salary must be greater than minimum salary',
  companyRequired: 'Company name is required',
  experienceRequired: 'Experience range is required',
  experienceOrder: 'Maximum experience must be greater than minimum experience',
  openingsRequired: 'Number of openings is required',
  posted: 'Job Posted Successfully!',
  updated: 'Job Updated Successfully!',
  postFailedOther: 'Something went wrong. Please try again.',
  postFailed: 'Failed to post/update job.',
  deleted: 'Job listing deleted successfully',
  saved: 'Job saved successfully!',
  unsaved: 'Job removed successfully!',
  saveFailed: 'Something went wrong! Try again later',
  fetchFailed: 'Failed to fetch jobs. Please try again later.',
  noJobsTitle: 'No jobs found',
  noJobsText: 'Try adjusting your search criteria or filters.',
  jobNotFound: 'Job not found',
  notOwner: 'Only the employer who posted this job can change it.',
  employersOnly: 'Only employers can post jobs.',
  invalidOption: 'Please choose a value from the list',
} as const;

/** Key skills: trimmed, empty values and case-insensitive duplicates dropped. */
export function normalizeKeySkills(skills: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of skills) {
    const skill = raw.trim();
    const key = skill.toLowerCase();
    if (!skill || seen.has(key)) continue;
    seen.add(key);
    out.push(skill);
  }
  return out;
}

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
const optionalInt = z.preprocess(
  blankToUndefined,
  z.coerce.number().int().min(0).max(1_000_000_000).optional(),
);
// `singleLine` instead of `noNul` for the title and company name: they go into status e-mails.
const requiredText = (message: string, max: number, rule = noNul) =>
  z.preprocess((v) => (v == null ? '' : v), z.string().trim().min(1, message).max(max).check(rule));
const searchText = (max: number) => z.string().trim().max(max).check(noNul).optional();
const searchInt = (max: number) =>
  z.preprocess(blankToUndefined, z.coerce.number().int().min(0).max(max).optional());
const optionalChoice = <T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess(blankToUndefined, z.enum(values, { error: jobMessages.invalidOption }).optional());

/**
 * The job form (spec section 3 and the job post rules of section 5); the browser and the server
 * validate with it. Messages come in the spec's order.
 */
export const jobFormSchema = z
  .object({
    title: requiredText(jobMessages.titleRequired, 160, singleLine),
    location: z.string().trim().max(160).check(noNul).default(''),
    description: requiredText(jobMessages.descriptionRequired, 20_000),
    requirements: requiredText(jobMessages.requirementsRequired, 20_000),
    salaryMin: optionalInt,
    salaryMax: optionalInt,
    companyName: requiredText(jobMessages.companyRequired, 160, singleLine),
    experienceMin: optionalInt,
    experienceMax: optionalInt,
    keySkills: z.array(z.string().max(60).check(noNul)).max(50).default([]).transform(normalizeKeySkills),
    openings: optionalInt,
    type: optionalChoice(JOB_TYPE_OPTIONS).default('Full-Time'),
    category: optionalChoice(CATEGORY_VALUES).default('Other'),
    industry: optionalChoice(INDUSTRY_OPTIONS),
    department: optionalChoice(DEPARTMENT_OPTIONS),
    employmentType: optionalChoice(EMPLOYMENT_TYPE_OPTIONS),
    education: z.string().trim().max(80).check(noNul).optional(),
  })
  .superRefine((v, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (v.salaryMin === undefined || v.salaryMax === undefined)
      issue('salaryMin', jobMessages.salaryBothRequired);
    else if (v.salaryMin >= v.salaryMax) issue('salaryMax', jobMessages.salaryOrder);
    if (v.experienceMin === undefined || v.experienceMax === undefined)
      issue('experienceMin', jobMessages.experienceRequired);
    else if (v.experienceMin > v.experienceMax) issue('experienceMax', jobMessages.experienceOrder);
    if (v.openings === undefined || v.openings < 1) issue('openings', jobMessages.openingsRequired);
  });

export type JobFormInput = z.input<typeof jobFormSchema>;
export type JobForm = z.output<typeof jobFormSchema>;

/** The search filters (spec section 3), plus paging and sort. */
export const jobSearchSchema = z.object({
  keyword: searchText(200),
  q: searchText(200),
  search: searchText(200),
  location: searchText(120),
  type: searchText(200),
  category: searchText(200),
  minSalary: searchInt(INT4_MAX),
  maxSalary: searchInt(INT4_MAX),
  experience: searchInt(60),
  remoteOnly: z.preprocess((v) => v === true || v === 'true' || v === '1', z.boolean()).optional(),
  page: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(10_000).default(1)),
  pageSize: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(100).default(20)),
  sort: z.enum(['relevance', 'newest', 'salary']).optional(),
  userId: z.string().optional(),
});
export type JobSearchQuery = z.output<typeof jobSearchSchema>;

export interface JobCompany {
  companyName: string;
  companyLogo: string | null;
}

/** A job as the API returns it (spec section 3). */
export interface Job {
  _id: string;
  title: string;
  jobTitle: string;
  company: JobCompany;
  employerId: string;
  location: string;
  type: string;
  category: string;
  industry: string;
  department: string;
  employmentType: string;
  education: string;
  salaryMin: number;
  salaryMax: number;
  experienceMin: number;
  experienceMax: number;
  openings: number;
  description: string;
  requirements: string;
  keySkills: string[];
  createdAt: string;
  updatedAt: string;
  isClosed: boolean;
  isRemoved: boolean;
  isSaved: boolean;
  applicationStatus: string | null;
  applicationCount?: number;
}

export interface JobSearchResult {
  jobs: Job[];
  total: number;
  page: number;
  pageSize: number;
  facets: { type: Record<string, number>; category: Record<string, number> };
}

export interface SavedJobRecord {
  _id: string;
  savedAt: string;
  job: Job;
}
