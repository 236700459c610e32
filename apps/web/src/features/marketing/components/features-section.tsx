import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { ArrowRight } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button-variants';
import { focusRing } from '@/components/site/styles';
import { type Audience, AUDIENCE_FEATURES } from '../features-content';
import { EmployerMockup, JobSeekerMockup } from './feature-mockups';
import { SectionHeading } from './section-heading';

/** Features for each audience, behind the tabs For Job Seekers / For Employers (ARIA tabs pattern). */
export function FeaturesSection() {
  const [active, setActive] = useState<Audience>('jobseekers');
  const tabRefs = useRef(new Map<Audience, HTMLButtonElement>());
  const baseId = useId();
  const current = AUDIENCE_FEATURES.find((audience) => audience.id === active) ?? AUDIENCE_FEATURES[0]!;

  const onTabKeyDown = (event: KeyboardEvent) => {
    const ids = AUDIENCE_FEATURES.map((audience) => audience.id);
    const index = ids.indexOf(active);
    const next = {
      ArrowRight: ids[(index + 1) % ids.length],
      ArrowLeft: ids[(index - 1 + ids.length) % ids.length],
      Home: ids[0],
      End: ids[ids.length - 1],
    }[event.key];
    if (!next) return;
    event.preventDefault();
    setActive(next);
    tabRefs.current.get(next)?.focus();
  };

  return (
    <section
      aria-labelledby={`${baseId}-title`}
      className="mx-auto max-w-7xl px-4 py-24 sm:px-6 sm:py-28 lg:px-8"
    >
      <SectionHeading
        id={`${baseId}-title`}
        eyebrow="Built for both sides of hiring"
        title="Everything you need to land the role, or fill it"
        description="Job seekers and employers get tools shaped around what they actually do every day."
      />

      <div className="mt-10 flex justify-center">
        <div
          role="tablist"
          aria-label="Audience"
          className="inline-flex rounded-2xl bg-slate-100 p-1.5 ring-1 ring-slate-900/5 dark:bg-slate-900 dark:ring-slate-800"
        >
          {AUDIENCE_FEATURES.map((audience) => {
            const selected = audience.id === active;
            return (
              <button
                key={audience.id}
                ref={(node) => {
                  if (node) tabRefs.current.set(audience.id, node);
                  else tabRefs.current.delete(audience.id);
                }}
                type="button"
                role="tab"
                id={`${baseId}-tab-${audience.id}`}
                aria-selected={selected}
                aria-controls={`${baseId}-panel`}
                tabIndex={selected ? 0 : -1}
                onClick={() => setActive(audience.id)}
                onKeyDown={onTabKeyDown}
                className={`rounded-xl px-4 py-2.5 text-sm font-semibold transition sm:px-6 ${focusRing} ${
                  selected
                    ? 'bg-white text-indigo-700 shadow-sm dark:bg-slate-800 dark:text-white'
                    : 'text-slate-600 hover:text-slate-900 dark:text-slate-400 dark:hover:text-white'
                }`}
              >
                {audience.tab}
              </button>
            );
          })}
        </div>
      </div>

      <div
        role="tabpanel"
        id={`${baseId}-panel`}
        aria-labelledby={`${baseId}-tab-${current.id}`}
        tabIndex={0}
        className={`mt-14 grid grid-cols-1 items-center gap-14 rounded-3xl lg:grid-cols-[minmax(0,1.1fr)_minmax(0,1fr)] ${focusRing}`}
      >
        <div>
          <h3 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white">
            {current.title}
          </h3>
          <p className="mt-3 text-lg text-slate-600 dark:text-slate-400">{current.lead}</p>
          <ul className="mt-8 grid gap-x-6 gap-y-7 sm:grid-cols-2">
            {current.features.map(({ title, text, icon: Icon }) => (
              <li key={title} className="flex gap-4">
                <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-linear-to-br from-indigo-500 to-violet-600 text-white shadow-md shadow-indigo-500/25">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <span>
                  <span className="block font-semibold text-slate-900 dark:text-white">{title}</span>
                  <span className="mt-1 block text-sm leading-relaxed text-slate-600 dark:text-slate-400">
                    {text}
                  </span>
                </span>
              </li>
            ))}
          </ul>
          <Link
            to={current.cta.to}
            className={buttonVariants({
              surface: 'site',
              variant: 'primary',
              size: 'md',
              className: 'mt-10',
            })}
          >
            {current.cta.label}
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </div>
        <div className="mx-auto w-full max-w-lg">
          {current.id === 'jobseekers' ? <JobSeekerMockup /> : <EmployerMockup />}
        </div>
      </div>
    </section>
  );
}
