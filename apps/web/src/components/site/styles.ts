/**
 * The public site's focus rings (defined in `components/ui/focus-ring.ts`). Buttons and links that
 * look like buttons use `buttonVariants({ surface: 'site', ... })` from `components/ui/button-variants.ts`.
 */
export { focusRing, focusRingOnBrand } from '@/components/ui/focus-ring';
