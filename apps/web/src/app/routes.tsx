import { Navigate, type RouteObject } from 'react-router';
import { FullPageSpinner } from '@/components/ui/spinner';
import { paths, routePatterns } from '@/lib/paths';
import { EmployerRoute, JobSearchRoute, JobSeekerRoute, PublicRoute } from './guards';

/**
 * The route table of spec 2.1 with the guards of 2.2. Every screen and layout is its own chunk,
 * loaded when its route matches, so the landing page ships none of the others. The router loads
 * a chunk before it shows the route: the current screen stays until then, and the first screen
 * shows the spinner the guards show while the session loads.
 * No errorElement: routing failures (a chunk that fails to load included) show React Router's
 * built-in "Unexpected Application Error" screen, as the spec says.
 */
export const routes: RouteObject[] = [
  {
    hydrateFallbackElement: <FullPageSpinner />,
    children: [
      {
        element: <PublicRoute />,
        children: [
          {
            path: paths.home,
            lazy: () =>
              import('@/features/marketing/landing-page').then((m) => ({ Component: m.LandingPage })),
          },
          {
            path: paths.login,
            lazy: () =>
              import('@/features/auth/routes/login-route').then((m) => ({ Component: m.LoginRoute })),
          },
          {
            path: paths.signupJobSeeker,
            lazy: () =>
              import('@/features/auth/routes/signup-jobseeker-route').then((m) => ({
                Component: m.SignupJobSeekerRoute,
              })),
          },
          {
            path: paths.signupEmployer,
            lazy: () =>
              import('@/features/auth/routes/signup-employer-route').then((m) => ({
                Component: m.SignupEmployerRoute,
              })),
          },
          {
            path: paths.forgotPassword,
            lazy: () =>
              import('@/features/auth/routes/forgot-password-route').then((m) => ({
                Component: m.ForgotPasswordRoute,
              })),
          },
          { path: routePatterns.resetPassword, lazy: resetPasswordRoute },
          { path: routePatterns.resetPasswordWithoutToken, lazy: resetPasswordRoute },
        ],
      },
      {
        element: <JobSeekerRoute />,
        children: [
          {
            path: paths.jobseekerKyc,
            lazy: () => import('@/features/kyc/routes/kyc-route').then((m) => ({ Component: m.KycRoute })),
          },
          {
            lazy: () =>
              import('@/components/layout/job-seeker-layout').then((m) => ({ Component: m.JobSeekerLayout })),
            children: [
              {
                path: routePatterns.job,
                lazy: () =>
                  import('@/features/jobs/routes/job-detail-route').then((m) => ({
                    Component: m.JobDetailRoute,
                  })),
              },
              {
                path: paths.savedJobs,
                lazy: () =>
                  import('@/features/saved-jobs/routes/saved-jobs-route').then((m) => ({
                    Component: m.SavedJobsRoute,
                  })),
              },
              {
                path: paths.profile,
                lazy: () =>
                  import('@/features/profile/routes/profile-route').then((m) => ({
                    Component: m.ProfileRoute,
                  })),
              },
              {
                path: paths.applications,
                lazy: () =>
                  import('@/features/applications/routes/applications-route').then((m) => ({
                    Component: m.ApplicationsRoute,
                  })),
              },
            ],
          },
        ],
      },
      {
        // Visitors may search jobs (docs/decisions/0004-visitors-on-job-search.md).
        element: <JobSearchRoute />,
        children: [
          {
            lazy: () => import('./job-search-layout').then((m) => ({ Component: m.JobSearchLayout })),
            children: [
              {
                path: paths.findJobs,
                lazy: () =>
                  import('@/features/jobs/routes/find-jobs-route').then((m) => ({
                    Component: m.FindJobsRoute,
                  })),
              },
            ],
          },
        ],
      },
      {
        element: <EmployerRoute />,
        children: [
          {
            lazy: () =>
              import('@/components/layout/employer-layout').then((m) => ({ Component: m.EmployerLayout })),
            children: [
              {
                path: paths.employerDashboard,
                lazy: () =>
                  import('@/features/employer-dashboard/routes/employer-dashboard-route').then((m) => ({
                    Component: m.EmployerDashboardRoute,
                  })),
              },
              {
                path: paths.postJob,
                lazy: () =>
                  import('@/features/post-job/routes/post-job-route').then((m) => ({
                    Component: m.PostJobRoute,
                  })),
              },
              {
                path: paths.manageJobs,
                lazy: () =>
                  import('@/features/manage-jobs/routes/manage-jobs-route').then((m) => ({
                    Component: m.ManageJobsRoute,
                  })),
              },
              {
                path: paths.applicants,
                lazy: () =>
                  import('@/features/applicants/routes/applicants-route').then((m) => ({
                    Component: m.ApplicantsRoute,
                  })),
              },
              {
                path: paths.companyProfile,
                lazy: () =>
                  import('@/features/company-profile/routes/company-profile-route').then((m) => ({
                    Component: m.CompanyProfileRoute,
                  })),
              },
            ],
          },
        ],
      },
      { path: '*', element: <Navigate to={paths.home} replace /> },
    ],
  },
];

function resetPasswordRoute() {
  return import('@/features/auth/routes/reset-password-route').then((m) => ({
    Component: m.ResetPasswordRoute,
  }));
}
