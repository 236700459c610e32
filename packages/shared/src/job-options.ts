/** The job option lists, messages, helpers and types: everything of jobs.ts but its zod schemas. */
/** Option lists of the job form and the search filters (docs/product.md section 3). */
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

/**
 * The longest texts a job may have (docs/product.md section 5): long real postings fit (a
 * description of some 2,500 words, 60 lines of requirements, 20 key skills), and no list of jobs
 * can be made huge with them (docs/security.md DM1). The job form shows them and the API enforces
 * them with the same schema.
 */
export const JOB_TEXT_LIMITS = {
  title: 160,
  companyName: 160,
  location: 160,
  description: 15_000,
  requirements: 5_000,
  keySkill: 40,
  keySkills: 20,
  education: 80,
} as const;

/** Saved jobs a job seeker may keep: the Saved Jobs screen shows them all. */
export const SAVED_JOBS_MAX = 100;

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
  closed: 'Job closed',
  reopened: 'Job reopened',
  saved: 'Job saved successfully!',
  unsaved: 'Job removed successfully!',
  saveFailed: 'Something went wrong! Try again later',
  savedJobsFull: `You can save up to ${SAVED_JOBS_MAX} jobs. Remove a saved job to save another.`,
  fetchFailed: 'Failed to fetch jobs. Please try again later.',
  noJobsTitle: 'No jobs found',
  noJobsText: 'Try adjusting your search criteria or filters.',
  jobNotFound: 'Job not found',
  notOwner: 'Only the employer who posted this job can change it.',
  employersOnly: 'Only employers can post jobs.',
  invalidOption: 'Please choose a value from the list',
} as const;

/** Sort orders of the job search; 'match' needs a signed-in job seeker. */
export const JOB_SORT_OPTIONS = ['relevance', 'newest', 'salary', 'match'] as const;
export type JobSort = (typeof JOB_SORT_OPTIONS)[number];
/** The date-posted filter: within the last N days. */
export const POSTED_WITHIN_OPTIONS = ['1', '3', '7', '30'] as const;
export type PostedWithin = (typeof POSTED_WITHIN_OPTIONS)[number];
/** The experience filter's largest value, in years. */
export const SEARCH_EXPERIENCE_MAX_YEARS = 60;
/** The work-mode filter's values. */
export const WORK_MODE_OPTIONS = ['remote', 'hybrid', 'onsite'] as const;
export type WorkMode = (typeof WORK_MODE_OPTIONS)[number];
