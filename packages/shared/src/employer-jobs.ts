/**
 * Labels of the employer's job screens: Post or Edit Job (docs/product.md 2.19) and Manage Jobs (2.20).
 * The spec's own words are marked; the rest are our headings and hints. The job post messages
 * and toasts are `jobMessages` (jobs.ts).
 */
export const postJobText = {
  newTitle: 'Post a New Job',
  newSubtitle: 'Describe the role and reach thousands of qualified candidates.',
  editTitle: 'Edit Job',
  editSubtitle: 'Update the listing; applicants keep their applications.',
  /** docs/product.md 2.19 */
  publish: 'Publish Job',
  /** docs/product.md 2.19 */
  update: 'Update Job',
  publishing: 'Publishing...',
  updating: 'Updating...',
  preview: 'Preview',
  /** docs/product.md 2.19 */
  backToEdit: 'Back to Edit',
  previewNote: 'This is how job seekers will see your listing.',
  loadingJob: 'Loading job...',
  loadFailed: 'We could not load this job. It may have been deleted.',
  backToJobs: 'Back to Manage Jobs',
  addSkill: 'Add',
  keySkillsHint: 'Press Enter to add a skill.',
  keySkillsCount: (n: number, max: number) => `${n} of ${max} skills added.`,
  keySkillsFull: (max: number) => `${max} skills added, the most a job can list. Remove one to add another.`,
  /** The counter under the description and the requirements. */
  textLength: (length: number, max: number) =>
    `${length.toLocaleString('en-US')} / ${max.toLocaleString('en-US')} characters`,
  // The preview is the job seeker's own view of a job (jobDetailText); only these words are its own.
  previewLabel: 'Job preview',
  /** The title of the preview's apply button, which does nothing there. */
  previewApplyHint: 'Job seekers apply here',
  /** In place of what the form leaves empty. */
  previewUntitled: 'Untitled job',
  previewCompany: 'Your company',
  previewNothingWritten: 'Nothing written yet.',
} as const;

export const manageJobsText = {
  title: 'Manage Jobs',
  subtitle: 'Track, edit and close your job listings.',
  postNewJob: 'Post New Job',
  /** docs/product.md 2.20 */
  searchPlaceholder: 'Search jobs...',
  statusAll: 'All',
  statusActive: 'Active',
  statusClosed: 'Closed',
  /** docs/product.md 2.20: the sortable columns and the one that is not */
  columnTitle: 'Job Title',
  columnStatus: 'Status',
  columnApplicants: 'Applicants',
  columnActions: 'Actions',
  close: 'Close',
  activate: 'Activate',
  previous: 'Previous',
  next: 'Next',
  /** docs/product.md 2.20 */
  noJobs: 'No jobs found',
  noJobsFiltered: 'Try a different search or status filter.',
  firstJobText: 'You have not posted any jobs yet. Post your first job to start receiving applications.',
  clearFilters: 'Clear filters',
  loadFailed: 'We could not load your jobs.',
  retry: 'Try again',
  deleteTitle: 'Delete job listing?',
  deleteConfirm: 'Delete',
  cancel: 'Cancel',
  loadingJobs: 'Loading jobs...',
} as const;

/** docs/product.md 2.20: 'Showing X of Y jobs'. */
export function showingJobsLine(shown: number, total: number): string {
  return `Showing ${shown} of ${total} jobs`;
}

/** The delete dialog's warning. */
export function deleteJobWarning(title: string): string {
  return `"${title}" will be removed from search and from your listings. This cannot be undone.`;
}

/** The word after an applicant count, as a heading word: '1 Applicant', '2 Applicants'. */
export function applicantsNoun(count: number): string {
  return count === 1 ? 'Applicant' : 'Applicants';
}

export function applicantsLabel(count: number): string {
  return `${count} ${applicantsNoun(count).toLowerCase()}`;
}
