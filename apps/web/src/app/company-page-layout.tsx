import { isRole } from '@hireloop/shared';
import { EmployerLayout } from '@/components/layout/employer-layout';
import { JobSeekerLayout } from '@/components/layout/job-seeker-layout';
import { PublicSiteFrame } from '@/components/site/public-site-frame';
import { FullPageSpinner } from '@/components/ui/spinner';
import { useSession } from '@/lib/session';

/**
 * Frame of the public company page: each signed-in role keeps its own frame (an employer checking
 * "How candidates see you" keeps the sidebar), a visitor gets the public site's header and footer.
 */
export function CompanyPageLayout() {
  const { status, user } = useSession();
  if (status === 'loading') return <FullPageSpinner />;
  if (user && isRole(user.role, 'employer')) return <EmployerLayout />;
  if (user) return <JobSeekerLayout />;
  return <PublicSiteFrame />;
}
