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

export const navText = {
  searchJobsPlaceholder: 'Search jobs...',
  findJobs: 'Find Jobs',
  applications: 'Applications',
  dashboard: 'Dashboard',
  postJob: 'Post Job',
  manageJobs: 'Manage Jobs',
  candidates: 'Candidates',
  companyProfile: 'Company Profile',
  viewProfile: 'View Profile',
  signOut: 'Sign out',
  logout: 'Logout',
  login: 'Login',
  signUp: 'Sign Up',
  roleJobSeeker: 'Job Seeker',
  roleEmployer: 'Employer',
  skipToContent: 'Skip to main content',
  skipToResults: 'Skip to results',
} as const;

/** The avatar menu's role label (spec 2.11). */
export function roleLabel(role: string | null | undefined): string {
  return (role ?? '').toLowerCase() === 'employer' ? navText.roleEmployer : navText.roleJobSeeker;
}
