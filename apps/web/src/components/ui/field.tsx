import { createContext, type ReactNode, useContext } from 'react';

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

interface FieldState {
  invalid: boolean;
  /** The id of the error, else of the hint, that describes the control. */
  describedBy: string | undefined;
}

const FieldContext = createContext<FieldState | null>(null);

/**
 * The id of a form's own error line (an Alert naming which field is wrong), for forms that report
 * a field's error there instead of under the field: an invalid control is described by it.
 */
export const FormErrorContext = createContext<string | undefined>(undefined);

/**
 * The ARIA state a control takes from the Field around it (WCAG 3.3.1, 4.1.2): aria-invalid while
 * the field shows an error, and aria-describedby naming the error (or the hint) after any
 * description the control names itself, so a screen reader reads the error with the control.
 */
export function useFieldAria(invalid: boolean | undefined, describedBy: string | undefined) {
  const field = useContext(FieldContext);
  const formError = useContext(FormErrorContext);
  const fromForm = invalid && !field?.invalid ? formError : undefined;
  const ids = [describedBy, field?.describedBy, fromForm].join(' ').split(' ').filter(Boolean);
  return {
    'aria-invalid': invalid || field?.invalid || undefined,
    'aria-describedby': ids.length > 0 ? [...new Set(ids)].join(' ') : undefined,
  };
}

/** Label, control, then either the error or the hint. Error ids are `${htmlFor}-error`. */
export function Field({ htmlFor, label, required, error, hint, aside, children }: FieldProps) {
  const errorId = `${htmlFor}-error`;
  const hintId = `${htmlFor}-hint`;
  const state: FieldState = {
    invalid: Boolean(error),
    describedBy: error ? errorId : hint ? hintId : undefined,
  };
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
      <FieldContext value={state}>{children}</FieldContext>
      {error ? (
        <p id={errorId} className="text-sm text-rose-600 dark:text-rose-400">
          {error}
        </p>
      ) : (
        hint && (
          <div id={hintId} className="text-xs text-slate-500 dark:text-slate-400">
            {hint}
          </div>
        )
      )}
    </div>
  );
}
