import { type KeyboardEvent, useId, useState } from 'react';
import { SALARY_STEP, jobSearchText, salaryRangeSummary } from '@hireloop/shared';
import { toWholeNumber } from '../hooks/search-filters';

interface SalaryInputProps {
  label: string;
  value: number | null;
  onCommit: (value: number | null) => void;
}

/** A number box that keeps what is typed and hands over a whole number on blur (spec section 5). */
function SalaryInput({ label, value, onCommit }: SalaryInputProps) {
  const id = useId();
  const [text, setText] = useState(value === null ? '' : String(value));
  const [shown, setShown] = useState(value);
  // The value changed from outside (Clear All, back): show it.
  if (shown !== value) {
    setShown(value);
    setText(value === null ? '' : String(value));
  }

  const commit = () => {
    const next = toWholeNumber(text);
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
        <span className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-sm text-slate-400">
          $
        </span>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={0}
          step={SALARY_STEP}
          value={text}
          placeholder="0"
          onChange={(event) => setText(event.target.value)}
          onBlur={commit}
          onKeyDown={onKeyDown}
          className="h-10 w-full rounded-xl border border-slate-200 bg-white pr-2 pl-7 text-sm text-slate-900 shadow-sm transition placeholder:text-slate-400 focus:border-indigo-500 focus:ring-4 focus:ring-indigo-500/15 focus:outline-none dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
        />
      </div>
    </div>
  );
}

interface SalaryFilterProps {
  min: number | null;
  max: number | null;
  onChange: (range: { minSalary: number | null; maxSalary: number | null }) => void;
}

export function SalaryFilter({ min, max, onChange }: SalaryFilterProps) {
  return (
    <div>
      <div className="flex gap-2.5">
        <SalaryInput
          label={jobSearchText.minSalary}
          value={min}
          onCommit={(value) => onChange({ minSalary: value, maxSalary: max })}
        />
        <SalaryInput
          label={jobSearchText.maxSalary}
          value={max}
          onCommit={(value) => onChange({ minSalary: min, maxSalary: value })}
        />
      </div>
      <p
        data-testid="salary-summary"
        className="mt-2.5 rounded-lg bg-slate-50 px-2.5 py-1.5 text-xs font-medium text-slate-600 dark:bg-slate-800/60 dark:text-slate-300"
      >
        {salaryRangeSummary(min, max)}
      </p>
    </div>
  );
}
