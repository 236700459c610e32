import type { ReactNode } from 'react';
import { AlertCircle, AlertTriangle, CheckCircle2, Info } from 'lucide-react';
import { cn } from './cn';

type Tone = 'error' | 'success' | 'info' | 'warning';

const tones: Record<Tone, string> = {
  error:
    'border-rose-200 bg-rose-50 text-rose-700 dark:border-rose-900/60 dark:bg-rose-950/40 dark:text-rose-300',
  success:
    'border-emerald-200 bg-emerald-50 text-emerald-700 dark:border-emerald-900/60 dark:bg-emerald-950/40 dark:text-emerald-300',
  info: 'border-indigo-200 bg-indigo-50 text-indigo-700 dark:border-indigo-900/60 dark:bg-indigo-950/40 dark:text-indigo-300',
  warning:
    'border-amber-200 bg-amber-50 text-amber-800 dark:border-amber-900/60 dark:bg-amber-950/40 dark:text-amber-300',
};

const icons: Record<Tone, ReactNode> = {
  error: <AlertCircle className="mt-0.5 size-4 shrink-0" />,
  success: <CheckCircle2 className="mt-0.5 size-4 shrink-0" />,
  info: <Info className="mt-0.5 size-4 shrink-0" />,
  warning: <AlertTriangle className="mt-0.5 size-4 shrink-0" />,
};

interface AlertProps {
  /** For controls described by it (see FormErrorContext). */
  id?: string;
  tone?: Tone;
  children: ReactNode;
  className?: string;
}

/** Inline message; errors are announced to screen readers. */
export function Alert({ id, tone = 'error', children, className }: AlertProps) {
  return (
    <div
      id={id}
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn('flex gap-2.5 rounded-xl border px-3.5 py-3 text-sm', tones[tone], className)}
    >
      {icons[tone]}
      <div className="min-w-0">{children}</div>
    </div>
  );
}
