import { Outlet } from 'react-router';
import { JobSeekerLayout } from '@/components/layout/job-seeker-layout';
import { SiteFooter } from '@/components/site/site-footer';
import { SiteHeader } from '@/components/site/site-header';
import { useSession } from '@/lib/session';

/**
 * Frame of /find-jobs: the signed-in job seeker's top bar, or for a visitor the public site's
 * header and footer, so the way back to the landing page and to sign-up stays in reach.
 */
export function JobSearchLayout() {
  const { user } = useSession();
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
