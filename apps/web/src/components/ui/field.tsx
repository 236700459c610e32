import type { ReactNode } from 'react';

interface FieldProps {
  /** id of the control the label points at. */
  htmlFor: string;
  label: ReactNode;
  required?: boolean;
  error?: string | null;
  hint?: ReactNode;
  /** Content at the label's right edge (e.g. a "Forgot password?" link). */
  aside?: ReactNode;
  children: ReactNode;
}

/** Label, control, then either the error or the hint. Error ids are `${htmlFor}-error`. */
export function Field({ htmlFor, label, required, error, hint, aside, children }: FieldProps) {
  return (
    <div className="space-y-1.5">
      <div className="flex items-center justify-between gap-2">
        <label htmlFor={htmlFor} className="text-sm font-medium text-slate-700 dark:text-slate-200">
          {label}
          {required && (
            <span className="ml-0.5 text-rose-500" aria-hidden="true">
              *
            </span>
          )}
        </label>
        {aside}
      </div>
      {children}
      {error ? (
        <p id={`${htmlFor}-error`} className="text-sm text-rose-600 dark:text-rose-400">
          {error}
        </p>
      ) : (
        hint && <div className="text-xs text-slate-500 dark:text-slate-400">{hint}</div>
      )}
    </div>
  );
}
