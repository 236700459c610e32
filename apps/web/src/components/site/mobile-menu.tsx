import { type MouseEvent, useEffect, useEffectEvent, useRef } from 'react';
import { Link } from 'react-router';
import { LogOut, X } from 'lucide-react';
import { MOBILE_BREAKPOINT_PX, type User, PRODUCT_NAME } from '@hireloop/shared';
import { AccountSummary } from '@/components/ui/account-summary';
import { Modal, ModalTitle } from '@/components/ui/modal';
import { paths } from '@/lib/paths';
import type { SessionStatus } from '@/lib/session';
import { Logo } from './logo';
import { MenuCta } from './menu-panel';
import { ACCOUNT_LINKS, getMenuCta, HEADER_MENUS, SIGN_UP_LINKS } from './site-links';
import { buttonVariants } from '@/components/ui/button-variants';
import { focusRing } from './styles';

interface MobileMenuProps {
  id: string;
  status: SessionStatus;
  user: User | null;
  isEmployer: boolean;
  onLogout: () => void;
  onClose: () => void;
}

const rowLink = `flex items-center gap-3 rounded-xl px-3 py-2.5 text-sm font-medium text-slate-700 transition hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800 ${focusRing}`;

/** The slide-in menu for screens under 768 px. Mounted only while open. */
export function MobileMenu({ id, status, user, isEmployer, onLogout, onClose }: MobileMenuProps) {
  const closeRef = useRef<HTMLButtonElement>(null);

  // Growing past the breakpoint swaps to the desktop header; the panel must not linger behind it.
  const closeOnWide = useEffectEvent(onClose);
  useEffect(() => {
    const query = window.matchMedia?.(`(min-width: ${MOBILE_BREAKPOINT_PX}px)`);
    if (!query) return;
    const onChange = (event: MediaQueryListEvent) => {
      if (event.matches) closeOnWide();
    };
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);

  const closeOnNavigate = (event: MouseEvent) => {
    if ((event.target as Element).closest('a[href]')) onClose();
  };

  return (
    <Modal
      onClose={onClose}
      initialFocus={closeRef}
      id={id}
      onClick={closeOnNavigate}
      frameClassName="fixed inset-0 z-50 md:hidden"
      backdropClassName="absolute inset-0 bg-slate-950/50 backdrop-blur-sm transition-opacity duration-300 starting:opacity-0"
      className="absolute inset-y-0 right-0 flex w-full max-w-sm flex-col bg-white shadow-2xl transition-transform duration-300 ease-out starting:translate-x-full dark:bg-slate-950"
    >
      <ModalTitle className="sr-only">Menu</ModalTitle>
      <div className="flex h-16 shrink-0 items-center justify-between border-b border-slate-100 px-4 dark:border-slate-800">
        <Link to={paths.home} aria-label={`${PRODUCT_NAME} home`} className={`rounded-lg ${focusRing}`}>
          <Logo />
        </Link>
        <button
          ref={closeRef}
          type="button"
          aria-label="Close menu"
          onClick={onClose}
          className={`inline-flex size-10 items-center justify-center rounded-xl text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800 ${focusRing}`}
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      </div>

      <nav aria-label="Mobile" className="flex-1 space-y-6 overflow-y-auto px-4 py-5">
        {HEADER_MENUS.map((menu) => {
          const cta = getMenuCta(menu.id, isEmployer);
          return (
            <section key={menu.id} aria-labelledby={`${id}-${menu.id}`}>
              <h2
                id={`${id}-${menu.id}`}
                className="px-3 text-xs font-semibold tracking-wider text-slate-500 uppercase dark:text-slate-400"
              >
                {menu.label}
              </h2>
              <ul className="mt-2 grid grid-cols-1 gap-0.5 min-[420px]:grid-cols-2">
                {menu.links.map(({ label, to, icon: Icon }) => (
                  <li key={to}>
                    <Link to={to} className={rowLink}>
                      <Icon
                        aria-hidden="true"
                        className="size-4 shrink-0 text-indigo-500 dark:text-indigo-400"
                      />
                      {label}
                    </Link>
                  </li>
                ))}
              </ul>
              <MenuCta cta={cta} variant="secondary" className="mt-2 w-full" />
            </section>
          );
        })}
      </nav>

      <div className="shrink-0 border-t border-slate-100 p-4 dark:border-slate-800">
        {status === 'authenticated' && user ? (
          <div>
            <AccountSummary user={user} brand className="px-1 pb-3" />
            <div className="grid grid-cols-3 gap-2">
              {ACCOUNT_LINKS.map(({ label, to }) => (
                <Link
                  key={to}
                  to={to}
                  className={buttonVariants({ surface: 'site', variant: 'secondary', size: 'sm' })}
                >
                  {label}
                </Link>
              ))}
              <button
                type="button"
                onClick={() => {
                  onClose();
                  onLogout();
                }}
                className={buttonVariants({ surface: 'site', variant: 'ghost', size: 'sm' })}
              >
                <LogOut aria-hidden="true" className="size-4" />
                Logout
              </button>
            </div>
          </div>
        ) : status === 'anonymous' ? (
          <div className="space-y-3">
            <Link
              to={paths.login}
              className={buttonVariants({
                surface: 'site',
                variant: 'secondary',
                size: 'md',
                className: 'w-full',
              })}
            >
              Login
            </Link>
            <p className="px-1 text-xs font-semibold tracking-wider text-slate-500 uppercase dark:text-slate-400">
              Sign Up
            </p>
            <div className="grid grid-cols-2 gap-2">
              {SIGN_UP_LINKS.map(({ label, to }) => (
                <Link
                  key={to}
                  to={to}
                  className={buttonVariants({ surface: 'site', variant: 'primary', size: 'md' })}
                >
                  {label}
                </Link>
              ))}
            </div>
          </div>
        ) : null}
      </div>
    </Modal>
  );
}
