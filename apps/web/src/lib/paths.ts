import type { ComingSoonKey } from '@hireloop/shared';

/**
 * Every path the app routes or links to (docs/product.md 2.1 and the menu/footer targets).
 * Use these instead of URL strings; parameterised paths are functions.
 */
type Query = Record<string, string | number | null | undefined>;

function withQuery(path: string, query: Query = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    const text = value === null || value === undefined ? '' : String(value).trim();
    if (text) params.set(key, text);
  }
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

export const paths = {
  // Public group
  home: '/',
  login: '/login',
  signupJobSeeker: '/signup/jobseeker',
  signupEmployer: '/signup/employer',
  forgotPassword: '/forgot-password',
  resetPassword: (token: string) => `/reset-password/${encodeURIComponent(token)}`,

  // Job seeker group
  jobseekerKyc: '/jobseeker-kyc',
  findJobs: '/find-jobs',
  /** /find-jobs with only the non-empty, trimmed parameters, e.g. `{ q, location }` or `{ search }`. */
  findJobsWith: (query: Query) => withQuery('/find-jobs', query),
  job: (jobId: string) => `/job/${encodeURIComponent(jobId)}`,
  /** The public company page (docs/decisions/0021-company-pages.md): the employer's user id. */
  company: (companyId: string) => `/company/${encodeURIComponent(companyId)}`,
  savedJobs: '/saved-jobs',
  profile: '/profile',
  applications: '/applications',
  alerts: '/alerts',
  /** Opened from an alert mail's unsubscribe link, signed in or not (docs/decisions/0023-job-alerts.md). */
  alertUnsubscribe: '/alerts/unsubscribe',

  // Employer group
  employerDashboard: '/employer-dashboard',
  postJob: '/post-job',
  manageJobs: '/manage-jobs',
  applicants: '/applicants',
  companyProfile: '/company-profile',

  // Both roles, signed in.
  settings: '/settings',

  // The site's own pages, for everyone (signed in or not).
  terms: '/terms',
  privacy: '/privacy',
  cookies: '/privacy#cookies',
  comingSoonPage: '/coming-soon',
  /** The one page for menu and footer destinations that are not built yet. */
  comingSoon: (what: ComingSoonKey) => withQuery('/coming-soon', { what }),
  /**
   * Sends a signed-in user to their role's home (the user menu's Dashboard, docs/product.md 2.4 and 2.11).
   */
  dashboard: '/dashboard',

  // Menu and footer targets of docs/product.md 2.4 and 2.5 that are searches or other pages of the app.
  remoteJobs: withQuery('/find-jobs', { type: 'Remote' }),

  // docs/product.md 2.11 links outside the route table (they fall back to /).
  candidates: '/candidates',
} as const;

/** Route patterns for the router (the parameterised entries of `paths`). */
export const routePatterns = {
  job: '/job/:jobId',
  company: '/company/:companyId',
  resetPassword: '/reset-password/:token',
  resetPasswordWithoutToken: '/reset-password',
} as const;
