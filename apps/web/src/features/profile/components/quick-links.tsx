import { CheckCircle2, ChevronRight, Circle } from 'lucide-react';
import { profileText, type User } from '@hireloop/shared';
import { Card } from '@/components/ui/card';

export const sectionIds = {
  resume: 'resume',
  headline: 'headline',
  skills: 'skills',
  employment: 'employment',
  education: 'education',
  projects: 'projects',
} as const;

interface QuickLink {
  id: string;
  label: string;
  filled: boolean;
  /** 'Add' / 'Update' as the spec gives them; none for headline and skills. */
  action: string | null;
}

function linksFor(user: User): QuickLink[] {
  const hasResume = Boolean(user.resume?.fileUrl);
  const list = (id: string, label: string, entries: unknown[]): QuickLink => ({
    id,
    label,
    filled: entries.length > 0,
    action: entries.length === 0 ? profileText.add : null,
  });
  return [
    {
      id: sectionIds.resume,
      label: profileText.resume,
      filled: hasResume,
      action: hasResume ? profileText.update : profileText.add,
    },
    {
      id: sectionIds.headline,
      label: profileText.headline,
      filled: Boolean(user.headline.trim()),
      action: null,
    },
    { id: sectionIds.skills, label: profileText.skills, filled: user.skills.length > 0, action: null },
    list(sectionIds.employment, profileText.employment, user.employment),
    list(sectionIds.education, profileText.education, user.education),
    list(sectionIds.projects, profileText.projects, user.projects),
  ];
}

/** The side list that scrolls smoothly to each section (docs/product.md 2.15). */
export function QuickLinks({ user }: { user: User }) {
  return (
    <Card className="p-3">
      <h2 className="px-3 pt-2 pb-2 text-xs font-semibold tracking-wider text-slate-500 uppercase dark:text-slate-400">
        {profileText.quickLinks}
      </h2>
      <nav aria-label={profileText.quickLinks}>
        <ul className="space-y-0.5">
          {linksFor(user).map((link) => (
            <li key={link.id}>
              <button
                type="button"
                onClick={() =>
                  document.getElementById(link.id)?.scrollIntoView({ behavior: 'smooth', block: 'start' })
                }
                className="group flex w-full items-center gap-3 rounded-xl px-3 py-2.5 text-left text-sm font-medium text-slate-700 transition hover:bg-indigo-50 hover:text-indigo-700 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 dark:text-slate-200 dark:hover:bg-indigo-950/40 dark:hover:text-indigo-300"
              >
                {link.filled ? (
                  <CheckCircle2 className="size-4 shrink-0 text-emerald-500" aria-hidden="true" />
                ) : (
                  <Circle className="size-4 shrink-0 text-slate-300 dark:text-slate-600" aria-hidden="true" />
                )}
                <span className="flex-1 truncate">{link.label}</span>
                {link.action ? (
                  <span className="rounded-md bg-indigo-50 px-2 py-0.5 text-xs font-semibold text-indigo-600 group-hover:bg-white dark:bg-indigo-950/60 dark:text-indigo-300 dark:group-hover:bg-slate-900">
                    {link.action}
                  </span>
                ) : (
                  <ChevronRight
                    className="size-4 shrink-0 text-slate-300 transition group-hover:translate-x-0.5 group-hover:text-indigo-400 dark:text-slate-600"
                    aria-hidden="true"
                  />
                )}
              </button>
            </li>
          ))}
        </ul>
      </nav>
    </Card>
  );
}
