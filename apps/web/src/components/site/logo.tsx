import { useId } from 'react';
import { PRODUCT_NAME } from '@hireloop/shared';

interface LogoProps {
  className?: string;
  /** 'light' is for dark or coloured backgrounds. */
  tone?: 'default' | 'light';
  /** Hide the word and keep only the mark (its accessible name stays). */
  markOnly?: boolean;
  /** Extra classes for the word, e.g. to hide it at some widths. */
  wordClassName?: string;
}

/** The HireLoop mark (two linked rings: a seeker and an employer) and word. */
export function Logo({ className = '', tone = 'default', markOnly = false, wordClassName = '' }: LogoProps) {
  const gradientId = `logo-gradient-${useId()}`;
  const wordColour = tone === 'light' ? 'text-white' : 'text-slate-900 dark:text-white';

  return (
    <span className={`inline-flex items-center gap-2 ${className}`}>
      <svg
        viewBox="0 0 32 32"
        className="size-8 shrink-0 drop-shadow-sm"
        role="img"
        aria-label={markOnly ? PRODUCT_NAME : undefined}
        aria-hidden={markOnly ? undefined : true}
      >
        <defs>
          <linearGradient id={gradientId} x1="0" y1="0" x2="32" y2="32" gradientUnits="userSpaceOnUse">
            <stop offset="0" stopColor="#6366f1" />
            <stop offset="1" stopColor="#8b5cf6" />
          </linearGradient>
        </defs>
        <rect width="32" height="32" rx="9" fill={`url(#${gradientId})`} />
        <circle cx="12.5" cy="16" r="5.5" fill="none" stroke="white" strokeWidth="2.6" />
        <circle cx="19.5" cy="16" r="5.5" fill="none" stroke="white" strokeOpacity="0.75" strokeWidth="2.6" />
      </svg>
      {!markOnly && (
        <span className={`text-lg font-bold tracking-tight ${wordColour} ${wordClassName}`}>
          {PRODUCT_NAME}
        </span>
      )}
    </span>
  );
}
