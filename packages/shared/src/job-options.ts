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
