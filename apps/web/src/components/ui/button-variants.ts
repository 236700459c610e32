import { cva, type VariantProps } from 'class-variance-authority';
import { focusRing, focusRingOnBrand } from './focus-ring';

const siteVariants = ['primary', 'secondary', 'ghost', 'danger', 'success'] as const;

/**
 * The one button look, for `<button>`s and for links that look like buttons.
 *
 * - `variant`: what the button does (`primary` for the main action, `danger` for deleting, and
 *   `onBrand`/`onBrandOutline` for buttons on the brand gradient of the public pages).
 * - `size`: `sm` (36 px high), `md` (44 px), `lg` (48 px).
 * - `surface`: `app` for the signed-in screens and forms; `site` for the public pages (landing,
 *   site header, legal pages), whose buttons press in when clicked, lift their shadow on hover, are
 *   a little wider and show the site's outline focus ring.
 *
 * No two classes of one combination set the same property, so the result needs no merging: the
 * public pages use `buttonVariants({ surface: 'site', ..., className })` directly and keep
 * tailwind-merge out of the landing page's first load. Where a caller's classes must override the
 * variant's (`text-rose-600` on a ghost button), use `Button` or `buttonClasses` from `./button`,
 * which pass them through `cn`.
 */
export const buttonVariants = cva(
  'inline-flex items-center justify-center gap-2 rounded-xl font-semibold transition',
  {
    variants: {
      variant: {
        primary:
          'bg-linear-to-r from-indigo-600 to-violet-600 text-white shadow-indigo-600/25 hover:from-indigo-500 hover:to-violet-500',
        secondary:
          'border border-slate-200 bg-white shadow-sm hover:bg-slate-50 dark:border-slate-700 dark:bg-slate-900 dark:hover:bg-slate-800',
        ghost: 'hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800',
        danger: 'bg-rose-600 text-white shadow-sm hover:bg-rose-500',
        success: 'bg-emerald-600 text-white shadow-sm hover:bg-emerald-500',
        onBrand: 'bg-white text-indigo-700 shadow-lg shadow-indigo-950/20 hover:bg-indigo-50',
        onBrandOutline: 'border border-white/30 bg-white/10 text-white backdrop-blur hover:bg-white/20',
      },
      size: {
        sm: 'h-9 text-sm',
        md: 'h-11 text-sm',
        lg: 'h-12 px-6 text-base',
      },
      surface: {
        app: [
          'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:ring-offset-2 dark:focus-visible:ring-offset-slate-950',
          'disabled:cursor-not-allowed disabled:opacity-60',
        ],
        site: 'duration-150 active:scale-[0.98]',
      },
    },
    compoundVariants: [
      { surface: 'app', variant: 'primary', className: 'shadow-sm' },
      { surface: 'app', variant: 'secondary', className: 'text-slate-700 dark:text-slate-200' },
      { surface: 'app', variant: 'ghost', className: 'text-slate-600' },
      { surface: 'app', size: 'sm', className: 'px-3' },
      { surface: 'app', size: 'md', className: 'px-4' },

      { surface: 'site', variant: [...siteVariants], className: focusRing },
      { surface: 'site', variant: ['onBrand', 'onBrandOutline'], className: focusRingOnBrand },
      {
        surface: 'site',
        variant: 'primary',
        className: 'shadow-md hover:shadow-lg hover:shadow-indigo-600/30',
      },
      {
        surface: 'site',
        variant: 'secondary',
        className: 'text-slate-800 hover:border-slate-300 dark:text-slate-100',
      },
      {
        surface: 'site',
        variant: 'ghost',
        className: 'text-slate-700 hover:text-slate-900 dark:hover:text-white',
      },
      { surface: 'site', size: 'sm', className: 'px-3.5' },
      { surface: 'site', size: 'md', className: 'px-5' },
    ],
    defaultVariants: { variant: 'primary', size: 'md', surface: 'app' },
  },
);

export type ButtonVariantProps = VariantProps<typeof buttonVariants>;
