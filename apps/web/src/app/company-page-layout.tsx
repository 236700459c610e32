import { Outlet } from 'react-router';
import { isRole } from '@hireloop/shared';
import { EmployerLayout } from '@/components/layout/employer-layout';
import { JobSeekerLayout } from '@/components/layout/job-seeker-layout';
import { SiteFooter } from '@/components/site/site-footer';
import { SiteHeader } from '@/components/site/site-header';
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
  return (
    <div className="flex min-h-screen flex-col bg-slate-50 dark:bg-slate-950">
      <SiteHeader />
      <main id="main" className="mx-auto w-full max-w-7xl flex-1 px-4 py-8 sm:px-6 lg:px-8">
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
