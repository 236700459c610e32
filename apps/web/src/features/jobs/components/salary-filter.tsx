import { useId } from 'react';
import { SALARY_STEP, jobSearchText, salaryRangeSummary } from '@hireloop/shared';
import { NumberFilterInput } from './number-filter-input';

interface SalaryFilterProps {
  min: number | null;
  max: number | null;
  /** Why the range cannot be searched (the minimum above the maximum), or null. */
  error: string | null;
  onChange: (range: { minSalary: number | null; maxSalary: number | null }) => void;
}

/** Minimum and maximum salary in dollars; a range the wrong way round is refused at the inputs. */
export function SalaryFilter({ min, max, error, onChange }: SalaryFilterProps) {
  const errorId = useId();
  return (
    <div>
      <div className="flex gap-2.5">
        <NumberFilterInput
          label={jobSearchText.minSalary}
          value={min}
          step={SALARY_STEP}
          prefix="$"
          onCommit={(value) => onChange({ minSalary: value, maxSalary: max })}
        />
        <NumberFilterInput
          label={jobSearchText.maxSalary}
          value={max}
          step={SALARY_STEP}
          prefix="$"
          errorId={error ? errorId : undefined}
          onCommit={(value) => onChange({ minSalary: min, maxSalary: value })}
        />
      </div>
      {error ? (
        <p
          id={errorId}
          role="alert"
          className="mt-2.5 rounded-lg bg-rose-50 px-2.5 py-1.5 text-xs font-medium text-rose-700 dark:bg-rose-950/50 dark:text-rose-300"
        >
          {error}
        </p>
      ) : (
        <p
          data-testid="salary-summary"
          className="mt-2.5 rounded-lg bg-slate-50 px-2.5 py-1.5 text-xs font-medium text-slate-600 dark:bg-slate-800/60 dark:text-slate-300"
        >
          {salaryRangeSummary(min, max)}
        </p>
      )}
    </div>
  );
}
