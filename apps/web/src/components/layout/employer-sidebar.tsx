import { Link, NavLink } from 'react-router';
import { Building2, LayoutDashboard, ListChecks, LogOut, PlusCircle } from 'lucide-react';
import { isRole, navText, PRODUCT_NAME } from '@hireloop/shared';
import { Logo } from '@/components/site/logo';
import { cn } from '@/components/ui/cn';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/session';

const entries = [
  { to: paths.employerDashboard, label: navText.dashboard, icon: LayoutDashboard },
  { to: paths.postJob, label: navText.postJob, icon: PlusCircle },
  { to: paths.manageJobs, label: navText.manageJobs, icon: ListChecks },
  { to: paths.companyProfile, label: navText.companyProfile, icon: Building2 },
];

const entryClass =
  'flex items-center gap-3 rounded-xl px-3 py-2.5 text-sm font-medium transition focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500';

/**
 * The employer sidebar's content (docs/product.md 2.17); shown fixed on wide screens and in a drawer below
 * 768 px.
 */
export function EmployerSidebar({ onNavigate }: { onNavigate?: () => void }) {
  const { user, logout } = useSession();
  const home = user && isRole(user.role, 'employer') ? paths.employerDashboard : paths.findJobs;

  return (
    <div className="flex h-full flex-col">
      <div className="flex h-16 items-center px-5">
        <Link
          to={home}
          onClick={onNavigate}
          aria-label={`${PRODUCT_NAME} dashboard`}
          className="rounded-lg focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
        >
          <Logo />
        </Link>
      </div>
      <nav aria-label="Employer" className="flex-1 space-y-1 px-3 py-4">
        {entries.map(({ to, label, icon: Icon }) => (
          <NavLink
            key={to}
            to={to}
            onClick={onNavigate}
            className={({ isActive }) =>
              cn(
                entryClass,
                isActive
                  ? 'bg-gradient-to-r from-indigo-600 to-violet-600 text-white shadow-md shadow-indigo-600/20'
                  : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white',
              )
            }
          >
            <Icon className="size-5" aria-hidden="true" />
            {label}
          </NavLink>
        ))}
      </nav>
      <div className="border-t border-slate-200 p-3 dark:border-slate-800">
        <button
          type="button"
          onClick={() => {
            onNavigate?.();
            void logout();
          }}
          className={cn(
            entryClass,
            'w-full text-rose-600 hover:bg-rose-50 dark:text-rose-400 dark:hover:bg-rose-950/40',
          )}
        >
          <LogOut className="size-5" aria-hidden="true" />
          {navText.logout}
        </button>
      </div>
    </div>
  );
}
