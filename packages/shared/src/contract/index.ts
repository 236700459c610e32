/**
 * The API contract: every endpoint declared once (method, path, params, query, body and the
 * responses by status code). The server builds its route schemas from it, the web app its
 * fetchers' paths and response types. See docs/decisions/0013-api-contract.md.
 */
export * from './define';
export * from './paths';
export * from './common';
export * from './jobs';
export * from './saved-jobs';
export * from './companies';
export * from './kyc';
export * from './analytics';
export * from './user';
export * from './auth';
export * from './account';
export * from './job-alerts';
export * from './applications';
export * from './profile';
export * from './system';
export * from './notifications';

import { jobsContract } from './jobs';
import { savedJobsContract } from './saved-jobs';
import { companiesContract } from './companies';
import { kycContract } from './kyc';
import { analyticsContract } from './analytics';
import { authContract } from './auth';
import { accountContract } from './account';
import { jobAlertsContract } from './job-alerts';
import { applicationsContract } from './applications';
import { profileContract } from './profile';
import { systemContract } from './system';
import { notificationsContract } from './notifications';

/** Every area's endpoints, for tests that walk the whole contract. */
export const apiContract = {
  jobs: jobsContract,
  savedJobs: savedJobsContract,
  companies: companiesContract,
  kyc: kycContract,
  analytics: analyticsContract,
  auth: authContract,
  account: accountContract,
  alerts: jobAlertsContract,
  applications: applicationsContract,
  profile: profileContract,
  system: systemContract,
  notifications: notificationsContract,
};
