import { Outlet } from 'react-router';
import { SiteFooter } from '@/components/site/site-footer';
import { SiteHeader } from '@/components/site/site-header';
import { MAIN_CONTENT_ID } from '@/components/ui/skip-link';

/**
 * A public screen for a visitor: the site's header and footer around it, so the way back to the
 * landing page and to sign-up stays in reach.
 */
export function PublicSiteFrame() {
  return (
    <div className="flex min-h-screen flex-col bg-slate-50 dark:bg-slate-950">
      <SiteHeader />
      <main id={MAIN_CONTENT_ID} className="mx-auto w-full max-w-7xl flex-1 px-4 py-8 sm:px-6 lg:px-8">
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
