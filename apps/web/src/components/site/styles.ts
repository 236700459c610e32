/** Class strings shared by the public site pieces, so buttons and focus rings look the same everywhere. */
export const focusRing =
  'outline-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500 dark:focus-visible:outline-indigo-400';

const buttonBase = `inline-flex items-center justify-center gap-2 rounded-xl font-semibold transition duration-150 active:scale-[0.98] ${focusRing}`;

export const buttonStyles = {
  primary: `${buttonBase} bg-linear-to-r from-indigo-600 to-violet-600 text-white shadow-md shadow-indigo-600/25 hover:from-indigo-500 hover:to-violet-500 hover:shadow-lg hover:shadow-indigo-600/30`,
  secondary: `${buttonBase} border border-slate-200 bg-white text-slate-800 shadow-sm hover:border-slate-300 hover:bg-slate-50 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800`,
  ghost: `${buttonBase} text-slate-700 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white`,
  /** On the brand gradient. */
  onBrand: `${buttonBase} bg-white text-indigo-700 shadow-lg shadow-indigo-950/20 hover:bg-indigo-50 focus-visible:outline-white`,
  onBrandOutline: `${buttonBase} border border-white/30 bg-white/10 text-white backdrop-blur hover:bg-white/20 focus-visible:outline-white`,
} as const;

export const buttonSizes = {
  sm: 'h-9 px-3.5 text-sm',
  md: 'h-11 px-5 text-sm',
  lg: 'h-12 px-6 text-base',
} as const;
