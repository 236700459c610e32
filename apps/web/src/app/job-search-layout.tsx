import { JobSeekerLayout } from '@/components/layout/job-seeker-layout';
import { PublicSiteFrame } from '@/components/site/public-site-frame';
import { useSession } from '@/lib/session';

/**
 * Frame of /find-jobs: the signed-in job seeker's top bar, or for a visitor the public site's
 * header and footer, so the way back to the landing page and to sign-up stays in reach.
 */
export function JobSearchLayout() {
  const { user } = useSession();
  if (user) return <JobSeekerLayout />;
  return <PublicSiteFrame />;
}
