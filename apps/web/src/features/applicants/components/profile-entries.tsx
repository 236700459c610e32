import type { ReactNode } from 'react';
import { ExternalLink } from 'lucide-react';
import {
  applicantsText,
  formatPeriod,
  projectLink,
  technologyList,
  type EducationEntry,
  type EmploymentEntry,
  type ProjectEntry,
} from '@hireloop/shared';
import { Chips } from './profile-section';

function Entry({
  title,
  subtitle,
  period,
  children,
}: {
  title: string;
  subtitle?: string;
  period: string;
  children?: ReactNode;
}) {
  return (
    <li className="relative pl-5 before:absolute before:top-1.5 before:left-0 before:size-2 before:rounded-full before:bg-indigo-500 after:absolute after:top-4 after:bottom-[-1rem] after:left-[3px] after:w-px after:bg-slate-200 last:after:hidden dark:after:bg-slate-700">
      <div className="flex flex-col gap-0.5 sm:flex-row sm:items-baseline sm:justify-between sm:gap-3">
        <p className="font-semibold text-slate-900 dark:text-white">{title}</p>
        {period && (
          <p className="shrink-0 text-xs font-medium text-slate-500 dark:text-slate-400">{period}</p>
        )}
      </div>
      {subtitle && <p className="text-slate-600 dark:text-slate-300">{subtitle}</p>}
      {children}
    </li>
  );
}

function Description({ text }: { text?: string }) {
  if (!text?.trim()) return null;
  return <p className="mt-1.5 whitespace-pre-line text-slate-600 dark:text-slate-400">{text}</p>;
}

/** Work experience, newest first as entered: title, company, 'Jan 2023 - Present', description. */
export function EmploymentList({ entries }: { entries: Partial<EmploymentEntry>[] }) {
  return (
    <ul className="space-y-4">
      {entries.map((e, i) => (
        <Entry
          key={i}
          title={e.title ?? ''}
          subtitle={e.company}
          period={formatPeriod(e.startDate ?? '', e.endDate ?? '', Boolean(e.isCurrentJob))}
        >
          <Description text={e.description} />
        </Entry>
      ))}
    </ul>
  );
}

export function EducationList({ entries }: { entries: Partial<EducationEntry>[] }) {
  return (
    <ul className="space-y-4">
      {entries.map((e, i) => (
        <Entry
          key={i}
          title={e.degree ?? ''}
          subtitle={e.institution}
          period={formatPeriod(e.startDate ?? '', e.endDate ?? '', Boolean(e.isCurrentStudy))}
        >
          {e.cgpa?.trim() && (
            <p className="mt-0.5 text-xs text-slate-500 dark:text-slate-400">
              {applicantsText.grade}: {e.cgpa}
            </p>
          )}
          <Description text={e.description} />
        </Entry>
      ))}
    </ul>
  );
}

export function ProjectList({ entries }: { entries: Partial<ProjectEntry>[] }) {
  return (
    <ul className="space-y-4">
      {entries.map((p, i) => {
        const link = projectLink(p.link);
        const technologies = technologyList(p.technologies);
        return (
          <Entry
            key={i}
            title={p.name ?? ''}
            subtitle={p.role?.trim() ? `${applicantsText.role}: ${p.role}` : undefined}
            period={formatPeriod(p.startDate ?? '', p.endDate ?? '', Boolean(p.isCurrentProject))}
          >
            <Description text={p.description} />
            {technologies.length > 0 && (
              <div className="mt-2">
                <Chips items={technologies} tone="indigo" />
              </div>
            )}
            {link && (
              <a
                href={link}
                target="_blank"
                rel="noreferrer noopener"
                className="mt-2 inline-flex items-center gap-1 text-xs font-medium text-indigo-600 hover:underline dark:text-indigo-400"
              >
                <ExternalLink className="size-3.5" aria-hidden="true" />
                {link}
              </a>
            )}
          </Entry>
        );
      })}
    </ul>
  );
}
