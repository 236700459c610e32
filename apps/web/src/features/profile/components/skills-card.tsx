import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { Lightbulb, Plus, Sparkles, X } from 'lucide-react';
import { hasSkill, profileMessages, profileText, SKILL_MAX_LENGTH } from '@hireloop/shared';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { useUpdateProfile } from '../api/update-profile';
import { sectionIds } from './quick-links';
import { SectionCard } from './section-card';

/**
 * Key skills (docs/product.md section 5): at most 30 characters with a counter, Enter adds, empty text and
 * once. duplicates (ignoring case, as the job form's key skills) are refused, and each add or removal is
 * saved at
 */
export function SkillsCard({ skills }: { skills: string[] }) {
  const [value, setValue] = useState('');
  const update = useUpdateProfile();
  const skill = value.trim();
  const duplicate = skill !== '' && hasSkill(skills, skill);
  const canAdd = skill !== '' && !duplicate && !update.isPending;

  function save(next: string[], onSuccess?: () => void) {
    update.mutate(
      { skills: next },
      {
        onSuccess: () => {
          onSuccess?.();
          toast.success(profileMessages.updated);
        },
        onError: () => toast.error(profileMessages.updateFailed),
      },
    );
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (canAdd) save([...skills, skill], () => setValue(''));
  }

  return (
    <SectionCard
      id={sectionIds.skills}
      title={profileText.skills}
      icon={Sparkles}
      intro={profileText.skillsIntro}
    >
      {skills.length > 0 ? (
        <ul aria-label={profileText.skills} className="flex flex-wrap gap-2">
          {skills.map((item) => (
            <li
              key={item}
              className="inline-flex items-center gap-1 rounded-full border border-indigo-100 bg-indigo-50 py-1 pr-1 pl-3 text-sm font-medium text-indigo-700 dark:border-indigo-900/60 dark:bg-indigo-950/50 dark:text-indigo-200"
            >
              {item}
              <button
                type="button"
                aria-label={profileText.removeSkill(item)}
                disabled={update.isPending}
                onClick={() => save(skills.filter((s) => s !== item))}
                className="inline-flex size-6 items-center justify-center rounded-full text-indigo-400 transition hover:bg-indigo-100 hover:text-indigo-700 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 disabled:opacity-50 dark:hover:bg-indigo-900 dark:hover:text-white"
              >
                <X className="size-3.5" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-500 italic dark:text-slate-400">{profileText.skillsEmpty}</p>
      )}

      <form onSubmit={onSubmit} noValidate className="mt-5">
        <label htmlFor="skill-input" className="text-sm font-medium text-slate-700 dark:text-slate-200">
          {profileText.addSkill}
        </label>
        <div className="mt-1.5 flex gap-2">
          <div className="min-w-0 flex-1">
            <Input
              id="skill-input"
              value={value}
              maxLength={SKILL_MAX_LENGTH}
              placeholder={profileText.skillPlaceholder}
              onChange={(event) => setValue(event.target.value)}
              invalid={duplicate}
              aria-describedby={duplicate ? 'skill-error' : 'skill-counter'}
              rightSlot={
                <span
                  id="skill-counter"
                  data-testid="skill-counter"
                  className="pr-2 text-xs text-slate-500 tabular-nums dark:text-slate-400"
                >
                  {profileText.skillCounter(value.length)}
                </span>
              }
            />
          </div>
          <Button
            type="submit"
            disabled={!canAdd}
            loading={update.isPending}
            icon={<Plus className="size-4" />}
          >
            {profileText.add}
          </Button>
        </div>
        {duplicate && (
          <p id="skill-error" role="alert" className="mt-1.5 text-sm text-rose-600 dark:text-rose-400">
            {profileMessages.duplicateSkill}
          </p>
        )}
      </form>

      <p className="mt-4 flex items-start gap-2 rounded-xl bg-amber-50 px-3.5 py-2.5 text-xs text-amber-800 dark:bg-amber-950/30 dark:text-amber-200">
        <Lightbulb className="mt-px size-4 shrink-0" aria-hidden="true" />
        {profileText.skillsTip}
      </p>
    </SectionCard>
  );
}
