import { FolderGit2, Link2 } from 'lucide-react';
import { profileText, projectEntrySchema, type ProjectEntry } from '@hireloop/shared';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { InputField } from '@/components/ui/input-field';
import { Textarea } from '@/components/ui/textarea';
import { useEntryForm } from '../lib/use-entry-form';
import { FormActions, OptionalLabel, PeriodFields } from './entry-form-parts';
import { EntryListSection, type EntryFormProps } from './entry-list-section';
import { ProjectView } from './project-view';
import { sectionIds } from './quick-links';

const blank: ProjectEntry = {
  name: '',
  description: '',
  technologies: '',
  startDate: '',
  endDate: '',
  isCurrentProject: false,
  role: '',
  link: '',
};

/**
 * Project Name, Start Date and Project Description required, and an End Date unless the project is
 * current; the save button stays disabled until these hold (docs/product.md section 5).
 */
function ProjectForm({ initial, saving, onSave, onCancel, onDelete }: EntryFormProps<ProjectEntry>) {
  const { form, period } = useEntryForm({
    schema: projectEntrySchema,
    initial,
    blank,
    first: 'name',
    current: 'isCurrentProject',
  });
  const { errors } = form.formState;
  const values = form.watch();
  const ready = projectEntrySchema.safeParse(values).success;

  return (
    <form onSubmit={form.handleSubmit(onSave)} noValidate className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField
          id="project-name"
          label={profileText.projectNameLabel}
          required
          error={errors.name?.message}
          placeholder="e.g. Expense tracker"
          {...form.register('name')}
        />
        <Field htmlFor="project-role" label={<OptionalLabel>{profileText.projectRoleLabel}</OptionalLabel>}>
          <Input id="project-role" placeholder="e.g. Lead developer" {...form.register('role')} />
        </Field>
      </div>
      <PeriodFields idPrefix="project" currentLabel={profileText.currentProject} {...period} />
      <Field
        htmlFor="project-description"
        label={profileText.projectDescriptionLabel}
        required
        error={errors.description?.message}
      >
        <Textarea
          id="project-description"
          rows={3}
          placeholder="What it does, your part in it, and the result"
          invalid={Boolean(errors.description)}
          aria-required="true"
          {...form.register('description')}
        />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          htmlFor="project-technologies"
          label={<OptionalLabel>{profileText.technologiesLabel}</OptionalLabel>}
          hint={profileText.technologiesHint}
        >
          <Input id="project-technologies" placeholder="React, Node.js" {...form.register('technologies')} />
        </Field>
        <Field htmlFor="project-link" label={<OptionalLabel>{profileText.projectLinkLabel}</OptionalLabel>}>
          <Input
            id="project-link"
            type="url"
            placeholder="https://github.com/you/project"
            leftIcon={<Link2 className="size-4" />}
            {...form.register('link')}
          />
        </Field>
      </div>
      <FormActions saving={saving} submitDisabled={!ready} onCancel={onCancel} onDelete={onDelete} />
    </form>
  );
}

export function ProjectsSection({ entries }: { entries: ProjectEntry[] }) {
  return (
    <EntryListSection
      id={sectionIds.projects}
      title={profileText.projects}
      icon={FolderGit2}
      intro={profileText.projectsIntro}
      entries={entries}
      toChanges={(projects) => ({ projects })}
      labels={{ add: profileText.addProject, edit: profileText.editProject }}
      empty={{ icon: FolderGit2, title: profileText.projectsEmptyTitle, text: profileText.projectsEmptyText }}
      entryName={(entry) => entry.name}
      renderEntry={(entry) => <ProjectView entry={entry} />}
      renderForm={(props) => <ProjectForm {...props} />}
    />
  );
}
