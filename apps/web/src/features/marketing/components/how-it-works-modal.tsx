import { useId, useRef } from 'react';
import { Play, X } from 'lucide-react';
import { PRODUCT_NAME } from '@hireloop/shared';
import { focusRing } from '@/components/site/styles';
import { Modal, ModalDescription, ModalTitle } from '@/components/ui/modal';

const STEPS = [
  { title: 'Create your profile', text: 'Add your skills, experience and resume in a few minutes.' },
  { title: 'Get matched', text: 'We score every role against your profile and surface the best fits.' },
  { title: 'Apply and hire', text: 'Apply in one click; employers see applicants ranked by match.' },
];

interface HowItWorksModalProps {
  onClose: () => void;
}

/** The 'How It Works' video modal. The spec shows it as a placeholder, so the frame announces the video. */
export function HowItWorksModal({ onClose }: HowItWorksModalProps) {
  const closeRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();

  return (
    <Modal
      onClose={onClose}
      initialFocus={closeRef}
      described
      backdropTestId="video-modal-backdrop"
      backdropClassName="fixed inset-0 z-50 flex items-center justify-center overflow-y-auto bg-slate-950/70 p-4 backdrop-blur-sm transition-opacity duration-200 starting:opacity-0 sm:p-6"
      className="relative w-full max-w-3xl rounded-3xl bg-white p-4 shadow-2xl transition duration-200 ease-out starting:scale-95 starting:opacity-0 sm:p-6 dark:bg-slate-900 dark:ring-1 dark:ring-slate-800"
    >
      <div className="flex items-start justify-between gap-4 px-1 pb-4">
        <div>
          <ModalTitle className="text-lg font-bold text-slate-900 sm:text-xl dark:text-white">
            How {PRODUCT_NAME} works
          </ModalTitle>
          <ModalDescription className="mt-1 text-sm text-slate-600 dark:text-slate-400">
            A two-minute tour of searching, matching and hiring.
          </ModalDescription>
        </div>
        <button
          ref={closeRef}
          type="button"
          aria-label="Close video"
          onClick={onClose}
          className={`inline-flex size-10 shrink-0 items-center justify-center rounded-xl text-slate-500 transition hover:bg-slate-100 hover:text-slate-900 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-white ${focusRing}`}
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      </div>

      <div className="relative aspect-video overflow-hidden rounded-2xl bg-linear-to-br from-indigo-700 via-indigo-600 to-violet-700">
        <svg aria-hidden="true" className="absolute inset-0 size-full opacity-20" preserveAspectRatio="none">
          <defs>
            <pattern id={`${titleId}-grid`} width="32" height="32" patternUnits="userSpaceOnUse">
              <path d="M32 0H0V32" fill="none" stroke="white" strokeWidth="0.75" />
            </pattern>
          </defs>
          <rect width="100%" height="100%" fill={`url(#${titleId}-grid)`} />
        </svg>
        <div className="absolute -top-16 -left-16 size-56 rounded-full bg-fuchsia-400/30 blur-3xl" />
        <div className="absolute -right-10 -bottom-20 size-64 rounded-full bg-sky-400/30 blur-3xl" />
        <div className="relative flex h-full flex-col items-center justify-center px-6 text-center text-white">
          <span className="relative flex size-12 items-center justify-center rounded-full bg-white/15 ring-1 ring-white/40 backdrop-blur sm:size-20">
            <span className="absolute inset-0 rounded-full bg-white/20 motion-safe:animate-ping" />
            <Play aria-hidden="true" className="relative size-5 translate-x-0.5 fill-white sm:size-8" />
          </span>
          <p className="mt-3 text-base font-semibold sm:mt-5 sm:text-2xl">Video coming soon</p>
          <p className="mt-1.5 hidden max-w-md text-indigo-100 sm:block">
            We&apos;re putting the finishing touches on our walkthrough. Here is the short version meanwhile.
          </p>
        </div>
      </div>

      <ol className="mt-5 grid gap-3 sm:grid-cols-3">
        {STEPS.map((step, index) => (
          <li key={step.title} className="flex gap-3 rounded-2xl bg-slate-50 p-4 dark:bg-slate-800/60">
            <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-indigo-600 text-xs font-bold text-white">
              {index + 1}
            </span>
            <div>
              <p className="text-sm font-semibold text-slate-900 dark:text-white">{step.title}</p>
              <p className="mt-1 text-xs leading-relaxed text-slate-600 dark:text-slate-400">{step.text}</p>
            </div>
          </li>
        ))}
      </ol>
    </Modal>
  );
}
