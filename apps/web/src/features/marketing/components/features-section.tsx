import { useId, useState } from 'react';
import { Link } from 'react-router';
import { ArrowRight } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button-variants';
import { focusRing } from '@/components/site/styles';
import { type Audience, AUDIENCE_FEATURES } from '../features-content';
import { AudienceTabs, audiencePanelIds } from './audience-tabs';
import { EmployerMockup, JobSeekerMockup } from './feature-mockups';
import { SectionHeading } from './section-heading';

/** Features for each audience, behind the tabs For Job Seekers / For Employers (ARIA tabs pattern). */
export function FeaturesSection() {
  const [active, setActive] = useState<Audience>('jobseekers');
  const baseId = useId();
  const current = AUDIENCE_FEATURES.find((audience) => audience.id === active) ?? AUDIENCE_FEATURES[0]!;
  const panel = audiencePanelIds(baseId, current.id);

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
        <AudienceTabs
          tabs={AUDIENCE_FEATURES.map(({ id, tab }) => ({ id, label: tab }))}
          active={active}
          onChange={setActive}
          idBase={baseId}
          label="Audience"
        />
      </div>

      <div
        role="tabpanel"
        id={panel.id}
        aria-labelledby={panel.labelledBy}
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
