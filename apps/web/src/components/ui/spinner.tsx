import { clsx } from 'clsx';

interface SpinnerProps {
  /** Size and colour: `size-5` unless a `size-*` class is given; `border-[3px]` for a thicker ring. */
  className?: string;
  /** Accessible name; omit inside a button that already says what is happening. */
  label?: string;
}

/**
 * A turning ring. It is on every page's first load (the route guards' loading screen), so it joins
 * its classes with `clsx` and leaves out its own size or border width when the caller gives one,
 * instead of loading tailwind-merge through `cn`.
 */
export function Spinner({ className, label }: SpinnerProps) {
  return (
    <span
      role={label ? 'status' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      className={clsx(
        'inline-block animate-spin rounded-full border-current border-r-transparent',
        !/(^|\s)size-/.test(className ?? '') && 'size-5',
        !/(^|\s)border-\[/.test(className ?? '') && 'border-2',
        className,
      )}
    />
  );
}

/** The route guards' loading screen (docs/product.md 2.2). */
export function FullPageSpinner() {
  return (
    <div className="flex min-h-screen items-center justify-center bg-slate-50 dark:bg-slate-950">
      <div className="flex flex-col items-center gap-3 text-indigo-600 dark:text-indigo-400">
        <Spinner className="size-10 border-[3px]" label="Loading" />
        <p className="text-sm font-medium text-slate-500 dark:text-slate-400">Loading...</p>
      </div>
    </div>
  );
}
