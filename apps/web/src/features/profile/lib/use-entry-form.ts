import { useEffect } from 'react';
import { useForm, type DefaultValues, type Path, type PathValue } from 'react-hook-form';
import type { z } from 'zod';
import { entryResolver } from './entry-resolver';
import { monthValue } from './month-value';

interface DatedEntry {
  startDate: string;
  endDate: string;
}

interface EntryFormOptions<T extends DatedEntry> {
  /** The shared entry schema, the one the server checks. */
  schema: z.ZodType<T>;
  /** The entry being edited, or null when adding. */
  initial: T | null;
  blank: T;
  /** The field that takes the focus when the form opens. */
  first: Path<T>;
  /** The "I currently ..." box: ticking it clears the end date. */
  current: Path<T>;
}

/**
 * The form of an employment, education or project entry: validated by its shared schema, stored dates shown
 * as months, the first field focused, and the props of its PeriodFields.
 */
export function useEntryForm<T extends DatedEntry>({
  schema,
  initial,
  blank,
  first,
  current,
}: EntryFormOptions<T>) {
  const form = useForm<T, unknown, T>({
    resolver: entryResolver(schema),
    defaultValues: (initial
      ? { ...initial, startDate: monthValue(initial.startDate), endDate: monthValue(initial.endDate) }
      : blank) as DefaultValues<T>,
  });
  const { register, setFocus, setValue, watch, getFieldState, formState } = form;
  useEffect(() => setFocus(first), [setFocus, first]);

  // The generic T hides that these names exist; DatedEntry guarantees them.
  const startName = 'startDate' as Path<T>;
  const endName = 'endDate' as Path<T>;
  const period = {
    start: register(startName),
    end: register(endName),
    current: register(current, {
      onChange: (event: { target: { checked: boolean } }) => {
        if (event.target.checked) setValue(endName, '' as PathValue<T, Path<T>>);
      },
    }),
    isCurrent: Boolean(watch(current)),
    errors: {
      start: getFieldState(startName, formState).error?.message,
      end: getFieldState(endName, formState).error?.message,
    },
  };
  return { form, period };
}
