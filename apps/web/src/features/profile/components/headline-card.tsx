import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { Pencil, Quote } from 'lucide-react';
import { HEADLINE_GUIDANCE, profileMessages, profileText } from '@hireloop/shared';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { useUpdateProfile } from '../api/update-profile';
import { sectionIds } from './quick-links';
import { SectionCard } from './section-card';
import { Textarea } from '@/components/ui/textarea';

/**
 * Profile headline (docs/product.md 2.15, 5): a counter 'n/120' as guidance only; whitespace-only cannot be
 * saved.
 */
export function HeadlineCard({ headline }: { headline: string }) {
  const [draft, setDraft] = useState<string | null>(null);
  const update = useUpdateProfile();
  const editing = draft !== null;
  const blank = editing && draft.trim() === '';
  const over = editing && draft.length > HEADLINE_GUIDANCE;

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (draft === null || blank) return;
    update.mutate(
      { headline: draft.trim() },
      {
        onSuccess: () => {
          toast.success(profileMessages.updated);
          setDraft(null);
        },
        onError: () => toast.error(profileMessages.updateFailed),
      },
    );
  }

  const action = !editing && (
    <Button
      variant="secondary"
      size="sm"
      icon={<Pencil className="size-4" />}
      onClick={() => setDraft(headline)}
    >
      {headline ? profileText.edit : profileText.add}
    </Button>
  );

  return (
    <SectionCard
      id={sectionIds.headline}
      title={profileText.headline}
      icon={Quote}
      intro={profileText.headlineIntro}
      action={action}
    >
      {editing ? (
        <form onSubmit={onSubmit} noValidate className="space-y-3">
          <label htmlFor="headline-input" className="sr-only">
            {profileText.headline}
          </label>
          <Textarea
            id="headline-input"
            rows={3}
            autoFocus
            value={draft}
            placeholder={profileText.headlinePlaceholder}
            onChange={(event) => setDraft(event.target.value)}
            invalid={blank && draft !== ''}
            aria-describedby="headline-guidance headline-counter"
          />
          <div className="flex flex-wrap items-center justify-between gap-2 text-xs">
            <span
              id="headline-guidance"
              role={blank && draft !== '' ? 'alert' : undefined}
              className={cn(
                'text-slate-500 dark:text-slate-400',
                blank && draft !== '' && 'text-rose-600 dark:text-rose-400',
              )}
            >
              {blank && draft !== '' ? profileMessages.headlineBlank : profileText.headlineGuidance}
            </span>
            <span
              id="headline-counter"
              data-testid="headline-counter"
              className={cn(
                'font-medium tabular-nums',
                over ? 'text-amber-600 dark:text-amber-400' : 'text-slate-500 dark:text-slate-400',
              )}
            >
              {profileText.headlineCounter(draft.length)}
            </span>
          </div>
          <div className="flex justify-end gap-2">
            <Button variant="secondary" size="sm" onClick={() => setDraft(null)} disabled={update.isPending}>
              {profileText.cancel}
            </Button>
            <Button type="submit" size="sm" loading={update.isPending} disabled={blank}>
              {profileText.save}
            </Button>
          </div>
        </form>
      ) : headline ? (
        <p className="rounded-xl border-l-4 border-indigo-500 bg-indigo-50/50 px-4 py-3 text-sm leading-relaxed text-slate-700 dark:bg-indigo-950/20 dark:text-slate-200">
          {headline}
        </p>
      ) : (
        <p className="text-sm text-slate-500 italic dark:text-slate-400">{profileText.headlineEmpty}</p>
      )}
    </SectionCard>
  );
}
