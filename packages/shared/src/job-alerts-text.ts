import { toSingleLine } from './text-rules';

/**
 * Job alerts: saved searches mailed daily or weekly (docs/decisions/0023-job-alerts.md). The texts,
 * limits and helpers apart from the schemas, so Find Jobs' button does not load zod.
 */
export const ALERT_FREQUENCIES = ['daily', 'weekly'] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];
export const MAX_ALERTS_PER_USER = 20;
export const ALERT_NAME_MAX = 80;
/** Jobs listed in one alert mail; the mail links to the search for the rest. */
export const ALERT_MAIL_JOBS = 10;

/** The texts of the alerts page (/alerts), the create dialog on Find Jobs and the unsubscribe page. */
export const jobAlertsText = {
  title: 'Job Alerts',
  subtitle: 'Saved searches we e-mail you when new jobs match.',
  count: (n: number) => `${n} of ${MAX_ALERTS_PER_USER} alerts`,
  emptyTitle: 'No job alerts yet',
  emptyText:
    'Search on Find Jobs with the keywords and filters you want, then choose "Create job alert". We e-mail you the new jobs that match.',
  findJobs: 'Find Jobs',
  loadFailedTitle: 'Job alerts failed to load',
  loadFailedText: 'Please try again in a moment.',
  tryAgain: 'Try again',
  frequencyLabel: 'How often',
  frequency: { daily: 'Daily', weekly: 'Weekly' } satisfies Record<AlertFrequency, string>,
  lastSent: (when: string) => `Last e-mail: ${when}`,
  neverSent: 'No e-mail yet',
  mailsOff: 'E-mails off: you unsubscribed. Edit the alert to turn them back on.',
  preferenceOff: 'Job alert e-mails are turned off in your settings, so none are sent.',
  settings: 'Settings',
  anyJob: 'Any job',
  seeJobs: 'See jobs',
  edit: 'Edit',
  delete: 'Delete',
  editTitle: 'Edit job alert',
  nameLabel: 'Alert name',
  nameHint: 'Leave empty to name it after the keywords.',
  activeLabel: 'Send me e-mails for this alert',
  save: 'Save',
  saving: 'Saving...',
  cancel: 'Cancel',
  close: 'Close',
  deleteTitle: 'Delete this job alert?',
  deleteBody: (name: string) => `"${name}" will be deleted and no more e-mails will be sent for it.`,
  deleting: 'Deleting...',
  // Find Jobs
  create: 'Create job alert',
  createTitle: 'Create a job alert',
  createIntro: 'We e-mail you the new jobs that match this search.',
  searchLabel: 'Search',
  creating: 'Creating...',
  manageAlerts: 'Manage alerts',
  // Unsubscribe page (/alerts/unsubscribe?token=...)
  unsubscribeTitle: 'Unsubscribe from a job alert',
  unsubscribeIntro: (name: string) => `Stop the e-mails of the job alert "${name}"?`,
  unsubscribe: 'Unsubscribe',
  unsubscribing: 'Unsubscribing...',
  unsubscribedTitle: 'You are unsubscribed',
  unsubscribedText: (name: string) =>
    `We will not e-mail you about "${name}" any more. You can turn it back on from your job alerts.`,
  goToAlerts: 'Go to my job alerts',
  goHome: 'Go to the home page',
  checking: 'Checking the link...',
} as const;

/** What the alert endpoints answer and the screens show. */
export const jobAlertMessages = {
  created: 'Job alert created',
  updated: 'Job alert saved',
  deleted: 'Job alert deleted',
  createFailed: 'Failed to create the job alert. Please try again.',
  updateFailed: 'Failed to save the job alert. Please try again.',
  deleteFailed: 'Failed to delete the job alert. Please try again.',
  notFound: 'Job alert not found',
  tooMany: `You can have up to ${MAX_ALERTS_PER_USER} job alerts. Delete one to create another.`,
  nameTooLong: `The alert name can have at most ${ALERT_NAME_MAX} characters`,
  frequencyRequired: 'Please choose daily or weekly',
  unsubscribed: 'You are unsubscribed from this job alert.',
  badUnsubscribeLink:
    'This unsubscribe link is not valid. Please use the link from your latest job alert e-mail.',
  alertGone: 'This job alert no longer exists, so there is nothing to unsubscribe from.',
  unsubscribeFailed: 'Failed to unsubscribe. Please try again.',
} as const;

/** The texts of an alert mail (server side). */
export const jobAlertMailText = {
  // An alert saved before names were made one line may still hold a line break.
  subject: (n: number, name: string) => `${n} new ${n === 1 ? 'job' : 'jobs'} for "${toSingleLine(name)}"`,
  intro: (name: string) => `New jobs matching your job alert "${name}":`,
  more: (n: number) => `and ${n} more`,
  seeAll: 'See all matching jobs',
  manage: 'Manage your job alerts',
  unsubscribe: 'Unsubscribe from this alert',
  footer: 'You get this e-mail because you created this job alert on HireLoop.',
} as const;
