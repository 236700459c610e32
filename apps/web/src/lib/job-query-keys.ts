/**
 * The one owner of the query keys of job data. Saving a job on one screen changes what the search,
 * the job detail and the saved-jobs list show, so each feature invalidates the others' keys here.
 */
export const jobQueryKeys = {
  /** Every job query: search pages and single jobs. */
  all: ['jobs'] as const,
  search: (filtersKey: string) => ['jobs', 'search', filtersKey] as const,
  detail: (jobId: string) => ['jobs', 'detail', jobId] as const,
  /** A job as the editor's form reads it, apart from the detail so edits are never refetched over. */
  edit: (jobId: string) => ['jobs', 'edit', jobId] as const,
  saved: ['saved-jobs'] as const,
  /** Under 'jobs': saving or applying refreshes the flags these lists show too. */
  similar: (jobId: string) => ['jobs', 'similar', jobId] as const,
  recentlyViewed: ['jobs', 'recently-viewed'] as const,
  /** A company page: its open jobs carry the viewer's flags, and the company profile shows on it. */
  company: (companyId: string) => ['jobs', 'company', companyId] as const,
};
