import { useState } from 'react';
import { authMessages, validationMessages, type AuthResponse, type Role } from '@hireloop/shared';
import { ApiError, errorMessage } from '@/lib/api-error';
import { useCheckCompanyEmail } from '../api/check-company-email';
import { useCompleteRegistration } from '../api/complete-registration';
import { useRegister } from '../api/register';
import { useOtpFlow } from './use-otp-flow';
import { firstSignupError, type SignupError, type SignupValues } from './signup-validation';

/**
 * State and submit rules of both sign-up forms (docs/product.md sections 4, 5 and 8): the e-mail code flow,
 * validation on submit, for employers the company-domain check, then register or complete a
 * half-finished registration.
 */
export function useSignupForm(role: Role, onCreated: (auth: AuthResponse) => void) {
  const [validationError, setValidationError] = useState<SignupError | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const flow = useOtpFlow(role, clearErrors);
  const checkEmail = useCheckCompanyEmail();
  const register = useRegister();
  const complete = useCompleteRegistration();

  const submitting = checkEmail.isPending || register.isPending || complete.isPending;
  const completing = flow.completionUserId !== null;

  /** Any field edit hides the messages of the last attempt. */
  function clearErrors() {
    setValidationError(null);
    setServerError(null);
  }

  async function submit(values: Omit<SignupValues, 'email'>) {
    const email = flow.email.trim();
    const { verificationToken } = flow;
    const invalid = firstSignupError({ ...values, email }, role, verificationToken !== null);
    setValidationError(invalid);
    setServerError(null);
    if (invalid || verificationToken === null) return;

    if (role === 'employer') {
      try {
        const { isCompanyDomain } = await checkEmail.mutateAsync(email);
        if (!isCompanyDomain) {
          setServerError(validationMessages.companyEmailRequired);
          flow.editEmail();
          return;
        }
      } catch (error) {
        setServerError(errorMessage(error, authMessages.companyEmailCheckFailed));
        flow.editEmail();
        return;
      }
    }

    const body = {
      email,
      name: values.fullName.trim(),
      password: values.password,
      role,
      ...(role === 'employer' ? { companyName: values.companyName?.trim() } : {}),
      verificationToken,
    };

    try {
      const auth = flow.completionUserId
        ? await complete.mutateAsync({ ...body, userId: flow.completionUserId })
        : await register.mutateAsync(body);
      if (auth.isRegistrationComplete === false) {
        setServerError(authMessages.registrationCompletionFailed);
      } else if (!auth.token) {
        setServerError(authMessages.registrationFailed);
      } else {
        onCreated(auth);
      }
    } catch (error) {
      if (completing) setServerError(errorMessage(error, authMessages.registrationCompletionFailed));
      else if (error instanceof ApiError && error.status === 400) {
        setServerError(authMessages.registrationIncomplete);
      } else setServerError(errorMessage(error, authMessages.registrationFailed));
    }
  }

  return { flow, validationError, serverError, submitting, completing, clearErrors, submit };
}
