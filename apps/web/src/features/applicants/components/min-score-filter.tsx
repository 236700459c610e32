import { useId } from 'react';
import { Gauge } from 'lucide-react';
import { applicantToolsText } from '@hireloop/shared';
import { Select } from '@/components/ui/select';

/** The minimums on offer; a value from the address that is not one of them is offered too. */
const MIN_SCORES = [30, 50, 60, 70, 80, 90];

interface MinScoreFilterProps {
  value: number | undefined;
  onChange: (minScore: number | undefined) => void;
}

/** Minimum match: only applicants scoring at least this; the server filters. */
export function MinScoreFilter({ value, onChange }: MinScoreFilterProps) {
  const id = useId();
  const scores =
    value === undefined || MIN_SCORES.includes(value)
      ? MIN_SCORES
      : [...MIN_SCORES, value].sort((a, b) => a - b);
  return (
    <div className="flex items-center gap-2">
      <label
        htmlFor={id}
        className="inline-flex shrink-0 items-center gap-1.5 text-sm font-medium text-slate-700 dark:text-slate-200"
      >
        <Gauge className="size-4 text-slate-400" aria-hidden="true" />
        {applicantToolsText.minScore}
      </label>
      <div className="w-40">
        <Select
          id={id}
          value={value === undefined ? '' : String(value)}
          onChange={(e) => onChange(e.target.value === '' ? undefined : Number(e.target.value))}
          placeholder={applicantToolsText.anyScore}
          options={scores.map((n) => ({ value: String(n), label: applicantToolsText.minScoreOption(n) }))}
          className="h-10"
        />
      </div>
    </div>
  );
}
