/**
 * Focus rings of the public site pieces, so buttons, links and tabs show focus the same way.
 * Tailwind v4's `outline-none` sets the outline style to none for every state, so the focus ring
 * names its style (`outline-solid`) again; indigo-500 on white and indigo-400 on slate-950 both
 * keep a contrast above 3:1 (WCAG 1.4.11).
 */
const focusBase =
  'outline-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-solid';

export const focusRing = `${focusBase} focus-visible:outline-indigo-500 dark:focus-visible:outline-indigo-400`;

/** For controls on the brand gradient or another dark surface. */
export const focusRingOnBrand = `${focusBase} focus-visible:outline-white`;
