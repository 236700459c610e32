import type { ReactNode } from 'react';
import { ArrowLeft, ArrowRight } from 'lucide-react';
import { kycText } from '@hireloop/shared';
import { Button } from '@/components/ui/button';

interface StepHeadingProps {
  icon: ReactNode;
  title: string;
  text: string;
}

export function StepHeading({ icon, title, text }: StepHeadingProps) {
  return (
    <div>
      <div className="flex items-center gap-4">
        <span className="flex size-12 shrink-0 items-center justify-center rounded-2xl bg-gradient-to-br from-indigo-50 to-violet-100 text-indigo-600 ring-1 ring-indigo-100 dark:from-indigo-950/70 dark:to-violet-950/70 dark:text-indigo-300 dark:ring-indigo-900">
          {icon}
        </span>
        <h2 id="kyc-step-title" className="text-xl font-bold tracking-tight text-slate-900 dark:text-white">
          {title}
        </h2>
      </div>
      <p className="mt-3 text-sm leading-6 text-slate-600 sm:mt-1 sm:pl-16 dark:text-slate-300">{text}</p>
    </div>
  );
}

interface StepFooterProps {
  /** Shown from step 2 on (docs/product.md 2.16: Back goes to the previous step). */
  onBack?: () => void;
  backDisabled?: boolean;
  /** Shown once the step's check is done. */
  onContinue?: () => void;
  children?: ReactNode;
}

/** Back on the left; Continue (or the step's own action) on the right. */
export function StepFooter({ onBack, backDisabled, onContinue, children }: StepFooterProps) {
  return (
    <div className="mt-8 flex flex-col-reverse gap-3 border-t border-slate-100 pt-6 sm:flex-row sm:items-center sm:justify-between dark:border-slate-800">
      {onBack ? (
        <Button
          variant="ghost"
          onClick={onBack}
          disabled={backDisabled}
          icon={<ArrowLeft className="size-4" aria-hidden="true" />}
        >
          {kycText.back}
        </Button>
      ) : (
        <span className="hidden sm:block" />
      )}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center">
        {children}
        {onContinue && (
          <Button onClick={onContinue} size="lg">
            {kycText.continue}
            <ArrowRight className="size-4" aria-hidden="true" />
          </Button>
        )}
      </div>
    </div>
  );
}
