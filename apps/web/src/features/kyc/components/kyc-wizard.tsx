import { useEffect, useRef, useState } from 'react';
import { Lock } from 'lucide-react';
import { kycMessages, kycText, REDIRECT_AFTER_KYC_MS } from '@hireloop/shared';
import { Card } from '@/components/ui/card';
import { ApiError, errorMessage } from '@/lib/api-error';
import { useSession } from '@/lib/session';
import { useKycFlow } from '../hooks/use-kyc-flow';
import { useSubmitKyc } from '../hooks/use-submit-kyc';
import { submitBlocker } from '../lib/kyc-steps';
import { CompleteStep, KycCompleted } from './complete-step';
import { DigiLockerStep } from './digilocker-step';
import { KycStepper } from './kyc-stepper';
import { PanStep } from './pan-step';
import { SelfieStep } from './selfie-step';

interface KycWizardProps {
  /** The account name the document name must match (docs/product.md section 5, name match). */
  registeredName: string;
}

/** The four steps of the identity check (docs/product.md 2.16, 4) and the submit. */
export function KycWizard({ registeredName }: KycWizardProps) {
  const { state, dispatch, connectDigiLocker, verifyPan, verifySelfie } = useKycFlow(registeredName);
  const { user, refreshUser, setUser } = useSession();
  const submitKyc = useSubmitKyc();
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [completed, setCompleted] = useState(false);

  // After the completion screen, the refreshed user (kycCompleted) lets the guard send them on.
  const userRef = useRef(user);
  useEffect(() => {
    userRef.current = user;
  }, [user]);
  useEffect(() => {
    if (!completed) return;
    const id = setTimeout(() => {
      refreshUser().catch(() => {
        if (userRef.current) setUser({ ...userRef.current, kycCompleted: true });
      });
    }, REDIRECT_AFTER_KYC_MS);
    return () => clearTimeout(id);
  }, [completed, refreshUser, setUser]);

  const submit = () => {
    const blocker = submitBlocker(state);
    if (blocker || !state.record) {
      setSubmitError(blocker ?? kycMessages.digilockerFirst);
      return;
    }
    setSubmitError(null);
    const { name, dob, gender } = state.record;
    submitKyc.mutate(
      { name, dob, gender, pan: state.pan },
      {
        onSuccess: () => setCompleted(true),
        onError: (error) => {
          setSubmitError(errorMessage(error, kycMessages.completionFailed));
          // Already complete (another tab): the refreshed user lets the guard move on.
          if (error instanceof ApiError && error.status === 409) void refreshUser().catch(() => undefined);
        },
      },
    );
  };

  // A new step starts at the top of the wizard, not where the last button was.
  const topRef = useRef<HTMLDivElement>(null);
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    const top = topRef.current;
    if (top && top.getBoundingClientRect().top < 0) top.scrollIntoView?.({ block: 'start' });
  }, [state.step, completed]);

  const next = () => dispatch({ type: 'next' });
  const back = () => {
    setSubmitError(null);
    dispatch({ type: 'back' });
  };

  return (
    <>
      <div ref={topRef} className="scroll-mt-4">
        <Card className="px-3 py-5 sm:px-8 sm:py-6">
          <KycStepper
            step={state.step}
            panSkipped={state.panFromDigilocker && state.digilockerVerified}
            completed={completed}
          />
        </Card>
      </div>

      <Card className="mt-5 p-5 sm:p-8">
        {completed ? (
          <KycCompleted />
        ) : state.step === 1 ? (
          <DigiLockerStep state={state} onConnect={() => void connectDigiLocker()} onContinue={next} />
        ) : state.step === 2 ? (
          <PanStep
            state={state}
            onChange={(value) => dispatch({ type: 'panChanged', value })}
            onVerify={(pan) => void verifyPan(pan)}
            onBack={back}
            onContinue={next}
          />
        ) : state.step === 3 ? (
          <SelfieStep
            state={state}
            onCaptured={(image) => dispatch({ type: 'selfieCaptured', image })}
            onDiscard={() => dispatch({ type: 'selfieDiscarded' })}
            onVerify={() => void verifySelfie()}
            onBack={back}
            onContinue={next}
          />
        ) : (
          <CompleteStep
            state={state}
            submitting={submitKyc.isPending}
            error={submitError}
            onSubmit={submit}
            onBack={back}
          />
        )}
      </Card>

      <p className="mt-5 text-center text-xs leading-5 text-slate-500 dark:text-slate-400">
        <Lock className="mr-1.5 inline size-3.5 align-[-2px]" aria-hidden="true" />
        {kycText.privacyNote}
      </p>
    </>
  );
}
