import { Outlet } from 'react-router';
import { TopNav } from './top-nav';
import { MAIN_CONTENT_ID } from '@/components/ui/skip-link';

/** Frame of the signed-in job seeker screens: the top navigation bar above the page. */
export function JobSeekerLayout() {
  return (
    <div className="min-h-screen bg-slate-50 dark:bg-slate-950">
      <TopNav />
      <main id={MAIN_CONTENT_ID} className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
        <Outlet />
      </main>
    </div>
  );
}
