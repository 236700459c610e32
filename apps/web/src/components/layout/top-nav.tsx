import { useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { Bookmark, Menu, X } from 'lucide-react';
import { isRole, navText, PRODUCT_NAME } from '@hireloop/shared';
import { NotificationSlot } from '@/components/notifications/notification-slot';
import { Logo } from '@/components/site/logo';
import { buttonClasses } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { ThemeToggle } from '@/components/ui/theme-toggle';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/session';
import { AccountMenu } from './account-menu';
import { NavSearch } from './nav-search';
import { SkipLink } from '@/components/ui/skip-link';

const jobSeekerItems = [
  { to: paths.findJobs, label: navText.findJobs },
  { to: paths.applications, label: navText.applications },
];

const employerItems = [
  { to: paths.dashboard, label: navText.dashboard },
  { to: paths.postJob, label: navText.postJob },
  { to: paths.manageJobs, label: navText.manageJobs },
  { to: paths.candidates, label: navText.candidates },
];

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'rounded-lg px-3 py-2 text-sm font-medium transition focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500',
    isActive
      ? 'bg-indigo-50 text-indigo-700 dark:bg-indigo-950/60 dark:text-indigo-300'
      : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white',
  );

const iconButtonClass =
  'inline-flex size-10 items-center justify-center rounded-xl text-slate-500 transition hover:bg-slate-100 hover:text-slate-700 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-slate-200';

/** The top navigation bar of the signed-in screens (docs/product.md 2.11). */
export function TopNav() {
  const { user, logout } = useSession();
  const [mobileOpen, setMobileOpen] = useState(false);
  const isJobSeeker = Boolean(user && isRole(user.role, 'jobseeker'));
  // Find Jobs has its own search box; a second one in the bar would only add a stop before the results.
  const onFindJobs = useLocation().pathname === paths.findJobs;
  const items = user
    ? isRole(user.role, 'employer')
      ? employerItems
      : isJobSeeker
        ? jobSeekerItems
        : []
    : [];
  const closeMobile = () => setMobileOpen(false);

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200/80 bg-white/85 backdrop-blur-xl dark:border-slate-800 dark:bg-slate-950/85">
      <SkipLink />
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4 sm:px-6 lg:px-8">
        {items.length > 0 && (
          <button
            type="button"
            className={cn(iconButtonClass, 'md:hidden')}
            onClick={() => setMobileOpen((v) => !v)}
            aria-expanded={mobileOpen}
            aria-controls="top-nav-mobile"
            aria-label={mobileOpen ? 'Close menu' : 'Open menu'}
          >
            {mobileOpen ? <X className="size-5" /> : <Menu className="size-5" />}
          </button>
        )}
        <Link
          to={paths.findJobs}
          aria-label={`${PRODUCT_NAME} home`}
          className="shrink-0 rounded-lg focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
        >
          <Logo />
        </Link>

        <nav aria-label="Main" className="ml-4 hidden items-center gap-1 md:flex">
          {items.map((item) => (
            <NavLink key={item.to} to={item.to} className={navLinkClass}>
              {item.label}
            </NavLink>
          ))}
        </nav>

        <div className="ml-auto flex items-center gap-1.5 sm:gap-2">
          {isJobSeeker && !onFindJobs && <NavSearch className="hidden w-48 md:block lg:w-64" />}
          {isJobSeeker && (
            <NavLink
              to={paths.savedJobs}
              className={({ isActive }) =>
                cn(
                  iconButtonClass,
                  isActive &&
                    'bg-indigo-50 text-indigo-700 hover:bg-indigo-100 hover:text-indigo-700 dark:bg-indigo-950/60 dark:text-indigo-300 dark:hover:bg-indigo-950 dark:hover:text-indigo-300',
                )
              }
              aria-label={navText.savedJobs}
              title={navText.savedJobs}
            >
              {({ isActive }) => <Bookmark className={cn('size-5', isActive && 'fill-current')} />}
            </NavLink>
          )}
          <ThemeToggle />
          {user && <NotificationSlot />}
          {user ? (
            <AccountMenu user={user} onSignOut={() => void logout()} />
          ) : (
            <>
              <Link to={paths.login} className={buttonClasses('ghost', 'sm')}>
                {navText.login}
              </Link>
              <Link to={paths.signupJobSeeker} className={buttonClasses('primary', 'sm')}>
                {navText.signUp}
              </Link>
            </>
          )}
        </div>
      </div>

      {mobileOpen && items.length > 0 && (
        <div
          id="top-nav-mobile"
          className="border-t border-slate-200 px-4 pt-3 pb-4 md:hidden dark:border-slate-800"
        >
          {isJobSeeker && <NavSearch className="mb-3" onSearched={closeMobile} />}
          <nav aria-label="Main mobile" className="flex flex-col gap-1">
            {items.map((item) => (
              <NavLink key={item.to} to={item.to} className={navLinkClass} onClick={closeMobile}>
                {item.label}
              </NavLink>
            ))}
          </nav>
        </div>
      )}
    </header>
  );
}
