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

/** Badge colours of the job seeker's screens: the spec's four, and sensible ones for the rest. */
export const STATUS_BADGE_COLOR: Record<string, 'grey' | 'yellow' | 'green' | 'red' | 'blue' | 'violet'> = {
  Applied: 'grey',
  'In Review': 'blue',
  Interview: 'yellow',
  Accepted: 'violet',
  Hired: 'green',
  Rejected: 'red',
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
} as const;
