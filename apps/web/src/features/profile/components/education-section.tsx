import { Award, CalendarDays, GraduationCap } from 'lucide-react';
import { educationEntrySchema, formatPeriod, profileText, type EducationEntry } from '@hireloop/shared';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { InputField } from '@/components/ui/input-field';
import { Textarea } from '@/components/ui/textarea';
import { useEntryForm } from '../lib/use-entry-form';
import { FormActions, OptionalLabel, PeriodFields } from './entry-form-parts';
import { EntryListSection, type EntryFormProps } from './entry-list-section';
import { EntryFact, EntryView } from './entry-view';
import { sectionIds } from './quick-links';

const blank: EducationEntry = {
  degree: '',
  institution: '',
  startDate: '',
  endDate: '',
  isCurrentStudy: false,
  cgpa: '',
  description: '',
};

/**
 * Degree, institution and start date required; an end date unless currently studying (docs/product.md section
 * 5).
 */
function EducationForm({ initial, saving, onSave, onCancel, onDelete }: EntryFormProps<EducationEntry>) {
  const { form, period } = useEntryForm({
    schema: educationEntrySchema,
    initial,
    blank,
    first: 'degree',
    current: 'isCurrentStudy',
  });
  const { errors } = form.formState;

  return (
    <form onSubmit={form.handleSubmit(onSave)} noValidate className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField
          id="education-degree"
          label={profileText.degreeLabel}
          required
          error={errors.degree?.message}
          placeholder="e.g. B.Tech in Computer Science"
          {...form.register('degree')}
        />
        <InputField
          id="education-institution"
          label={profileText.institutionLabel}
          required
          error={errors.institution?.message}
          placeholder="e.g. IIT Bombay"
          {...form.register('institution')}
        />
      </div>
      <PeriodFields idPrefix="education" currentLabel={profileText.currentStudy} {...period} />
      <div className="grid gap-4 sm:grid-cols-[12rem_1fr]">
        <Field htmlFor="education-cgpa" label={<OptionalLabel>{profileText.cgpaLabel}</OptionalLabel>}>
          <Input id="education-cgpa" placeholder="e.g. 8.6 / 10" {...form.register('cgpa')} />
        </Field>
        <Field
          htmlFor="education-description"
          label={<OptionalLabel>{profileText.description}</OptionalLabel>}
        >
          <Textarea
            id="education-description"
            rows={2}
            placeholder="Focus areas, honours, activities"
            {...form.register('description')}
          />
        </Field>
      </div>
      <FormActions saving={saving} onCancel={onCancel} onDelete={onDelete} />
    </form>
  );
}

function EducationView({ entry }: { entry: EducationEntry }) {
  return (
    <EntryView
      icon={GraduationCap}
      tileClassName="bg-sky-50 text-sky-600 dark:bg-sky-950/50 dark:text-sky-300"
      title={entry.degree}
      subtitle={entry.institution}
      description={entry.description}
      meta={
        <>
          <EntryFact icon={CalendarDays}>
            {formatPeriod(entry.startDate, entry.endDate, entry.isCurrentStudy)}
          </EntryFact>
          {entry.cgpa && (
            <EntryFact icon={Award}>
              {profileText.cgpaLabel}: {entry.cgpa}
            </EntryFact>
          )}
        </>
      }
    />
  );
}

export function EducationSection({ entries }: { entries: EducationEntry[] }) {
  return (
    <EntryListSection
      id={sectionIds.education}
      title={profileText.education}
      icon={GraduationCap}
      intro={profileText.educationIntro}
      entries={entries}
      toChanges={(education) => ({ education })}
      labels={{ add: profileText.addEducation, edit: profileText.editEducation }}
      empty={{
        icon: GraduationCap,
        title: profileText.educationEmptyTitle,
        text: profileText.educationEmptyText,
      }}
      entryName={(entry) => `${entry.degree} at ${entry.institution}`}
      renderEntry={(entry) => <EducationView entry={entry} />}
      renderForm={(props) => <EducationForm {...props} />}
    />
  );
}
