import { Link } from 'react-router';
import { isRole, PRODUCT_NAME } from '@hireloop/shared';
import { useSession } from '@/lib/session';
import { Logo } from './logo';
import { NewsletterForm } from './newsletter-form';
import { footerColumns } from './site-links';
import { focusRing } from './styles';

/** The public site footer (docs/product.md 2.5): link columns, the newsletter box and the copyright line. */
export function SiteFooter() {
  const { user } = useSession();
  const columns = footerColumns(user !== null && isRole(user.role, 'jobseeker'));
  return (
    <footer className="border-t border-slate-200 bg-slate-50 dark:border-slate-800 dark:bg-slate-950">
      <div className="mx-auto max-w-7xl px-4 pt-14 pb-8 sm:px-6 lg:px-8">
        <div className="grid gap-12 lg:grid-cols-[minmax(0,1.2fr)_minmax(0,3fr)] lg:gap-16">
          <div className="max-w-md">
            <Logo />
            <p className="mt-4 text-sm leading-relaxed text-slate-600 dark:text-slate-400">
              {PRODUCT_NAME} connects people with work that fits them, and helps employers meet the candidates
              who fit the job.
            </p>
            <div className="mt-8">
              <NewsletterForm />
            </div>
          </div>

          <nav
            aria-label="Footer"
            className="grid grid-cols-2 gap-x-6 gap-y-10 sm:grid-cols-3 lg:grid-cols-5"
          >
            {columns.map((column) => (
              <div key={column.title}>
                <h2 className="text-sm font-semibold text-slate-900 dark:text-white">{column.title}</h2>
                <ul className="mt-4 space-y-3">
                  {column.links.map(({ label, to }) => (
                    <li key={label}>
                      <Link
                        to={to}
                        className={`rounded text-sm text-slate-600 transition hover:text-indigo-600 dark:text-slate-400 dark:hover:text-indigo-400 ${focusRing}`}
                      >
                        {label}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </nav>
        </div>

        <div className="mt-14 flex flex-col gap-3 border-t border-slate-200 pt-8 text-sm text-slate-500 sm:flex-row sm:items-center sm:justify-between dark:border-slate-800 dark:text-slate-400">
          <p>
            &copy; {new Date().getFullYear()} {PRODUCT_NAME}. All rights reserved.
          </p>
          <p>Made for people who care about the work they do.</p>
        </div>
      </div>
    </footer>
  );
}
