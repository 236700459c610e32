import { postJobText, type Job } from '@hireloop/shared';
import type { JobDetail } from '@/components/jobs/job-detail-view';

/** What the inputs hold: numbers stay text until the shared schema coerces them. */
export interface JobFormValues {
  title: string;
  location: string;
  description: string;
  requirements: string;
  salaryMin: string;
  salaryMax: string;
  companyName: string;
  experienceMin: string;
  experienceMax: string;
  keySkills: string[];
  openings: string;
  type: string;
  category: string;
  industry: string;
  department: string;
  employmentType: string;
  education: string;
}

export type JobFormField = keyof JobFormValues;

/** A new job: the company is the employer's own (docs/product.md 2.19), one opening, full time. */
export function emptyJobForm(companyName: string | null | undefined): JobFormValues {
  return {
    title: '',
    location: '',
    description: '',
    requirements: '',
    salaryMin: '',
    salaryMax: '',
    companyName: companyName ?? '',
    experienceMin: '',
    experienceMax: '',
    keySkills: [],
    openings: '1',
    type: 'Full-Time',
    category: '',
    industry: '',
    department: '',
    employmentType: '',
    education: '',
  };
}

const text = (n: number | null | undefined) => (n === null || n === undefined ? '' : String(n));

/** The form filled from a job the server returned, for edit mode. */
export function jobToFormValues(job: Job): JobFormValues {
  return {
    title: job.title ?? job.jobTitle ?? '',
    location: job.location ?? '',
    description: job.description ?? '',
    requirements: job.requirements ?? '',
    salaryMin: text(job.salaryMin),
    salaryMax: text(job.salaryMax),
    companyName: job.company?.companyName ?? '',
    experienceMin: text(job.experienceMin),
    experienceMax: text(job.experienceMax),
    keySkills: job.keySkills ?? [],
    openings: text(job.openings),
    type: job.type ?? '',
    category: job.category ?? '',
    industry: job.industry ?? '',
    department: job.department ?? '',
    employmentType: job.employmentType ?? '',
    education: job.education ?? '',
  };
}

const numberOrNull = (value: string): number | null => {
  if (value.trim() === '') return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
};

/**
 * The job as its detail page will show it, from the form as it stands; the preview's placeholders stand in for
 * what is still empty.
 */
export function formValuesToJobDetail(
  values: JobFormValues,
  listing: { postedAt?: string; companyLogo: string | null },
): JobDetail {
  return {
    title: values.title.trim() || postJobText.previewUntitled,
    company: {
      companyName: values.companyName.trim() || postJobText.previewCompany,
      companyLogo: listing.companyLogo,
    },
    location: values.location.trim(),
    type: values.type,
    category: values.category,
    industry: values.industry,
    department: values.department,
    employmentType: values.employmentType,
    education: values.education,
    openings: numberOrNull(values.openings) ?? 0,
    salaryMin: numberOrNull(values.salaryMin),
    salaryMax: numberOrNull(values.salaryMax),
    experienceMin: numberOrNull(values.experienceMin),
    experienceMax: numberOrNull(values.experienceMax),
    description: values.description.trim() || postJobText.previewNothingWritten,
    requirements: values.requirements.trim() || postJobText.previewNothingWritten,
    keySkills: values.keySkills,
    createdAt: listing.postedAt ?? new Date().toISOString(),
    isClosed: false,
    isRemoved: false,
  };
}

/**
 * Fields whose errors go together: an error of the salary range sits on one of its two inputs,
 * so editing either input clears both (docs/product.md section 5, "errors clear when the field is edited").
 */
export function errorGroupOf(field: JobFormField): JobFormField[] {
  if (field === 'salaryMin' || field === 'salaryMax') return ['salaryMin', 'salaryMax'];
  if (field === 'experienceMin' || field === 'experienceMax') return ['experienceMin', 'experienceMax'];
  return [field];
}
