import { isRole } from '@hireloop/shared';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/session';

/** Post Jobs leads an employer to their dashboard and everyone else to sign in (docs/product.md 2.3). */
export function usePostJobsPath(): string {
  const { user } = useSession();
  return isRole(user?.role, 'employer') ? paths.employerDashboard : paths.login;
}
