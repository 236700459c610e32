import { Briefcase, Building2, CalendarDays } from 'lucide-react';
import { employmentEntrySchema, formatPeriod, profileText, type EmploymentEntry } from '@hireloop/shared';
import { Field } from '@/components/ui/field';
import { InputField } from '@/components/ui/input-field';
import { Textarea } from '@/components/ui/textarea';
import { useEntryForm } from '../lib/use-entry-form';
import { FormActions, OptionalLabel, PeriodFields } from './entry-form-parts';
import { EntryListSection, type EntryFormProps } from './entry-list-section';
import { EntryFact, EntryView } from './entry-view';
import { sectionIds } from './quick-links';

const blank: EmploymentEntry = {
  title: '',
  company: '',
  startDate: '',
  endDate: '',
  isCurrentJob: false,
  description: '',
};

/**
 * Job title, company and start date required; an end date unless 'I currently work here' (docs/product.md
 * section 5).
 */
function EmploymentForm({ initial, saving, onSave, onCancel, onDelete }: EntryFormProps<EmploymentEntry>) {
  const { form, period } = useEntryForm({
    schema: employmentEntrySchema,
    initial,
    blank,
    first: 'title',
    current: 'isCurrentJob',
  });
  const { errors } = form.formState;

  return (
    <form onSubmit={form.handleSubmit(onSave)} noValidate className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField
          id="employment-title"
          label={profileText.employmentTitleLabel}
          required
          error={errors.title?.message}
          placeholder="e.g. Software Engineer"
          {...form.register('title')}
        />
        <InputField
          id="employment-company"
          label={profileText.employmentCompanyLabel}
          required
          error={errors.company?.message}
          placeholder="e.g. Northwind Labs"
          {...form.register('company')}
        />
      </div>
      <PeriodFields idPrefix="employment" currentLabel={profileText.currentJob} {...period} />
      <Field
        htmlFor="employment-description"
        label={<OptionalLabel>{profileText.description}</OptionalLabel>}
      >
        <Textarea
          id="employment-description"
          rows={3}
          placeholder="What you worked on and what you achieved"
          {...form.register('description')}
        />
      </Field>
      <FormActions saving={saving} onCancel={onCancel} onDelete={onDelete} />
    </form>
  );
}

function EmploymentView({ entry }: { entry: EmploymentEntry }) {
  return (
    <EntryView
      icon={Building2}
      tileClassName="bg-violet-50 text-violet-600 dark:bg-violet-950/50 dark:text-violet-300"
      title={entry.title}
      subtitle={entry.company}
      description={entry.description}
      meta={
        <EntryFact icon={CalendarDays}>
          {formatPeriod(entry.startDate, entry.endDate, entry.isCurrentJob)}
        </EntryFact>
      }
    />
  );
}

export function EmploymentSection({ entries }: { entries: EmploymentEntry[] }) {
  return (
    <EntryListSection
      id={sectionIds.employment}
      title={profileText.employment}
      icon={Briefcase}
      intro={profileText.employmentIntro}
      entries={entries}
      toChanges={(employment) => ({ employment })}
      labels={{ add: profileText.addEmployment, edit: profileText.editEmployment }}
      empty={{
        icon: Briefcase,
        title: profileText.employmentEmptyTitle,
        text: profileText.employmentEmptyText,
      }}
      entryName={(entry) => `${entry.title} at ${entry.company}`}
      renderEntry={(entry) => <EmploymentView entry={entry} />}
      renderForm={(props) => <EmploymentForm {...props} />}
    />
  );
}
