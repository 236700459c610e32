import { useRef } from 'react';
import { CheckCircle2, Mail, Pencil } from 'lucide-react';
import { Link } from 'react-router';
import { authMessages, authText, OTP_LENGTH } from '@hireloop/shared';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { paths } from '@/lib/paths';
import { useReturnState } from '@/lib/return-state';
import type { OtpFlow } from '../hooks/use-otp-flow';

interface EmailOtpFieldProps {
  flow: OtpFlow;
  label: string;
  /** Highlights the e-mail box after a failed submit. */
  emailInvalid?: boolean;
  /** Highlights the code box after a failed submit. */
  otpInvalid?: boolean;
  placeholder?: string;
}

const NOTICE_ID = 'signup-email-notice';

/** E-mail with Send OTP, then the code box with Verify and a Resend countdown (docs/product.md section 4). */
export function EmailOtpField({ flow, label, emailInvalid, otpInvalid, placeholder }: EmailOtpFieldProps) {
  const emailRef = useRef<HTMLInputElement>(null);
  const returnState = useReturnState();
  const emailRefused = flow.notice?.aboutEmail === true;

  function startEditing() {
    flow.editEmail();
    // The input is disabled until the re-render; focus it right after.
    setTimeout(() => emailRef.current?.focus(), 0);
  }

  // Under the code box once there is one, above the resend line: what just happened is read first.
  const notice = flow.notice && (
    <p
      id={NOTICE_ID}
      role={flow.notice.tone === 'error' ? 'alert' : 'status'}
      className={cn(
        'text-sm',
        flow.notice.tone === 'error'
          ? 'text-rose-600 dark:text-rose-400'
          : 'text-emerald-600 dark:text-emerald-400',
      )}
    >
      <span>{flow.notice.text}</span>
      {flow.notice.text === authMessages.accountExists && (
        <>
          {' '}
          <Link to={paths.login} state={returnState} className="font-semibold underline underline-offset-2">
            Go to sign in
          </Link>
        </>
      )}
    </p>
  );

  return (
    <div className="space-y-4">
      <Field htmlFor="signup-email" label={label} required>
        <div className="flex flex-col gap-2 sm:flex-row">
          <div className="min-w-0 flex-1">
            <Input
              ref={emailRef}
              id="signup-email"
              type="email"
              autoComplete="email"
              placeholder={placeholder}
              value={flow.email}
              onChange={(e) => flow.changeEmail(e.target.value)}
              disabled={flow.emailLocked}
              invalid={emailInvalid || emailRefused}
              aria-describedby={emailRefused ? NOTICE_ID : undefined}
              success={flow.otpVerified}
              leftIcon={<Mail className="size-4" />}
              rightSlot={
                flow.emailLocked ? (
                  <span className="flex items-center gap-1">
                    {flow.otpVerified && (
                      <CheckCircle2 className="size-4 text-emerald-600" aria-label="Email verified" />
                    )}
                    <button
                      type="button"
                      onClick={startEditing}
                      aria-label="Edit email address"
                      className="rounded-lg p-2 text-slate-400 transition hover:text-indigo-600 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
                    >
                      <Pencil className="size-4" />
                    </button>
                  </span>
                ) : undefined
              }
            />
          </div>
          <Button
            variant="secondary"
            onClick={() => void flow.sendCode()}
            disabled={!flow.canSendOtp}
            loading={flow.sending}
            className="shrink-0 sm:w-32"
          >
            {flow.sending ? authText.sendingOtp : authText.sendOtp}
          </Button>
        </div>
      </Field>

      {flow.otpSent && (
        <Field htmlFor="signup-otp" label="Verification Code (OTP)" required>
          <div className="flex flex-col gap-2 sm:flex-row">
            <div className="min-w-0 flex-1">
              <Input
                id="signup-otp"
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={OTP_LENGTH}
                placeholder="Enter 6-digit code"
                value={flow.otp}
                onChange={(e) => flow.changeOtp(e.target.value)}
                disabled={flow.otpVerified}
                invalid={otpInvalid}
                success={flow.otpVerified}
                className="tracking-[0.3em] placeholder:tracking-normal"
              />
            </div>
            <Button
              variant={flow.otpVerified ? 'success' : 'primary'}
              onClick={() => void flow.verifyCode()}
              disabled={flow.otpVerified}
              loading={flow.verifying}
              icon={flow.otpVerified ? <CheckCircle2 className="size-4" /> : undefined}
              className="shrink-0 sm:w-32"
            >
              {flow.otpVerified
                ? authText.otpVerified
                : flow.verifying
                  ? authText.verifyingOtp
                  : authText.verifyOtp}
            </Button>
          </div>
          {notice}
          {!flow.otpVerified && (
            <p className="pt-1 text-xs text-slate-500 dark:text-slate-400">
              Didn&apos;t get the code?{' '}
              {flow.resendInSeconds > 0 ? (
                <span aria-live="polite">
                  {authText.resendOtp} in{' '}
                  <span className="font-semibold tabular-nums">{flow.resendInSeconds}s</span>
                </span>
              ) : (
                <button
                  type="button"
                  onClick={() => void flow.resendCode()}
                  disabled={!flow.canResend}
                  className="font-semibold text-indigo-600 hover:text-indigo-500 focus-visible:underline focus-visible:outline-none disabled:opacity-60 dark:text-indigo-400"
                >
                  {authText.resendOtp}
                </button>
              )}
            </p>
          )}
        </Field>
      )}

      {!flow.otpSent && notice}
    </div>
  );
}
