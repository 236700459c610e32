import { Check, SkipForward } from 'lucide-react';
import { kycText } from '@hireloop/shared';
import { cn } from '@/components/ui/cn';
import type { KycStep } from '../lib/kyc-steps';

interface KycStepperProps {
  step: KycStep;
  /** The PAN came from the document locker, so step 2 was passed over. */
  panSkipped: boolean;
  /** The server accepted the check: every step shows as done. */
  completed: boolean;
}

type StepState = 'done' | 'current' | 'skipped' | 'upcoming';

function stateOf(index: number, { step, panSkipped, completed }: KycStepperProps): StepState {
  const number = index + 1;
  if (number === 2 && panSkipped && step > 1) return 'skipped';
  if (completed || number < step) return 'done';
  return number === step ? 'current' : 'upcoming';
}

const circle: Record<StepState, string> = {
  done: 'bg-emerald-500 text-white shadow-sm shadow-emerald-500/30',
  current:
    'bg-gradient-to-br from-indigo-600 to-violet-600 text-white shadow-md shadow-indigo-600/30 ring-4 ring-indigo-100 dark:ring-indigo-950',
  skipped:
    'border-2 border-dashed border-emerald-400 bg-emerald-50 text-emerald-600 dark:border-emerald-700 dark:bg-emerald-950/40 dark:text-emerald-400',
  upcoming:
    'border-2 border-slate-200 bg-white text-slate-500 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-400',
};

/** The four steps of docs/product.md 2.16 with where the user is. */
export function KycStepper(props: KycStepperProps) {
  return (
    <nav aria-label={kycText.pageEyebrow}>
      <ol className="flex items-start">
        {kycText.steps.map((label, index) => {
          const state = stateOf(index, props);
          const reached = state !== 'upcoming';
          return (
            <li
              key={label}
              className="relative flex flex-1 flex-col items-center text-center"
              aria-current={state === 'current' ? 'step' : undefined}
            >
              {index > 0 && (
                <span
                  aria-hidden="true"
                  className={cn(
                    'absolute top-5 right-1/2 left-[-50%] h-0.5 -translate-y-1/2 rounded-full',
                    reached ? 'bg-emerald-400 dark:bg-emerald-600' : 'bg-slate-200 dark:bg-slate-700',
                  )}
                />
              )}
              <span
                className={cn(
                  'relative z-10 flex size-10 items-center justify-center rounded-full text-sm font-bold transition',
                  circle[state],
                )}
              >
                {state === 'done' ? (
                  <Check className="size-5" strokeWidth={3} aria-hidden="true" />
                ) : state === 'skipped' ? (
                  <SkipForward className="size-4" aria-hidden="true" />
                ) : (
                  index + 1
                )}
              </span>
              <span
                className={cn(
                  'mt-2 text-xs font-semibold sm:text-sm',
                  state === 'current'
                    ? 'text-indigo-700 dark:text-indigo-300'
                    : reached
                      ? 'text-slate-800 dark:text-slate-100'
                      : 'text-slate-500 dark:text-slate-400',
                )}
              >
                {label}
              </span>
              <span className="hidden text-xs text-slate-500 sm:block dark:text-slate-400">
                {state === 'skipped' ? kycText.stepSkipped : kycText.stepOf(index + 1, kycText.steps.length)}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
