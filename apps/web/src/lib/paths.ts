/**
 * Every path the app routes or links to (spec 2.1 and the menu/footer targets).
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
  savedJobs: '/saved-jobs',
  profile: '/profile',

  // Employer group
  employerDashboard: '/employer-dashboard',
  postJob: '/post-job',
  manageJobs: '/manage-jobs',
  applicants: '/applicants',
  companyProfile: '/company-profile',

  // Menu and footer targets outside the route table (they fall back to /).
  remoteJobs: '/remote-jobs',
  featuredJobs: '/featured-jobs',
  jobAlerts: '/job-alerts',
  applications: '/applications',
  findCandidates: '/find-candidates',
  recruitmentTools: '/recruitment-tools',
  analytics: '/analytics',
  blog: '/blog',
  templates: '/templates',
  interviewTips: '/interview-tips',
  salaryGuide: '/salary-guide',
  tools: '/tools',
  help: '/help',
  resources: '/resources',
  employerSignup: '/employer-signup',
  dashboard: '/dashboard',
  candidates: '/candidates',
  signup: '/signup',
  createProfile: '/create-profile',
  uploadResume: '/upload-resume',
  careerAdvice: '/career-advice',
  pricing: '/pricing',
  successStories: '/success-stories',
  reports: '/reports',
  about: '/about',
  contact: '/contact',
  privacy: '/privacy',
  terms: '/terms',
  faqs: '/faqs',
  support: '/support',
  chat: '/chat',
  forum: '/forum',
  cookies: '/cookies',
} as const;

/** Route patterns for the router (the parameterised entries of `paths`). */
export const routePatterns = {
  job: '/job/:jobId',
  resetPassword: '/reset-password/:token',
  resetPasswordWithoutToken: '/reset-password',
} as const;
