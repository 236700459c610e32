/**
 * The employer dashboard (docs/product.md 2.18) and its overview call (docs/product.md sections 3 and 7,
 * GET /api/analytics/overview). How the trends are computed: docs/decisions/0007-dashboard-trends.md.
 */

// The overview's types (DashboardOverview, DashboardCounts, ...) are in contract/analytics.ts.

/** Days covered by the applications chart and by each trend window. */
export const DASHBOARD_WINDOW_DAYS = 30;
/** Jobs shown in the status chart: those with the most applications. */
export const DASHBOARD_STATUS_JOBS = 8;

/**
 * Percent change from `previous` to `current`, rounded to a whole percent; 0 when there is nothing
 * to compare against (no activity in the earlier window).
 */
export function percentChange(current: number, previous: number): number {
  if (previous <= 0) return 0;
  return Math.round(((current - previous) / previous) * 100);
}

/** Screen texts; the spec's own words are marked. */
export const dashboardText = {
  title: 'Dashboard',
  /** 'Welcome back' only for an employer who has posted before; a brand-new one is just welcomed. */
  welcome: (name: string, returning: boolean) => {
    const greeting = returning ? 'Welcome back' : 'Welcome';
    return name ? `${greeting}, ${name.split(' ')[0]}` : greeting;
  },
  subtitle: "Here's what's happening with your job postings.",
  /** docs/product.md 2.18 */
  activeJobs: 'Active Jobs',
  /** docs/product.md 2.18 */
  totalApplicants: 'Total Applicants',
  /** docs/product.md 2.18 */
  hired: 'Hired',
  trendCaption: 'vs previous 30 days',
  trendUp: (percent: number) => `Up ${percent}% compared with the previous 30 days`,
  trendDown: (percent: number) => `Down ${percent}% compared with the previous 30 days`,
  trendFlat: 'No change compared with the previous 30 days',
  /** docs/product.md 2.18 */
  recentJobPosts: 'Recent Job Posts',
  /** docs/product.md 2.18 */
  recentApplications: 'Recent Applications',
  /** docs/product.md 2.18 */
  viewAll: 'View all',
  noRecentJobs: 'No job posts yet.',
  noRecentApplications: 'No applications yet. They appear here as candidates apply.',
  quickActions: 'Quick Actions',
  /** docs/product.md 2.18 */
  postNewJob: 'Post New Job',
  postNewJobHint: 'Create a listing in minutes',
  /** docs/product.md 2.18 */
  reviewApplications: 'Review Applications',
  reviewApplicationsHint: 'Screen and move candidates along',
  /** docs/product.md 2.18 */
  companySettings: 'Company Settings',
  companySettingsHint: 'Logo, name and description',
  applicationsChart: 'Applications per day',
  applicationsChartCaption: 'Last 30 days',
  chartTotal: 'total',
  applicationsChartEmpty: 'No applications in the last 30 days.',
  statusChart: 'Pipeline by job',
  statusChartCaption: 'Applications by status for your most active jobs',
  statusChartEmpty: 'Once candidates apply, each job’s pipeline shows here.',
  applicantsCount: (n: number) => `${n} ${n === 1 ? 'applicant' : 'applicants'}`,
  applicationsOn: (n: number, date: string) => `${n} ${n === 1 ? 'application' : 'applications'} on ${date}`,
  active: 'Active',
  closed: 'Closed',
  emptyTitle: 'Post your first job',
  emptyText:
    'Your dashboard comes alive once you publish a listing: applicants, hires and trends all show here.',
  emptySteps: [
    'Describe the role, salary and skills',
    'Candidates apply, ranked by match score',
    'Review, interview and hire from one place',
  ],
  loadFailed: 'We could not load your dashboard.',
  retry: 'Try again',
} as const;
