import { CalendarDays, CheckCircle2, CircleDot, ExternalLink, FolderGit2, UserRound } from 'lucide-react';
import {
  formatPeriod,
  profileText,
  projectLink,
  projectType,
  technologyList,
  type ProjectEntry,
  type ProjectType,
} from '@hireloop/shared';
import { cn } from '@/components/ui/cn';

const typeColours: Record<ProjectType, string> = {
  'Web Development':
    'bg-sky-50 text-sky-700 ring-sky-200 dark:bg-sky-950/50 dark:text-sky-300 dark:ring-sky-900',
  'Mobile App':
    'bg-violet-50 text-violet-700 ring-violet-200 dark:bg-violet-950/50 dark:text-violet-300 dark:ring-violet-900',
  'AI/ML':
    'bg-fuchsia-50 text-fuchsia-700 ring-fuchsia-200 dark:bg-fuchsia-950/50 dark:text-fuchsia-300 dark:ring-fuchsia-900',
  'Data Science':
    'bg-teal-50 text-teal-700 ring-teal-200 dark:bg-teal-950/50 dark:text-teal-300 dark:ring-teal-900',
  'Game Development':
    'bg-orange-50 text-orange-700 ring-orange-200 dark:bg-orange-950/50 dark:text-orange-300 dark:ring-orange-900',
  Other:
    'bg-slate-100 text-slate-700 ring-slate-200 dark:bg-slate-800 dark:text-slate-300 dark:ring-slate-700',
};

/** A project in view mode (docs/product.md 2.15): type badge, status, period, link, technology chips. */
export function ProjectView({ entry }: { entry: ProjectEntry }) {
  const type = projectType(entry);
  const link = projectLink(entry.link);
  const technologies = technologyList(entry.technologies);

  return (
    <div className="flex gap-3">
      <span className="hidden size-11 shrink-0 items-center justify-center rounded-xl bg-emerald-50 text-emerald-600 sm:flex dark:bg-emerald-950/50 dark:text-emerald-300">
        <FolderGit2 className="size-5" aria-hidden="true" />
      </span>
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="font-semibold text-slate-900 dark:text-white">{entry.name}</h3>
          <span
            data-testid="project-type"
            className={cn(
              'rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset',
              typeColours[type],
            )}
          >
            {type}
          </span>
          {entry.isCurrentProject ? (
            <span className="inline-flex items-center gap-1 rounded-full bg-amber-50 px-2.5 py-0.5 text-xs font-semibold text-amber-700 dark:bg-amber-950/50 dark:text-amber-300">
              <CircleDot className="size-3" aria-hidden="true" />
              {profileText.inProgress}
            </span>
          ) : (
            <span className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2.5 py-0.5 text-xs font-semibold text-emerald-700 dark:bg-emerald-950/50 dark:text-emerald-300">
              <CheckCircle2 className="size-3" aria-hidden="true" />
              {profileText.completed}
            </span>
          )}
        </div>
        <div className="mt-1.5 flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-slate-500 dark:text-slate-400">
          {entry.role && (
            <span className="inline-flex items-center gap-1.5">
              <UserRound className="size-3.5" aria-hidden="true" />
              {entry.role}
            </span>
          )}
          <span className="inline-flex items-center gap-1.5">
            <CalendarDays className="size-3.5" aria-hidden="true" />
            {formatPeriod(entry.startDate, entry.endDate, entry.isCurrentProject)}
          </span>
          {link && (
            <a
              href={link}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center gap-1 font-semibold text-indigo-600 hover:text-indigo-500 hover:underline dark:text-indigo-400"
            >
              <ExternalLink className="size-3.5" aria-hidden="true" />
              {profileText.viewProject}
              <span className="sr-only"> {entry.name}</span>
            </a>
          )}
        </div>
        <p className="mt-2 text-sm leading-relaxed whitespace-pre-line text-slate-600 dark:text-slate-300">
          {entry.description}
        </p>
        {technologies.length > 0 && (
          <ul aria-label={profileText.technologiesLabel} className="mt-3 flex flex-wrap gap-1.5">
            {technologies.map((tech) => (
              <li
                key={tech}
                className="rounded-md bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700 dark:bg-slate-800 dark:text-slate-300"
              >
                {tech}
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
