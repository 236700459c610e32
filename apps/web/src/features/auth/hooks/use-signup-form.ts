import { useState, type FormEvent } from 'react';
import { useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  authMessages,
  signupFormSchemas,
  validationMessages,
  type AuthResponse,
  type Role,
  type SignupForm,
  type SignupFormInput,
} from '@hireloop/shared';
import { ApiError, errorMessage } from '@/lib/api-error';
import { useCheckCompanyEmail } from '../api/check-company-email';
import { useCompleteRegistration } from '../api/complete-registration';
import { useRegister } from '../api/register';
import { useOtpFlow } from './use-otp-flow';

/** The values the e-mail code step holds rather than an input of the form (no token: not verified). */
interface CodeStep {
  email: string;
  verificationToken: string | null;
}
/** The inputs the form registers itself. */
type TypedFields = Omit<SignupFormInput, keyof CodeStep>;
type SignupField = keyof SignupFormInput;

/** The role's shared schema, applied to the typed fields together with the code step's values. */
function signupResolver(role: Role): Resolver<TypedFields, CodeStep, SignupForm> {
  // zodResolver types its values as the whole schema; the form registers the typed part of it.
  const resolve = zodResolver(signupFormSchemas[role]) as unknown as Resolver<
    TypedFields,
    CodeStep,
    SignupForm
  >;
  return (values, codeStep, options) => resolve({ ...values, ...codeStep }, codeStep, options);
}

const resolvers = { jobseeker: signupResolver('jobseeker'), employer: signupResolver('employer') };

/**
 * State and submit rules of both sign-up forms (docs/product.md sections 4, 5 and 8): the e-mail code flow,
 * validation on submit, showing the first failing rule only, for employers the company-domain
 * check, then register or complete a half-finished registration.
 */
export function useSignupForm(role: Role, onCreated: (auth: AuthResponse) => void) {
  const [serverError, setServerError] = useState<string | null>(null);
  const flow = useOtpFlow(role, clearMessages);
  const form = useForm<TypedFields, CodeStep, SignupForm>({
    resolver: resolvers[role],
    context: { email: flow.email, verificationToken: flow.verificationToken },
    defaultValues: { name: '', companyName: '', password: '', acceptTerms: false },
    // Messages change only on submit; any edit hides them (clearMessages).
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const checkEmail = useCheckCompanyEmail();
  const registerAccount = useRegister();
  const complete = useCompleteRegistration();

  const submitting = checkEmail.isPending || registerAccount.isPending || complete.isPending;
  const completing = flow.completionUserId !== null;

  const errors: FieldErrors<SignupFormInput> = form.formState.errors;
  // The schema lists the fields in the order the spec reports them.
  const invalidField = (Object.keys(signupFormSchemas[role].shape) as SignupField[]).find(
    (field) => errors[field],
  );
  const validationError = invalidField ? (errors[invalidField]?.message ?? null) : null;

  /** Any field edit hides the messages of the last attempt. */
  function clearMessages() {
    form.clearErrors();
    setServerError(null);
  }

  /** An input's registration, and whether it holds the rule the form reports. */
  const field = (name: keyof TypedFields) => ({
    ...form.register(name, { onChange: clearMessages }),
    invalid: invalidField === name,
  });

  const submitValid = form.handleSubmit(async (values) => {
    const { email, verificationToken } = values;
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
      name: values.name,
      password: values.password,
      role,
      ...(role === 'employer' ? { companyName: values.companyName } : {}),
      verificationToken,
    };

    try {
      const auth = flow.completionUserId
        ? await complete.mutateAsync({ ...body, userId: flow.completionUserId })
        : await registerAccount.mutateAsync(body);
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
  });

  function onSubmit(event: FormEvent) {
    setServerError(null);
    void submitValid(event);
  }

  return {
    flow,
    field,
    password: form.watch('password'),
    invalidField,
    validationError,
    serverError,
    submitting,
    completing,
    onSubmit,
  };
}

export type SignupFormState = ReturnType<typeof useSignupForm>;
