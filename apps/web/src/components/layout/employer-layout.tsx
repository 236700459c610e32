import { useState } from 'react';
import { Link, Outlet } from 'react-router';
import { Menu, X } from 'lucide-react';
import { isRole, PRODUCT_NAME } from '@hireloop/shared';
import { NotificationSlot } from '@/components/notifications/notification-slot';
import { Logo } from '@/components/site/logo';
import { Modal, ModalTitle } from '@/components/ui/modal';
import { ThemeToggle } from '@/components/ui/theme-toggle';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/session';
import { AccountMenu } from './account-menu';
import { EmployerSidebar } from './employer-sidebar';
import { MAIN_CONTENT_ID, SkipLink } from '@/components/ui/skip-link';

/** Frame of the employer screens (docs/product.md 2.17): sidebar (a drawer below 768 px) and a top bar. */
export function EmployerLayout() {
  const { user, logout } = useSession();
  const [drawerOpen, setDrawerOpen] = useState(false);

  return (
    <div className="min-h-screen bg-slate-50 dark:bg-slate-950">
      <SkipLink />
      <aside className="fixed inset-y-0 left-0 z-30 hidden w-64 border-r border-slate-200 bg-white md:block dark:border-slate-800 dark:bg-slate-900">
        <EmployerSidebar />
      </aside>

      {drawerOpen && (
        <Modal
          onClose={() => setDrawerOpen(false)}
          frameClassName="fixed inset-0 z-50 md:hidden"
          backdropClassName="absolute inset-0 bg-slate-900/50 backdrop-blur-sm"
          className="absolute inset-y-0 left-0 w-72 max-w-[85vw] bg-white shadow-2xl dark:bg-slate-900"
        >
          <ModalTitle className="sr-only">Employer menu</ModalTitle>
          <button
            type="button"
            onClick={() => setDrawerOpen(false)}
            aria-label="Close menu"
            className="absolute top-3 right-3 inline-flex size-10 items-center justify-center rounded-xl text-slate-500 hover:bg-slate-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 dark:hover:bg-slate-800"
          >
            <X className="size-5" aria-hidden="true" />
          </button>
          <EmployerSidebar onNavigate={() => setDrawerOpen(false)} />
        </Modal>
      )}

      <div className="md:pl-64">
        <header className="sticky top-0 z-20 flex h-16 items-center gap-3 border-b border-slate-200/80 bg-white/85 px-4 backdrop-blur-xl sm:px-6 dark:border-slate-800 dark:bg-slate-950/85">
          <button
            type="button"
            onClick={() => setDrawerOpen(true)}
            aria-label="Open menu"
            aria-expanded={drawerOpen}
            className="inline-flex size-10 items-center justify-center rounded-xl text-slate-500 hover:bg-slate-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 md:hidden dark:hover:bg-slate-800"
          >
            <Menu className="size-5" />
          </button>
          {/* Below 768 px the sidebar (and its logo) is in the drawer, so the top bar carries the logo. */}
          <Link
            to={user && isRole(user.role, 'employer') ? paths.employerDashboard : paths.findJobs}
            aria-label={`${PRODUCT_NAME} dashboard`}
            className="rounded-lg focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 md:hidden"
          >
            <Logo />
          </Link>
          <div className="ml-auto flex items-center gap-2">
            <ThemeToggle />
            {user && <NotificationSlot />}
            {user && <AccountMenu user={user} onSignOut={() => void logout()} variant="employer" />}
          </div>
        </header>
        <main id={MAIN_CONTENT_ID} className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 lg:px-8">
          <Outlet />
        </main>
      </div>
    </div>
  );
}
