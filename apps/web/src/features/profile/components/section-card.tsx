import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { cn } from '@/components/ui/cn';

interface SectionCardProps {
  /** The id the quick links scroll to. */
  id: string;
  title: string;
  icon: LucideIcon;
  intro?: ReactNode;
  /** Buttons at the heading's right edge. */
  action?: ReactNode;
  children: ReactNode;
  className?: string;
}

/** One section of the profile: heading with icon and intro, then the content. */
export function SectionCard({ id, title, icon: Icon, intro, action, children, className }: SectionCardProps) {
  const headingId = `${id}-heading`;
  return (
    <Card
      id={id}
      aria-labelledby={headingId}
      role="region"
      className={cn('scroll-mt-24 p-5 sm:p-6', className)}
    >
      <div className="flex items-start justify-between gap-3">
        <div className="flex min-w-0 flex-1 items-start gap-3">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-indigo-50 text-indigo-600 dark:bg-indigo-950/60 dark:text-indigo-300">
            <Icon className="size-5" aria-hidden="true" />
          </span>
          <div className="min-w-0">
            <h2 id={headingId} className="text-lg font-semibold text-slate-900 dark:text-white">
              {title}
            </h2>
            {intro && <p className="mt-0.5 text-sm text-slate-500 dark:text-slate-400">{intro}</p>}
          </div>
        </div>
        {action && <div className="flex shrink-0 items-center gap-2">{action}</div>}
      </div>
      <div className="mt-5">{children}</div>
    </Card>
  );
}
