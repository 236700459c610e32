import type { UseFormReturn } from 'react-hook-form';
import { ALERT_FREQUENCIES, jobAlertsText as text, type AlertSettingsForm } from '@hireloop/shared';
import { cn } from '@/components/ui/cn';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';

/**
 * The name and the daily/weekly choice of a job alert, in the create dialog on Find Jobs and the
 * edit dialog of the alerts page; `placeholder` is the name the alert gets when left empty.
 */
export function AlertSettingsFields({
  form,
  placeholder,
  idPrefix,
}: {
  form: UseFormReturn<AlertSettingsForm>;
  placeholder: string;
  idPrefix: string;
}) {
  const {
    register,
    watch,
    formState: { errors },
  } = form;
  const chosen = watch('frequency');
  return (
    <div className="space-y-4">
      <Field
        htmlFor={`${idPrefix}-name`}
        label={text.nameLabel}
        hint={text.nameHint}
        error={errors.name?.message}
      >
        <Input
          id={`${idPrefix}-name`}
          placeholder={placeholder}
          invalid={Boolean(errors.name)}
          autoComplete="off"
          {...register('name')}
        />
      </Field>
      <fieldset>
        <legend className="mb-1.5 text-sm font-medium text-slate-700 dark:text-slate-200">
          {text.frequencyLabel}
        </legend>
        <div className="grid grid-cols-2 gap-2">
          {ALERT_FREQUENCIES.map((frequency) => (
            <label
              key={frequency}
              className={cn(
                'flex cursor-pointer items-center justify-center gap-2 rounded-xl border px-3 py-2.5 text-sm font-semibold transition has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-indigo-500',
                chosen === frequency
                  ? 'border-indigo-500 bg-indigo-50 text-indigo-700 dark:border-indigo-400 dark:bg-indigo-950/50 dark:text-indigo-200'
                  : 'border-slate-200 bg-white text-slate-700 hover:bg-slate-50 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200 dark:hover:bg-slate-800',
              )}
            >
              <input type="radio" value={frequency} className="sr-only" {...register('frequency')} />
              {text.frequency[frequency]}
            </label>
          ))}
        </div>
        {errors.frequency?.message && (
          <p role="alert" className="mt-1.5 text-sm text-rose-600 dark:text-rose-400">
            {errors.frequency.message}
          </p>
        )}
      </fieldset>
    </div>
  );
}
