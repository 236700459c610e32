import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { cn } from '@/components/ui/cn';

interface SettingsSectionProps {
  id: string;
  title: string;
  intro: string;
  icon: LucideIcon;
  tone?: 'default' | 'danger';
  children: ReactNode;
}

/** One card of the settings screen: an icon, a heading, a line on what it does, and its controls. */
export function SettingsSection({
  id,
  title,
  intro,
  icon: Icon,
  tone = 'default',
  children,
}: SettingsSectionProps) {
  const danger = tone === 'danger';
  return (
    <Card className={cn('p-5 sm:p-6', danger && 'border-rose-200 dark:border-rose-900/60')}>
      <section aria-labelledby={`${id}-title`}>
        <div className="flex items-start gap-3">
          <span
            className={cn(
              'flex size-10 shrink-0 items-center justify-center rounded-xl',
              danger
                ? 'bg-rose-50 text-rose-600 dark:bg-rose-950/50 dark:text-rose-400'
                : 'bg-indigo-50 text-indigo-600 dark:bg-indigo-950/50 dark:text-indigo-300',
            )}
          >
            <Icon className="size-5" aria-hidden="true" />
          </span>
          <div className="min-w-0">
            <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900 dark:text-white">
              {title}
            </h2>
            <p className="mt-0.5 text-sm text-slate-600 dark:text-slate-400">{intro}</p>
          </div>
        </div>
        <div className="mt-5">{children}</div>
      </section>
    </Card>
  );
}
