/** Application statuses, their colours and messages: everything of applications.ts but its zod schema. */
/**
 * Every status an application can have. Employers may set any of them; "hired" on the dashboard
 * counts Hired and Accepted (docs/decisions/0005-application-statuses.md).
 */
export const APPLICATION_STATUSES = [
  'Applied',
  'In Review',
  'Interview',
  'Accepted',
  'Hired',
  'Rejected',
] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];
export const HIRED_STATUSES: readonly ApplicationStatus[] = ['Hired', 'Accepted'];

/**
 * The status only the applicant sets, by withdrawing; the employer can neither set it nor change it
 * (docs/decisions/0020-withdraw-and-apply-note.md).
 */
export const WITHDRAWN_STATUS = 'Withdrawn';
/** Every status an application can be in: the employer's six and Withdrawn. */
export const APPLICATION_STATES = [...APPLICATION_STATUSES, WITHDRAWN_STATUS] as const;
export type ApplicationState = (typeof APPLICATION_STATES)[number];
/** Where an application has ended: the applicant can no longer withdraw it. */
export const FINAL_STATUSES: readonly string[] = ['Hired', 'Rejected', WITHDRAWN_STATUS];

/** Whether the applicant may still withdraw an application in this status. */
export function canWithdraw(status: string): boolean {
  return !FINAL_STATUSES.includes(status);
}

/** Longest note a job seeker may send with an application. */
export const APPLY_NOTE_MAX = 500;
/**
 * GET /api/applications/my answers the newest this many applications, each with its latest
 * APPLICATION_HISTORY_MAX status changes: an answer has a ceiling (docs/security.md DM1).
 */
export const MY_APPLICATIONS_MAX = 200;
export const APPLICATION_HISTORY_MAX = 50;

/** Badge colours of the job seeker's screens: the spec's four, and sensible ones for the rest. */
export const STATUS_BADGE_COLOR: Record<string, 'grey' | 'yellow' | 'green' | 'red' | 'blue' | 'violet'> = {
  Applied: 'grey',
  'In Review': 'blue',
  Interview: 'yellow',
  Accepted: 'violet',
  Hired: 'green',
  Rejected: 'red',
  Withdrawn: 'grey',
};

export function statusBadgeColor(status: string | null | undefined): string {
  return STATUS_BADGE_COLOR[status ?? ''] ?? 'grey';
}

/** Match bar colour (docs/product.md section 4): red up to 40, yellow 41-70, green above. */
export function matchBarColor(score: number): 'red' | 'yellow' | 'green' {
  if (score <= 40) return 'red';
  if (score <= 70) return 'yellow';
  return 'green';
}

export const applicationMessages = {
  applied: 'Applied to job successfully!',
  applyFailed: 'Something went wrong! Try again later',
  noResume: 'Please upload your resume before applying to a job.',
  statusUpdated: 'Application status updated successfully',
  noApplications: 'No applications available',
  alreadyApplied: 'You have already applied to this job.',
  jobClosed: 'This job is no longer accepting applications.',
  kycRequired: 'Please complete your identity check before applying.',
  jobSeekersOnly: 'Only job seekers can apply to jobs.',
  applicationNotFound: 'Application not found',
  invalidStatus: `Status must be one of: ${APPLICATION_STATUSES.join(', ')}`,
  invalidFilterStatus: `Status must be one of: ${APPLICATION_STATES.join(', ')}`,
  noteTooLong: `Keep your note to ${APPLY_NOTE_MAX} characters or fewer.`,
  withdrawn: 'Your application was withdrawn.',
  withdrawFailed: 'We could not withdraw your application. Try again later.',
  alreadyWithdrawn: 'You have already withdrawn this application.',
  cannotWithdraw: 'This application has reached a final decision and can no longer be withdrawn.',
  withdrawnByApplicant: 'The applicant withdrew this application, so its status can no longer be changed.',
} as const;
