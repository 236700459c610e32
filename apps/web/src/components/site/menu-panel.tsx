import { Link } from 'react-router';
import { ArrowRight } from 'lucide-react';
import type { HeaderMenu } from './site-links';
import { buttonVariants } from '@/components/ui/button-variants';
import { focusRing } from './styles';

/** What getMenuCta answers. */
interface MenuCtaLink {
  label: string;
  to: string;
}

interface MenuPanelProps {
  menu: HeaderMenu;
  cta: MenuCtaLink;
}

interface MenuCtaProps {
  cta: MenuCtaLink;
  variant: 'onBrand' | 'secondary';
  className: string;
}

/** A header menu's call to action, in the desktop panel and in the mobile menu. */
export function MenuCta({ cta, variant, className }: MenuCtaProps) {
  return (
    <Link to={cta.to} className={buttonVariants({ surface: 'site', variant, size: 'sm', className })}>
      {cta.label}
      <ArrowRight aria-hidden="true" className="size-4" />
    </Link>
  );
}

/** The wide desktop panel of a header menu: its links with a short description, and its call to action. */
export function MenuPanel({ menu, cta }: MenuPanelProps) {
  return (
    <div className="w-[30rem] lg:grid lg:w-[42rem] lg:grid-cols-[1fr_14.5rem]">
      <ul className="grid grid-cols-2 gap-1 p-2.5">
        {menu.links.map(({ label, to, description, icon: Icon }) => (
          <li key={to}>
            <Link
              to={to}
              className={`group/item flex items-start gap-3 rounded-xl p-2.5 transition hover:bg-slate-50 dark:hover:bg-slate-800/70 ${focusRing}`}
            >
              <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-indigo-50 text-indigo-600 transition group-hover/item:bg-indigo-600 group-hover/item:text-white dark:bg-indigo-500/10 dark:text-indigo-300">
                <Icon aria-hidden="true" className="size-4.5" />
              </span>
              <span className="min-w-0">
                <span className="block text-sm font-semibold text-slate-900 dark:text-white">{label}</span>
                <span className="mt-0.5 block text-xs leading-snug text-slate-500 dark:text-slate-400">
                  {description}
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <div className="m-2 mt-0 flex items-center justify-between gap-4 rounded-xl bg-linear-to-br from-indigo-600 via-indigo-600 to-violet-600 p-4 text-white lg:mt-2 lg:flex-col lg:items-stretch lg:p-5">
        <div>
          <p className="text-sm font-semibold">{menu.label}</p>
          <p className="mt-1 text-xs leading-relaxed text-indigo-100 lg:mt-2 lg:text-sm">{menu.blurb}</p>
        </div>
        <MenuCta cta={cta} variant="onBrand" className="shrink-0 whitespace-nowrap lg:mt-5 lg:w-full" />
      </div>
    </div>
  );
}
