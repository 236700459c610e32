import type { MouseEvent } from 'react';
import { Lock, Send } from 'lucide-react';
import { applyText } from '@hireloop/shared';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { Spinner } from '@/components/ui/spinner';

interface ApplyButtonProps {
  onApply: () => void;
  pending?: boolean;
  /** 'full' in the job detail header; 'compact' on a job card, above the card's link overlay. */
  variant?: 'full' | 'compact';
}

/** 'Apply Now' (docs/product.md 2.13), busy while the application is sent. */
export function ApplyButton({ onApply, pending = false, variant = 'full' }: ApplyButtonProps) {
  const label = pending ? applyText.applying : applyText.applyNow;
  if (variant === 'full') {
    return (
      <Button onClick={onApply} loading={pending} icon={<Send className="size-4" aria-hidden="true" />}>
        {label}
      </Button>
    );
  }
  // On a card the whole surface opens the job; this button must only apply. A list holds many of
  // them, so they are the quiet brand tint until hovered.
  const onClick = (event: MouseEvent) => {
    event.preventDefault();
    event.stopPropagation();
    onApply();
  };
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={pending}
      aria-busy={pending || undefined}
      className={cn(
        'relative z-10 inline-flex h-8 shrink-0 items-center gap-1.5 rounded-lg px-3 text-xs font-semibold transition',
        'bg-indigo-50 text-indigo-700 ring-1 ring-indigo-200 ring-inset hover:bg-indigo-600 hover:text-white hover:ring-indigo-600',
        'dark:bg-indigo-950/60 dark:text-indigo-300 dark:ring-indigo-800 dark:hover:bg-indigo-500 dark:hover:text-white',
        'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:ring-offset-2 dark:focus-visible:ring-offset-slate-900',
        'disabled:cursor-wait disabled:opacity-70',
      )}
    >
      {pending ? <Spinner className="size-3.5" /> : <Send className="size-3.5" aria-hidden="true" />}
      {label}
    </button>
  );
}

/** In place of the button on a closed job. */
export function ApplicationsClosedButton() {
  return (
    <Button variant="secondary" disabled icon={<Lock className="size-4" aria-hidden="true" />}>
      {applyText.applicationsClosed}
    </Button>
  );
}
