import { type KeyboardEvent, type ReactNode, useId, useState } from 'react';
import { cn } from '@/components/ui/cn';
import { toWholeNumber } from '../lib/search-filters';

interface NumberFilterInputProps {
  label: string;
  value: number | null;
  onCommit: (value: number | null) => void;
  step: number;
  /** Larger numbers are cut to this. */
  max?: number;
  /** Shown inside the box before the number, e.g. '$'. */
  prefix?: ReactNode;
  /** id of the message saying what is wrong with the value. */
  errorId?: string;
  placeholder?: string;
}

/** A number box of the filters: keeps what is typed and hands over a whole number on blur or Enter. */
export function NumberFilterInput({
  label,
  value,
  onCommit,
  step,
  max,
  prefix,
  errorId,
  placeholder = '0',
}: NumberFilterInputProps) {
  const id = useId();
  const [text, setText] = useState(value === null ? '' : String(value));
  const [shown, setShown] = useState(value);
  // The value changed from outside (Clear All, back): show it.
  if (shown !== value) {
    setShown(value);
    setText(value === null ? '' : String(value));
  }

  const commit = () => {
    const whole = toWholeNumber(text);
    const next = whole !== null && max !== undefined ? Math.min(whole, max) : whole;
    setText(next === null ? '' : String(next));
    if (next !== value) onCommit(next);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') commit();
  };

  return (
    <div className="min-w-0 flex-1">
      <label htmlFor={id} className="mb-1 block text-xs font-medium text-slate-500 dark:text-slate-400">
        {label}
      </label>
      <div className="relative">
        {prefix && (
          <span className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-sm text-slate-400">
            {prefix}
          </span>
        )}
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={0}
          max={max}
          step={step}
          value={text}
          placeholder={placeholder}
          aria-invalid={errorId ? true : undefined}
          aria-describedby={errorId}
          onChange={(event) => setText(event.target.value)}
          onBlur={commit}
          onKeyDown={onKeyDown}
          className={cn(
            'h-10 w-full rounded-xl border border-slate-200 bg-white pr-2 text-sm text-slate-900 shadow-sm transition placeholder:text-slate-400 focus:border-indigo-500 focus:ring-4 focus:ring-indigo-500/15 focus:outline-none dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:[color-scheme:dark]',
            prefix ? 'pl-7' : 'pl-3',
            errorId && 'border-rose-400 focus:border-rose-500 focus:ring-rose-500/15 dark:border-rose-500/70',
          )}
        />
      </div>
    </div>
  );
}
