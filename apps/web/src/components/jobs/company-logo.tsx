import { useState } from 'react';
import { Building2 } from 'lucide-react';
import { cn } from '@/components/ui/cn';

const sizes = {
  sm: { box: 'size-9 rounded-lg', icon: 'size-4' },
  md: { box: 'size-12 rounded-xl', icon: 'size-6' },
  lg: { box: 'size-16 rounded-2xl sm:size-20', icon: 'size-8 sm:size-9' },
} as const;

interface CompanyLogoProps {
  src: string | null | undefined;
  companyName: string;
  size?: keyof typeof sizes;
  className?: string;
}

/** The company's logo, or a building icon when there is none or it fails to load. */
export function CompanyLogo({ src, companyName, size = 'md', className }: CompanyLogoProps) {
  const [broken, setBroken] = useState(false);
  const { box, icon } = sizes[size];
  if (src && !broken) {
    return (
      <img
        src={src}
        alt={`${companyName} logo`}
        onError={() => setBroken(true)}
        className={cn(
          'shrink-0 border border-slate-200 bg-white object-contain p-1 dark:border-slate-700',
          box,
          className,
        )}
      />
    );
  }
  return (
    <span
      data-testid="company-logo-placeholder"
      aria-hidden="true"
      className={cn(
        'flex shrink-0 items-center justify-center bg-gradient-to-br from-indigo-50 to-violet-100 text-indigo-600 ring-1 ring-indigo-100 ring-inset dark:from-indigo-950/70 dark:to-violet-950/70 dark:text-indigo-300 dark:ring-indigo-900',
        box,
        className,
      )}
    >
      <Building2 className={icon} />
    </span>
  );
}
