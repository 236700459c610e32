/**
 * Labels of the application screens: the employer's Applicants (docs/product.md 2.21) and the job seeker's
 * Applications. The spec's own words are marked; its messages (the status toast, the empty list)
 * are `applicationMessages` (applications.ts) and the resume notices are `profileMessages`.
 */
export const applicantsText = {
  title: 'Applicants',
  subtitle: 'Everyone who applied, best match first.',
  backToJobs: 'Back to Manage Jobs',
  loading: 'Loading applicants...',
  loadFailedTitle: 'We could not load the applicants',
  loadFailedText: 'Check your connection and try again.',
  retry: 'Try again',
  emptyText: 'When job seekers apply to this job, they appear here ranked by how well they match.',
  statusFilter: 'Show applicants by status',
  allStatuses: 'All',
  noneWithStatusTitle: 'Nobody here yet',
  noneWithStatusText: 'No applicant of this job has this status. Choose another one above.',
  loadMore: 'Load more applicants',
  loadMoreFailed: 'We could not load more applicants. Try again.',
  loadingProfile: 'Loading the full profile...',
  closedJob: 'Closed',
  /** docs/product.md 2.21 */
  previewResume: 'Preview Resume',
  /** docs/product.md 2.21 */
  viewProfile: 'View Profile',
  /** docs/product.md 2.21 */
  download: 'Download',
  resumePreviewTitle: 'Resume',
  closeDialog: 'Close',
  matchScore: 'Match score',
  notScored: 'Not scored yet',
  rank: 'Rank',
  // Profile modal (docs/product.md 2.21)
  profileTitle: 'Applicant Profile',
  applicantDetails: 'Applicant Details',
  name: 'Name',
  email: 'Email',
  phone: 'Phone',
  location: 'Location',
  appliedPosition: 'Applied Position',
  appliedOn: 'Applied on',
  summary: 'Summary',
  currentPosition: 'Current Position',
  experience: 'Experience',
  workExperience: 'Work Experience',
  education: 'Education',
  projects: 'Projects',
  skills: 'Skills',
  notProvided: 'Not provided',
  nothingAdded: 'Nothing added yet.',
  grade: 'Grade',
  role: 'Role',
  matchBreakdown: 'Match Breakdown',
  fit: 'fit',
  matchedSkills: 'Shown in their work',
  missingSkills: 'Missing',
  unverifiedSkills: 'Only listed',
  /** docs/product.md 2.21 */
  updateStatus: 'Update Status',
  updatingStatus: 'Updating status...',
  applicantNote: 'Note from the applicant',
  withdrawnStatus: 'Withdrawn by the applicant',
  withdrawnHint: 'Its status can no longer be changed.',
} as const;

/** A factor's points as shown in the breakdown: '+42 pts', '-6 pts', '0 pts'. */
export function formatFactorPoints(points: number): string {
  const rounded = Math.round(points);
  return `${rounded > 0 ? '+' : ''}${rounded} pts`;
}

export const myApplicationsText = {
  title: 'My Applications',
  subtitle: 'Follow every application from the day you applied.',
  loading: 'Loading your applications...',
  loadFailedTitle: 'We could not load your applications',
  loadFailedText: 'Check your connection and try again.',
  retry: 'Try again',
  emptyTitle: "You haven't applied to any jobs yet",
  emptyText: 'Find a role that fits you and apply with your profile and resume.',
  findJobs: 'Find Jobs',
  applied: 'Applied',
  matchScore: 'Match',
  history: 'History',
  jobRemoved: 'Job removed',
  jobClosed: 'Closed',
  jobRemovedHint: 'The employer removed this listing.',
  byEmployer: 'by the employer',
  youApplied: 'You applied',
  yourNote: 'Your note',
  withdraw: 'Withdraw',
  withdrawing: 'Withdrawing...',
  withdrawTitle: 'Withdraw this application?',
  confirmWithdraw: 'Withdraw application',
  keepApplication: 'Keep application',
  applyAgain: 'Apply again',
} as const;

/**
 * The withdraw confirmation's text: what the employer will see, that they keep seeing the live
 * profile and resume (decision 0020, security review 2026-12 DI4), and that applying again stays possible.
 */
export function withdrawConfirmText(jobTitle: string, companyName: string): string {
  const employer = companyName || 'The employer';
  return `${employer} will see your application for ${jobTitle} as withdrawn and can no longer move it forward. ${employer} can still open your profile and resume, as you keep them up to date, like every employer you have applied to; only deleting your account ends that. You can apply again later while the job is open.`;
}

/** 'Showing 20 of 5,000'. */
export function applicantsShownLabel(shown: number, total: number): string {
  return `Showing ${shown.toLocaleString('en-US')} of ${total.toLocaleString('en-US')}`;
}

/** '2 applications'. */
export function applicationsCountLabel(count: number): string {
  return `${count} ${count === 1 ? 'application' : 'applications'}`;
}

/** One line of an application's history: 'You applied', 'Applied → Interview'. */
export function historyLine(event: { from: string | null; to: string }): string {
  return event.from === null ? myApplicationsText.youApplied : `${event.from} → ${event.to}`;
}
