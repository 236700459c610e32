import { useState, type ReactNode } from 'react';
import toast from 'react-hot-toast';
import { Pencil, Plus, Trash2, type LucideIcon } from 'lucide-react';
import { profileMessages, profileText } from '@hireloop/shared';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { useUpdateProfile, type ProfileChanges } from '../api/update-profile';
import { IconButton } from './icon-button';
import { SectionCard } from './section-card';

export interface EntryFormProps<T> {
  /** A copy of the entry being edited, or null when adding. */
  initial: T | null;
  saving: boolean;
  onSave: (entry: T) => void;
  onCancel: () => void;
  /** Only when editing an existing entry. */
  onDelete?: () => void;
}

interface EntryListSectionProps<T> {
  id: string;
  title: string;
  icon: LucideIcon;
  intro: string;
  entries: T[];
  /** The profile change that stores the whole list. */
  toChanges: (entries: T[]) => ProfileChanges;
  labels: { add: string; edit: string };
  empty: { icon: LucideIcon; title: string; text: string };
  /** A short name of an entry for the buttons' accessible names. */
  entryName: (entry: T) => string;
  renderEntry: (entry: T) => ReactNode;
  renderForm: (props: EntryFormProps<T>) => ReactNode;
}

const ADDING = -1;

/**
 * A list section with view and edit modes (docs/product.md section 4): one entry is edited at a time, by
 * index (-1 while adding). Each add, save or delete sends the whole list to the profile save.
 */
export function EntryListSection<T>({
  id,
  title,
  icon,
  intro,
  entries,
  toChanges,
  labels,
  empty,
  entryName,
  renderEntry,
  renderForm,
}: EntryListSectionProps<T>) {
  const [editIndex, setEditIndex] = useState<number | null>(null);
  const update = useUpdateProfile();

  function saveList(next: T[]) {
    update.mutate(toChanges(next), {
      onSuccess: () => {
        toast.success(profileMessages.updated);
        setEditIndex(null);
      },
      onError: () => toast.error(profileMessages.updateFailed),
    });
  }

  const save = (entry: T) =>
    saveList(
      editIndex === ADDING ? [...entries, entry] : entries.map((e, i) => (i === editIndex ? entry : e)),
    );
  const remove = (index: number) => saveList(entries.filter((_, i) => i !== index));

  const form = (index: number) => (
    <div className="rounded-2xl border border-indigo-200 bg-indigo-50/40 p-3.5 sm:p-5 dark:border-indigo-900/60 dark:bg-indigo-950/20">
      <h3 className="mb-4 text-sm font-semibold text-indigo-700 dark:text-indigo-300">
        {index === ADDING ? labels.add : labels.edit}
      </h3>
      {renderForm({
        initial: index === ADDING ? null : (entries[index] ?? null),
        saving: update.isPending,
        onSave: save,
        onCancel: () => setEditIndex(null),
        onDelete: index === ADDING ? undefined : () => remove(index),
      })}
    </div>
  );

  const addButton = (
    <Button
      variant="secondary"
      size="sm"
      icon={<Plus className="size-4" />}
      onClick={() => setEditIndex(ADDING)}
    >
      {profileText.add}
    </Button>
  );

  return (
    <SectionCard
      id={id}
      title={title}
      icon={icon}
      intro={intro}
      action={editIndex === null && entries.length > 0 && addButton}
    >
      {entries.length === 0 && editIndex !== ADDING ? (
        <EmptyState size="section" icon={empty.icon} title={empty.title} text={empty.text}>
          <Button size="sm" icon={<Plus className="size-4" />} onClick={() => setEditIndex(ADDING)}>
            {labels.add}
          </Button>
        </EmptyState>
      ) : (
        <ul className="space-y-3">
          {entries.map((entry, index) => (
            // Entries have no ids; the list is only reordered by this screen's own saves.
            <li key={index}>
              {editIndex === index ? (
                form(index)
              ) : (
                <div className="group flex gap-3 rounded-2xl border border-slate-100 p-4 transition hover:border-slate-200 hover:shadow-sm dark:border-slate-800 dark:hover:border-slate-700">
                  <div className="min-w-0 flex-1">{renderEntry(entry)}</div>
                  <div className="flex shrink-0 items-start gap-0.5">
                    <IconButton
                      label={`${profileText.edit} ${entryName(entry)}`}
                      onClick={() => setEditIndex(index)}
                      disabled={update.isPending}
                    >
                      <Pencil className="size-4" aria-hidden="true" />
                    </IconButton>
                    <IconButton
                      label={`${profileText.delete} ${entryName(entry)}`}
                      tone="danger"
                      onClick={() => remove(index)}
                      disabled={update.isPending}
                    >
                      <Trash2 className="size-4" aria-hidden="true" />
                    </IconButton>
                  </div>
                </div>
              )}
            </li>
          ))}
          {editIndex === ADDING && <li>{form(ADDING)}</li>}
        </ul>
      )}
    </SectionCard>
  );
}
