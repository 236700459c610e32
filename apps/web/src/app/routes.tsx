import { Navigate, type RouteObject } from 'react-router';
import { EmployerLayout } from '@/components/layout/employer-layout';
import { JobSeekerLayout } from '@/components/layout/job-seeker-layout';
import { ApplicantsRoute } from '@/features/applicants/routes/applicants-route';
import { ApplicationsRoute } from '@/features/applications/routes/applications-route';
import { ForgotPasswordRoute } from '@/features/auth/routes/forgot-password-route';
import { LoginRoute } from '@/features/auth/routes/login-route';
import { ResetPasswordRoute } from '@/features/auth/routes/reset-password-route';
import { SignupEmployerRoute } from '@/features/auth/routes/signup-employer-route';
import { SignupJobSeekerRoute } from '@/features/auth/routes/signup-jobseeker-route';
import { CompanyProfileRoute } from '@/features/company-profile/routes/company-profile-route';
import { EmployerDashboardRoute } from '@/features/employer-dashboard/routes/employer-dashboard-route';
import { FindJobsRoute } from '@/features/jobs/routes/find-jobs-route';
import { JobDetailRoute } from '@/features/jobs/routes/job-detail-route';
import { KycRoute } from '@/features/kyc/routes/kyc-route';
import { ManageJobsRoute } from '@/features/manage-jobs/routes/manage-jobs-route';
import { LandingPage } from '@/features/marketing/landing-page';
import { PostJobRoute } from '@/features/post-job/routes/post-job-route';
import { ProfileRoute } from '@/features/profile/routes/profile-route';
import { SavedJobsRoute } from '@/features/saved-jobs/routes/saved-jobs-route';
import { paths, routePatterns } from '@/lib/paths';
import { EmployerRoute, JobSearchRoute, JobSeekerRoute, PublicRoute } from './guards';
import { JobSearchLayout } from './job-search-layout';

/**
 * The route table of spec 2.1 with the guards of 2.2. No errorElement: routing failures show
 * React Router's built-in "Unexpected Application Error" screen, as the spec says.
 */
export const routes: RouteObject[] = [
  {
    element: <PublicRoute />,
    children: [
      { path: paths.home, element: <LandingPage /> },
      { path: paths.login, element: <LoginRoute /> },
      { path: paths.signupJobSeeker, element: <SignupJobSeekerRoute /> },
      { path: paths.signupEmployer, element: <SignupEmployerRoute /> },
      { path: paths.forgotPassword, element: <ForgotPasswordRoute /> },
      { path: routePatterns.resetPassword, element: <ResetPasswordRoute /> },
      { path: routePatterns.resetPasswordWithoutToken, element: <ResetPasswordRoute /> },
    ],
  },
  {
    element: <JobSeekerRoute />,
    children: [
      { path: paths.jobseekerKyc, element: <KycRoute /> },
      {
        element: <JobSeekerLayout />,
        children: [
          { path: routePatterns.job, element: <JobDetailRoute /> },
          { path: paths.savedJobs, element: <SavedJobsRoute /> },
          { path: paths.profile, element: <ProfileRoute /> },
          { path: paths.applications, element: <ApplicationsRoute /> },
        ],
      },
    ],
  },
  {
    // Visitors may search jobs (docs/decisions/0004-visitors-on-job-search.md).
    element: <JobSearchRoute />,
    children: [
      {
        element: <JobSearchLayout />,
        children: [{ path: paths.findJobs, element: <FindJobsRoute /> }],
      },
    ],
  },
  {
    element: <EmployerRoute />,
    children: [
      {
        element: <EmployerLayout />,
        children: [
          { path: paths.employerDashboard, element: <EmployerDashboardRoute /> },
          { path: paths.postJob, element: <PostJobRoute /> },
          { path: paths.manageJobs, element: <ManageJobsRoute /> },
          { path: paths.applicants, element: <ApplicantsRoute /> },
          { path: paths.companyProfile, element: <CompanyProfileRoute /> },
        ],
      },
    ],
  },
  { path: '*', element: <Navigate to={paths.home} replace /> },
];
