/** Business constants and limits (docs/product.md section 9). */
export const OTP_LENGTH = 6;
export const OTP_RESEND_SECONDS = 30;
export const OTP_VALID_MINUTES = 10;
export const OTP_MAX_WRONG_TRIES = 5;
export const REQUEST_TIMEOUT_MS = 80_000;
export const SIGNUP_PASSWORD_MIN = 8;
export const LOGIN_PASSWORD_MIN = 6;
export const REDIRECT_AFTER_SIGNUP_MS = 2000;
export const REDIRECT_AFTER_LOGIN_MS = 1000;
export const REDIRECT_AFTER_RESET_MS = 3000;
export const REDIRECT_AFTER_KYC_MS = 2000;
export const INITIALS_MAX = 2;
export const SEARCH_DEBOUNCE_MS = 500;
export const RESUME_MAX_BYTES = 10 * 1024 * 1024;
/** Resume uploads one account may send within the window (security review DI1). */
export const RESUME_UPLOADS_PER_WINDOW = 5;
export const RESUME_UPLOAD_WINDOW_MINUTES = 10;
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const SKILL_MAX_LENGTH = 30;
export const HEADLINE_GUIDANCE = 120;
export const SALARY_STEP = 1000;
export const JOBS_TABLE_PAGE_SIZE = 8;
export const JOBS_TABLE_SKELETON_ROWS = 5;
export const DASHBOARD_RECENT_ITEMS = 3;
export const NAME_MATCH_THRESHOLD = 0.7;
export const PAN_LENGTH = 10;
export const MOBILE_BREAKPOINT_PX = 768;
export const RESET_TOKEN_VALID_MINUTES = 60;
export const REFRESH_TOKEN_DAYS_REMEMBERED = 30;
export const REFRESH_TOKEN_DAYS_DEFAULT = 1;
export const ACCESS_TOKEN_MINUTES = 15;

export const ROLES = ['jobseeker', 'employer'] as const;
export type Role = (typeof ROLES)[number];

/** Fixed marketing figures (docs/product.md section 1). */
export const LANDING_STATS = {
  activeUsers: '2.4M+',
  companies: '50K+',
  jobsPosted: '150K+',
  hires: '89K+',
  matchRate: '94%',
} as const;
export const SIGNUP_JOBS_CLAIM = '10,000+';
export const SIGNIN_CLAIMS = { jobs: '50K+', companies: '10K+', professionals: '1M+' } as const;

/**
 * The landing page's shortcuts; each goes to /find-jobs?q=<label> (docs/product.md 2.3). The search reads
 * "Remote Jobs" as the Remote work mode ("jobs" need not match).
 */
export const POPULAR_SEARCHES = [
  'Software Engineer',
  'Product Manager',
  'Data Scientist',
  'UX Designer',
  'Remote Jobs',
] as const;
