import type { ReactNode } from 'react';
import { CheckCircle2, CreditCard, Landmark, ScanFace, ShieldCheck } from 'lucide-react';
import { kycMessages, kycText, maskPan } from '@hireloop/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import type { KycState } from '../lib/kyc-steps';
import { StepFooter, StepHeading } from './step-layout';

interface CompleteStepProps {
  state: KycState;
  submitting: boolean;
  error: string | null;
  onSubmit: () => void;
  onBack: () => void;
}

/** Step 4: what was verified, and the submit that marks the check complete. */
export function CompleteStep({ state, submitting, error, onSubmit, onBack }: CompleteStepProps) {
  return (
    <section aria-labelledby="kyc-step-title">
      <StepHeading
        icon={<ShieldCheck className="size-6" aria-hidden="true" />}
        title={kycText.completeTitle}
        text={kycText.completeText}
      />

      <ul className="mt-6 divide-y divide-slate-100 rounded-xl border border-slate-200 dark:divide-slate-800 dark:border-slate-700">
        <SummaryRow icon={<Landmark className="size-5" />} label={kycText.summaryDigilocker}>
          {state.record?.name}
        </SummaryRow>
        <SummaryRow icon={<CreditCard className="size-5" />} label={kycText.summaryPan}>
          <span className="font-mono tracking-wider">{maskPan(state.pan)}</span>
        </SummaryRow>
        <SummaryRow
          icon={<ScanFace className="size-5" />}
          label={kycText.summarySelfie}
          aside={
            state.selfie && (
              <img
                src={state.selfie}
                alt={kycText.selfiePreviewAlt}
                className="size-10 rounded-full object-cover ring-2 ring-white dark:ring-slate-900"
              />
            )
          }
        >
          {kycText.selfieVerified}
        </SummaryRow>
      </ul>

      {error && <Alert className="mt-5">{error}</Alert>}

      <StepFooter onBack={onBack} backDisabled={submitting}>
        <Button
          size="lg"
          onClick={onSubmit}
          loading={submitting}
          icon={<ShieldCheck className="size-4" aria-hidden="true" />}
        >
          {submitting ? kycText.completeSubmitting : kycText.completeSubmit}
        </Button>
      </StepFooter>
    </section>
  );
}

interface SummaryRowProps {
  icon: ReactNode;
  label: string;
  children: ReactNode;
  aside?: ReactNode;
}

function SummaryRow({ icon, label, children, aside }: SummaryRowProps) {
  return (
    <li className="flex items-center gap-3 px-4 py-3.5">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-emerald-50 text-emerald-600 dark:bg-emerald-950/50 dark:text-emerald-400">
        {icon}
      </span>
      <div className="min-w-0 flex-1">
        <p className="text-xs font-medium tracking-wide text-slate-500 uppercase dark:text-slate-400">
          {label}
        </p>
        <p className="truncate text-sm font-semibold text-slate-900 dark:text-slate-100">{children}</p>
      </div>
      {aside}
      <CheckCircle2 className="size-5 shrink-0 text-emerald-500" aria-hidden="true" />
    </li>
  );
}

/** Shown once the server accepted the check, until the redirect (docs/product.md 2.16: 'KYC Completed!'). */
export function KycCompleted() {
  return (
    <section className="py-6 text-center" aria-live="polite">
      <div className="mx-auto flex size-20 items-center justify-center rounded-full bg-emerald-100 text-emerald-600 ring-8 ring-emerald-50 dark:bg-emerald-900/40 dark:text-emerald-400 dark:ring-emerald-950/40">
        <CheckCircle2 className="size-10" aria-hidden="true" />
      </div>
      <h2 className="mt-6 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white">
        {kycMessages.completedTitle}
      </h2>
      <p className="mt-3 text-slate-600 dark:text-slate-300">{kycText.completedText}</p>
      <p className="mt-6 inline-flex items-center gap-2 text-sm font-medium text-indigo-600 dark:text-indigo-400">
        <Spinner className="size-4" />
        <span>{kycText.completedRedirect}</span>
      </p>
    </section>
  );
}
