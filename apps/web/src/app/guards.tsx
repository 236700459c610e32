import { Navigate, Outlet, useLocation, type Location } from 'react-router';
import { isRole, type User } from '@hireloop/shared';
import { FullPageSpinner } from '@/components/ui/spinner';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/session';

/** Location state the employer guard leaves on /login so sign-in can return there. */
export interface LoginRedirectState {
  from?: Location;
}

const employerPaths: readonly string[] = [
  paths.employerDashboard,
  paths.postJob,
  paths.manageJobs,
  paths.applicants,
  paths.companyProfile,
];

/** Where a signed-in user may not stay on a public page (spec 2.2), or null to stay. */
export function publicRedirect(
  user: User,
  pathname: string,
  from?: Location,
): Partial<Location> | string | null {
  if (isRole(user.role, 'employer')) {
    return from && employerPaths.includes(from.pathname) ? from : paths.employerDashboard;
  }
  if (isRole(user.role, 'jobseeker')) {
    if (user.kycCompleted) return paths.findJobs;
    return pathname === paths.home ? null : paths.jobseekerKyc;
  }
  return null;
}

export function PublicRoute() {
  const { status, user } = useSession();
  const location = useLocation();
  if (status === 'loading') return <FullPageSpinner />;
  if (status === 'authenticated' && user) {
    const from = (location.state as LoginRedirectState | null)?.from;
    const target = publicRedirect(user, location.pathname, from);
    if (target) {
      const state = typeof target === 'string' ? undefined : target.state;
      return <Navigate to={target} state={state} replace />;
    }
  }
  return <Outlet />;
}

export function JobSeekerRoute() {
  const { status, user } = useSession();
  const { pathname } = useLocation();
  if (status === 'loading') return <FullPageSpinner />;
  if (status !== 'authenticated' || !user) return <Navigate to={paths.login} replace />;
  if (!isRole(user.role, 'jobseeker')) {
    return <Navigate to={isRole(user.role, 'employer') ? paths.employerDashboard : paths.home} replace />;
  }
  if (!user.kycCompleted && pathname !== paths.jobseekerKyc)
    return <Navigate to={paths.jobseekerKyc} replace />;
  if (user.kycCompleted && pathname === paths.jobseekerKyc) return <Navigate to={paths.findJobs} replace />;
  return <Outlet />;
}

/**
 * /find-jobs: like the job seeker group, except that visitors may search too (spec 2.12 and
 * section 6; docs/decisions/0004-visitors-on-job-search.md). Employers and job seekers without the
 * identity check are still sent where the job seeker guard sends them.
 */
export function JobSearchRoute() {
  const { status, user } = useSession();
  if (status === 'loading') return <FullPageSpinner />;
  if (status !== 'authenticated' || !user) return <Outlet />;
  if (!isRole(user.role, 'jobseeker')) {
    return <Navigate to={isRole(user.role, 'employer') ? paths.employerDashboard : paths.home} replace />;
  }
  if (!user.kycCompleted) return <Navigate to={paths.jobseekerKyc} replace />;
  return <Outlet />;
}

export function EmployerRoute() {
  const { status, user } = useSession();
  const location = useLocation();
  if (status === 'loading') return <FullPageSpinner />;
  if (status !== 'authenticated' || !user) {
    const state: LoginRedirectState = { from: location };
    return <Navigate to={paths.login} state={state} replace />;
  }
  if (!isRole(user.role, 'employer')) return <Navigate to={paths.findJobs} replace />;
  return <Outlet />;
}
