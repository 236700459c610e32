/**
 * Every user-facing text of docs/product.md, exactly as written.
 * Components and the server import these; tests assert them.
 */
export const PRODUCT_NAME = 'HireLoop';

export const validationMessages = {
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  passwordRequired: 'Password is required',
  passwordMin8: 'Password must be at least 8 characters',
  passwordMin6: 'Password must be at least 6 characters',
  passwordLowercase: 'Password must contain at least one lowercase letter',
  passwordUppercase: 'Password must contain at least one uppercase letter',
  passwordNumber: 'Password must contain at least one number',
  confirmRequired: 'Please confirm your password',
  passwordsDoNotMatch: 'Passwords do not match',
  fullNameRequired: 'Please enter your full name',
  signupEmailRequired: 'Please enter your email address',
  signupPasswordRequired: 'Please enter a password',
  acceptTerms: 'You must accept the terms and conditions',
  verifyOtpFirst: 'Please verify your OTP before registering',
  companyNameRequired: 'Please enter your company name',
  companyEmailRequired: 'Please use a valid company email address for employer registration',
  otpRequired: 'Please enter the OTP',
  otpLength: 'OTP must be 6 digits',
} as const;

/**
 * What a form says when a value passes the limit its schema sets. The schema passes its own limit,
 * so each number has one home; `fieldNames` says which box is meant.
 */
export const limitMessages = {
  tooLong: (field: string, max: number) => `${field} must be ${max} characters or fewer`,
  tooMany: (things: string, max: number) => `Please add no more than ${max} ${things}`,
  wholeNumber: 'Please enter a whole number',
  negative: 'Please enter 0 or more',
  tooLarge: (max: number) => `Please enter a number no larger than ${max.toLocaleString('en-US')}`,
} as const;

/** The names the limit messages give the form fields. */
export const fieldNames = {
  fullName: 'Full name',
  companyName: 'Company name',
  company: 'Company',
  companyDescription: 'Company description',
  jobTitle: 'Job title',
  jobDescription: 'Job description',
  jobRequirements: 'Job requirements',
  location: 'Location',
  education: 'Education',
  keySkill: 'A key skill',
  keySkills: 'key skills',
  skills: 'skills',
  phone: 'Phone number',
  experience: 'Experience',
  ctc: 'CTC',
  noticePeriod: 'Notice period',
  description: 'Description',
  degree: 'Degree/course name',
  institution: 'Institution name',
  cgpa: 'CGPA',
  projectName: 'Project name',
  projectDescription: 'Project description',
  technologies: 'Technologies',
  role: 'Role',
  link: 'Link',
  headline: 'Headline',
  employmentEntries: 'employment entries',
  educationEntries: 'education entries',
  projectEntries: 'projects',
} as const;

export const authMessages = {
  accountExists: 'An account with this email already exists. Please sign in.',
  sendOtpFailed: 'Failed to send OTP. Please try again.',
  verifyOtpFailed: 'Invalid OTP. Please try again.',
  resendFailed: 'Failed to resend OTP',
  registrationFailed: 'Registration failed. Please try again.',
  registrationIncomplete: 'Registration incomplete. Please try again.',
  registrationCompletionFailed: 'Registration completion failed. Please try again.',
  companyEmailCheckFailed: 'Failed to validate email. Please try again.',
  loginFailed: 'Login failed. Please check your credentials.',
  forgotFailed: 'Failed to send reset email. Please try again.',
  forgotSuccess: 'Password reset email sent successfully!',
  resetFailed: 'Failed to reset password. The link may have expired.',
  invalidResetLinkTitle: 'Invalid Reset Link',
  invalidResetLinkText: 'The password reset link is invalid or missing the token.',
  resetSuccessTitle: 'Password Reset Successfully!',
  welcomeBack: 'Welcome Back!',
  jobSeekerCreatedTitle: `Welcome to ${PRODUCT_NAME}!`,
  jobSeekerCreatedText:
    'Your job seeker account has been created successfully. Start exploring thousands of job opportunities.',
  redirectingToJobSearch: 'Redirecting to job search...',
} as const;

/** Server-side messages the spec leaves to us; kept here so client and tests share them. */
export const serverMessages = {
  invalidCredentials: 'Invalid email or password',
  tooManyAttempts: 'Too many attempts. Please wait a few minutes and try again.',
  otpResendTooSoon: 'Please wait 30 seconds before requesting a new code.',
  otpExpired: 'This code has expired. Please request a new one.',
  otpTooManyTries: 'Too many wrong codes. Please request a new one.',
  otpDailyLimit: 'Too many codes were sent to this email today. Please try again tomorrow.',
  otpVerified: 'OTP verified successfully',
  otpSent: 'OTP sent to your email',
  emailNotVerified: 'Please verify your email with the OTP before registering.',
  invalidRole: 'Role must be jobseeker or employer',
  notSignedIn: 'Please sign in to continue.',
  sessionExpired: 'Your session has expired. Please sign in again.',
  forbidden: 'You do not have permission to do this.',
  notFound: 'Not found',
  invalidInput: 'Invalid input',
  textHasNul: 'Text must not contain NUL characters',
  textNotSingleLine: 'Please write this on one line, without control characters',
  resetLinkInvalid: 'This reset link is invalid or has expired.',
  passwordResetDone: 'Your password has been reset. Please sign in with your new password.',
  forgotAccepted: 'If an account exists for this email, a password reset link has been sent.',
  registrationNotFound: 'No registration to complete for this email.',
  loggedOut: 'Logged out',
  registered: 'Registration successful',
  registrationCompleted: 'Registration completed',
  loggedIn: 'Login successful',
  internalError: 'Something went wrong. Please try again later.',
  serviceUnavailable: 'The service is unavailable right now. Please try again in a minute.',
  overloaded: 'The server is busy right now. Please try again in a few seconds.',
} as const;

export const generalMessages = {
  serverError: 'Server error. Please try again later.',
  requestTimeout: 'Request timeout. Please try again.',
  somethingWentWrongTryLater: 'Something went wrong! Try again later',
  somethingWentWrong: 'Something went wrong. Please try again.',
  /**
   * Title of the generic failure screen for routing errors (docs/product.md section 8: the router's fallback
   * screen).
   */
  unexpectedApplicationError: 'Unexpected Application Error!',
} as const;
