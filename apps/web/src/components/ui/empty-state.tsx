import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { cn } from './cn';

export interface EmptyStateProps {
  icon: LucideIcon;
  title: string;
  text?: ReactNode;
  /** Buttons or links under the text. */
  children?: ReactNode;
  tone?: 'neutral' | 'error';
  /**
   * `page`: a whole screen's list or load failure (an h2 title). `section`: an empty part of a
   * page such as a profile section (an h3 title, a brand-coloured icon, tighter spacing). `card`: a
   * list inside a card that already frames it, such as the employer's jobs table (an h2 title, no
   * frame of its own, a larger icon).
   */
  size?: 'page' | 'section' | 'card';
  /** `alert` announces it to screen readers when it appears in place of content. */
  role?: 'alert';
  className?: string;
}

const looks = {
  page: {
    box: 'border border-slate-300 bg-white py-14 dark:border-slate-700 dark:bg-slate-900',
    badge: 'size-14',
    glyph: 'size-7',
    icon: {
      neutral: 'bg-indigo-50 text-indigo-600 dark:bg-indigo-950/60 dark:text-indigo-300',
      error: 'bg-rose-50 text-rose-600 dark:bg-rose-950/50 dark:text-rose-300',
    },
    title: 'mt-5 text-lg',
    text: 'mt-1.5 max-w-md text-slate-600',
    actions: 'mt-6',
  },
  section: {
    box: 'border-2 border-slate-200 bg-slate-50/60 py-10 dark:border-slate-700 dark:bg-slate-800/30',
    badge: 'size-14',
    glyph: 'size-7',
    icon: {
      neutral: 'bg-linear-to-br from-indigo-500 to-violet-600 text-white shadow-lg shadow-indigo-500/25',
      error: 'bg-rose-50 text-rose-600 dark:bg-rose-950/50 dark:text-rose-300',
    },
    title: 'mt-4 text-base',
    text: 'mt-1 max-w-sm text-slate-500',
    actions: 'mt-5',
  },
  card: {
    box: 'py-16',
    badge: 'size-16',
    glyph: 'size-8',
    icon: {
      neutral:
        'bg-linear-to-br from-indigo-50 to-violet-100 text-indigo-600 dark:from-indigo-950/60 dark:to-violet-950/60 dark:text-indigo-300',
      error: 'bg-rose-50 text-rose-600 dark:bg-rose-950/50 dark:text-rose-400',
    },
    title: 'mt-5 text-lg',
    text: 'mt-1.5 max-w-sm text-slate-600',
    actions: 'mt-6',
  },
} as const;

/** A list with nothing to show, or a screen that could not load: icon, title, text, actions. */
export function EmptyState({
  icon: Icon,
  title,
  text,
  children,
  tone = 'neutral',
  size = 'page',
  role,
  className,
}: EmptyStateProps) {
  const look = looks[size];
  const Title = size === 'section' ? 'h3' : 'h2';
  return (
    <div
      role={role}
      className={cn(
        'flex flex-col items-center rounded-2xl border-dashed px-6 text-center',
        look.box,
        className,
      )}
    >
      <span className={cn('flex items-center justify-center rounded-2xl', look.badge, look.icon[tone])}>
        <Icon className={look.glyph} aria-hidden="true" />
      </span>
      <Title className={cn('font-semibold text-slate-900 dark:text-white', look.title)}>{title}</Title>
      {text && <p className={cn('text-sm dark:text-slate-400', look.text)}>{text}</p>}
      {children && <div className={cn('flex flex-wrap justify-center gap-3', look.actions)}>{children}</div>}
    </div>
  );
}
