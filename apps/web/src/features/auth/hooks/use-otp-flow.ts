import { useState } from 'react';
import { authMessages, isValidEmail, OTP_RESEND_SECONDS, otpError, type Role } from '@hireloop/shared';
import { ApiError } from '@/lib/api-error';
import { errorMessage } from '@/lib/api-error';
import { useCheckExistingUser } from '../api/check-existing-user';
import { useResendOtp } from '../api/resend-otp';
import { useSendOtp } from '../api/send-otp';
import type { ExistingUserResponse } from '../api/types';
import { useVerifyOtp } from '../api/verify-otp';
import { useCountdown } from './use-countdown';

export interface OtpNotice {
  tone: 'error' | 'success';
  text: string;
  /** The address itself was refused (e.g. free mail for an employer): the e-mail box shows it. */
  aboutEmail?: boolean;
}

/**
 * The e-mail + one-time-code part of both sign-up forms (docs/product.md section 4, "Sign-up flow").
 * `onChange` runs on every field edit so the form can hide its validation error.
 */
export function useOtpFlow(role: Role, onChange?: () => void) {
  const [email, setEmail] = useState('');
  const [otp, setOtp] = useState('');
  const [otpSent, setOtpSent] = useState(false);
  // What verify-otp answered; the e-mail counts as verified exactly while the flow holds it.
  const [verificationToken, setVerificationToken] = useState<string | null>(null);
  const otpVerified = verificationToken !== null;
  const [editingEmail, setEditingEmail] = useState(false);
  const [existingUser, setExistingUser] = useState<ExistingUserResponse | null>(null);
  const [notice, setNotice] = useState<OtpNotice | null>(null);
  const countdown = useCountdown(otpSent && !otpVerified, OTP_RESEND_SECONDS);

  const checkExisting = useCheckExistingUser();
  const send = useSendOtp();
  const resend = useResendOtp();
  const verify = useVerifyOtp();

  const sending = checkExisting.isPending || send.isPending;
  const trimmedEmail = email.trim();

  function changeEmail(value: string) {
    setEmail(value);
    setNotice(null);
    setExistingUser(null);
    if (otpSent || otpVerified || otp) {
      setOtpSent(false);
      setVerificationToken(null);
      setOtp('');
      countdown.stop();
    }
    onChange?.();
  }

  function changeOtp(value: string) {
    setOtp(value.replace(/\D/g, ''));
    setNotice(null);
    onChange?.();
  }

  async function sendCode() {
    setNotice(null);
    let existing: ExistingUserResponse;
    try {
      existing = await checkExisting.mutateAsync(trimmedEmail);
    } catch (error) {
      setNotice({ tone: 'error', text: errorMessage(error, authMessages.sendOtpFailed) });
      return;
    }
    if (existing.exists && existing.isRegistrationComplete) {
      setNotice({ tone: 'error', text: authMessages.accountExists });
      return;
    }
    try {
      const res = await send.mutateAsync({ email: trimmedEmail, role });
      setExistingUser(existing);
      setOtpSent(true);
      setEditingEmail(false);
      countdown.restart();
      setNotice({ tone: 'success', text: res.message || `We sent a 6-digit code to ${trimmedEmail}.` });
    } catch (error) {
      setNotice({
        tone: 'error',
        text: errorMessage(error, authMessages.sendOtpFailed),
        aboutEmail: error instanceof ApiError && error.status === 400,
      });
    }
  }

  async function resendCode() {
    setNotice(null);
    try {
      const res = await resend.mutateAsync({ email: trimmedEmail, role });
      setOtp('');
      countdown.restart();
      setNotice({ tone: 'success', text: res.message || `We sent a new code to ${trimmedEmail}.` });
    } catch (error) {
      setNotice({ tone: 'error', text: errorMessage(error, authMessages.resendFailed) });
    }
  }

  async function verifyCode() {
    const invalid = otpError(otp);
    if (invalid) {
      setNotice({ tone: 'error', text: invalid });
      return;
    }
    setNotice(null);
    try {
      const res = await verify.mutateAsync({ email: trimmedEmail, otp: otp.trim() });
      setVerificationToken(res.verificationToken);
      setEditingEmail(false);
      setNotice({ tone: 'success', text: res.message || 'Email verified.' });
    } catch (error) {
      setNotice({ tone: 'error', text: errorMessage(error, authMessages.verifyOtpFailed) });
    }
  }

  return {
    email,
    otp,
    otpSent,
    otpVerified,
    verificationToken,
    notice,
    sending,
    verifying: verify.isPending,
    resending: resend.isPending,
    resendInSeconds: countdown.seconds,
    /** Locked only while a code is out and the user has not asked to edit the address. */
    emailLocked: otpSent && !editingEmail,
    canSendOtp: isValidEmail(email) && !sending && !otpSent && !otpVerified,
    canResend: otpSent && !otpVerified && countdown.seconds === 0 && !resend.isPending,
    /** Verified e-mail whose account was never completed: submit completes it instead. */
    completionUserId:
      existingUser?.exists && existingUser.isVerified && !existingUser.isRegistrationComplete
        ? existingUser._id
        : null,
    changeEmail,
    changeOtp,
    editEmail: () => setEditingEmail(true),
    sendCode,
    resendCode,
    verifyCode,
  };
}

export type OtpFlow = ReturnType<typeof useOtpFlow>;
