import { useState, type KeyboardEvent } from 'react';
import { Plus, X } from 'lucide-react';
import { JOB_TEXT_LIMITS, normalizeKeySkills, postJobText } from '@hireloop/shared';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';

interface KeySkillsInputProps {
  id: string;
  value: string[];
  onChange: (skills: string[]) => void;
  disabled?: boolean;
}

const { keySkill: SKILL_MAX, keySkills: SKILLS_MAX } = JOB_TEXT_LIMITS;

/**
 * Key skills as chips (docs/product.md section 5): the text is trimmed, an empty value or one already in
 * the list (case-insensitively) is ignored, Enter adds, each chip can be removed. At most 20 skills of
 * 40 characters (the input stops there; the hint counts them).
 */
export function KeySkillsInput({ id, value, onChange, disabled }: KeySkillsInputProps) {
  const [draft, setDraft] = useState('');
  const full = value.length >= SKILLS_MAX;

  const add = () => {
    if (full) return;
    onChange(normalizeKeySkills([...value, draft]));
    setDraft('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    // Enter adds a skill; it must not submit the job form.
    event.preventDefault();
    add();
  };

  return (
    <div className="space-y-3">
      <div className="flex gap-2">
        <div className="flex-1">
          <Input
            id={id}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={onKeyDown}
            placeholder="e.g. React, TypeScript, SQL"
            maxLength={SKILL_MAX}
            disabled={disabled}
            aria-describedby={`${id}-hint`}
          />
        </div>
        <Button
          variant="secondary"
          onClick={add}
          disabled={disabled || full || !draft.trim()}
          icon={<Plus className="size-4" />}
        >
          {postJobText.addSkill}
        </Button>
      </div>
      <p id={`${id}-hint`} className="text-xs text-slate-500 dark:text-slate-400">
        {full
          ? postJobText.keySkillsFull(SKILLS_MAX)
          : `${postJobText.keySkillsHint} ${postJobText.keySkillsCount(value.length, SKILLS_MAX)}`}
      </p>
      {value.length > 0 && (
        <ul aria-label="Key skills" className="flex flex-wrap gap-2">
          {value.map((skill) => (
            <li
              key={skill}
              className="inline-flex items-center gap-1 rounded-full border border-indigo-100 bg-indigo-50 py-1 pr-1 pl-3 text-sm font-medium text-indigo-700 dark:border-indigo-900/60 dark:bg-indigo-950/50 dark:text-indigo-300"
            >
              {skill}
              <button
                type="button"
                onClick={() => onChange(value.filter((s) => s !== skill))}
                disabled={disabled}
                aria-label={`Remove ${skill}`}
                className="inline-flex size-6 items-center justify-center rounded-full text-indigo-500 transition hover:bg-indigo-100 hover:text-indigo-700 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 dark:hover:bg-indigo-900/60 dark:hover:text-indigo-200"
              >
                <X className="size-3.5" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
