import { z } from 'zod';
import { LOGIN_PASSWORD_MIN, OTP_LENGTH, ROLES, SIGNUP_PASSWORD_MIN } from './constants';
import { fieldNames, limitMessages, serverMessages, validationMessages as m } from './messages';
import { singleLine } from './text-rules';
import { emailError } from './email';

/** First failing sign-up/reset password rule's message, or null. */
export function passwordError(value: string): string | null {
  if (!value) return m.passwordRequired;
  if (value.length < SIGNUP_PASSWORD_MIN) return m.passwordMin8;
  if (!/[a-z]/.test(value)) return m.passwordLowercase;
  if (!/[A-Z]/.test(value)) return m.passwordUppercase;
  if (!/[0-9]/.test(value)) return m.passwordNumber;
  return null;
}

/** Login only checks presence and a 6-character minimum. */
export function loginPasswordError(value: string): string | null {
  if (!value) return m.passwordRequired;
  if (value.length < LOGIN_PASSWORD_MIN) return m.passwordMin6;
  return null;
}

export function otpError(value: string): string | null {
  if (!value.trim()) return m.otpRequired;
  if (value.trim().length !== OTP_LENGTH || !/^\d+$/.test(value.trim())) return m.otpLength;
  return null;
}

// A missing value gets the rule's "required" message, not zod's type error.
const withRule = (rule: (v: string) => string | null, requiredMessage: string) =>
  z.string({ error: requiredMessage }).superRefine((v, ctx) => {
    const message = rule(v);
    if (message) ctx.addIssue({ code: 'custom', message });
  });

export const emailSchema = z
  .string({ error: m.emailRequired })
  .trim()
  .superRefine((v, ctx) => {
    const message = emailError(v);
    if (message) ctx.addIssue({ code: 'custom', message });
  })
  .transform((v) => v.toLowerCase());

export const signupPasswordSchema = withRule(passwordError, m.passwordRequired);
export const loginPasswordSchema = withRule(loginPasswordError, m.passwordRequired);
export const otpSchema = z
  .string({ error: m.otpRequired })
  .trim()
  .superRefine((v, ctx) => {
    const message = otpError(v);
    if (message) ctx.addIssue({ code: 'custom', message });
  });

export const roleSchema = z.enum(ROLES, { error: 'Role must be jobseeker or employer' });

export const emailBodySchema = z.object({ email: emailSchema });

/**
 * send-otp and resend-otp: the spec's `{ email }`, and the role being signed up for, so that an
 * employer's free-mail address is refused before a code is mailed. A client without it gets codes
 * as before; registering still checks the domain.
 */
export const sendOtpBodySchema = z.object({ email: emailSchema, role: roleSchema.optional() });

export const loginBodySchema = z.object({
  email: emailSchema,
  password: loginPasswordSchema,
  rememberMe: z.boolean().optional().default(false),
});

export const verifyOtpBodySchema = z.object({ email: emailSchema, otp: otpSchema });

// What verify-otp answered; without it the e-mail does not count as verified by this client.
const verificationTokenSchema = z
  .string({ error: serverMessages.emailNotVerified })
  .min(1, serverMessages.emailNotVerified)
  .max(128, serverMessages.emailNotVerified);

// One rule per sign-up field: the register body and the sign-up forms both take these.
const FULL_NAME_MAX = 120;
const COMPANY_NAME_MAX = 160;
// A missing name is "required"; the type error's message must not stand in for the length rule.
const fullNameSchema = z
  .string({ error: (issue) => (issue.code === 'invalid_type' ? m.fullNameRequired : undefined) })
  .trim()
  .min(1, m.fullNameRequired)
  .max(FULL_NAME_MAX, limitMessages.tooLong(fieldNames.fullName, FULL_NAME_MAX))
  .check(singleLine);
const companyNameSchema = z
  .string()
  .trim()
  .max(COMPANY_NAME_MAX, limitMessages.tooLong(fieldNames.companyName, COMPANY_NAME_MAX))
  .check(singleLine);

export const registerBodySchema = z
  .object({
    email: emailSchema,
    name: fullNameSchema,
    password: signupPasswordSchema,
    role: z.preprocess((v) => (typeof v === 'string' ? v.toLowerCase() : v), roleSchema),
    companyName: companyNameSchema.optional(),
    userId: z.string().optional(),
    verificationToken: verificationTokenSchema,
  })
  .superRefine((v, ctx) => {
    if (v.role === 'employer' && !v.companyName) {
      ctx.addIssue({ code: 'custom', path: ['companyName'], message: m.companyNameRequired });
    }
  });

/**
 * The sign-up forms' submit rules (docs/product.md section 5): the register body's fields with the
 * form's own wording for a missing e-mail or password, the terms box, and the token of the e-mail
 * code step. Keys are in the order the form reports them, one message at a time.
 * The e-mail is only required here: Send OTP already took a valid address, and a token exists only
 * for the address it verified.
 */
const signupFormFields = {
  name: fullNameSchema,
  email: z.string().trim().min(1, m.signupEmailRequired),
  password: z.string().min(1, m.signupPasswordRequired).pipe(signupPasswordSchema),
  acceptTerms: z.boolean().refine((accepted) => accepted, m.acceptTerms),
  verificationToken: z.string({ error: m.verifyOtpFirst }),
};
const { name: signupName, ...signupAfterName } = signupFormFields;

export const signupFormSchemas = {
  jobseeker: z.object(signupFormFields),
  employer: z.object({
    name: signupName,
    companyName: companyNameSchema.min(1, m.companyNameRequired),
    ...signupAfterName,
  }),
};
/** Either sign-up form's values; only the employer's has a company name. */
export type SignupFormInput = z.input<typeof signupFormSchemas.jobseeker> & { companyName?: string };
export type SignupForm = z.output<typeof signupFormSchemas.jobseeker> & { companyName?: string };

export const resetPasswordBodySchema = z.object({
  token: z.string({ error: 'Reset token is required' }).min(1, 'Reset token is required'),
  password: signupPasswordSchema,
});

/**
 * The reset form: the body's new password (the token comes from the link) and its confirmation.
 * The mismatch shows beside a password error too, so both boxes say what is wrong.
 */
export const resetPasswordFormSchema = resetPasswordBodySchema
  .pick({ password: true })
  .extend({ confirm: z.string().min(1, m.confirmRequired) })
  .refine((v) => v.password === v.confirm, {
    path: ['confirm'],
    error: m.passwordsDoNotMatch,
    when: ({ issues }) => !issues.some((issue) => issue.path?.[0] === 'confirm'),
  });

export const refreshBodySchema = z.object({ refreshToken: z.string().min(1) });

export type LoginBody = z.input<typeof loginBodySchema>;
export type RegisterBody = z.input<typeof registerBodySchema>;
