import { lazy, Suspense, useId, useState } from 'react';
import { Link } from 'react-router';
import { Menu } from 'lucide-react';
import { isRole, PRODUCT_NAME } from '@hireloop/shared';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/session';
import { Dropdown } from './dropdown';
import { Logo } from './logo';
import { MenuPanel } from './menu-panel';
import { getMenuCta, HEADER_MENUS, SIGN_UP_LINKS } from './site-links';
import { buttonVariants } from '@/components/ui/button-variants';
import { focusRing } from './styles';
import { SkipLink } from '@/components/ui/skip-link';
import { ThemeToggle } from '@/components/ui/theme-toggle';

// The drawer (and the dialog library under it) loads when a phone's menu button is near to being used.
const loadMobileMenu = () => import('./mobile-menu');
const MobileMenu = lazy(() => loadMobileMenu().then((m) => ({ default: m.MobileMenu })));

// The account menu is for signed-in people only: a visitor's first load of the landing page does not
// carry it, and a signed-in person's loads its menu library once the screen has settled.
const HeaderAccount = lazy(() => import('./header-account').then((m) => ({ default: m.HeaderAccount })));

// Keeps each wide panel inside the viewport at 768 px: the first opens rightwards, the last leftwards.
const MENU_ALIGN = { jobseekers: 'start', employers: 'center', resources: 'end' } as const;

const menuTrigger = `h-10 gap-1 whitespace-nowrap rounded-lg px-2.5 text-sm font-medium text-slate-700 transition hover:bg-slate-100 hover:text-slate-900 aria-expanded:bg-slate-100 aria-expanded:text-slate-900 lg:gap-1.5 lg:px-3.5 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white dark:aria-expanded:bg-slate-800 dark:aria-expanded:text-white ${focusRing}`;

/** Holds the account menu's place while the session or its code loads. */
const accountPlaceholder = (
  <span aria-hidden="true" className="h-10 w-40 animate-pulse rounded-xl bg-slate-100 dark:bg-slate-800" />
);

/** The public site header (docs/product.md 2.4). */
export function SiteHeader() {
  const { status, user, logout } = useSession();
  const [mobileOpen, setMobileOpen] = useState(false);
  const mobileMenuId = useId();
  const signedIn = status === 'authenticated' && user !== null;
  const isEmployer = signedIn && isRole(user.role, 'employer');
  const onLogout = () => void logout();

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200/70 bg-white/80 backdrop-blur-xl supports-[backdrop-filter]:bg-white/70 dark:border-slate-800/80 dark:bg-slate-950/80">
      <SkipLink />
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4 sm:px-6 lg:px-8">
        <Link
          to={paths.home}
          aria-label={`${PRODUCT_NAME} home`}
          className={`shrink-0 rounded-lg ${focusRing}`}
        >
          {/* At tablet widths the three menus need the room; the link keeps its accessible name. */}
          <Logo wordClassName="md:max-lg:sr-only" />
        </Link>

        <nav aria-label="Main" className="hidden flex-1 items-center justify-center gap-0.5 md:flex lg:gap-1">
          {HEADER_MENUS.map((menu) => (
            <Dropdown
              key={menu.id}
              label={menu.label}
              align={MENU_ALIGN[menu.id]}
              triggerClassName={menuTrigger}
              panelClassName="overflow-hidden"
            >
              <MenuPanel menu={menu} cta={getMenuCta(menu.id, isEmployer)} />
            </Dropdown>
          ))}
        </nav>

        <div className="ml-auto flex items-center gap-2 md:ml-0">
          <ThemeToggle />
          {status === 'loading' ? (
            <div className="hidden md:flex">{accountPlaceholder}</div>
          ) : signedIn ? (
            // The bell shows at every width; the account menu from 768 px (the phone menu has its links).
            <Suspense fallback={<div className="hidden md:flex">{accountPlaceholder}</div>}>
              <HeaderAccount user={user} onLogout={onLogout} />
            </Suspense>
          ) : (
            <div className="hidden items-center gap-2 md:flex">
              <Link
                to={paths.login}
                className={buttonVariants({ surface: 'site', variant: 'ghost', size: 'sm' })}
              >
                Login
              </Link>
              <Dropdown
                label="Sign Up"
                align="end"
                triggerClassName={buttonVariants({ surface: 'site', variant: 'primary', size: 'sm' })}
                panelClassName="w-60 p-1.5"
              >
                {SIGN_UP_LINKS.map(({ label, to, description }) => (
                  <Link
                    key={to}
                    to={to}
                    className={`block rounded-lg px-3 py-2.5 transition hover:bg-slate-100 dark:hover:bg-slate-800 ${focusRing}`}
                  >
                    <span className="block text-sm font-semibold text-slate-900 dark:text-white">
                      {label}
                    </span>
                    <span className="block text-xs text-slate-500 dark:text-slate-400">{description}</span>
                  </Link>
                ))}
              </Dropdown>
            </div>
          )}

          <button
            type="button"
            aria-label="Open menu"
            aria-expanded={mobileOpen}
            aria-controls={mobileOpen ? mobileMenuId : undefined}
            onClick={() => setMobileOpen(true)}
            onPointerEnter={() => void loadMobileMenu()}
            onFocus={() => void loadMobileMenu()}
            className={`inline-flex size-10 items-center justify-center rounded-xl text-slate-700 hover:bg-slate-100 md:hidden dark:text-slate-200 dark:hover:bg-slate-800 ${focusRing}`}
          >
            <Menu aria-hidden="true" className="size-5" />
          </button>
        </div>
      </div>

      {mobileOpen && (
        <Suspense fallback={null}>
          <MobileMenu
            id={mobileMenuId}
            status={status}
            user={user}
            isEmployer={isEmployer}
            onLogout={onLogout}
            onClose={() => setMobileOpen(false)}
          />
        </Suspense>
      )}
    </header>
  );
}
