import { passwordError, validationMessages as m, type Role } from '@hireloop/shared';

export interface SignupValues {
  fullName: string;
  companyName?: string;
  email: string;
  password: string;
  acceptTerms: boolean;
}

export type SignupField = 'fullName' | 'companyName' | 'email' | 'password' | 'acceptTerms' | 'otp';

export interface SignupError {
  field: SignupField;
  message: string;
}

/**
 * The first failing sign-up submit rule (docs/product.md section 5), in the spec's order:
 * name, (company name), e-mail, password, terms, verified code. Fields are trimmed first.
 */
export function firstSignupError(values: SignupValues, role: Role, otpVerified: boolean): SignupError | null {
  if (!values.fullName.trim()) return { field: 'fullName', message: m.fullNameRequired };
  if (role === 'employer' && !values.companyName?.trim()) {
    return { field: 'companyName', message: m.companyNameRequired };
  }
  if (!values.email.trim()) return { field: 'email', message: m.signupEmailRequired };
  if (!values.password) return { field: 'password', message: m.signupPasswordRequired };
  const weak = passwordError(values.password);
  if (weak) return { field: 'password', message: weak };
  if (!values.acceptTerms) return { field: 'acceptTerms', message: m.acceptTerms };
  if (!otpVerified) return { field: 'otp', message: m.verifyOtpFirst };
  return null;
}
