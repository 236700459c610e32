import { Navigate, Outlet, useLocation, type Location } from 'react-router';
import { isRole, type User } from '@hireloop/shared';
import { FullPageSpinner } from '@/components/ui/spinner';
import { paths } from '@/lib/paths';
import type { ReturnState } from '@/lib/return-state';
import { useSession } from '@/lib/session';
import { returnTarget } from './return-target';

interface Redirect {
  to: Partial<Location> | string;
  state?: unknown;
}

/** The remembered page itself, with the state it was opened with. */
const back = (target: Partial<Location>): Redirect => ({ to: target, state: target.state });

/**
 * Where a signed-in user may not stay on a public page (docs/product.md 2.2), or null to stay. A user who
 * was sent to sign in from a page of their role's group goes back there (after the identity check
 * for a job seeker who still needs it).
 */
export function publicRedirect(user: User, pathname: string, state?: ReturnState | null): Redirect | null {
  if (isRole(user.role, 'employer')) {
    const target = returnTarget(state, 'employer');
    return target ? back(target) : { to: paths.employerDashboard };
  }
  if (isRole(user.role, 'jobseeker')) {
    if (user.kycCompleted) {
      const target = returnTarget(state, 'jobseeker');
      return target ? back(target) : { to: paths.findJobs };
    }
    if (pathname === paths.home) return null;
    return { to: paths.jobseekerKyc, state: returnTarget(state, 'jobseeker') ? state : undefined };
  }
  return null;
}

export function PublicRoute() {
  const { status, user } = useSession();
  const location = useLocation();
  if (status === 'loading') return <FullPageSpinner />;
  if (status === 'authenticated' && user) {
    const target = publicRedirect(user, location.pathname, location.state as ReturnState | null);
    if (target) return <Navigate to={target.to} state={target.state} replace />;
  }
  return <Outlet />;
}

export function JobSeekerRoute() {
  const { status, user } = useSession();
  const location = useLocation();
  const { pathname } = location;
  if (status === 'loading') return <FullPageSpinner />;
  if (status !== 'authenticated' || !user) return <RememberingRedirect to={paths.login} from={location} />;
  if (!isRole(user.role, 'jobseeker')) {
    return <Navigate to={isRole(user.role, 'employer') ? paths.employerDashboard : paths.home} replace />;
  }
  if (!user.kycCompleted && pathname !== paths.jobseekerKyc)
    return <RememberingRedirect to={paths.jobseekerKyc} from={location} />;
  if (user.kycCompleted && pathname === paths.jobseekerKyc) {
    const target = returnTarget(location.state as ReturnState | null, 'jobseeker');
    return target ? (
      <Navigate to={target} state={target.state} replace />
    ) : (
      <Navigate to={paths.findJobs} replace />
    );
  }
  return <Outlet />;
}

/** A guard's redirect that remembers the page it leaves, so the user can be brought back. */
function RememberingRedirect({ to, from }: { to: string; from: Location }) {
  const state: ReturnState = { from };
  return <Navigate to={to} state={state} replace />;
}

/**
 * /find-jobs: like the job seeker group, except that visitors may search too (docs/product.md 2.12 and
 * section 6; docs/decisions/0004-visitors-on-job-search.md). Employers and job seekers without the
 * identity check are still sent where the job seeker guard sends them.
 */
export function JobSearchRoute() {
  const { status, user } = useSession();
  const location = useLocation();
  if (status === 'loading') return <FullPageSpinner />;
  if (status !== 'authenticated' || !user) return <Outlet />;
  if (!isRole(user.role, 'jobseeker')) {
    return <Navigate to={isRole(user.role, 'employer') ? paths.employerDashboard : paths.home} replace />;
  }
  if (!user.kycCompleted) return <RememberingRedirect to={paths.jobseekerKyc} from={location} />;
  return <Outlet />;
}

export function EmployerRoute() {
  const { status, user } = useSession();
  const location = useLocation();
  if (status === 'loading') return <FullPageSpinner />;
  if (status !== 'authenticated' || !user) return <RememberingRedirect to={paths.login} from={location} />;
  if (!isRole(user.role, 'employer')) return <Navigate to={paths.findJobs} replace />;
  return <Outlet />;
}

/** A page of any signed-in user (account settings): a visitor signs in first and comes back. */
export function SignedInRoute() {
  const { status, user } = useSession();
  const location = useLocation();
  if (status === 'loading') return <FullPageSpinner />;
  if (status !== 'authenticated' || !user) return <RememberingRedirect to={paths.login} from={location} />;
  return <Outlet />;
}
