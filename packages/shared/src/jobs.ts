import { z } from 'zod';
import { INT4_MAX, noNul, singleLine } from './text-rules';
import {
  CATEGORY_VALUES,
  JOB_TEXT_LIMITS as max,
  DEPARTMENT_OPTIONS,
  EMPLOYMENT_TYPE_OPTIONS,
  INDUSTRY_OPTIONS,
  JOB_SORT_OPTIONS,
  JOB_TYPE_OPTIONS,
  jobMessages,
  POSTED_WITHIN_OPTIONS,
  SEARCH_EXPERIENCE_MAX_YEARS,
} from './job-options';
import { fieldNames as f, limitMessages as limit } from './messages';
import { normalizeKeySkills } from './skills';

// The option lists, messages and types live apart from these schemas, so a screen that needs only
// them (the job search) does not load zod.
export * from './job-options';

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
const JOB_NUMBER_MAX = 1_000_000_000;
const optionalInt = z.preprocess(
  blankToUndefined,
  z.coerce
    .number({ error: limit.wholeNumber })
    .int(limit.wholeNumber)
    .min(0, limit.negative)
    .max(JOB_NUMBER_MAX, limit.tooLarge(JOB_NUMBER_MAX))
    .optional(),
);
const upTo = (max: number, field: string) => z.string().trim().max(max, limit.tooLong(field, max));
// `singleLine` instead of `noNul` for the title and company name: they go into status e-mails.
const requiredText = (message: string, max: number, field: string, rule = noNul) =>
  z.preprocess((v) => (v == null ? '' : v), upTo(max, field).min(1, message).check(rule));
const searchText = (max: number) => z.string().trim().max(max).check(noNul).optional();
const searchInt = (max: number) =>
  z.preprocess(blankToUndefined, z.coerce.number().int().min(0).max(max).optional());
const optionalChoice = <T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess(blankToUndefined, z.enum(values, { error: jobMessages.invalidOption }).optional());

/**
 * The job form (docs/product.md section 3 and the job post rules of section 5); the browser and the server
 * validate with it. Messages come in the spec's order.
 */
export const jobFormSchema = z
  .object({
    title: requiredText(jobMessages.titleRequired, max.title, f.jobTitle, singleLine),
    location: upTo(max.location, f.location).check(noNul).default(''),
    description: requiredText(jobMessages.descriptionRequired, max.description, f.jobDescription),
    requirements: requiredText(jobMessages.requirementsRequired, max.requirements, f.jobRequirements),
    salaryMin: optionalInt,
    salaryMax: optionalInt,
    companyName: requiredText(jobMessages.companyRequired, max.companyName, f.companyName, singleLine),
    experienceMin: optionalInt,
    experienceMax: optionalInt,
    keySkills: z
      .array(z.string().trim().max(max.keySkill, limit.tooLong(f.keySkill, max.keySkill)).check(noNul))
      .max(max.keySkills, limit.tooMany(f.keySkills, max.keySkills))
      .default([])
      .transform(normalizeKeySkills),
    openings: optionalInt,
    type: optionalChoice(JOB_TYPE_OPTIONS).default('Full-Time'),
    category: optionalChoice(CATEGORY_VALUES).default('Other'),
    industry: optionalChoice(INDUSTRY_OPTIONS),
    department: optionalChoice(DEPARTMENT_OPTIONS),
    employmentType: optionalChoice(EMPLOYMENT_TYPE_OPTIONS),
    education: upTo(max.education, f.education).check(noNul).optional(),
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

/** The search filters (docs/product.md section 3), plus paging and sort. */
/** The fields of a search, without the rule across them (an alert saves some of them). */
export const jobSearchFields = z.object({
  keyword: searchText(200),
  q: searchText(200),
  search: searchText(200),
  location: searchText(120),
  type: searchText(200),
  category: searchText(200),
  minSalary: searchInt(INT4_MAX),
  maxSalary: searchInt(INT4_MAX),
  experience: searchInt(SEARCH_EXPERIENCE_MAX_YEARS),
  remoteOnly: z.preprocess((v) => v === true || v === 'true' || v === '1', z.boolean()).optional(),
  page: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(10_000).default(1)),
  pageSize: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(100).default(20)),
  /** 'match' ranks by the signed-in job seeker's match score; others fall back to relevance. */
  sort: z.preprocess(
    blankToUndefined,
    z.enum(JOB_SORT_OPTIONS, { error: jobMessages.invalidOption }).optional(),
  ),
  /** Posted within the last N days. */
  posted: z.preprocess(
    blankToUndefined,
    z.enum(POSTED_WITHIN_OPTIONS, { error: jobMessages.invalidOption }).optional(),
  ),
  /** Comma-separated work modes: remote, hybrid, onsite. */
  workMode: searchText(40),
  userId: z.string().optional(),
});

/** The salary filter is a range: a minimum above the maximum can match nothing. */
export function salaryRangeInOrder(
  v: { minSalary?: number | undefined; maxSalary?: number | undefined },
  ctx: z.RefinementCtx,
): void {
  if (v.minSalary !== undefined && v.maxSalary !== undefined && v.minSalary > v.maxSalary)
    ctx.addIssue({ code: 'custom', path: ['maxSalary'], message: jobMessages.salaryOrder });
}

export const jobSearchSchema = jobSearchFields.superRefine(salaryRangeInOrder);
export type JobSearchQuery = z.output<typeof jobSearchSchema>;
