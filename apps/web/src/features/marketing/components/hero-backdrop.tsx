import { useId } from 'react';

/** The hero's decorative layer: a faint grid fading out and soft colour glows. */
export function HeroBackdrop() {
  const patternId = `hero-grid-${useId()}`;
  return (
    <div aria-hidden="true" className="pointer-events-none absolute inset-0 -z-10 overflow-hidden">
      <svg className="absolute inset-0 size-full opacity-[0.12] [mask-image:radial-gradient(ellipse_at_top,black,transparent_70%)]">
        <defs>
          <pattern id={patternId} width="40" height="40" patternUnits="userSpaceOnUse">
            <path d="M40 0H0V40" fill="none" stroke="white" strokeWidth="1" />
          </pattern>
        </defs>
        <rect width="100%" height="100%" fill={`url(#${patternId})`} />
      </svg>
      <div className="absolute -top-40 -left-32 size-[32rem] rounded-full bg-fuchsia-500/30 blur-3xl" />
      <div className="absolute top-1/3 -right-40 size-[36rem] rounded-full bg-sky-400/25 blur-3xl" />
      <div className="absolute -bottom-48 left-1/3 size-[28rem] rounded-full bg-violet-400/30 blur-3xl" />
    </div>
  );
}
