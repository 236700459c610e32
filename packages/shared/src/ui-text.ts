import { SIGNUP_JOBS_CLAIM } from './constants';

/**
 * Labels and headings the spec names for the auth screens and the signed-in navigation
 * (sections 2.6-2.11, 2.17, 4). Kept beside the messages so the web app and e2e tests agree.
 */
export const authText = {
  signInTitle: 'Sign in to your account',
  forgotPasswordLink: 'Forgot password?',
  rememberMe: 'Remember me',
  createOneHere: 'Create one here',
  jobSeeker: 'Job Seeker',
  employer: 'Employer',
  backToHome: 'Back to Home',
  signupMarketingTitle: 'Start Your Career Journey',
  jobSeekerSignupTitle: 'Job Seeker Sign Up',
  employerSignupTitle: 'Create Employer Account',
  employerSignupLead: 'Use your work e-mail: free-mail addresses are not accepted.',
  sendOtp: 'Send OTP',
  sendingOtp: 'Sending...',
  verifyOtp: 'Verify',
  verifyingOtp: 'Verifying...',
  otpVerified: 'Verified',
  resendOtp: 'Resend OTP',
  completeRegistration: 'Complete Registration',
  completingRegistration: 'Completing Registration...',
  createJobSeekerAccount: 'Create Job Seeker Account',
  creatingAccount: 'Creating Account...',
  createEmployerAccount: 'Create Employer Account',
  creatingEmployerAccount: 'Creating Employer Account...',
  checkYourEmail: 'Check Your Email',
  tryAnotherEmail: 'Try another email address',
  resetPasswordHint: 'minimum 8 characters, numbers and symbols, upper and lower case',
  /** Said by screen readers after the Terms and Privacy links of the sign-up forms. */
  opensInNewTab: '(opens in a new tab)',
} as const;

/**
 * The marketing column beside each sign-up form (docs/product.md 2.7, 2.8); the web app gives each point its
 * icon.
 */
export const signupPanelText = {
  jobseeker: {
    eyebrow: 'For job seekers',
    title: authText.signupMarketingTitle,
    lead: `Join thousands of professionals and explore ${SIGNUP_JOBS_CLAIM} jobs from companies that are hiring today.`,
    points: [
      {
        key: 'jobs',
        title: `${SIGNUP_JOBS_CLAIM} jobs`,
        text: 'Fresh openings from companies hiring right now.',
      },
      {
        key: 'match',
        title: 'Smart matching',
        text: 'See how well your profile fits each role before you apply.',
      },
      {
        key: 'track',
        title: 'Track every application',
        text: 'Know where you stand, from applied to hired.',
      },
      {
        key: 'verified',
        title: 'Verified profiles',
        text: 'A quick identity check makes employers trust your profile.',
      },
    ],
  },
  employer: {
    eyebrow: 'For employers',
    title: 'Hire the right people, faster',
    lead: 'Post a role in minutes and meet applicants already ranked by how well they fit it.',
    points: [
      {
        key: 'match',
        title: 'Applicants ranked by match score',
        text: 'Best fit first, with the skills each applicant shows and the ones they miss.',
      },
      {
        key: 'dashboard',
        title: 'A dashboard for every opening',
        text: 'Open jobs, new applications and your pipeline at a glance.',
      },
      {
        key: 'company',
        title: 'Company e-mail verified accounts',
        text: "Sign-up takes an address on your company's own domain.",
      },
      {
        key: 'verified',
        title: 'Verified candidates',
        text: 'Job seekers pass an identity check before they apply.',
      },
    ],
  },
} as const;

export const navText = {
  searchJobsPlaceholder: 'Search jobs...',
  findJobs: 'Find Jobs',
  applications: 'Applications',
  savedJobs: 'Saved jobs',
  dashboard: 'Dashboard',
  postJob: 'Post Job',
  manageJobs: 'Manage Jobs',
  candidates: 'Candidates',
  companyProfile: 'Company Profile',
  viewProfile: 'View Profile',
  settings: 'Settings',
  signOut: 'Sign out',
  logout: 'Logout',
  login: 'Login',
  signUp: 'Sign Up',
  roleJobSeeker: 'Job Seeker',
  roleEmployer: 'Employer',
  skipToContent: 'Skip to main content',
  skipToResults: 'Skip to results',
} as const;

/** The avatar menu's role label (docs/product.md 2.11). */
export function roleLabel(role: string | null | undefined): string {
  return (role ?? '').toLowerCase() === 'employer' ? navText.roleEmployer : navText.roleJobSeeker;
}
