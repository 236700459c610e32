import { paths, routePatterns } from '../lib/paths';

/**
 * The route table of docs/product.md 2.1 with the guards of 2.2, as plain data: the web app renders it
 * (routes.tsx) and the build turns it into the files each path needs (route-preloads.ts), which the
 * server names in index.html as module preloads. One table, so the two cannot disagree.
 *
 * `screen` is a module of the app (the path the build manifest knows it by) and the component it
 * exports; every screen and layout is its own chunk, loaded with its route, so the landing page
 * ships none of the others, nor the server-data layer that only the other screens use.
 */
export interface RouteSpec {
  path?: string;
  screen?: { module: ScreenModule; component: string };
  guard?: 'public' | 'jobSeeker' | 'jobSearch' | 'employer' | 'signedIn';
  /** Redirects there (the fallback route). */
  redirect?: string;
  children?: RouteSpec[];
}

/** The modules `routes.tsx` can load lazily (its import.meta.glob). */
export type ScreenModule =
  | `/src/features/${string}/routes/${string}-route.tsx`
  | `/src/app/${string}-layout.tsx`
  | `/src/components/layout/${string}-layout.tsx`
  | '/src/features/marketing/landing-page.tsx';

const screen = (module: ScreenModule, component: string) => ({ module, component });

const auth = (file: string, component: string) =>
  screen(`/src/features/auth/routes/${file}-route.tsx`, component);

const sitePage = (file: string, component: string) =>
  screen(`/src/features/site-pages/routes/${file}-route.tsx`, component);

export const routeTable: RouteSpec[] = [
  {
    guard: 'public',
    children: [
      { path: paths.home, screen: screen('/src/features/marketing/landing-page.tsx', 'LandingPage') },
    ],
  },
  {
    // The site's own pages, for visitors and signed-in users alike (no guard).
    children: [
      { path: paths.terms, screen: sitePage('terms', 'TermsRoute') },
      { path: paths.privacy, screen: sitePage('privacy', 'PrivacyRoute') },
      { path: paths.comingSoonPage, screen: sitePage('coming-soon', 'ComingSoonRoute') },
      { path: paths.dashboard, screen: sitePage('dashboard', 'DashboardRoute') },
    ],
  },
  {
    // Server data (TanStack Query) and toasts, for every screen but the landing page and site pages.
    screen: screen('/src/app/app-data-layout.tsx', 'AppDataLayout'),
    children: [
      {
        guard: 'public',
        children: [
          { path: paths.login, screen: auth('login', 'LoginRoute') },
          { path: paths.signupJobSeeker, screen: auth('signup-jobseeker', 'SignupJobSeekerRoute') },
          { path: paths.signupEmployer, screen: auth('signup-employer', 'SignupEmployerRoute') },
          { path: paths.forgotPassword, screen: auth('forgot-password', 'ForgotPasswordRoute') },
          { path: routePatterns.resetPassword, screen: auth('reset-password', 'ResetPasswordRoute') },
          {
            path: routePatterns.resetPasswordWithoutToken,
            screen: auth('reset-password', 'ResetPasswordRoute'),
          },
        ],
      },
      {
        guard: 'jobSeeker',
        children: [
          { path: paths.jobseekerKyc, screen: screen('/src/features/kyc/routes/kyc-route.tsx', 'KycRoute') },
          {
            screen: screen('/src/components/layout/job-seeker-layout.tsx', 'JobSeekerLayout'),
            children: [
              {
                path: routePatterns.job,
                screen: screen('/src/features/jobs/routes/job-detail-route.tsx', 'JobDetailRoute'),
              },
              {
                path: paths.alerts,
                screen: screen('/src/features/job-alerts/routes/job-alerts-route.tsx', 'JobAlertsRoute'),
              },
              {
                path: paths.savedJobs,
                screen: screen('/src/features/saved-jobs/routes/saved-jobs-route.tsx', 'SavedJobsRoute'),
              },
              {
                path: paths.profile,
                screen: screen('/src/features/profile/routes/profile-route.tsx', 'ProfileRoute'),
              },
              {
                path: paths.applications,
                screen: screen(
                  '/src/features/applications/routes/applications-route.tsx',
                  'ApplicationsRoute',
                ),
              },
            ],
          },
        ],
      },
      {
        // Visitors may search jobs (docs/decisions/0004-visitors-on-job-search.md).
        guard: 'jobSearch',
        children: [
          {
            screen: screen('/src/app/job-search-layout.tsx', 'JobSearchLayout'),
            children: [
              {
                path: paths.findJobs,
                screen: screen('/src/features/jobs/routes/find-jobs-route.tsx', 'FindJobsRoute'),
              },
            ],
          },
        ],
      },
      {
        // Any signed-in user, whatever the role or the identity check (docs/decisions/0022-account-settings.md).
        guard: 'signedIn',
        children: [
          {
            screen: screen('/src/components/layout/account-layout.tsx', 'AccountLayout'),
            children: [
              {
                path: paths.settings,
                screen: screen(
                  '/src/features/account-settings/routes/account-settings-route.tsx',
                  'AccountSettingsRoute',
                ),
              },
            ],
          },
        ],
      },
      {
        // Public pages in the frame of who opens them: the company page, an alert's unsubscribe link (no guard).
        screen: screen('/src/app/company-page-layout.tsx', 'CompanyPageLayout'),
        children: [
          {
            path: routePatterns.company,
            screen: screen('/src/features/companies/routes/company-route.tsx', 'CompanyRoute'),
          },
          {
            // The unsubscribe link of an alert mail works signed out (docs/decisions/0023-job-alerts.md).
            path: paths.alertUnsubscribe,
            screen: screen(
              '/src/features/job-alerts/routes/alert-unsubscribe-route.tsx',
              'AlertUnsubscribeRoute',
            ),
          },
        ],
      },
      {
        guard: 'employer',
        children: [
          {
            screen: screen('/src/components/layout/employer-layout.tsx', 'EmployerLayout'),
            children: [
              {
                path: paths.employerDashboard,
                screen: screen(
                  '/src/features/employer-dashboard/routes/employer-dashboard-route.tsx',
                  'EmployerDashboardRoute',
                ),
              },
              {
                path: paths.postJob,
                screen: screen('/src/features/post-job/routes/post-job-route.tsx', 'PostJobRoute'),
              },
              {
                path: paths.manageJobs,
                screen: screen('/src/features/manage-jobs/routes/manage-jobs-route.tsx', 'ManageJobsRoute'),
              },
              {
                path: paths.applicants,
                screen: screen('/src/features/applicants/routes/applicants-route.tsx', 'ApplicantsRoute'),
              },
              {
                path: paths.companyProfile,
                screen: screen(
                  '/src/features/company-profile/routes/company-profile-route.tsx',
                  'CompanyProfileRoute',
                ),
              },
            ],
          },
        ],
      },
    ],
  },
  { path: '*', redirect: paths.home },
];

/** Each path of the table with the screens and layouts it renders, outermost first. */
export function routeChains(
  table: RouteSpec[] = routeTable,
  parents: ScreenModule[] = [],
): { path: string; modules: ScreenModule[] }[] {
  return table.flatMap((route) => {
    const modules = route.screen ? [...parents, route.screen.module] : parents;
    const own = route.path && !route.redirect ? [{ path: route.path, modules }] : [];
    return [...own, ...routeChains(route.children ?? [], modules)];
  });
}
