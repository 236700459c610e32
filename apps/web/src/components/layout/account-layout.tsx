import { isRole } from '@hireloop/shared';
import { useSession } from '@/lib/session';
import { EmployerLayout } from './employer-layout';
import { JobSeekerLayout } from './job-seeker-layout';

/** The frame of a page both roles open (/settings): each role's own layout around it. */
export function AccountLayout() {
  const { user } = useSession();
  return user && isRole(user.role, 'employer') ? <EmployerLayout /> : <JobSeekerLayout />;
}
