import { Navigate } from 'react-router';
import { isRole } from '@hireloop/shared';
import { FullPageSpinner } from '@/components/ui/spinner';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/session';

/**
 * /dashboard (the user menu's Dashboard, docs/product.md 2.4 and 2.11): the home of the signed-in user's
 * role; a visitor signs in first.
 */
export function DashboardRoute() {
  const { status, user } = useSession();
  if (status === 'loading') return <FullPageSpinner />;
  if (!user) return <Navigate to={paths.login} replace />;
  if (isRole(user.role, 'employer')) return <Navigate to={paths.employerDashboard} replace />;
  if (isRole(user.role, 'jobseeker')) return <Navigate to={paths.findJobs} replace />;
  return <Navigate to={paths.home} replace />;
}
