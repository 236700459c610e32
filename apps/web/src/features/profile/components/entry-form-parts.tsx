import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Trash2 } from 'lucide-react';
import { PRESENT, profileText } from '@hireloop/shared';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { InputField } from '@/components/ui/input-field';

interface PeriodFieldsProps {
  /** Prefix of the inputs' ids. */
  idPrefix: string;
  start: UseFormRegisterReturn;
  end: UseFormRegisterReturn;
  current: UseFormRegisterReturn;
  isCurrent: boolean;
  currentLabel: string;
  errors: { start?: string; end?: string };
}

/**
 * Start and end month plus the "current" box. Ticking the box clears the end date and disables it
 * (the form clears the value; a disabled input is left out of the submitted values).
 */
export function PeriodFields({
  idPrefix,
  start,
  end,
  current,
  isCurrent,
  currentLabel,
  errors,
}: PeriodFieldsProps) {
  return (
    <div className="space-y-3">
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField
          id={`${idPrefix}-start`}
          label={profileText.startDate}
          required
          error={errors.start}
          type="month"
          placeholder="YYYY-MM"
          {...start}
        />
        <InputField
          id={`${idPrefix}-end`}
          label={profileText.endDate}
          required={!isCurrent}
          error={errors.end}
          type="month"
          placeholder={isCurrent ? PRESENT : 'YYYY-MM'}
          {...end}
          disabled={isCurrent}
        />
      </div>
      <Checkbox id={`${idPrefix}-current`} label={currentLabel} {...current} />
    </div>
  );
}

interface FormActionsProps {
  saving: boolean;
  submitDisabled?: boolean;
  onCancel: () => void;
  onDelete?: () => void;
}

/** Save and Cancel (and Delete for an existing entry). */
export function FormActions({ saving, submitDisabled, onCancel, onDelete }: FormActionsProps) {
  return (
    <div className="flex flex-col-reverse gap-2 pt-1 sm:flex-row sm:items-center">
      {onDelete && (
        <Button
          variant="ghost"
          size="sm"
          className="text-rose-600 hover:bg-rose-50 hover:text-rose-700 dark:text-rose-400 dark:hover:bg-rose-950/40"
          icon={<Trash2 className="size-4" />}
          onClick={onDelete}
          disabled={saving}
        >
          {profileText.delete}
        </Button>
      )}
      <div className="flex flex-col-reverse gap-2 sm:ml-auto sm:flex-row">
        <Button variant="secondary" size="sm" onClick={onCancel} disabled={saving}>
          {profileText.cancel}
        </Button>
        <Button type="submit" size="sm" loading={saving} disabled={submitDisabled}>
          {profileText.save}
        </Button>
      </div>
    </div>
  );
}

/** A label with a quiet "Optional" mark. */
export function OptionalLabel({ children }: { children: ReactNode }) {
  return (
    <>
      {children}{' '}
      <span className="font-normal text-slate-400 dark:text-slate-500">({profileText.optional})</span>
    </>
  );
}
