import { useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { ArrowRight, X } from 'lucide-react';
import { howItWorksText, type HowItWorksStep } from '@hireloop/shared';
import { buttonVariants } from '@/components/ui/button-variants';
import { focusRing } from '@/components/site/styles';
import { Modal, ModalDescription, ModalTitle } from '@/components/ui/modal';
import { paths } from '@/lib/paths';
import type { Audience } from '../features-content';
import { AudienceTabs, audiencePanelIds } from './audience-tabs';
import { StepScene } from './how-it-works-scenes';

const TABS = [
  { id: 'jobseekers', label: howItWorksText.jobSeekersTab },
  { id: 'employers', label: howItWorksText.employersTab },
] as const;

const CONTENT: Record<Audience, { steps: readonly HowItWorksStep[]; cta: { label: string; to: string } }> = {
  jobseekers: {
    steps: howItWorksText.jobSeekerSteps,
    cta: { label: howItWorksText.getStartedJobSeeker, to: paths.signupJobSeeker },
  },
  employers: {
    steps: howItWorksText.employerSteps,
    cta: { label: howItWorksText.getStartedEmployer, to: paths.signupEmployer },
  },
};

interface HowItWorksModalProps {
  onClose: () => void;
}

/**
 * The 'How It Works' dialog of the landing page (docs/product.md 2.3): the steps of each side of hiring, each
 * shown on a small scene of the screen where it happens.
 */
export function HowItWorksModal({ onClose }: HowItWorksModalProps) {
  const closeRef = useRef<HTMLButtonElement>(null);
  const idBase = useId();
  const [audience, setAudience] = useState<Audience>('jobseekers');
  const { steps, cta } = CONTENT[audience];
  const panel = audiencePanelIds(idBase, audience);

  return (
    <Modal
      onClose={onClose}
      initialFocus={closeRef}
      described
      backdropTestId="how-it-works-backdrop"
      backdropClassName="fixed inset-0 z-50 flex items-start justify-center overflow-y-auto bg-slate-950/70 p-3 backdrop-blur-sm transition-opacity duration-200 starting:opacity-0 sm:items-center sm:p-6"
      className="relative w-full max-w-4xl rounded-3xl bg-white p-4 shadow-2xl transition duration-200 ease-out starting:scale-95 starting:opacity-0 sm:p-8 dark:bg-slate-900 dark:ring-1 dark:ring-slate-800"
    >
      <div className="flex items-start justify-between gap-4">
        <div>
          <ModalTitle className="text-xl font-bold tracking-tight text-slate-900 sm:text-2xl dark:text-white">
            {howItWorksText.title}
          </ModalTitle>
          <ModalDescription className="mt-1 text-sm text-slate-600 dark:text-slate-400">
            {howItWorksText.description}
          </ModalDescription>
        </div>
        <button
          ref={closeRef}
          type="button"
          aria-label={howItWorksText.close}
          onClick={onClose}
          className={`inline-flex size-10 shrink-0 items-center justify-center rounded-xl text-slate-500 transition hover:bg-slate-100 hover:text-slate-900 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-white ${focusRing}`}
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      </div>

      <AudienceTabs
        tabs={TABS}
        active={audience}
        onChange={setAudience}
        idBase={idBase}
        label={howItWorksText.audiences}
        className="mt-5"
      />

      <div role="tabpanel" id={panel.id} aria-labelledby={panel.labelledBy} className="mt-5">
        <ol className="grid gap-4 sm:grid-cols-2">
          {steps.map((step, index) => (
            <li
              key={step.key}
              data-testid="how-it-works-step"
              className="flex flex-col rounded-2xl bg-white ring-1 ring-slate-900/10 dark:bg-slate-900 dark:ring-slate-800"
            >
              <StepScene step={step.key} />
              <div className="flex gap-3 p-4">
                <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-linear-to-br from-indigo-600 to-violet-600 text-xs font-bold text-white shadow-md shadow-indigo-600/25">
                  {index + 1}
                </span>
                <div>
                  <h3 className="text-sm font-semibold text-slate-900 dark:text-white">{step.title}</h3>
                  <p className="mt-1 text-sm leading-relaxed text-slate-600 dark:text-slate-400">
                    {step.text}
                  </p>
                </div>
              </div>
            </li>
          ))}
        </ol>
        <div className="mt-6 flex justify-end">
          <Link
            to={cta.to}
            onClick={onClose}
            className={buttonVariants({ surface: 'site', variant: 'primary', size: 'md' })}
          >
            {cta.label}
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </div>
      </div>
    </Modal>
  );
}
