/**
 * Class strings shared by the public site pieces, so buttons and focus rings look the same everywhere.
 * Tailwind v4's `outline-none` sets the outline style to none for every state, so the focus ring
 * names its style (`outline-solid`) again; indigo-500 on white and indigo-400 on slate-950 both
 * keep a contrast above 3:1 (WCAG 1.4.11).
 */
const focusBase =
  'outline-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-solid';

export const focusRing = `${focusBase} focus-visible:outline-indigo-500 dark:focus-visible:outline-indigo-400`;

/** For controls on the brand gradient or another dark surface. */
export const focusRingOnBrand = `${focusBase} focus-visible:outline-white`;

const buttonBase =
  'inline-flex items-center justify-center gap-2 rounded-xl font-semibold transition duration-150 active:scale-[0.98]';

export const buttonStyles = {
  primary: `${buttonBase} ${focusRing} bg-linear-to-r from-indigo-600 to-violet-600 text-white shadow-md shadow-indigo-600/25 hover:from-indigo-500 hover:to-violet-500 hover:shadow-lg hover:shadow-indigo-600/30`,
  secondary: `${buttonBase} ${focusRing} border border-slate-200 bg-white text-slate-800 shadow-sm hover:border-slate-300 hover:bg-slate-50 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800`,
  ghost: `${buttonBase} ${focusRing} text-slate-700 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white`,
  onBrand: `${buttonBase} ${focusRingOnBrand} bg-white text-indigo-700 shadow-lg shadow-indigo-950/20 hover:bg-indigo-50`,
  onBrandOutline: `${buttonBase} ${focusRingOnBrand} border border-white/30 bg-white/10 text-white backdrop-blur hover:bg-white/20`,
} as const;

export const buttonSizes = {
  sm: 'h-9 px-3.5 text-sm',
  md: 'h-11 px-5 text-sm',
  lg: 'h-12 px-6 text-base',
} as const;
