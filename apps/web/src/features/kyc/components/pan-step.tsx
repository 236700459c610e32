import type { FormEvent } from 'react';
import { BadgeCheck, CreditCard, ShieldCheck, UserRound } from 'lucide-react';
import { kycMessages, kycText, PAN_LENGTH } from '@hireloop/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import type { KycState } from '../lib/kyc-steps';
import { StepFooter, StepHeading } from './step-layout';

interface PanStepProps {
  state: KycState;
  onChange: (value: string) => void;
  onVerify: (pan: string) => void;
  onBack: () => void;
  onContinue: () => void;
}

/** Step 2: the PAN typed by the user (docs/product.md section 5: 10 characters, upper-cased, AAAAA9999A). */
export function PanStep({ state, onChange, onVerify, onBack, onContinue }: PanStepProps) {
  const loading = state.pending === 'pan';
  const fieldError = state.error === kycMessages.invalidPan ? state.error : null;
  const checkError = state.error && !fieldError ? state.error : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!loading) onVerify(state.pan);
  };

  return (
    <section aria-labelledby="kyc-step-title">
      <StepHeading
        icon={<CreditCard className="size-6" aria-hidden="true" />}
        title={kycText.panTitle}
        text={kycText.panText}
      />

      <form id="kyc-pan-form" className="mt-6 space-y-5" onSubmit={submit} noValidate>
        <div className="grid gap-6 sm:grid-cols-[minmax(0,1fr)_17rem] sm:items-center">
          <Field
            htmlFor="kyc-pan"
            label={kycText.panLabel}
            required
            error={fieldError}
            hint={kycText.panHint}
          >
            <Input
              id="kyc-pan"
              value={state.pan}
              onChange={(event) => onChange(event.target.value)}
              placeholder={kycText.panPlaceholder}
              maxLength={PAN_LENGTH}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              disabled={loading}
              invalid={Boolean(fieldError)}
              success={state.panVerified}
              aria-describedby={fieldError ? 'kyc-pan-error' : undefined}
              className="h-12 font-mono text-base tracking-[0.25em] uppercase placeholder:tracking-[0.25em]"
              rightSlot={
                <span className="pr-2 text-xs font-medium text-slate-500 tabular-nums dark:text-slate-400">
                  {state.pan.length}/{PAN_LENGTH}
                </span>
              }
            />
          </Field>
          <PanCardPreview pan={state.pan} name={state.record?.name ?? ''} verified={state.panVerified} />
        </div>
        {checkError && <Alert>{checkError}</Alert>}
        {state.panVerified && !loading && (
          <Alert tone="success">
            <span className="font-semibold">{kycText.panVerified}</span>
          </Alert>
        )}
      </form>

      <StepFooter
        onBack={onBack}
        backDisabled={loading}
        onContinue={state.panVerified && !loading ? onContinue : undefined}
      >
        {!state.panVerified && (
          <Button
            type="submit"
            form="kyc-pan-form"
            size="lg"
            loading={loading}
            icon={<ShieldCheck className="size-4" aria-hidden="true" />}
          >
            {loading ? kycText.panVerifying : kycText.panVerify}
          </Button>
        )}
      </StepFooter>
    </section>
  );
}

interface PanCardPreviewProps {
  pan: string;
  name: string;
  verified: boolean;
}

/** The PAN card as it fills in, for wider screens only (decorative). */
function PanCardPreview({ pan, name, verified }: PanCardPreviewProps) {
  const rest = kycText.panPlaceholder.slice(pan.length);
  return (
    <div
      aria-hidden="true"
      className="relative hidden overflow-hidden rounded-2xl bg-gradient-to-br from-sky-100 via-indigo-50 to-violet-100 p-4 shadow-lg shadow-indigo-900/5 ring-1 ring-indigo-100 sm:block dark:from-indigo-950 dark:via-slate-900 dark:to-violet-950 dark:ring-indigo-900"
    >
      <div className="flex items-center justify-between text-[10px] font-bold tracking-widest text-indigo-900/70 uppercase dark:text-indigo-200/70">
        <span>{kycText.panCardIssuer}</span>
        <span>{kycText.panCardCountry}</span>
      </div>
      <div className="mt-4 flex items-center gap-3">
        <span className="flex size-12 shrink-0 items-center justify-center rounded-lg bg-white/80 text-indigo-300 ring-1 ring-indigo-100 dark:bg-slate-800 dark:text-indigo-400 dark:ring-indigo-900">
          <UserRound className="size-7" />
        </span>
        <div className="min-w-0">
          <p className="text-[10px] font-medium tracking-wide text-slate-500 uppercase dark:text-slate-400">
            {kycText.panCardNumberLabel}
          </p>
          <p className="font-mono text-lg font-bold tracking-[0.18em] text-slate-900 dark:text-white">
            {pan}
            <span className="text-slate-300 dark:text-slate-600">{rest}</span>
          </p>
          <p className="truncate text-xs font-semibold tracking-wide text-slate-700 uppercase dark:text-slate-300">
            {name}
          </p>
        </div>
      </div>
      {verified && (
        <BadgeCheck className="absolute right-3 bottom-3 size-6 text-emerald-500 dark:text-emerald-400" />
      )}
    </div>
  );
}
