import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { PRODUCT_NAME } from '@hireloop/shared';
import { paths } from '@/lib/paths';
import { Logo } from './logo';
import { focusRing } from './styles';
import { SkipLink } from '@/components/ui/skip-link';
import { ThemeToggle } from '@/components/ui/theme-toggle';

/** The simple top bar of the sign-in and sign-up pages (docs/product.md 2.4). */
export function AuthTopBar() {
  return (
    <header className="border-b border-slate-200/70 bg-white/80 backdrop-blur-xl dark:border-slate-800/80 dark:bg-slate-950/80">
      <SkipLink />
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <Link to={paths.home} aria-label={`${PRODUCT_NAME} home`} className={`rounded-lg ${focusRing}`}>
          <Logo />
        </Link>
        <div className="flex items-center gap-1">
          <ThemeToggle />
          <Link
            to={paths.home}
            className={`inline-flex items-center gap-1.5 rounded-lg px-3 py-2 text-sm font-medium text-slate-600 transition hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white ${focusRing}`}
          >
            <ArrowLeft aria-hidden="true" className="size-4" />
            Back to Home
          </Link>
        </div>
      </div>
    </header>
  );
}
