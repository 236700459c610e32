import type { ReactNode } from 'react';
import dayjs from 'dayjs';
import advancedFormat from 'dayjs/plugin/advancedFormat';
import { Briefcase, Building2, CalendarDays, Clock, DollarSign, Factory, Layers, MapPin } from 'lucide-react';
import { CATEGORY_OPTIONS, formatExperienceRange, formatYearlyRange, postJobText } from '@hireloop/shared';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { cn } from '@/components/ui/cn';
import type { JobFormValues } from '../hooks/job-form-values';

dayjs.extend(advancedFormat);

/** The job seeker's colours for the job type (docs/product.md 2.12). */
const typeColours: Record<string, string> = {
  'Full-Time':
    'bg-emerald-50 text-emerald-700 ring-emerald-600/20 dark:bg-emerald-950/50 dark:text-emerald-300',
  'Part-Time': 'bg-amber-50 text-amber-700 ring-amber-600/20 dark:bg-amber-950/50 dark:text-amber-300',
  Contract: 'bg-purple-50 text-purple-700 ring-purple-600/20 dark:bg-purple-950/50 dark:text-purple-300',
};
const otherTypeColour = 'bg-sky-50 text-sky-700 ring-sky-600/20 dark:bg-sky-950/50 dark:text-sky-300';

const toNumber = (value: string): number | null => {
  if (value.trim() === '') return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
};

function rangeText(min: string, max: string, format: (a: number, b: number) => string): string | null {
  const a = toNumber(min);
  const b = toNumber(max);
  return a === null || b === null ? null : format(a, b);
}

interface JobPreviewProps {
  values: JobFormValues;
  /** The listing's date; a new job shows today's. */
  postedAt?: string;
}

/** The job as a job seeker will see it on its detail page (docs/product.md 2.13), before it is published. */
export function JobPreview({ values, postedAt }: JobPreviewProps) {
  const salary = rangeText(values.salaryMin, values.salaryMax, formatYearlyRange);
  const experience = rangeText(values.experienceMin, values.experienceMax, formatExperienceRange);
  const category = CATEGORY_OPTIONS.find((c) => c.value === values.category)?.label;
  const facts = [
    { icon: MapPin, label: 'Location', value: values.location.trim() },
    { icon: Factory, label: 'Industry', value: values.industry },
    { icon: Layers, label: 'Department', value: values.department },
    { icon: Briefcase, label: 'Employment type', value: values.employmentType },
    { icon: CalendarDays, label: 'Posted', value: dayjs(postedAt).format('Do MMM YYYY') },
  ].filter((f) => f.value);

  return (
    <article aria-label="Job preview" className="space-y-6">
      <Card className="overflow-hidden">
        <div className="h-24 bg-gradient-to-r from-indigo-600 via-violet-600 to-fuchsia-500 sm:h-28" />
        <div className="px-5 pb-6 sm:px-8">
          <div className="-mt-10 flex size-20 items-center justify-center rounded-2xl border-4 border-white bg-slate-100 text-slate-400 shadow-md dark:border-slate-900 dark:bg-slate-800">
            <Building2 className="size-9" aria-hidden="true" />
          </div>
          <div className="mt-4 flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
            <div className="min-w-0">
              <h2 className="text-2xl font-bold tracking-tight break-words text-slate-900 sm:text-3xl dark:text-white">
                {values.title.trim() || 'Untitled job'}
              </h2>
              <p className="mt-1 font-medium text-slate-600 dark:text-slate-300">
                {values.companyName.trim() || 'Your company'}
              </p>
              <div className="mt-3 flex flex-wrap gap-2">
                {values.type && (
                  <span
                    className={cn(
                      'rounded-full px-2.5 py-1 text-xs font-semibold ring-1 ring-inset',
                      typeColours[values.type] ?? otherTypeColour,
                    )}
                  >
                    {values.type}
                  </span>
                )}
                {category && (
                  <span className="rounded-full bg-slate-100 px-2.5 py-1 text-xs font-semibold text-slate-700 dark:bg-slate-800 dark:text-slate-300">
                    {category}
                  </span>
                )}
              </div>
            </div>
            <Button
              size="lg"
              disabled
              title="Job seekers apply here"
              className="shrink-0 disabled:opacity-70"
            >
              {postJobText.applyNow}
            </Button>
          </div>
          <ul className="mt-6 grid gap-3 text-sm sm:grid-cols-2 lg:grid-cols-3">
            {facts.map(({ icon: Icon, label, value }) => (
              <li key={label} className="flex items-center gap-2.5 text-slate-600 dark:text-slate-300">
                <Icon className="size-4 shrink-0 text-indigo-500" aria-hidden="true" />
                <span className="sr-only">{label}: </span>
                <span className="truncate">{value}</span>
              </li>
            ))}
          </ul>
        </div>
      </Card>

      <div className="grid gap-4 sm:grid-cols-2">
        <Highlight icon={<DollarSign className="size-5" />} title="Compensation">
          <p className="text-lg font-bold text-slate-900 dark:text-white">{salary ?? 'Not specified'}</p>
          <span className="mt-2 inline-block rounded-full bg-emerald-50 px-2.5 py-0.5 text-xs font-semibold text-emerald-700 dark:bg-emerald-950/50 dark:text-emerald-300">
            {postJobText.competitive}
          </span>
        </Highlight>
        <Highlight icon={<Clock className="size-5" />} title={postJobText.experienceRequired}>
          <p className="text-lg font-bold text-slate-900 dark:text-white">{experience ?? 'Not specified'}</p>
        </Highlight>
      </div>

      <Card className="space-y-8 p-5 sm:p-8">
        <ProseSection title={postJobText.aboutRole} text={values.description} />
        <ProseSection title={postJobText.lookingFor} text={values.requirements} />
        {values.keySkills.length > 0 && (
          <section>
            <h3 className="text-lg font-semibold text-slate-900 dark:text-white">{postJobText.keySkills}</h3>
            <ul className="mt-3 flex flex-wrap gap-2">
              {values.keySkills.map((skill) => (
                <li
                  key={skill}
                  className="rounded-full bg-indigo-50 px-3 py-1 text-sm font-medium text-indigo-700 dark:bg-indigo-950/50 dark:text-indigo-300"
                >
                  {skill}
                </li>
              ))}
            </ul>
          </section>
        )}
      </Card>
    </article>
  );
}

function Highlight({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Card className="flex gap-4 p-5">
      <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-indigo-50 text-indigo-600 dark:bg-indigo-950/60 dark:text-indigo-300">
        {icon}
      </span>
      <div>
        <h3 className="text-sm font-medium text-slate-500 dark:text-slate-400">{title}</h3>
        <div className="mt-1">{children}</div>
      </div>
    </Card>
  );
}

function ProseSection({ title, text }: { title: string; text: string }) {
  return (
    <section>
      <h3 className="text-lg font-semibold text-slate-900 dark:text-white">{title}</h3>
      <p className="mt-3 leading-relaxed whitespace-pre-line text-slate-600 dark:text-slate-300">
        {text.trim() || 'Nothing written yet.'}
      </p>
    </section>
  );
}
